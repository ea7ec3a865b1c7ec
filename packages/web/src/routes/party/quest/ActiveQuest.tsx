// A started quest: the boss's health with the viewer's pending damage and its rage, or one bar per
// item to collect with the viewer's pending finds; Leave for participants who do not own the
// scroll, Abort for the owner or the party leader.
import { useTranslation } from 'react-i18next';
import { bossName as bossNameOf, collectibleName } from '../../../catalogue/questNames.ts';
import { useCatalogueText } from '../../../catalogue/useCatalogueText.ts';
import type { QuestAction } from '../../../api/partyApi.ts';
import { displayNumber } from '../../../format/numberDisplay.ts';
import { BossPicture } from '../../../sprites/bossArt.tsx';
import type { QuestView } from '../../../store/questView.ts';
import styles from '../Party.module.css';
import { QuestButtons } from './QuestButtons.tsx';
import { QuestMeter } from './QuestMeter.tsx';

type Boss = Extract<QuestView, { kind: 'boss' }>;
type Collect = Extract<QuestView, { kind: 'collect' }>;

function BossProgress({ view }: { view: Boss }) {
  const { t } = useTranslation('party');
  useCatalogueText();
  const key = view.quest.key;
  const bossName = bossNameOf(key);
  return (
    <div className={styles.boss}>
      <BossPicture questKey={key} label={bossName} />
      <div className={styles.meters}>
        <p className={styles.bossName}>{bossName}</p>
        <QuestMeter
          label={t('quest.bossHealth')}
          valueText={t('quest.of', { value: view.hp, max: view.maxHp })}
          value={view.hp}
          max={view.maxHp}
          tone="health"
          pending={view.isParticipant ? view.pendingDamage : 0}
        />
        {view.isParticipant && <p>{t('quest.pendingDamage', { amount: view.pendingDamage })}</p>}
        {view.rage && (
          <QuestMeter
            label={t('quest.rage')}
            valueText={t('quest.rageOf', {
              value: displayNumber(view.rage.value),
              max: view.rage.max,
            })}
            value={view.rage.value}
            max={view.rage.max}
            tone="rage"
          />
        )}
      </div>
    </div>
  );
}

function CollectProgress({ view }: { view: Collect }) {
  const { t } = useTranslation('party');
  useCatalogueText();
  return (
    <div className={styles.meters}>
      {view.items.map((item) => {
        const name = collectibleName(item.itemKey);
        return (
          <QuestMeter
            key={item.itemKey}
            label={name}
            valueText={t('quest.of', { value: item.collected, max: item.needed })}
            value={item.collected}
            max={item.needed}
            tone="collect"
          />
        );
      })}
      {view.isParticipant && <p>{t('quest.pendingItems', { count: view.pendingItems })}</p>}
    </div>
  );
}

export function ActiveQuest({ view }: { view: Boss | Collect }) {
  const { t } = useTranslation('party');
  const actions: QuestAction[] = [
    ...(view.isParticipant && !view.isOwner ? (['leave'] as const) : []),
    ...(view.isInCharge ? (['abort'] as const) : []),
  ];
  return (
    <div className={view.isParticipant ? undefined : styles.dimmed}>
      {!view.isParticipant && <p>{t('quest.notParticipating')}</p>}
      {view.kind === 'boss' ? <BossProgress view={view} /> : <CollectProgress view={view} />}
      <QuestButtons actions={actions} />
    </div>
  );
}
