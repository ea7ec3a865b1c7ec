// The player's time zone offset as the client reports it (`x-user-timezoneOffset`), kept in
// preferences.timezoneOffset, where the day boundary reads it (playerDay.ts).
import type { SignedInContext } from './signedInContext.ts';

/** Stores a new offset (minutes, the original's sign convention) for the acting player. */
export function storeTimezoneOffset(context: SignedInContext, offset: number): Promise<void> {
  return context.changeActor(
    async ({ user, setUserColumns }) =>
      setUserColumns({ preferences: { ...user.row.preferences, timezoneOffset: offset } }),
    { withAccount: false, relistNotifications: false },
  );
}
