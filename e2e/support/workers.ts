/** How many journey files run at once, each worker with its own app (E2E_WORKERS, default 2). */
export function e2eWorkers(): number {
  const wanted = Number(process.env.E2E_WORKERS ?? '2');
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : 2;
}
