// Party Up / Party On for everyone in the party once it is big enough (core's rule), the
// joiner included; the other members are locked by changeGroup.
import { partyAchievementsEarned } from '@questlog/core';
import { addNotification } from '../../db/repositories/notifications.ts';
import type { PartyChange } from './partyChange.ts';

export async function partyAchievements(change: PartyChange, memberCount: number): Promise<void> {
  const { tx, user, now } = change;
  const own = partyAchievementsEarned(user.row.achievements, memberCount);
  if (own) {
    change.setUserColumns({ achievements: own.achievements });
    for (const notification of own.notifications) {
      await addNotification(tx, user.row.id, { ...notification, now });
    }
    change.notificationsChanged();
  }
  for (const member of change.others.values()) {
    const earned = partyAchievementsEarned(member.achievements, memberCount);
    if (!earned) continue;
    await change.writePlayer(member.id, { achievements: earned.achievements });
    for (const notification of earned.notifications) {
      await addNotification(tx, member.id, { ...notification, now });
    }
  }
}
