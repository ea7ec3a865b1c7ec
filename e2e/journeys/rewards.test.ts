// A reward added from the quick-add field with its title alone has a price, 10 gold, so a new
// player (no gold yet) cannot take it for free.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

describe('a quick-added reward', () => {
  it('costs 10 gold, which a new player does not have', async () => {
    const { context, page } = await browser.open();
    const tasks = new TasksPage(page);
    await new AuthPages(page).registerNew('saver');
    await tasks.add('reward', 'Film night');
    const buy = tasks.column('reward').getByRole('button', { name: /^Buy Film night for / });
    await buy.waitFor();
    expect(await buy.getAttribute('aria-label')).toBe('Buy Film night for 10 gold');
    expect(await buy.isDisabled()).toBe(true);
    await context.close();
  });
});
