// The change a request is made for, in the player's words ("join Quiet Corner"), so a refusal's
// notice can say which change was refused. Set by the optimistic primitive around a change's
// `send`; the request layer takes it when it builds the request (synchronously, as the outbox's
// attempt), so only the change's first call is named.

import { sendScope } from './sendScope.ts';

const changeName = sendScope<string>();

/** Runs `send` with `name` as the change its first request is made for. */
export function withChangeName<T>(name: string | undefined, send: () => Promise<T>): Promise<T> {
  return name === undefined ? send() : changeName.run(name, send);
}

/** For the request layer: the name of the change this request is made for, taken once. */
export function takeChangeName(): string | null {
  const name = changeName.current();
  changeName.clear();
  return name;
}
