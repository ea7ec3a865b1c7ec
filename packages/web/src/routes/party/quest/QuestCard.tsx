// The party's quest: none, pending, or active (boss or collection).
import { useTranslation } from 'react-i18next';
import { questName } from '../../../catalogue/questNames.ts';
import { useCatalogueText } from '../../../catalogue/useCatalogueText.ts';
import type { Party, UserPartyState } from '../../../api/partyTypes.ts';
import { questViewOf } from '../../../store/questView.ts';
import styles from '../Party.module.css';
import { ActiveQuest } from './ActiveQuest.tsx';
import { NoQuest } from './NoQuest.tsx';
import { PendingQuest } from './PendingQuest.tsx';

interface QuestCardProps {
  party: Party;
  viewerId: string;
  viewer: UserPartyState;
  nameOf: (id: string) => string;
}

export function QuestCard({ party, viewerId, viewer, nameOf }: QuestCardProps) {
  const { t } = useTranslation('party');
  useCatalogueText();
  const view = questViewOf(party, viewerId, viewer);
  const title =
    view.kind === 'none' || view.kind === 'unknown' ? t('quest.title') : questName(view.quest.key);
  return (
    <section className={styles.section} aria-labelledby="party-quest">
      <h2 id="party-quest" className={styles.heading}>
        {title}
      </h2>
      {view.kind === 'none' && <NoQuest />}
      {view.kind === 'unknown' && <p>{t('quest.unknown', { key: view.questKey })}</p>}
      {view.kind === 'pending' && <PendingQuest view={view} nameOf={nameOf} />}
      {(view.kind === 'boss' || view.kind === 'collect') && <ActiveQuest view={view} />}
    </section>
  );
}
