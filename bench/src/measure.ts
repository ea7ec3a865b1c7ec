// One workload driven by autocannon at the bench's load (BENCH_CONNECTIONS for BENCH_DURATION
// seconds): requests/s and latency, for `npm run bench` and its cluster mode.
import autocannon from 'autocannon';
import type { FixedRequest, Workload } from './workloads.ts';

export const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Figures {
  workload: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measure(
  baseURL: string,
  workload: Workload,
  seconds: number,
  nextRequest?: () => FixedRequest,
): Promise<Figures> {
  const result = await autocannon({
    url: `${baseURL}${workload.path}`,
    method: workload.method,
    headers: { 'content-type': 'application/json', ...workload.headers },
    body: workload.body === undefined ? undefined : JSON.stringify(workload.body),
    connections,
    duration: seconds,
    // A prepared workload makes every request afresh (another player, another task).
    ...(nextRequest
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const next = nextRequest();
                return {
                  ...request,
                  method: next.method,
                  path: next.path,
                  headers: { 'content-type': 'application/json', ...next.headers },
                  ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
                };
              },
            },
          ],
        }
      : {}),
  });
  return {
    workload: workload.name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
