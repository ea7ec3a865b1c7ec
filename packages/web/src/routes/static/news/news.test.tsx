// /static/new-stuff (issue 18.3): the posts from GET /news, 10 a page, as safe Markdown; visitors
// read them too; opening it reads the news; staff write, change and delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../../test/renderApp.tsx';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { callsTo, errorBeside, ok, refused, signInStaff } from '../../admin/adminTestKit.ts';

const post = (n: number, extra: object = {}) => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Post ${n}`,
  text: `Text of post ${n}`,
  credits: 'The team',
  author: 'staff-1',
  publishDate: '2026-11-20T10:00:00.000Z',
  published: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

type Answer = (url: string) => Response;

/** A visitor (no credentials): GET /news answered by `answer`. */
function asVisitor(answer: Answer) {
  return fakeFetch((call) => answer(call.url));
}

/** A signed-in player with the given flags; other calls answer an empty success. */
function asPlayer(flags: object, answer: Answer) {
  storeTestCredentials();
  const player = { id: testCredentials.apiId, _v: 1, flags, permissions: {} };
  return fakeFetch((call) => (call.url === '/api/v4/user' ? ok(player) : answer(call.url)));
}

const feed = () => screen.findByRole('feed', { name: 'News posts' });

describe('the news page', () => {
  it('shows a visitor the posts as safe Markdown, with title, date and credits', async () => {
    const calls = asVisitor(() =>
      ok([
        post(1, {
          text: 'Meet **Bailey**: [our site](https://questlog.example) <img src=x onerror=alert(1)> [bad](javascript:alert(1))',
        }),
        post(2),
      ]),
    );
    renderApp('/static/new-stuff');
    const list = await feed();
    const first = within(list).getByRole('article', { name: 'Post 1' });
    expect(within(first).getByText('Bailey').tagName).toBe('STRONG');
    expect(within(first).getByRole('link', { name: 'our site' }).getAttribute('href')).toBe(
      'https://questlog.example/',
    );
    // raw HTML stays text, and a javascript: link is no link
    expect(first.querySelector('img')).toBeNull();
    expect(first.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(within(first).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(first).getByText('November 20, 2026').getAttribute('datetime')).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(first.textContent).toContain('By The team');
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    // no staff controls, no paging for a single page, no read call without a user
    expect(screen.queryByRole('form', { name: 'Write a post' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/v4/news?page=0']);
    expect(calls[0]?.headers['x-api-user']).toBeUndefined();
  });

  it('pages through older posts, 10 a page', async () => {
    const calls = asVisitor((url) =>
      url.endsWith('page=1')
        ? ok([post(11)])
        : ok(Array.from({ length: 10 }, (_, index) => post(index + 1))),
    );
    const { router } = renderApp('/static/new-stuff');
    expect(within(await feed()).getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(pages).getByRole('button', { name: 'Newer posts' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Older posts' }));
    expect(await screen.findByRole('article', { name: 'Post 11' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=1');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older posts' })).toHaveProperty('disabled', true);
    expect(callsTo(calls, 'GET', '/api/v4/news?page=1')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Newer posts' }));
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says when there is no news yet', async () => {
    asVisitor(() => ok([]));
    renderApp('/static/new-stuff');
    expect(await screen.findByText('No news yet.')).toBeTruthy();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('says when the news failed to load, and loads it again on retry', async () => {
    let isDown = true;
    const calls = asVisitor(() => (isDown ? refused(500, 'Something went wrong') : ok([post(1)])));
    renderApp('/static/new-stuff');
    const failure = await screen.findByText('The news could not be loaded.');
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('feed')).toBeNull();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/v4/news?page=0')).toHaveLength(2);
  });

  it('marks the news read for a player with new stuff, and clears the flag', async () => {
    const calls = asPlayer({ newStuff: true }, () => ok([post(1)]));
    renderApp('/static/new-stuff');
    await feed();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v4/news/read')).toHaveLength(1));
    await waitFor(() => expect(useSessionStore.getState().user?.flags?.newStuff).toBe(false));
  });

  it('does not mark the news read when there is nothing new', async () => {
    const calls = asPlayer({ newStuff: false }, () => ok([post(1)]));
    renderApp('/static/new-stuff');
    await feed();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('userLoaded'));
    expect(callsTo(calls, 'POST', '/api/v4/news/read')).toHaveLength(0);
  });
});

describe('writing the news (staff with `news`)', () => {
  const draft = post(3, { title: 'Coming soon', published: false });
  const future = post(4, { title: 'Next week', publishDate: '2099-01-01T10:00:00.000Z' });

  it('marks drafts and future posts, which players never see', async () => {
    signInStaff(['news'], { 'GET /api/v4/news?page=0': () => ok([future, draft, post(1)]) });
    renderApp('/static/new-stuff');
    const list = await feed();
    expect(within(list).getByRole('article', { name: 'Coming soon' }).textContent).toContain(
      'Draft: players do not see it',
    );
    expect(within(list).getByRole('article', { name: 'Next week' }).textContent).toContain(
      'Scheduled: players see it from January 1, 2099',
    );
    const published = within(list).getByRole('article', { name: 'Post 1' });
    expect(published.textContent).not.toContain('Draft');
    expect(published.textContent).not.toContain('Scheduled');
  });

  it('checks the fields, then writes a post with the body the server reads', async () => {
    let posts = [post(1)];
    const calls = signInStaff(['news'], {
      'GET /api/v4/news?page=0': () => ok(posts),
      'POST /api/v4/news': (call) => {
        posts = [post(5, call.body as object), ...posts];
        return ok(posts[0]);
      },
    });
    renderApp('/static/new-stuff');
    await feed();
    const form = screen.getByRole('form', { name: 'Write a post' });
    const title = within(form).getByLabelText('Title');
    const text = within(form).getByLabelText('Text');
    const credits = within(form).getByLabelText('Credits');
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(form).getByRole('button', { name: 'Save post' }));
    expect(errorBeside(title)).toBe('At most 500 characters.');
    expect(errorBeside(text)).toBe('This field is required.');
    expect(errorBeside(credits)).toBe('This field is required.');
    expect(callsTo(calls, 'POST', '/api/v4/news')).toHaveLength(0);

    await userEvent.clear(title);
    await userEvent.type(title, ' Pets got hungrier ');
    await userEvent.type(text, 'Feed them **well**.');
    await userEvent.type(credits, 'Bailey');
    const date = within(form).getByLabelText('Publish date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-01T09:30');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Published/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save post' }));

    expect(await screen.findByRole('article', { name: 'Pets got hungrier' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v4/news').map((call) => call.body)).toEqual([
      {
        title: 'Pets got hungrier',
        text: 'Feed them **well**.',
        credits: 'Bailey',
        publishDate: new Date('2026-12-01T09:30').toISOString(),
        published: true,
      },
    ]);
    expect((title as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusal beside its field', async () => {
    signInStaff(['fullAccess'], {
      'GET /api/v4/news?page=0': () => ok([]),
      'POST /api/v4/news': () =>
        refused(400, 'Invalid title.', [{ param: 'title', message: 'Invalid title.' }]),
    });
    renderApp('/static/new-stuff');
    await screen.findByText('No news yet.');
    const form = screen.getByRole('form', { name: 'Write a post' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Hello');
    await userEvent.type(within(form).getByLabelText('Text'), 'World');
    await userEvent.type(within(form).getByLabelText('Credits'), 'Me');
    await userEvent.click(within(form).getByRole('button', { name: 'Save post' }));
    await waitFor(() =>
      expect(errorBeside(within(form).getByLabelText('Title'))).toBe('Invalid title.'),
    );
  });

  it('changes a post, sending only what changed', async () => {
    let posts = [post(1)];
    const url = `/api/v4/news/${post(1).id}`;
    const calls = signInStaff(['news'], {
      'GET /api/v4/news?page=0': () => ok(posts),
      [`PUT ${url}`]: (call) => {
        posts = [post(1, call.body as object)];
        return ok(posts[0]);
      },
    });
    renderApp('/static/new-stuff');
    const item = within(await feed()).getByRole('article', { name: 'Post 1' });
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByRole('form', { name: 'Edit “Post 1”' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(errorBeside(title)).toBe('This field is required.');
    await userEvent.type(title, 'Post one');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('article', { name: 'Post one' })).toBeTruthy();
    expect(callsTo(calls, 'PUT', url).map((call) => call.body)).toEqual([{ title: 'Post one' }]);
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
  });

  it('deletes a post after asking', async () => {
    let posts = [post(1), post(2)];
    const url = `/api/v4/news/${post(1).id}`;
    const calls = signInStaff(['news'], {
      'GET /api/v4/news?page=0': () => ok(posts),
      [`DELETE ${url}`]: () => {
        posts = [post(2)];
        return ok({});
      },
    });
    renderApp('/static/new-stuff');
    const item = within(await feed()).getByRole('article', { name: 'Post 1' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const confirm = within(item).getByRole('alertdialog', { name: 'Delete' });
    expect(confirm.textContent).toContain('Delete “Post 1”? This cannot be undone.');
    expect(callsTo(calls, 'DELETE', url)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete the post' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Post 1' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Post 2' })).toBeTruthy();
    expect(callsTo(calls, 'DELETE', url)).toHaveLength(1);
  });

  it('shows a player without `news` no staff controls', async () => {
    signInStaff(['moderator'], { 'GET /api/v4/news?page=0': () => ok([post(1)]) });
    renderApp('/static/new-stuff');
    const list = await feed();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('userLoaded'));
    expect(screen.queryByRole('form', { name: 'Write a post' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
