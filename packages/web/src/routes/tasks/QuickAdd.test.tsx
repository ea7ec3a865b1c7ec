// A refused quick add is said under the field (as well as in the error notice), with the text
// kept for another try; the next try clears it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationStackView } from '../../components/notifications/NotificationStack.tsx';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, makeTask } from '../../test/tasksKit.ts';
import { QuickAdd } from './QuickAdd.tsx';

const tooLong = 'Text is too long: at most 3000 characters.';

describe('the quick-add field', () => {
  it('says a refusal beside itself and keeps the text, then clears it on success', async () => {
    loadPlayer();
    let isRefused = true;
    fakeTasksApi(
      answering('POST', '/tasks/user', (call) =>
        isRefused
          ? json(400, {
              success: false,
              error: 'BadRequest',
              message: 'Invalid request parameters.',
              errors: [{ param: 'text', message: tooLong }],
            })
          : json(201, {
              success: true,
              data: makeTask({ type: 'todo', ...(call.body as object) }),
            }),
      ),
    );
    render(
      <>
        <QuickAdd type="todo" />
        <NotificationStackView />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Add a to-do' });
    await userEvent.type(field, 'A very long plan{Enter}');

    const notices = screen.getByRole('region', { name: 'Notices' });
    expect((await within(notices).findByRole('alert')).textContent).toContain(tooLong);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const besideId = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(besideId)?.textContent).toBe(tooLong);
    expect((field as HTMLInputElement).value).toBe('A very long plan');

    isRefused = false;
    await userEvent.type(field, '{Enter}');
    await screen.findByDisplayValue('');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });
});
