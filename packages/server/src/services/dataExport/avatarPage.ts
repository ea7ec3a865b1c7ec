// The avatar export as an HTML page (no server-side picture renderer exists, so
// there is no PNG): the member's name, level and class, and what they wear, ride and lead, in
// words a person (or a script) can read.
import { escapeHtml, htmlPage } from './formats.ts';

export interface AvatarMember {
  name: string;
  username: string | undefined;
  stats: { lvl?: number; class?: string };
  preferences: Record<string, unknown>;
  items: {
    gear?: { equipped?: Record<string, string>; costume?: Record<string, string> };
    currentPet?: string;
    currentMount?: string;
  };
}

export function avatarHtml(member: AvatarMember): string {
  const wears =
    member.preferences.costume === true ? member.items.gear?.costume : member.items.gear?.equipped;
  const gear = Object.entries(wears ?? {})
    .filter(([, key]) => typeof key === 'string' && key !== '')
    .map(
      ([slot, key]) =>
        `<li data-slot="${escapeHtml(slot)}">${escapeHtml(slot)}: ${escapeHtml(key)}</li>`,
    )
    .join('\n');
  const appearance = ['size', 'shirt', 'skin', 'chair', 'background']
    .filter(
      (part) => typeof member.preferences[part] === 'string' && member.preferences[part] !== '',
    )
    .map((part) => `<li>${part}: ${escapeHtml(String(member.preferences[part]))}</li>`)
    .join('\n');
  const name = member.username ? `${member.name} (@${member.username})` : member.name;
  return htmlPage(
    `${member.name}'s avatar`,
    `<h1 class="avatar-name">${escapeHtml(name)}</h1>
<p>Level ${member.stats.lvl ?? 1}${member.stats.class ? ` ${escapeHtml(member.stats.class)}` : ''}</p>
<h2>Appearance</h2><ul>${appearance}</ul>
<h2>Gear</h2><ul>${gear}</ul>
<p>Pet: ${escapeHtml(member.items.currentPet || 'none')}; mount: ${escapeHtml(member.items.currentMount || 'none')}</p>`,
  );
}
