import { dateKey, isOnVacation } from '@questlog/core';
import { vacationsOf } from '../../api/timeTypes.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasksTypes.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { formatDateKey } from '../../format/dateKeys.ts';
import { useDayPreferences } from '../../store/dayPreferences.ts';
import { gameToday } from '../../store/gameToday.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { loadTasks } from '../../store/tasksActions.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import { monthStart, monthWeeks, movedDate, tasksOn, type DayTasks } from './calendarDays.ts';
import styles from './Calendar.module.css';

// Monday first; 5 January 1970 was a Monday (day 4)
const weekdayDates = Array.from({ length: 7 }, (_, index) => dateKey(4 + index));

/**
 * A month of dailies due and to-dos with due dates. The grid is one tab stop: the arrow keys move
 * a day or a week, Home and End to the week's ends, Page Up and Page Down a month; each day cell
 * names its date and what is due, and the chosen day's tasks are listed below.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const id = useId();
  const user = useSessionStore((state) => state.user);
  const tasks = useTasksStore((state) => state.tasks);
  const load = useTasksStore((state) => state.load);
  const options = useDayPreferences();
  const today = gameToday(user);
  const vacations = vacationsOf(user);
  const [selected, setSelected] = useState(today);
  const gridRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);

  useEffect(() => {
    if (useTasksStore.getState().load === 'notLoaded') void loadTasks();
  }, []);

  // the moved-to cell takes the focus, so a screen reader reads it
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [selected]);

  const monthLabel = formatDateKey(dateKey(monthStart(selected)), undefined, {
    month: 'long',
    year: 'numeric',
  });

  function handleKeyDown(event: KeyboardEvent) {
    const next = movedDate(event.key, selected);
    if (next === undefined) return;
    event.preventDefault();
    movedByKey.current = true;
    setSelected(next);
  }

  function cellLabel(date: number, due: DayTasks): string {
    const day = formatDateKey(dateKey(date), undefined, { dateStyle: 'full' });
    const parts = [date === today ? t('todayLabel', { day }) : day];
    if (isOnVacation(date, vacations)) parts.push(t('onVacation'));
    if (due.dailies.length > 0) {
      parts.push(t('dailiesDue', { count: due.dailies.length, names: namesOf(due.dailies) }));
    }
    if (due.todos.length > 0) {
      parts.push(t('todosDue', { count: due.todos.length, names: namesOf(due.todos) }));
    }
    if (due.dailies.length + due.todos.length === 0) parts.push(t('nothingDue'));
    return parts.join('. ');
  }

  const selectedTasks = tasksOn(tasks, selected, options);

  return (
    <div className={styles.page}>
      <ScreenTitle />
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button"
          onClick={() => setSelected(movedDate('PageUp', selected)!)}
        >
          {t('previousMonth')}
        </button>
        <h2 id={`${id}-month`} className={styles.month} aria-live="polite">
          {monthLabel}
        </h2>
        <button
          type="button"
          className="button"
          onClick={() => setSelected(movedDate('PageDown', selected)!)}
        >
          {t('nextMonth')}
        </button>
        <button type="button" className="button" onClick={() => setSelected(today)}>
          {t('today')}
        </button>
      </div>
      {load === 'failed' && (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="button" onClick={() => void loadTasks()}>
            {t('retry')}
          </button>
        </p>
      )}
      {(load === 'loading' || load === 'notLoaded') && <p role="status">{t('loading')}</p>}
      <p id={`${id}-help`} className={styles.help}>
        {t('keyboardHelp')}
      </p>
      <table
        ref={gridRef}
        role="grid"
        className={styles.grid}
        aria-labelledby={`${id}-month`}
        aria-describedby={`${id}-help`}
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            {weekdayDates.map((key) => (
              <th key={key} scope="col" abbr={formatDateKey(key, undefined, { weekday: 'long' })}>
                {formatDateKey(key, undefined, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(selected).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={`blank-${column}`} role="gridcell" className={styles.blank} />
                ) : (
                  <DayCell
                    key={date}
                    date={date}
                    due={tasksOn(tasks, date, options)}
                    label={cellLabel(date, tasksOn(tasks, date, options))}
                    isOnVacation={isOnVacation(date, vacations)}
                    isSelected={date === selected}
                    isToday={date === today}
                    onSelect={() => setSelected(date)}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby={`${id}-day`} className={styles.day}>
        <h2 id={`${id}-day`}>
          {formatDateKey(dateKey(selected), undefined, { dateStyle: 'full' })}
        </h2>
        {load === 'loaded' && <DayList due={selectedTasks} />}
      </section>
    </div>
  );
}

const namesOf = (tasks: Task[]) => tasks.map((task) => task.text).join(', ');

interface DayCellProps {
  date: number;
  due: DayTasks;
  label: string;
  isOnVacation: boolean;
  isSelected: boolean;
  isToday: boolean;
  onSelect: () => void;
}

function DayCell({ date, due, label, isOnVacation, isSelected, isToday, onSelect }: DayCellProps) {
  const count = due.dailies.length + due.todos.length;
  return (
    <td
      role="gridcell"
      tabIndex={isSelected ? 0 : -1}
      aria-selected={isSelected}
      aria-current={isToday ? 'date' : undefined}
      aria-label={label}
      className={`${styles.cell} ${isSelected ? styles.selected : ''} ${isToday ? styles.today : ''} ${isOnVacation ? styles.vacation : ''}`}
      onClick={onSelect}
    >
      <span className={styles.dayNumber}>{new Date(date * 86_400_000).getUTCDate()}</span>
      {count > 0 && (
        <span className={styles.dots}>
          {due.dailies.length > 0 && <span className={styles.dailyMark}>{due.dailies.length}</span>}
          {due.todos.length > 0 && <span className={styles.todoMark}>{due.todos.length}</span>}
        </span>
      )}
    </td>
  );
}

function DayList({ due }: { due: DayTasks }) {
  const { t } = useTranslation('calendar');
  if (due.dailies.length === 0 && due.todos.length === 0) return <p>{t('nothingDue')}</p>;
  return (
    <>
      {due.dailies.length > 0 && (
        <>
          <h3>{t('dailies')}</h3>
          <ul>
            {due.dailies.map((task) => (
              <li key={task._id}>{task.text}</li>
            ))}
          </ul>
        </>
      )}
      {due.todos.length > 0 && (
        <>
          <h3>{t('todos')}</h3>
          <ul>
            {due.todos.map((task) => (
              <li key={task._id}>{task.text}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
