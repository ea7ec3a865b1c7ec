// The tasks store (a later issue) listens here; the resync rule asks it to refetch.
const listeners = new Set<() => void>();

export function onTasksRefetch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function requestTasksRefetch(): void {
  listeners.forEach((listener) => listener());
}
