// A shared list of tasks in four columns by type (a challenge's tasks, a team board), each with
// its empty text and, for who may add, an "add a …" button.
import type { ReactNode } from 'react';
import { taskTypes, type Task, type TaskType } from '../../api/tasksTypes.ts';
import socialStyles from '../social/Social.module.css';
import styles from './Challenges.module.css';

interface TaskTypeColumnsProps {
  tasks: Task[];
  titleOf: (type: TaskType) => string;
  emptyText: string;
  renderTask: (task: Task) => ReactNode;
  /** The columns' heading level under their section's heading. */
  level: 3 | 4;
  /** Who may add gets a button per column. */
  adding?: { labelOf: (type: TaskType) => string; onAdd: (type: TaskType) => void };
}

export function TaskTypeColumns(props: TaskTypeColumnsProps) {
  const { tasks, titleOf, emptyText, renderTask, adding, level } = props;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.columns}>
      {taskTypes.map((type) => {
        const ofType = tasks.filter((task) => task.type === type);
        return (
          <section key={type} className={styles.column} aria-label={titleOf(type)}>
            <Heading className={socialStyles.guildName}>{titleOf(type)}</Heading>
            {ofType.length === 0 ? (
              <p className={socialStyles.muted}>{emptyText}</p>
            ) : (
              <ul className={styles.rows}>{ofType.map(renderTask)}</ul>
            )}
            {adding && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => adding.onAdd(type)}
              >
                {adding.labelOf(type)}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
