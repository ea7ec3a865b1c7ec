// After the day boundary: the damage the viewer's pending progress dealt to the party's boss,
// read from the party's newest boss_damage message about them.
import i18next from 'i18next';
import { userPartyOf } from '../api/partyTypes.ts';
import { catalogueTexts } from '../catalogue/catalogueText.ts';
import { bossName } from '../catalogue/questNames.ts';
import { notify } from '../components/notifications/notify.ts';
import { displayNumber } from '../format/numberDisplay.ts';
import { loadParty, usePartyStore } from './partyStore.ts';
import { newestBossDamageFor } from './questLog.ts';
import { useSessionStore } from './sessionStore.ts';

/** The server's clock may differ from ours: a message this much older still counts. */
export const CLOCK_SLACK_MS = 5 * 60_000;

const announced = new Set<string>();

/** `cronStartedAt` is when the client asked for the day boundary (ms, the client's clock). */
export async function announceBossDamage(cronStartedAt: number): Promise<void> {
  const user = useSessionStore.getState().user;
  const { partyId, questKey } = userPartyOf(user);
  if (!user || !partyId) return;
  await loadParty();
  const party = usePartyStore.getState().party;
  const key = party?.quest.key ?? questKey;
  if (!party || !key) return;
  const names = [user.profile?.name, user.auth?.local?.username, user.id].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  const damage = newestBossDamageFor(party.chat, names, cronStartedAt - CLOCK_SLACK_MS);
  if (!damage || announced.has(damage.id)) return;
  announced.add(damage.id);
  // The notice is written once: the boss's name in the player's language first.
  await catalogueTexts.load(['quests', 'quests.boss']);
  notify.info(
    i18next.t('notices.bossDamage', {
      ns: 'party',
      userDamage: displayNumber(damage.userDamage),
      bossDamage: displayNumber(damage.bossDamage),
      boss: bossName(key),
    }),
  );
}
