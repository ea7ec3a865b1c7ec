// The API calls the workloads make while preparing: register a player, post a JSON body.

const PASSWORD = 'bench password 1';

/** Registers a player through the API; answers the headers that sign its requests in. */
export async function registerBenchPlayer(
  baseURL: string,
  username: string,
): Promise<Record<string, string>> {
  const registered = await post<{ id: string; apiToken: string }>(
    baseURL,
    '/api/v4/user/auth/local/register',
    { username, email: `${username}@bench.test`, password: PASSWORD, confirmPassword: PASSWORD },
  );
  return { 'x-api-user': registered.id, 'x-api-key': registered.apiToken };
}

/** POSTs `body` (none when undefined) and answers the envelope's data; throws on a refusal. */
export async function post<T>(
  baseURL: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 500)}`);
  }
  return ((await response.json()) as { data: T }).data;
}
