import { BadRequest, formatMessage } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { invalidParam } from './accountErrors.ts';

describe('invalidParam', () => {
  it('is a 400 invalidParam naming the field, with the same message in errors[]', () => {
    const refusal = invalidParam('comment', 'must be text of at most 3000 characters', 7);
    const message = formatMessage('invalidParam', {
      param: 'comment',
      reason: 'must be text of at most 3000 characters',
    });
    expect(refusal).toBeInstanceOf(BadRequest);
    expect(refusal.message).toBe(message);
    expect(refusal.errors).toEqual([{ param: 'comment', message, value: 7 }]);
  });

  it('leaves the value out when there is none to show', () => {
    expect(invalidParam('balance', 'must be whole').errors).toEqual([
      { param: 'balance', message: expect.any(String) as string },
    ]);
  });
});
