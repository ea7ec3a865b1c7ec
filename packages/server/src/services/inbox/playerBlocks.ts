// POST /user/block/:uuid: the acting player blocks another player, or unblocks one already
// blocked; answers the list of blocked ids.
import type { SignedInContext } from '../signedInContext.ts';

export function toggleBlock(context: SignedInContext, blockedId: string): Promise<string[]> {
  return context.changeActor(
    async ({ user, setUserColumns }) => {
      const inbox = user.row.inbox as { blocks?: string[] };
      const before = inbox.blocks ?? [];
      const after = before.includes(blockedId)
        ? before.filter((id) => id !== blockedId)
        : [...before, blockedId];
      setUserColumns({ inbox: { ...user.row.inbox, blocks: after } });
      return after;
    },
    { withAccount: false, relistNotifications: false },
  );
}
