// The to-do archive screen against a fake API: its loading, empty, no-match and error states, a
// search sent to the server, paging, and Restore taking a to-do out of the page and reading the
// Completed list again.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../i18n.ts';
import { json } from '../../../test/requestKit.ts';
import {
  answering,
  fakeTasksApi,
  listing,
  loadPlayer,
  makeTask,
  ok,
} from '../../../test/tasksKit.ts';
import { useTasksStore } from '../../../store/tasksStore.ts';
import { TasksPage } from '../TasksPage.tsx';
import { TodoArchivePage } from './TodoArchivePage.tsx';

const todo = (text: string, notes = '') =>
  makeTask({
    type: 'todo',
    text,
    notes,
    completed: true,
    dateCompleted: '2026-10-02T10:00:00.000Z',
  } as Parameters<typeof makeTask>[0]);

const page = (tasks: unknown[], { page = 0, total = tasks.length } = {}) => ({
  tasks,
  page,
  pageSize: 50,
  total,
});

async function renderArchive() {
  await loadNamespaces(['tasks']);
  const router = createMemoryRouter(
    [
      { path: '/tasks/archive', element: <TodoArchivePage /> },
      { path: '/', element: <p>Tasks screen</p> },
    ],
    { initialEntries: ['/tasks/archive'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the to-do archive', () => {
  beforeEach(() => {
    loadPlayer();
  });

  it('lists archived to-dos and searches them on the server', async () => {
    const taxes = todo('File taxes', 'before May');
    const searches: string[] = [];
    fakeTasksApi(
      answering('GET', /^\/tasks\/archive/, (call) => {
        const search = new URL(call.url, 'http://x').searchParams.get('search') ?? '';
        searches.push(search);
        if (search === 'zebra') return ok(page([]));
        return ok(page(search ? [taxes] : [taxes, todo('Call mum')]));
      }),
    );
    await renderArchive();
    expect(screen.getByRole('status').textContent).toBe('Loading the archive…');
    expect(await screen.findByText('2 archived to-dos')).toBeTruthy();
    expect(screen.getByText('before May')).toBeTruthy();
    expect(screen.getAllByText('Completed Oct 2, 2026')).toHaveLength(2);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the archive' }), 'taxes');
    expect(await screen.findByText('1 archived to-do')).toBeTruthy();
    expect(searches.at(-1)).toBe('taxes');

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zebra');
    expect(await screen.findByText('No archived to-do matches your search.')).toBeTruthy();
  });

  it('says when nothing is archived, and offers a retry after a failure', async () => {
    let calls = 0;
    fakeTasksApi(
      answering('GET', '/tasks/archive', () => {
        calls += 1;
        return calls === 1 ? json(500, { success: false, error: 'Internal' }) : ok(page([]));
      }),
    );
    await renderArchive();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The archive could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing archived yet.')).toBeTruthy();
  }, 15_000); // the first refusal loads the error catalogue, slow on a busy machine

  it('restores a to-do: gone from the page, the Completed list read again', async () => {
    const taxes = todo('File taxes');
    let restored = false;
    let completedReads = 0;
    fakeTasksApi(
      answering('GET', '/tasks/archive', () => ok(page(restored ? [] : [taxes]))),
      answering('POST', `/tasks/${taxes._id}/unarchive`, () => {
        restored = true;
        return ok({ ...taxes, completed: true }, 2);
      }),
      answering('GET', '/tasks/user?type=completedTodos', () => {
        completedReads += 1;
        return ok([{ ...taxes, completed: true }]);
      }),
    );
    await renderArchive();
    const item = (await screen.findByText('File taxes')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Restore File taxes' }));
    expect(await screen.findByText('Nothing archived yet.')).toBeTruthy();
    expect(restored).toBe(true);
    expect(completedReads).toBe(1);
    expect(useTasksStore.getState().completedTodos.map((task) => task._id)).toEqual([taxes._id]);
  });

  it('pages through a long archive', async () => {
    fakeTasksApi(
      answering('GET', '/tasks/archive', () => ok(page([todo('First page')], { total: 51 }))),
      answering('GET', '/tasks/archive?page=1', () =>
        ok(page([todo('Second page')], { page: 1, total: 51 })),
      ),
    );
    await renderArchive();
    expect(await screen.findByText('First page')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages of the archive' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second page')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('is reached from the to-dos’ Completed list', async () => {
    fakeTasksApi(
      answering('GET', '/tasks/user?type=completedTodos', () => ok([])),
      answering('GET', '/tasks/archive', () => ok(page([todo('Old chore')]))),
      ...listing([]),
    );
    await loadNamespaces(['tasks']);
    const router = createMemoryRouter([
      { path: '/', element: <TasksPage /> },
      { path: '/tasks/archive', element: <TodoArchivePage /> },
    ]);
    render(<RouterProvider router={router} />);
    const todos = screen.getByRole('region', { name: 'To-dos' });
    expect(within(todos).queryByRole('link', { name: 'Archive of completed to-dos' })).toBeNull();
    await userEvent.click(within(todos).getByRole('button', { name: 'Completed' }));
    await userEvent.click(within(todos).getByRole('link', { name: 'Archive of completed to-dos' }));
    expect(await screen.findByText('Old chore')).toBeTruthy();
  });
});
