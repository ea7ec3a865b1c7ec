import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';
import { CRAMPED_QUERY, useMediaQuery } from '../../components/usePhoneLayout.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { maxMP } from '../../store/tasksRules.ts';
import { skillsOf, type Skill } from '../../store/classRules.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import tasksStyles from '../tasks/Tasks.module.css';
import { castSkill } from './classActions.ts';
import styles from './Classes.module.css';
import { TaskPickerDialog } from './TaskPickerDialog.tsx';

const KNOWN_BLOCKS = new Set([
  'notEnoughMana',
  'spellLevelTooHigh',
  'spellAlreadyCast',
  'messageHealthAlreadyMax',
  'noTaskToTarget',
]);

const DRAWER_KEY = 'questlog-skills-drawer';

function storedDrawerChoice(): boolean | undefined {
  try {
    const stored = localStorage.getItem(DRAWER_KEY);
    return stored === 'open' ? true : stored === 'folded' ? false : undefined;
  } catch {
    return undefined; // storage refused (private mode): the screen decides
  }
}

function storeDrawerChoice(isOpen: boolean): void {
  try {
    localStorage.setItem(DRAWER_KEY, isOpen ? 'open' : 'folded');
  } catch {
    // storage refused: the choice lasts for this visit
  }
}

/**
 * The class skills of a player with a class: each with its mana and level, greyed with the reason
 * core's castSpell gives when it cannot be cast. Task skills ask for a task first; the others cast
 * at once. The server's answer replaces the player.
 * A drawer at the foot of the screen while the columns scroll (they sat a screen below them).
 * Open where there is room for it and the columns; folded on a phone or a short laptop screen,
 * where it would hide the columns. The player's own choice is kept for their next visit.
 */
export function SkillsBar() {
  const { t } = useTranslation('classes');
  const player = usePlayer();
  const tasks = useTasksStore((state) => state.tasks);
  const areTasksLoaded = useTasksStore((state) => state.load === 'loaded');
  const [castingKey, setCastingKey] = useState<string | null>(null);
  const [picking, setPicking] = useState<Skill | null>(null);
  const headingId = useId();
  const listId = useId();
  const isCramped = useMediaQuery(CRAMPED_QUERY);
  const [isOpenByChoice, setIsOpenByChoice] = useState(storedDrawerChoice);
  const isOpen = isOpenByChoice ?? !isCramped;
  // each skill is a dry run of core's castSpell: only again when the player or tasks change
  // the skills' names follow the catalogue's language
  const catalogueVersion = useCatalogueText();
  const skills = useMemo(
    () => (player ? skillsOf(player, tasks) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names read from the catalogue's tables
    [player, tasks, catalogueVersion],
  );
  if (!player || skills.length === 0) return null;
  const stats = player.stats;

  async function cast(skill: Skill, targetId?: string) {
    setPicking(null);
    setCastingKey(skill.key);
    await castSkill(skill, targetId);
    setCastingKey(null);
  }

  function handleSkill(skill: Skill) {
    if (skill.target === 'task') setPicking(skill);
    else void cast(skill);
  }

  return (
    <section className={styles.bar} aria-labelledby={headingId}>
      <div className={styles.barHeader}>
        <h2 id={headingId}>{t('skills.label')}</h2>
        <span className={styles.skillMeta}>
          {t('skills.mana', {
            mp: Math.floor(stats?.mp ?? 0),
            max: stats?.maxMP ?? (stats ? maxMP({ int: stats.int ?? 0, lvl: stats.lvl }) : 0),
          })}
        </span>
        <button
          type="button"
          className={`${tasksStyles.button} ${styles.barToggle}`}
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => {
            setIsOpenByChoice(!isOpen);
            storeDrawerChoice(!isOpen);
          }}
        >
          {t(isOpen ? 'skills.fold' : 'skills.unfold')}
        </button>
      </div>
      <ul id={listId} className={styles.skillList} hidden={!isOpen}>
        {skills.map((skill) => (
          <SkillItem
            key={skill.key}
            skill={skill}
            areTasksLoaded={areTasksLoaded}
            isCasting={castingKey === skill.key}
            isBusy={castingKey !== null}
            onCast={() => handleSkill(skill)}
          />
        ))}
      </ul>
      {picking && (
        <TaskPickerDialog
          skill={picking}
          onPick={(taskId) => void cast(picking, taskId)}
          onClose={() => setPicking(null)}
        />
      )}
    </section>
  );
}

type BlockKey = `skills.blocks.${'notEnoughMana' | 'spellLevelTooHigh' | 'other'}`;

function blockText(
  skill: Skill,
  areTasksLoaded: boolean,
  t: (key: BlockKey | 'skills.picker.loading', options?: { level: number }) => string,
): string | null {
  if (!skill.block) return null;
  if (skill.block === 'noTaskToTarget' && !areTasksLoaded) return t('skills.picker.loading');
  const key = (KNOWN_BLOCKS.has(skill.block) ? skill.block : 'other') as 'other';
  return t(`skills.blocks.${key}`, { level: skill.lvl });
}

interface SkillItemProps {
  skill: Skill;
  /** Until the tasks are in, a task skill cannot know whether it has a target. */
  areTasksLoaded: boolean;
  isCasting: boolean;
  isBusy: boolean;
  onCast: () => void;
}

function SkillItem({ skill, areTasksLoaded, isCasting, isBusy, onCast }: SkillItemProps) {
  const { t } = useTranslation('classes');
  const blockId = useId();
  const block = blockText(skill, areTasksLoaded, t);
  return (
    <li className={styles.skill}>
      <button
        type="button"
        className={`${tasksStyles.button} ${styles.skillButton}`}
        aria-label={t('skills.cast', { name: skill.name, mana: skill.mana, level: skill.lvl })}
        aria-describedby={block ? blockId : undefined}
        aria-busy={isCasting}
        title={block ?? skill.notes}
        disabled={block !== null || isBusy}
        onClick={onCast}
      >
        <span>{isCasting ? t('skills.casting') : skill.name}</span>
        <span className={styles.skillMeta}>
          {t('skills.cost', { mana: skill.mana })} · {t('skills.level', { level: skill.lvl })}
        </span>
      </button>
      <p className={styles.skillMeta}>{t(`skills.targets.${skill.target}`)}</p>
      {block && (
        <p id={blockId} className={styles.block}>
          {block}
        </p>
      )}
    </li>
  );
}
