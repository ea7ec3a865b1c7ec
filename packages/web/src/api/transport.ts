// The fetch the request layer uses. Unit tests swap in a tiny fake; the app uses the browser's.
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const browserFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

let currentFetch: FetchLike = browserFetch;

export function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  return currentFetch(input, init);
}

export function setApiFetch(fetchImpl: FetchLike | null): void {
  currentFetch = fetchImpl ?? browserFetch;
}
