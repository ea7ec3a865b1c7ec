import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attribute, Player } from '../../api/tasksTypes.ts';
import {
  CLASS_LEVEL,
  areClassesDisabled,
  canChooseClass,
  classChangeGems,
  classOf,
  isClassChoiceDue,
  playerHasClass,
} from '../../store/classRules.ts';
import { usePlayer } from '../../store/playerStats.ts';
import tasksStyles from '../tasks/Tasks.module.css';
import { AllocationSettings } from './AllocationSettings.tsx';
import { allocateAllNow, allocatePoint } from './classActions.ts';
import { ClassChoiceDialog } from './ClassChoiceDialog.tsx';
import styles from './Classes.module.css';
import { RebirthOrb } from './RebirthOrb.tsx';

const ATTRIBUTES: readonly Attribute[] = ['str', 'con', 'int', 'per'];

/**
 * The attributes, a collapsible section of the tasks screen: the class, the points to allocate
 * by hand or all at once, how points are allocated, the class change and the rebirth orb.
 */
export function StatsPanel() {
  const { t } = useTranslation('classes');
  const player = usePlayer();
  const [isOpen, setIsOpen] = useState(false);
  const bodyId = useId();
  const headingId = useId();
  if (!player) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId}>{t('stats.title')}</h2>
        <button
          type="button"
          className={tasksStyles.button}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? t('stats.hide') : t('stats.show')}
        </button>
      </div>
      {isOpen && (
        <div id={bodyId} className={styles.panelBody}>
          <ClassLine player={player} />
          <Attributes player={player} />
          {playerHasClass(player) && <AllocationSettings player={player} />}
          <RebirthOrb />
        </div>
      )}
    </section>
  );
}

function ClassLine({ player }: { player: Player }) {
  const { t } = useTranslation('classes');
  const [isChoosing, setIsChoosing] = useState(false);
  const klass = classOf(player);
  let text = t('stats.noClass', { level: CLASS_LEVEL });
  if (klass) text = t('stats.class', { name: t(`classNames.${klass}`) });
  else if (areClassesDisabled(player)) text = t('stats.classesOff');
  else if (isClassChoiceDue(player)) text = t('stats.classDue');
  const price = classChangeGems(player);
  return (
    <div className={styles.attribute}>
      <p>{text}</p>
      {canChooseClass(player) && (
        <button type="button" className={tasksStyles.button} onClick={() => setIsChoosing(true)}>
          {price > 0 ? t('stats.changeClass', { gems: price }) : t('stats.chooseClass')}
        </button>
      )}
      {isChoosing && <ClassChoiceDialog onClose={() => setIsChoosing(false)} />}
    </div>
  );
}

function Attributes({ player }: { player: Player }) {
  const { t } = useTranslation('classes');
  const [isAllocating, setIsAllocating] = useState(false);
  const points = player.stats?.points ?? 0;
  const hasClass = playerHasClass(player);
  const canAllocate = hasClass && points > 0;

  async function handleAllocateAll() {
    setIsAllocating(true);
    await allocateAllNow();
    setIsAllocating(false);
  }

  return (
    <>
      <p>{points > 0 ? t('stats.points', { count: points }) : t('stats.noPoints')}</p>
      {!hasClass && points > 0 && <p className={tasksStyles.muted}>{t('stats.needsClass')}</p>}
      <ul className={styles.attributeList}>
        {ATTRIBUTES.map((stat) => {
          const name = t(`attributes.${stat}`);
          return (
            <li key={stat} className={styles.attribute}>
              <span>{name}</span>
              <strong>{t('stats.value', { value: player.stats?.[stat] ?? 0 })}</strong>
              <button
                type="button"
                className={tasksStyles.button}
                aria-label={t('stats.add', { name })}
                disabled={!canAllocate || isAllocating}
                onClick={() => void allocatePoint(stat)}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <button
          type="button"
          className={tasksStyles.button}
          disabled={!canAllocate || isAllocating}
          aria-busy={isAllocating}
          onClick={() => void handleAllocateAll()}
        >
          {t('stats.allocateNow')}
        </button>
      </div>
    </>
  );
}
