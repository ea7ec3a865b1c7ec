import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

const completedUrl = '/api/v4/tasks/user?type=completedTodos';

describe('clearing completed to-dos', () => {
  it('clears them with POST /tasks/clearCompletedTodos and reads the list again', async () => {
    loadPlayer();
    let isCleared = false;
    const calls = fakeTasksApi(
      (call) =>
        call.url === completedUrl
          ? ok(isCleared ? [] : [makeTask({ type: 'todo', text: 'Filed taxes', completed: true })])
          : undefined,
      answering('POST', '/tasks/clearCompletedTodos', () => {
        isCleared = true;
        return ok({});
      }),
      ...listing([makeTask({ type: 'todo', text: 'Call mum' })]),
    );
    renderTasks();
    const todos = screen.getByRole('region', { name: 'To-dos' });
    await within(todos).findByText('Call mum');
    expect(within(todos).queryByRole('button', { name: 'Clear completed to-dos' })).toBeNull();
    await userEvent.click(within(todos).getByRole('button', { name: 'Completed' }));
    await within(todos).findByText('Filed taxes');
    await userEvent.click(within(todos).getByRole('button', { name: 'Clear completed to-dos' }));
    await waitFor(() => expect(within(todos).queryByText('Filed taxes')).toBeNull());
    await waitFor(() => expect(calls.filter((call) => call.url === completedUrl)).toHaveLength(2));
    expect(calls.some((call) => call.url === '/api/v4/tasks/clearCompletedTodos')).toBe(true);
  });

  it('puts them back when the server refuses', async () => {
    loadPlayer();
    fakeTasksApi(
      (call) =>
        call.url === completedUrl
          ? ok([makeTask({ type: 'todo', text: 'Filed taxes', completed: true })])
          : undefined,
      answering('POST', '/tasks/clearCompletedTodos', () =>
        json(500, { success: false, error: 'InternalServerError', message: 'Oops.' }),
      ),
      ...listing([]),
    );
    renderTasks();
    const todos = screen.getByRole('region', { name: 'To-dos' });
    await userEvent.click(within(todos).getByRole('button', { name: 'Completed' }));
    await within(todos).findByText('Filed taxes');
    await userEvent.click(within(todos).getByRole('button', { name: 'Clear completed to-dos' }));
    expect(await within(todos).findByText('Filed taxes')).toBeTruthy();
  });
});
