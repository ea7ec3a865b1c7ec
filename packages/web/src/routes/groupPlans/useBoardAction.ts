// Runs one team-board call, then reads the board and the approval queue again. The request
// layer shows a refusal; `isSending` keeps the controls from firing twice.
import { useState } from 'react';
import { refreshBoard, useQueryClient } from './groupPlanQueries.ts';

export function useBoardAction(groupId: string) {
  const client = useQueryClient();
  const [isSending, setIsSending] = useState(false);

  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setIsSending(true);
    try {
      await call();
      await refreshBoard(client, groupId);
      return true;
    } catch {
      return false;
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, run };
}
