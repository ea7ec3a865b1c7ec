// The secret in a player's calendar feed address: made on the first ask, replaced on regeneration
// (the old address then finds no one). Kept as is, not hashed: the address is shown again on
// every ask, and it only opens a read-only list of the player's due dates.
import { newOneTimeCode } from '../secrets.ts';
import type { SignedInContext } from '../signedInContext.ts';

/** The acting player's feed token (a new one when `renew` or when they have none yet). */
export function calendarFeedToken(
  context: SignedInContext,
  { renew }: { renew: boolean },
): Promise<string> {
  return context.changeActor(
    async ({ user, setUserColumns }) => {
      const stored = user.row.calendar_feed_token;
      if (stored && !renew) return stored;
      const token = newOneTimeCode();
      setUserColumns({ calendar_feed_token: token });
      return token;
    },
    { withAccount: false, relistNotifications: false },
  );
}
