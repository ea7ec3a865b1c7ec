// The news form's checks, with the server's limits (server routes/news/schema.ts): title and
// credits 1–500 characters, text 1–100,000, a publish date that is a date and time.
import type { NewsPost, NewsPostFields } from '../../../api/newsApi.ts';

export const newsLimits = { title: 500, text: 100_000, credits: 500 } as const;

export type NewsField = 'title' | 'text' | 'credits' | 'publishDate';
export type NewsDraftError = 'required' | 'tooLong' | 'date';

/** What the form holds: the date as a datetime-local value (the writer's own time). */
export interface NewsDraft {
  title: string;
  text: string;
  credits: string;
  publishDate: string;
  published: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export function draftOf(post: NewsPost | undefined, now: Date): NewsDraft {
  return {
    title: post?.title ?? '',
    text: post?.text ?? '',
    credits: post?.credits ?? '',
    publishDate: toLocalInput(post ? new Date(post.publishDate) : now),
    published: post?.published ?? false,
  };
}

export function newsDraftErrors(draft: NewsDraft): Partial<Record<NewsField, NewsDraftError>> {
  const errors: Partial<Record<NewsField, NewsDraftError>> = {};
  for (const field of ['title', 'text', 'credits'] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > newsLimits[field]) errors[field] = 'tooLong';
  }
  if (Number.isNaN(new Date(draft.publishDate).getTime())) errors.publishDate = 'date';
  return errors;
}

/** The body the server reads; call only on a draft without errors. */
export function fieldsOf(draft: NewsDraft): NewsPostFields {
  return {
    title: draft.title.trim(),
    text: draft.text.trim(),
    credits: draft.credits.trim(),
    publishDate: new Date(draft.publishDate).toISOString(),
    published: draft.published,
  };
}

/** What changed on an existing post (PUT sends only those). */
export function newsChanges(post: NewsPost, fields: NewsPostFields): Partial<NewsPostFields> {
  const changes: Partial<NewsPostFields> = {};
  if (fields.title !== post.title) changes.title = fields.title;
  if (fields.text !== post.text) changes.text = fields.text;
  if (fields.credits !== post.credits) changes.credits = fields.credits;
  if (fields.published !== post.published) changes.published = fields.published;
  // the form keeps minutes only: a date moved by less than a minute is the same date
  const moved = Math.abs(Date.parse(fields.publishDate) - Date.parse(post.publishDate));
  if (moved >= 60_000) changes.publishDate = fields.publishDate;
  return changes;
}
