// The news form's checks and the PUT body (server routes/news/schema.ts limits).
import { describe, expect, it } from 'vitest';
import type { NewsPost } from '../../../api/newsApi.ts';
import {
  fieldsOf,
  newsChanges,
  newsDraftErrors,
  toLocalInput,
  type NewsDraft,
} from './newsDraft.ts';

const draft = (changes: Partial<NewsDraft> = {}): NewsDraft => ({
  title: 'Title',
  text: 'Text',
  credits: 'Credits',
  publishDate: '2026-12-01T09:30',
  published: true,
  ...changes,
});

const post: NewsPost = {
  id: 'p-1',
  title: 'Title',
  text: 'Text',
  credits: 'Credits',
  author: null,
  publishDate: new Date('2026-12-01T09:30').toISOString(),
  published: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('newsDraftErrors', () => {
  it.each([
    [{}, {}],
    [{ title: '   ' }, { title: 'required' }],
    [{ title: 'x'.repeat(500) }, {}],
    [{ title: 'x'.repeat(501) }, { title: 'tooLong' }],
    [{ text: 'x'.repeat(100_000) }, {}],
    [{ text: 'x'.repeat(100_001) }, { text: 'tooLong' }],
    [{ credits: '' }, { credits: 'required' }],
    [{ credits: 'x'.repeat(501) }, { credits: 'tooLong' }],
    [{ publishDate: '' }, { publishDate: 'date' }],
  ])('%o gives %o', (changes, errors) => {
    expect(newsDraftErrors(draft(changes))).toEqual(errors);
  });
});

describe('the body sent', () => {
  it('trims the texts and sends the date as an ISO instant', () => {
    expect(fieldsOf(draft({ title: ' Title ', published: false }))).toEqual({
      title: 'Title',
      text: 'Text',
      credits: 'Credits',
      publishDate: new Date('2026-12-01T09:30').toISOString(),
      published: false,
    });
  });

  it('changes only what changed; the date to the minute', () => {
    expect(newsChanges(post, fieldsOf(draft()))).toEqual({});
    const seconds = { ...post, publishDate: new Date('2026-12-01T09:30:40').toISOString() };
    expect(newsChanges(seconds, fieldsOf(draft()))).toEqual({});
    expect(
      newsChanges(post, fieldsOf(draft({ publishDate: '2026-12-02T09:30', text: 'New' }))),
    ).toEqual({ text: 'New', publishDate: new Date('2026-12-02T09:30').toISOString() });
  });

  it('shows an instant in the writer’s own time', () => {
    expect(toLocalInput(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });
});
