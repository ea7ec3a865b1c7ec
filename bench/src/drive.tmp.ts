import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { workloads } from './workloads.ts';
const base = process.argv[2]!; const pid = Number(process.argv[3]); const seconds = Number(process.argv[4] ?? 10);
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const w = workloads.find((x) => x.prepare)!;
const next = await w.prepare!(base);
const run = (d: number) => autocannon({ url: base + w.path, connections: Number(process.env.CONNS ?? 32), duration: d, requests: [{ setupRequest: (r: any) => { const n = next(); return { ...r, method: n.method, path: n.path, headers: { 'content-type': 'application/json', ...n.headers }, ...(n.body === undefined ? {} : { body: JSON.stringify(n.body) }) }; } }] } as any);
await run(2);
const c0 = cpu();
const r = await run(seconds);
const c1 = cpu();
console.log(`rps ${Math.round(r.requests.average)} p99 ${r.latency.p99} non2xx ${r.non2xx} server cpu ms/request ${((c1 - c0) / r.requests.total).toFixed(3)}`);
if (process.env.DIRECT) {
  const { measureDirectScore } = await import('./directScoreWorkload.ts');
  const u0 = process.cpuUsage();
  const d = await measureDirectScore('postgres://postgres@127.0.0.1:5432/bench', Number(process.env.POOL ?? 4), 32, seconds, next);
  const u1 = process.cpuUsage(u0);
  console.log(`direct rps ${d.requestsPerSecond} client cpu ms/score ${((u1.user + u1.system) / 1000 / (d.requestsPerSecond * seconds)).toFixed(3)}`);
}
