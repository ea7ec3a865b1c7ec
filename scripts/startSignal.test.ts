// `npm start` stops its server when npm is told to stop (a service manager signals the process it
// started): the server must not run on as an orphan, holding the port and the database.
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { startAppProcess } from './appProcess.ts';

function isListening(baseURL: string): Promise<boolean> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

it('stops the server when npm receives SIGTERM', async () => {
  const app = await startAppProcess({ command: 'npm', args: ['start'] });
  try {
    process.kill(app.pid, 'SIGTERM');
    // npm waits for the script it runs, which waits for the server, so once npm is gone the
    // port must be closed.
    await app.exited;
    await expect(isListening(app.baseURL)).resolves.toBe(false);
  } finally {
    await app.stop();
  }
});
