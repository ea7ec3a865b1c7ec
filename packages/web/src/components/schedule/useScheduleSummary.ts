// The schedule said in plain words, from the catalogue ("Every second Tuesday").
import { useTranslation } from 'react-i18next';
import type { ScheduleDraft } from './scheduleDraft.ts';
import { scheduleErrors } from './scheduleDraft.ts';

/** The sentence for the kind picked; undefined for the original's kind or a field to fix. */
export function useScheduleSummary(draft: ScheduleDraft): string | undefined {
  const { t } = useTranslation('tasks');
  if (Object.keys(scheduleErrors(draft)).length > 0) return undefined;
  const day = t(`schedule.weekdays.${draft.weekday}`);
  switch (draft.kind) {
    case 'weeksApart': {
      const count = Number(draft.weeks);
      return count === 2
        ? t('schedule.summary.everySecond', { day })
        : t('schedule.summary.weeksApart', { count, day });
    }
    case 'weekdayOfMonth':
      return t('schedule.summary.weekdayOfMonth', {
        which: t(`schedule.whichLower.${draft.monthWeek}`),
        day,
      });
    case 'lastWeekday':
      return t('schedule.summary.lastWeekday');
    case 'timesPerWeek':
      return t('schedule.summary.timesPerWeek', { count: Number(draft.timesPerWeek) });
    case 'returns':
      return t('schedule.summary.returns', { count: Number(draft.returnsAfterDays) });
    case 'once':
      return t('schedule.summary.once');
    case 'custom':
      return t('schedule.summary.custom');
    default:
      return undefined;
  }
}
