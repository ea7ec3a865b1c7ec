// The fixed workloads `npm run bench` drives. Later issues add theirs here
// (e.g. scoring a task, loading the user) with any set-up they need.
export interface Workload {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export const workloads: Workload[] = [{ name: 'status', method: 'GET', path: '/api/v4/status' }];
