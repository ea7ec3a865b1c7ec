import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useTasksStore } from '../../store/tasksStore.ts';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TagBar } from './TagBar.tsx';
import styles from './Tasks.module.css';
import tasksCss from './Tasks.module.css?raw';

function renderTagBar() {
  loadPlayer();
  useTasksStore.setState({
    tags: [
      { id: 'tag-1', name: 'Work' },
      { id: 'tag-2', name: 'Home' },
    ],
    tasks: [makeTask({ type: 'todo', text: 'Report', tags: ['tag-1', 'tag-2'] })],
    load: 'loaded',
  });
  render(<TagBar selected={new Set()} onToggle={() => {}} />);
}

const tagNames = () => useTasksStore.getState().tags.map((tag) => tag.name);

describe('tag management in the tag bar', () => {
  it('renames a tag from the keyboard with PUT /tags/:id', async () => {
    const calls = fakeTasksApi(
      answering('PUT', '/tags/tag-1', (call) => ok({ id: 'tag-1', ...(call.body as object) })),
    );
    renderTagBar();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Edit tags' }).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'New name for tag Work' });
    await user.clear(field);
    await user.type(field, 'Office{Enter}');
    expect(tagNames()).toEqual(['Office', 'Home']);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v4/tags/tag-1',
      body: { name: 'Office' },
    });
    expect(screen.getByRole('button', { name: 'Office' })).toBeTruthy();
  });

  it('takes the old name back when the server refuses the rename', async () => {
    fakeTasksApi(
      answering('PUT', '/tags/tag-1', () =>
        json(400, { success: false, error: 'BadRequest', message: 'No.' }),
      ),
    );
    renderTagBar();
    await userEvent.click(screen.getByRole('button', { name: 'Edit tags' }));
    const field = screen.getByRole('textbox', { name: 'New name for tag Work' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Office');
    await userEvent.click(screen.getByRole('button', { name: 'Rename Work' }));
    await waitFor(() => expect(tagNames()).toEqual(['Work', 'Home']));
  });

  it('deletes a tag only after confirming, from the keyboard, and untags its tasks', async () => {
    const calls = fakeTasksApi(answering('DELETE', '/tags/tag-2', () => ok({})));
    renderTagBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    screen.getByRole('button', { name: 'Delete tag Home' }).focus();
    await user.keyboard('{Enter}');
    const confirm = screen.getByRole('dialog', { name: 'Delete tag “Home”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);

    screen.getByRole('button', { name: 'Delete tag Home' }).focus();
    await user.keyboard('{Enter}');
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }).focus();
    await user.keyboard('{Enter}');
    expect(tagNames()).toEqual(['Work']);
    expect(useTasksStore.getState().tasks[0]?.tags).toEqual(['tag-1']);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/v4/tags/tag-2' });
  });
});

describe('the tag chips', () => {
  afterEach(() => {
    document.head.querySelector('style[data-tasks-css]')?.remove();
  });

  // Two new players saw "Health +" for "Health + Wellness": the row ran past its edge and cut the
  // chip there. The stylesheet itself, applied by jsdom, now wraps the row and the chips' names.
  it('wrap onto more lines instead of running past the row, each name whole', () => {
    const style = document.createElement('style');
    style.dataset.tasksCss = '';
    // the file's rules, with its class names as the module names them
    style.textContent = tasksCss.replace(
      /\.([a-zA-Z][\w-]*)/g,
      (_, name: string) => `.${styles[name] ?? name}`,
    );
    document.head.append(style);
    loadPlayer();
    useTasksStore.setState({ tags: [{ id: 'tag-1', name: 'Health + Wellness' }], load: 'loaded' });
    render(<TagBar selected={new Set()} onToggle={() => {}} />);
    const row = screen.getByRole('group', { name: 'Filter by tag' });
    const chip = within(row).getByRole('button', { name: 'Health + Wellness' });
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(getComputedStyle(row).overflowX).not.toMatch(/auto|scroll|hidden/);
    expect(getComputedStyle(chip).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(chip).maxWidth).toBe('100%');
  });

  it('show the player’s tags before the tasks screen’s own read arrives', () => {
    loadPlayer({}, { tags: [{ id: 'tag-1', name: 'Chores' }] });
    useTasksStore.setState({ load: 'loading' });
    render(<TagBar selected={new Set()} onToggle={() => {}} />);
    const row = screen.getByRole('group', { name: 'Filter by tag' });
    expect(within(row).getByRole('button', { name: 'Chores' })).toBeTruthy();
  });
});
