import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, renderApp } from '../../test/renderApp.tsx';

const faqAnswer = {
  success: true,
  data: {
    language: 'en',
    questions: [{ heading: 'gems', question: 'What are gems?', web: 'A premium currency.' }],
  },
};

// [path, h1, document.title]: the title rule ("sub-section | section | product") over titles.json.
const pages: [string, string, string][] = [
  ['apple-redirect', 'Signing in with Apple', 'Signing in with Apple | Questlog'],
  ['clear-browser-data', 'Clear browser data', 'Clear browser data | Questlog'],
  ['community-guidelines', 'Community guidelines', 'Community guidelines | Questlog'],
  ['contact', 'Contact us', 'Contact us | Questlog'],
  ['faq', 'Frequently asked questions', 'Frequently asked questions | Questlog'],
  [
    'faq/tavern-and-guilds',
    'Tavern and guilds',
    'Tavern and guilds | Frequently asked questions | Questlog',
  ],
  [
    'faq/content-release-changes',
    'Content release changes',
    'Content release changes | Frequently asked questions | Questlog',
  ],
  [
    'faq/subscription-benefits-adjustments',
    'Subscription benefits adjustments',
    'Subscription benefits adjustments | Frequently asked questions | Questlog',
  ],
  ['features', 'Features', 'Features | Questlog'],
  ['front', 'Turn your habits into a quest', 'Questlog: turn your habits into a quest'],
  ['home', 'Turn your habits into a quest', 'Questlog: turn your habits into a quest'],
  [
    'group-plans',
    'Group plans for teams and families',
    'Group plans for teams and families | Questlog',
  ],
  ['plans', 'Plans', 'Plans | Questlog'],
  ['new-stuff', "What's new", "What's new | Questlog"],
  ['overview', 'Overview', 'Overview | Questlog'],
  ['press-kit', 'Press kit', 'Press kit | Questlog'],
  ['privacy', 'Privacy policy', 'Privacy policy | Questlog'],
  ['privacy-review', 'Privacy policy review', 'Privacy policy review | Questlog'],
  ['terms', 'Terms of service', 'Terms of service | Questlog'],
  ['terms-review', 'Terms of service review', 'Terms of service review | Questlog'],
  ['username', 'Usernames', 'Usernames | Questlog'],
  ['not-found', 'Page not found', 'Page not found | Questlog'],
];

function headingLevels(): number[] {
  const main = screen.getByRole('main');
  return [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
}

// The FAQ's answer for every call but the news (an empty list: "No news yet.").
const answerStaticPages = () =>
  fakeApi((url) => jsonResponse(200, url.startsWith('/api/v4/news') ? noNews : faqAnswer));
const noNews = { success: true, data: [] };

describe('static pages', () => {
  it.each(pages)('/static/%s shows its heading and title to a visitor', async (path, h1, title) => {
    answerStaticPages();
    renderApp(`/static/${path}`);

    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Headings never skip a level: h1, then h2s, then h3s within them.
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    // Real content, not a bare title: every page has text beyond its heading.
    expect(screen.getByRole('main').textContent?.length).toBeGreaterThan(h1.length + 40);
  });

  it('leaves no translation key showing on any page', async () => {
    for (const [path] of pages) {
      answerStaticPages();
      const view = renderApp(`/static/${path}`);
      await screen.findByRole('heading', { level: 1 });
      const text = screen.getByRole('main').textContent ?? '';
      expect(text, path).not.toMatch(
        /\b[a-z][a-zA-Z]*\.(intro|sections|updated|channels|posts|\w*Link)\b/,
      );
      expect(text, path).not.toContain('[object Object]');
      view.unmount();
    }
  });

  it('sends /static/tavern-and-guilds to the FAQ page of the same name', async () => {
    const { router } = renderApp('/static/tavern-and-guilds');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tavern and guilds' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/static/faq/tavern-and-guilds');
  });

  it('links the main public pages from the footer', async () => {
    renderApp('/static/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    const footerNav = screen.getByRole('navigation', { name: 'Site' });
    const targets = [...footerNav.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(targets).toEqual(
      expect.arrayContaining([
        '/static/features',
        '/static/faq',
        '/static/privacy',
        '/static/terms',
        '/static/contact',
        '/static/community-guidelines',
        '/static/press-kit',
      ]),
    );
  });

  it('gives each contact channel a mail link', async () => {
    renderApp('/static/contact');
    const link = await screen.findByRole('link', { name: 'support@questlog.example' });
    expect(link.getAttribute('href')).toBe('mailto:support@questlog.example');
  });

  it('shows the plans as a table with a caption', async () => {
    renderApp('/static/plans');
    const table = await screen.findByRole('table', { name: 'Subscription plans and prices' });
    expect(table.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(5);
  });

  it('invites anonymous visitors to sign up on the features page', async () => {
    renderApp('/static/features');
    await screen.findByRole('heading', { level: 1, name: 'Features' });
    expect(screen.getByRole('link', { name: 'Start your adventure' }).getAttribute('href')).toBe(
      '/register',
    );
  });
});
