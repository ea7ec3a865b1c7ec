// The quest scrolls the player owns, each with "Invite party" (used on /party, the quest shop).
import { useTranslation } from 'react-i18next';
import { questName } from '../../../catalogue/questNames.ts';
import { useCatalogueText } from '../../../catalogue/useCatalogueText.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { ItemPicture } from '../../shops/ItemPicture.tsx';
import shopStyles from '../../shops/Shops.module.css';
import { useQuestInvite } from './useQuestInvite.ts';

export function useOwnedScrolls(): [string, number][] {
  const scrolls = useSessionStore((state) => state.user?.items?.quests);
  return Object.entries(scrolls ?? {}).filter(([, count]) => count > 0);
}

export function InvitePartyButton({ questKey }: { questKey: string }) {
  const { t } = useTranslation('party');
  const { invite, isSending } = useQuestInvite();
  useCatalogueText();
  const name = questName(questKey);
  return (
    <button
      type="button"
      className="button"
      disabled={isSending}
      aria-label={t('quest.inviteNamed', { name })}
      onClick={() => void invite(questKey)}
    >
      {t('quest.invite')}
    </button>
  );
}

export function OwnedScrolls({ title }: { title: string }) {
  const { t } = useTranslation('party');
  const owned = useOwnedScrolls();
  useCatalogueText();
  if (owned.length === 0) return null;
  return (
    <ul className={shopStyles.grid} aria-label={title}>
      {owned.map(([key, count]) => {
        const name = questName(key);
        return (
          <li key={key} className={shopStyles.item} aria-label={name}>
            <ItemPicture kind="quest" itemKey={key} />
            <span className={shopStyles.itemName}>{name}</span>
            <span>{t('quest.owned', { count })}</span>
            <InvitePartyButton questKey={key} />
          </li>
        );
      })}
    </ul>
  );
}
