import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../api/tasksTypes.ts';
import { answering, fakeTasksApi, listing, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { TasksPage } from './TasksPage.tsx';

function renderTasks() {
  const router = createMemoryRouter([{ path: '/', element: <TasksPage /> }]);
  return render(<RouterProvider router={router} />);
}

describe('task cards', () => {
  // issue 19.9: a reward the purse cannot pay looks disabled and says why
  it.each([
    [5, true],
    [10, false],
  ])('with %d gold, a 10-gold reward’s buy button is disabled: %s', async (gp, isDisabled) => {
    loadPlayer({ gp });
    const reward = makeTask({ type: 'reward', text: 'Cake', value: 10 });
    fakeTasksApi(...listing([reward]));
    renderTasks();
    const buy = await screen.findByRole('button', { name: 'Buy Cake for 10 gold' });
    expect((buy as HTMLButtonElement).disabled).toBe(isDisabled);
    const reasonId = buy.getAttribute('aria-describedby');
    expect(reasonId ? document.getElementById(reasonId)?.textContent : null).toBe(
      isDisabled ? 'Not enough gold' : null,
    );
  });

  it('expands a checklist and ticks an item in place', async () => {
    loadPlayer();
    const todo = makeTask({
      type: 'todo',
      text: 'Pack',
      checklist: [
        { id: 'i1', text: 'Socks', completed: false },
        { id: 'i2', text: 'Tent', completed: true },
      ],
      collapseChecklist: true,
    });
    const calls = fakeTasksApi(
      ...listing([todo]),
      answering('POST', `/tasks/${todo._id}/checklist/i1/score`, () =>
        ok({
          ...todo,
          checklist: [
            { id: 'i1', text: 'Socks', completed: true },
            { id: 'i2', text: 'Tent', completed: true },
          ],
        }),
      ),
    );
    renderTasks();
    const toggle = await screen.findByRole('button', { name: 'Checklist 1/2 of Pack' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Short on the card: the task's name is beside it already.
    expect(toggle.textContent).toBe('▸ Checklist 1/2');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Socks' }));
    const opened = await screen.findByRole('button', { name: 'Checklist 2/2 of Pack' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/v4/tasks/${todo._id}/checklist/i1/score`,
    });
  });
});

/** A pointer event as a browser sends it (jsdom has no PointerEvent: a MouseEvent carries it). */
function pointer(target: Element, type: string, y: number, pointerType = 'mouse') {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientY: y, button: 0 });
  Object.assign(event, { pointerId: 1, pointerType });
  fireEvent(target, event);
}

const habits = () => screen.getByRole('region', { name: 'Habits' });
const cards = () => within(habits()).getAllByRole('listitem');
const titles = () =>
  cards().map((card) => within(card).getByRole('button', { name: /^Edit/ }).textContent);

/** Three habits, each card 50 px high with 10 px between them (jsdom lays nothing out). */
async function renderThreeHabits(...answers: Parameters<typeof fakeTasksApi>) {
  loadPlayer();
  const tasks: Task[] = ['One', 'Two', 'Three'].map((text, index) =>
    makeTask({ type: 'habit', _id: `h${index + 1}`, text }),
  );
  const calls = fakeTasksApi(...listing(tasks), ...answers);
  renderTasks();
  await within(habits()).findByText('Three');
  cards().forEach((card, index) => {
    card.getBoundingClientRect = () => ({ top: index * 60, height: 50 }) as DOMRect;
  });
  return calls;
}

describe('reordering task cards', () => {
  it('carries no move buttons: a card is moved by its handle', async () => {
    await renderThreeHabits();
    expect(within(habits()).queryAllByRole('button', { name: /^Move .* (up|down)$/ })).toEqual([]);
    const handle = within(habits()).getByRole('button', { name: 'Move One' });
    expect(handle.title).toBe('Drag to reorder, or use the up and down arrow keys');
  });

  it('drags a card with a mouse: the others slide aside, and it lands where let go', async () => {
    const calls = await renderThreeHabits(
      answering('POST', '/tasks/h3/move/to/0', () => ok(['h3', 'h1', 'h2'])),
    );
    const [first, second, third] = cards();
    pointer(within(third!).getByRole('button', { name: 'Edit Three' }), 'pointerdown', 145);
    pointer(third!, 'pointermove', 60);
    // its middle (145) has passed the second card's (85) but not the first's (25)
    expect(third!.style.transform).toBe('translateY(-85px)');
    expect([first!.style.transform, second!.style.transform]).toEqual(['', 'translateY(60px)']);
    pointer(third!, 'pointermove', 20);
    expect(first!.style.transform).toBe('translateY(60px)');
    pointer(third!, 'pointerup', 20);
    await waitFor(() => expect(titles()).toEqual(['Three', 'One', 'Two']));
    expect(cards().map((card) => card.style.transform)).toEqual(['', '', '']);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/v4/tasks/h3/move/to/0' });
    expect(within(habits()).getByRole('status').textContent).toBe('Three moved to place 1 of 3');
  });

  it('a finger drags only by the handle, so the card itself still scrolls the page', async () => {
    const calls = await renderThreeHabits(
      answering('POST', '/tasks/h1/move/to/2', () => ok(['h2', 'h3', 'h1'])),
    );
    const [first] = cards();
    pointer(within(first!).getByRole('button', { name: 'Edit One' }), 'pointerdown', 25, 'touch');
    pointer(first!, 'pointermove', 200, 'touch');
    expect(first!.style.transform).toBe('');
    pointer(first!, 'pointerup', 200, 'touch');

    pointer(within(first!).getByRole('button', { name: 'Move One' }), 'pointerdown', 25, 'touch');
    pointer(first!, 'pointermove', 160, 'touch');
    pointer(first!, 'pointerup', 160, 'touch');
    await waitFor(() => expect(titles()).toEqual(['Two', 'Three', 'One']));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/v4/tasks/h1/move/to/2' });
  });

  it('a press that barely moves stays a click, and Escape puts a dragged card back', async () => {
    const calls = await renderThreeHabits();
    const [first] = cards();
    const callsBefore = calls.length;
    pointer(within(first!).getByText('One'), 'pointerdown', 25);
    pointer(first!, 'pointermove', 28);
    expect(first!.style.transform).toBe('');
    pointer(first!, 'pointermove', 100);
    expect(first!.style.transform).toBe('translateY(75px)');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(cards().map((card) => card.style.transform)).toEqual(['', '', '']);
    pointer(first!, 'pointerup', 100);
    expect(titles()).toEqual(['One', 'Two', 'Three']);
    expect(calls).toHaveLength(callsBefore);
  });

  it('moves a card with the arrow keys from its focused handle, and says where it went', async () => {
    const calls = await renderThreeHabits(
      answering('POST', '/tasks/h1/move/to/1', () => ok(['h2', 'h1', 'h3'])),
    );
    const user = userEvent.setup();
    const handle = within(habits()).getByRole('button', { name: 'Move One' });
    handle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(titles()).toEqual(['Two', 'One', 'Three']));
    expect(document.activeElement).toBe(handle);
    expect(within(habits()).getByRole('status').textContent).toBe('One moved to place 2 of 3');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/v4/tasks/h1/move/to/1' });
  });
});
