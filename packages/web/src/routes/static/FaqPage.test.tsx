import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, renderApp } from '../../test/renderApp.tsx';

const questions = [
  {
    heading: 'task-types',
    question: 'What are habits, dailies, to-dos and rewards?',
    web: 'Four columns.\n\nHabits, dailies, to-dos and rewards.',
  },
  { heading: 'gems', question: 'What are gems?', web: 'A premium currency.' },
];

const answer = (list: unknown[]) =>
  jsonResponse(200, { success: true, data: { language: 'en', questions: list } });

function pending() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('FAQ page', () => {
  it('asks the server for the web entries in English', async () => {
    const api = fakeApi(() => answer(questions));
    renderApp('/static/faq');
    await screen.findByRole('button', { name: 'What are gems?' });
    expect(api.calls.map((call) => call.url)).toEqual(['/api/v4/faq?platform=web&language=en']);
  });

  it('says it is loading until the entries arrive, then lists them', async () => {
    const response = pending();
    fakeApi(() => response.promise);
    renderApp('/static/faq');

    expect(await screen.findByText('Loading the questions…')).toBeTruthy();
    response.resolve(answer(questions));
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(screen.queryByText('Loading the questions…')).toBeNull();
    const headings = within(list).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      questions.map((entry) => entry.question),
    );
  });

  it('opens and closes an answer from its question', async () => {
    fakeApi(() => answer(questions));
    renderApp('/static/faq');
    const toggle = await screen.findByRole('button', { name: 'What are gems?' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toBe('A premium currency.');
    await userEvent.click(toggle);
    expect(panel?.hidden).toBe(true);
  });

  it('splits an answer into paragraphs', async () => {
    fakeApi(() => answer(questions));
    renderApp('/static/faq');
    const toggle = await screen.findByRole('button', { name: questions[0]?.question });
    await userEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect([...(panel?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Four columns.',
      'Habits, dailies, to-dos and rewards.',
    ]);
  });

  it('opens the entry a #heading link points at', async () => {
    fakeApi(() => answer(questions));
    renderApp('/static/faq#gems');
    const toggle = await screen.findByRole('button', { name: 'What are gems?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByRole('button', { name: questions[0]?.question }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('says so when there are no entries', async () => {
    fakeApi(() => answer([]));
    renderApp('/static/faq');
    expect(
      await screen.findByText('There are no questions to show yet. Please come back later.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Questions' })).toBeNull();
  });

  it.each([
    ['a server error', () => jsonResponse(503, { success: false, error: 'ServiceUnavailable' })],
    ['an answer without questions', () => jsonResponse(200, { success: true, data: {} })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('offers a retry after %s, and the retry can succeed', async (_case, failure) => {
    let isFailing = true;
    const api = fakeApi(() => (isFailing ? failure() : answer(questions)));
    renderApp('/static/faq');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The questions could not be loaded');
    isFailing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'What are gems?' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(2);
  });

  it('links the other help pages and the contact page', async () => {
    fakeApi(() => answer(questions));
    renderApp('/static/faq');
    await screen.findByRole('heading', { level: 2, name: 'More help' });
    for (const [name, href] of [
      ['Tavern and guilds', '/static/faq/tavern-and-guilds'],
      ['How we release new content', '/static/faq/content-release-changes'],
      ['Changes to subscription benefits', '/static/faq/subscription-benefits-adjustments'],
      ['Contact us', '/static/contact'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });
});
