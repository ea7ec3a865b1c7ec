// A quest waiting for answers: who accepted, who has not answered, the viewer's Accept / Reject,
// and Start now / Cancel for the quest owner or party leader.
import { useTranslation } from 'react-i18next';
import type { QuestAction } from '../../../api/partyApi.ts';
import type { QuestView } from '../../../store/questView.ts';
import styles from '../Party.module.css';
import { QuestButtons } from './QuestButtons.tsx';

type Pending = Extract<QuestView, { kind: 'pending' }>;

export function PendingQuest({ view, nameOf }: { view: Pending; nameOf: (id: string) => string }) {
  const { t } = useTranslation('party');
  const actions: QuestAction[] = [
    ...(view.isRsvpNeeded ? (['accept', 'reject'] as const) : []),
    ...(view.isInCharge ? (['force-start', 'cancel'] as const) : []),
    ...(view.hasAccepted && !view.isOwner ? (['leave'] as const) : []),
  ];
  return (
    <>
      <p>{t('quest.pending')}</p>
      <div className={styles.answers}>
        <div>
          <h4 className={styles.subheading}>
            {t('quest.accepted', { count: view.accepted.length })}
          </h4>
          <ul aria-label={t('quest.acceptedList')}>
            {view.accepted.map((id) => (
              <li key={id}>{nameOf(id)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className={styles.subheading}>
            {t('quest.undecided', { count: view.undecided.length })}
          </h4>
          <ul aria-label={t('quest.undecidedList')}>
            {view.undecided.map((id) => (
              <li key={id}>{nameOf(id)}</li>
            ))}
          </ul>
        </div>
      </div>
      {view.isRsvpNeeded && <p className={styles.notice}>{t('quest.rsvp')}</p>}
      <QuestButtons actions={actions} />
    </>
  );
}
