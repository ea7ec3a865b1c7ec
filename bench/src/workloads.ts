// The fixed workloads `npm run bench` drives. A workload is either one fixed request or, with
// `prepare`, a set-up against the running server that hands back a request maker, so each
// request can differ (another player, another task).
import { post, registerBenchPlayer } from './benchApi.ts';

export interface FixedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Workload extends FixedRequest {
  name: string;
  /** Runs once before measuring; the answer makes each request. */
  prepare?: (baseURL: string) => Promise<() => FixedRequest>;
}

const SCORING_PLAYERS = Number(process.env.BENCH_PLAYERS ?? 32);
const TASKS_EACH = 40;

export const workloads: Workload[] = [
  { name: 'status', method: 'GET', path: '/api/v4/status' },
  {
    name: `score habit up (${SCORING_PLAYERS} players × ${TASKS_EACH} tasks)`,
    method: 'POST',
    path: '/api/v4/tasks/:id/score/up',
    prepare: prepareScoring,
  },
];

interface Player {
  headers: Record<string, string>;
  taskIds: string[];
}

/** Registers the players through the API, gives each 40 habits, then rotates over them all. */
async function prepareScoring(baseURL: string): Promise<() => FixedRequest> {
  const run = Date.now().toString(36);
  const players = await Promise.all(
    Array.from({ length: SCORING_PLAYERS }, (_, index) =>
      registerPlayer(baseURL, `b${run}_${index}`),
    ),
  );
  let next = 0;
  return () => {
    const player = players[next % players.length]!;
    const taskId = player.taskIds[Math.floor(next / players.length) % TASKS_EACH]!;
    next += 1;
    return { method: 'POST', path: `/api/v4/tasks/${taskId}/score/up`, headers: player.headers };
  };
}

async function registerPlayer(baseURL: string, username: string): Promise<Player> {
  const headers = await registerBenchPlayer(baseURL, username);
  const habits = Array.from({ length: TASKS_EACH }, (_, index) => ({
    type: 'habit',
    text: `Bench habit ${index + 1}`,
  }));
  const tasks = await post<{ id: string }[]>(baseURL, '/api/v4/tasks/user', habits, headers);
  return { headers, taskIds: tasks.map((task) => task.id) };
}
