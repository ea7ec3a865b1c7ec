// What a moderator sees of a reported message: reported once and still shown, hidden from players
// (2 to 9 flags), or hidden because its author is shadow-muted (10 and up); and the control that
// clears the flags.
import { CHAT_FLAG_FROM_SHADOW_MUTE, CHAT_FLAG_LIMIT_FOR_HIDING } from '@questlog/core';
import { useTranslation } from 'react-i18next';
import styles from './Chat.module.css';

type Moderation = 'reported' | 'hidden' | 'shadowMuted';

function moderationOf(flagCount: number): Moderation | null {
  if (flagCount >= CHAT_FLAG_FROM_SHADOW_MUTE) return 'shadowMuted';
  if (flagCount >= CHAT_FLAG_LIMIT_FOR_HIDING) return 'hidden';
  return flagCount > 0 ? 'reported' : null;
}

export const isHiddenByFlags = (flagCount: number) => flagCount >= CHAT_FLAG_LIMIT_FOR_HIDING;

interface ModerationNoteProps {
  flagCount: number;
  isBusy: boolean;
  onClear: () => void;
}

export function ModerationNote({ flagCount, isBusy, onClear }: ModerationNoteProps) {
  const { t } = useTranslation('social');
  const moderation = moderationOf(flagCount);
  if (!moderation) return null;
  return (
    <p className={styles.moderation}>
      <span>{t(`chat.moderation.${moderation}`, { count: flagCount })}</span>
      <button type="button" className={styles.tool} disabled={isBusy} onClick={onClear}>
        {t('chat.moderation.clear')}
      </button>
    </p>
  );
}
