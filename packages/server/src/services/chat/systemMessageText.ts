// A chat system message written from its `info` (type and parameters, stored language-neutral) in
// any of our languages: the templates are the server's `chat` catalogue, quest, boss and item names
// the content catalogue's. The English rendering is what is stored as `text` for old clients.
import { serverText, type Params } from '../../i18n/serverText.ts';
import type { CatalogueName, NameLookup } from '../../i18n/catalogueNames.ts';

/** The catalogue tables a system message names things from. */
export const SYSTEM_MESSAGE_TABLES = [
  'quests',
  'quests.boss',
  'quests.completionChat',
  'questCollectibles',
] as const;

/** What the renderer needs besides the info: display names of members, catalogue names. */
export interface SystemMessageNames {
  /** A member's display name by id; undefined when unknown (shown as "Someone"). */
  memberName(userId: string | undefined): string | undefined;
  catalogue: NameLookup;
}

/** Whether a system message of this `info` is one the renderer writes. */
export function isRenderedType(info: Record<string, unknown>): boolean {
  return typeof info.type === 'string' && RENDERED_TYPES.has(info.type);
}

const RENDERED_TYPES = new Set([
  'quest_start',
  'boss_damage',
  'boss_rage',
  'boss_defeated',
  'user_found_items',
  'all_items_found',
  'quest_cancel',
  'quest_abort',
  'tavern_boss_rage',
  'tavern_boss_rage_tired',
  'tavern_boss_desperation',
  'tavern_quest_completed',
]);

const text = (language: string, key: string, params?: Params) =>
  serverText(language, 'chat', key, params);

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : 0);

function itemsText(language: string, items: unknown, names: NameLookup): string {
  const counts = typeof items === 'object' && items !== null ? Object.entries(items) : [];
  return counts
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([item, count]) =>
      text(language, 'foundItem', {
        count,
        item: names({ table: 'questCollectibles', key: item }) ?? item,
      }),
    )
    .join(text(language, 'foundItemSeparator'));
}

/** The message in `language`; its type when the renderer does not know it. */
export function systemMessageText(
  info: Record<string, unknown>,
  language: string,
  { memberName, catalogue }: SystemMessageNames,
): string {
  const type = String(info.type);
  if (!RENDERED_TYPES.has(type)) return type;
  const questKey = asString(info.quest) ?? '';
  const named = (table: CatalogueName['table']) => catalogue({ table, key: questKey });
  const completion = named('quests.completionChat');
  if (type === 'tavern_quest_completed' && completion !== undefined) return completion;
  const sceneKey = asString(info.scene) ?? 'town';
  const scene = serverText(language, 'chat', `scene.${sceneKey}`);
  return text(language, type, {
    quest: named('quests') ?? questKey,
    boss: named('quests.boss') ?? text(language, 'theBoss'),
    user: memberName(asString(info.user)) ?? text(language, 'someone'),
    userDamage: asNumber(info.userDamage),
    bossDamage: asNumber(info.bossDamage),
    items: itemsText(language, info.items, catalogue),
    scene: scene === `scene.${sceneKey}` ? sceneKey : scene,
  });
}
