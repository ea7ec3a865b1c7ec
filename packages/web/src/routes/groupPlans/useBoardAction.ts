// Runs one team-board call through the one primitive, then reads the board and the approval
// queue again. The request layer shows a refusal; `isSending` keeps the controls from firing
// twice.
import { useState } from 'react';
import { sendChange } from '../../store/optimistic.ts';
import { refreshBoard } from './groupPlanReads.ts';

export function useBoardAction(groupId: string) {
  const [isSending, setIsSending] = useState(false);

  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setIsSending(true);
    try {
      await sendChange({ send: call, reread: () => refreshBoard(groupId) });
      return true;
    } catch {
      return false;
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, run };
}
