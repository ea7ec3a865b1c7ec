// The archive screen's read, held in the one cache (store/readsStore.ts) by search and page; a
// restore goes through the change primitive and takes the to-do out of the page at once.
import i18next from 'i18next';
import { todoArchiveApi } from '../../../api/todoArchiveApi.ts';
import { runOptimistic, withRead } from '../../../store/optimistic.ts';
import { reloadReads } from '../../../store/readsStore.ts';
import { loadCompletedTodos } from '../../../store/tasksActions.ts';
import { useServerRead } from '../../../store/useServerRead.ts';

const PREFIX = 'todoArchive/';

export const archiveReadKey = (search: string, page: number) => `${PREFIX}${page}/${search.trim()}`;

export type ArchivePage = Awaited<ReturnType<typeof todoArchiveApi.search>>;

export const useArchivePage = (search: string, page: number) =>
  useServerRead(archiveReadKey(search, page), () => todoArchiveApi.search(search.trim(), page), {
    keepPrevious: true,
  });

/** Restores the to-do: gone from the page at once, back in the Completed list once taken. */
export async function restoreTodo(taskId: string, readKey: string, text: string): Promise<boolean> {
  const outcome = await runOptimistic({
    name: i18next.t('archive.restoreChange', { ns: 'tasks', text }),
    apply: (state) =>
      withRead<ArchivePage>(state, readKey, (page) => ({
        ...page,
        tasks: page.tasks.filter((task) => task.id !== taskId),
        total: Math.max(0, page.total - 1),
      })),
    send: () => todoArchiveApi.restore(taskId),
  });
  if (outcome.isDone) await Promise.all([reloadReads(PREFIX), loadCompletedTodos()]);
  return outcome.isDone;
}
