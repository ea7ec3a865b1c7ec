// The statistics screens' reads, held in the one cache (store/readsStore.ts): one per screen.
import { statisticsApi } from '../../api/statisticsApi.ts';
import { useServerRead } from '../../store/useServerRead.ts';

export const statisticsReads = {
  task: (taskId: string) => `statistics/task/${taskId}`,
  player: (year: number | undefined) => `statistics/player/${year ?? 'current'}`,
};

export const useTaskStatistics = (taskId: string) =>
  useServerRead(statisticsReads.task(taskId), () => statisticsApi.task(taskId));

export const usePlayerStatistics = (year: number | undefined) =>
  useServerRead(statisticsReads.player(year), () => statisticsApi.player(year), {
    keepPrevious: true,
  });
