// The board's completed to-dos (GET /tasks/group/:id?type=completedTodos), read when asked for:
// each with who completed it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeMember } from '../../api/challengeTypes.ts';
import { teamLinkOf } from '../../api/challengeTypes.ts';
import { groupPlansApi } from '../../api/groupPlansApi.ts';
import styles from '../challenges/Challenges.module.css';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { useServerRead } from '../../store/useServerRead.ts';
import { groupPlanReads } from './groupPlanReads.ts';
import { nameIn } from './memberNames.ts';

interface CompletedBoardTodosProps {
  groupId: string;
  members: ChallengeMember[];
}

export function CompletedBoardTodos({ groupId, members }: CompletedBoardTodosProps) {
  const { t } = useTranslation('groupPlans');
  const [isShown, setIsShown] = useState(false);
  const query = useServerRead(
    groupPlanReads.completedTodos(groupId),
    () => groupPlansApi.completedBoardTodos(groupId),
    { isEnabled: isShown },
  );
  const todos = query.data;
  return (
    <div className={styles.column}>
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={isShown}
        onClick={() => setIsShown(!isShown)}
      >
        {t(isShown ? 'board.hideCompleted' : 'board.showCompleted')}
      </button>
      {isShown &&
        (!todos ? (
          <LoadState
            isError={query.isError}
            failedText={t('board.completedFailed')}
            onRetry={() => void query.refetch()}
          />
        ) : todos.length === 0 ? (
          <p className={socialStyles.muted}>{t('board.noneCompleted')}</p>
        ) : (
          <ul className={styles.rows} aria-label={t('board.completedTitle')}>
            {todos.map((todo) => {
              const team = teamLinkOf(todo);
              const completers = (team.assignedUsers ?? []).filter(
                (userId) => team.assignedUsersDetail?.[userId]?.completed,
              );
              const names = (team.completedBy?.userId ? [team.completedBy.userId] : completers)
                .map((userId) => nameIn(members, todo, userId))
                .join(', ');
              return (
                <li key={todo._id} className={styles.row}>
                  <p className={styles.rowText}>{todo.text}</p>
                  {names && (
                    <p className={socialStyles.muted}>{t('board.completedBy', { name: names })}</p>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}
