import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../api/tasksTypes.ts';
import { json } from '../../../test/requestKit.ts';
import {
  answering,
  fakeTasksApi,
  listing,
  loadPlayer,
  makeTask,
  ok,
} from '../../../test/tasksKit.ts';
import { TasksPage } from '../TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

async function openEditor(task: Task, ...routes: Parameters<typeof fakeTasksApi>) {
  loadPlayer();
  const calls = fakeTasksApi(...listing([task], [{ id: 'tag-1', name: 'Work' }]), ...routes);
  renderTasks();
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${task.text}` }));
  await screen.findByRole('dialog'); // the editor loads in a chunk of its own
  return calls;
}

describe('the edit dialog', () => {
  it('refuses an empty title beside the field without calling the server', async () => {
    const habit = makeTask({ type: 'habit', text: 'Walk' });
    const calls = await openEditor(habit);
    const dialog = screen.getByRole('dialog', { name: 'Edit habit' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A title is required.');
    expect(
      within(dialog).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s field errors beside the fields and keeps the dialog open', async () => {
    const reward = makeTask({ type: 'reward', text: 'Cake', value: 10 });
    await openEditor(
      reward,
      answering('PUT', `/tasks/${reward._id}`, () =>
        json(400, {
          success: false,
          error: 'BadRequest',
          message: 'Invalid request parameters.',
          errors: [{ param: 'text', message: 'That title is taken.' }],
        }),
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit reward' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That title is taken.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit reward' })).toBeTruthy();
  });

  it('saves a daily’s schedule, difficulty, tags and checklist (empty items dropped)', async () => {
    const daily = makeTask({
      type: 'daily',
      text: 'Stretch',
      frequency: 'weekly',
      everyX: 1,
      repeat: { su: false, m: true, t: true, w: true, th: true, f: true, s: false },
      checklist: [{ id: 'c1', text: 'Neck', completed: false }],
    });
    const calls = await openEditor(
      daily,
      answering('PUT', `/tasks/${daily._id}`, (call) =>
        ok({ ...daily, ...(call.body as Partial<Task>) }),
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit daily' });
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Difficulty' }), 'Hard');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Repeat every' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Repeat every' }), '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Work' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'New checklist item' }), 'Back');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Checklist item 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      priority: 2,
      everyX: 2,
      frequency: 'weekly',
      tags: ['tag-1'],
      repeat: { s: true, m: true },
    });
    expect((put?.body as Task).checklist?.map((item) => item.text)).toEqual(['Back']);
  });

  it('deletes only after the confirmation', async () => {
    const todo = makeTask({ type: 'todo', text: 'Old chore' });
    const calls = await openEditor(
      todo,
      answering('DELETE', `/tasks/${todo._id}`, () => ok({})),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit to-do' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Delete' });
    expect(confirm.textContent).toContain('Delete “Old chore”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Old chore')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
