import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const base = process.argv[2]!; const pid = Number(process.argv[3]);
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
await autocannon({ url: base + '/api/v4/status', connections: 32, duration: 2 });
const c0 = cpu();
const r = await autocannon({ url: base + '/api/v4/status', connections: 32, duration: 6 });
const c1 = cpu();
console.log(`status rps ${Math.round(r.requests.average)} server cpu ms/request ${((c1 - c0) / r.requests.total).toFixed(3)}`);
