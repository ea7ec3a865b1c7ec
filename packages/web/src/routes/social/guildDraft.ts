// A guild's name and summary as its create and edit forms check them before sending: a name, and
// a summary of at most 250 characters. Each problem shows beside its field once the form was
// sent; until then, or when the draft is fine, the server's word on that field does.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../components/forms/useFormRequest.ts';

/** Guild summary max 250. */
export const MAX_GUILD_SUMMARY = 250;

export interface GuildDraft {
  name: string;
  summary: string;
}

export function guildDraftProblems({ name, summary }: GuildDraft) {
  return {
    name: name.trim() === '' ? ('required' as const) : null,
    summary: summary.trim().length > MAX_GUILD_SUMMARY ? ('summaryTooLong' as const) : null,
  };
}

/** `nameRequired` is the form's own word for a missing name. */
export function useGuildDraftCheck(draft: GuildDraft, server: FieldErrors, nameRequired: string) {
  const { t } = useTranslation('social');
  const [isChecked, setIsChecked] = useState(false);
  const problems = isChecked ? guildDraftProblems(draft) : { name: null, summary: null };
  return {
    nameError: problems.name ? nameRequired : server['name'],
    summaryError: problems.summary
      ? t('guilds.create.summaryTooLong', { max: MAX_GUILD_SUMMARY })
      : server['summary'],
    /** Marks the form as sent: true when the draft may go to the server. */
    check(): boolean {
      setIsChecked(true);
      const found = guildDraftProblems(draft);
      return !found.name && !found.summary;
    },
  };
}
