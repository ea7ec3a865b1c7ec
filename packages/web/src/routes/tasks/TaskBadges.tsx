// Where a task in the player's columns comes from: a challenge (a link to it; a broken link opens
// the keep-or-remove dialog) or a group plan's team board (a link to the board), with why its
// controls are disabled.
import { taskControlsDisabledReason } from '@questlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { challengeLinkOf, teamLinkOf } from '../../api/challengeTypes.ts';
import type { Task } from '../../api/tasksTypes.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { asCoreTask } from '../../store/tasksRules.ts';
import { BrokenTaskDialog } from './BrokenTaskDialog.tsx';
import styles from './TaskCard.module.css';

export function TaskBadges({ task }: { task: Task }) {
  const { t } = useTranslation('challenges');
  const player = usePlayer();
  const [isBrokenOpen, setIsBrokenOpen] = useState(false);
  const challenge = challengeLinkOf(task);
  const team = teamLinkOf(task);
  if (!challenge.id && !team.id) return null;
  const reason = taskControlsDisabledReason(asCoreTask(task), player?.id ?? '');
  const isTeamReason = reason === 'notAssigned' || reason === 'assignmentCompleted';

  return (
    <span className={styles.badges}>
      {challenge.id && challenge.broken && (
        <button
          type="button"
          className={`${styles.badge} ${styles.brokenBadge}`}
          aria-label={t('badges.brokenNamed', { text: task.text })}
          onClick={() => setIsBrokenOpen(true)}
        >
          {t('badges.broken')}
        </button>
      )}
      {challenge.id && !challenge.broken && (
        <Link
          to={`/challenges/${challenge.id}`}
          className={styles.badge}
          aria-label={t('badges.challengeNamed', { name: challenge.shortName ?? '' })}
        >
          {t('badges.challenge', { name: challenge.shortName ?? '' })}
        </Link>
      )}
      {team.id && (
        <Link to={`/group-plans/${team.id}/task-information`} className={styles.badge}>
          {t('badges.team')}
        </Link>
      )}
      {isTeamReason && <span className={styles.badgeNote}>{t(`badges.reasons.${reason}`)}</span>}
      {isBrokenOpen && <BrokenTaskDialog task={task} onClose={() => setIsBrokenOpen(false)} />}
    </span>
  );
}
