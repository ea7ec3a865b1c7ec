// A challenge from start to prize (issue 17): one player creates a Tavern challenge with a prize
// of 2 gems and a habit, another joins it, finds the habit in their own columns with the
// challenge's badge and scores it, and the leader picks them as the winner: the prize moves
// to the winner, the leader's page asks nothing more about the closed challenge, and the winner's
// copy of the task says the challenge is over.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { debugApiOf } from '../support/debugApi.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const browser = useBrowser(baseURL);

describe('a challenge', () => {
  it('is created, joined, scored and won', { timeout: 150_000 }, async () => {
    const leader = await browser.open();
    const member = await browser.open();
    await new AuthPages(leader.page).registerNew('chief');
    const memberAccount = await new AuthPages(member.page).registerNew('runner');
    const leaderApi = await debugApiOf(leader.page, baseURL);
    const memberApi = await debugApiOf(member.page, baseURL);
    await leaderApi.call('add-ten-gems', {});
    const leaderGemsBefore = (await leaderApi.user()).balance * 4;
    const memberGemsBefore = (await memberApi.user()).balance * 4;

    await leader.page.goto('/challenges/myChallenges');
    await leader.page.getByRole('button', { name: 'Create a challenge', exact: true }).click();
    await leader.page.getByLabel('Where it runs', { exact: true }).selectOption({
      label: 'Tavern (public)',
    });
    await leader.page.getByLabel('Name', { exact: true }).fill('Morning miles');
    await leader.page.getByLabel('Short name', { exact: true }).fill('miles');
    await leader.page.getByLabel('Prize in gems', { exact: true }).fill('2');
    await leader.page.getByRole('button', { name: 'Create challenge', exact: true }).click();
    await leader.page.waitForURL(/\/challenges\/[0-9a-f-]{36}$/);
    const challengePath = new URL(leader.page.url()).pathname;
    // The prize is held from the moment the challenge opens.
    expect((await leaderApi.user()).balance * 4).toBe(leaderGemsBefore - 2);

    await leader.page.getByRole('button', { name: 'Add a habit', exact: true }).click();
    await leader.page.getByLabel('Title', { exact: true }).fill('Run a mile');
    await leader.page.getByRole('button', { name: 'Save', exact: true }).click();
    await leader.page.getByRole('button', { name: 'Edit Run a mile', exact: true }).waitFor();

    await member.page.goto(challengePath);
    await member.page.getByRole('button', { name: 'Join challenge', exact: true }).click();
    await member.page.getByText('You take part', { exact: true }).waitFor();
    await expectNoSeriousAccessibilityViolations(member.page);

    // The challenge's habit is in the member's own columns; scoring it counts for the challenge.
    await member.page.goto('/');
    const tasks = new TasksPage(member.page);
    await tasks.column('habit').getByText('Run a mile', { exact: true }).waitFor();
    const goldBefore = (await memberApi.user()).stats.gp;
    await tasks.scoreUp('Run a mile');
    await expect.poll(async () => (await memberApi.user()).stats.gp).toBeGreaterThan(goldBefore);

    await leader.page.reload();
    // The leader takes part too (a creator joins their challenge): pick the member by name.
    await leader.page
      .getByRole('button', { name: `Select ${memberAccount.username} as winner`, exact: true })
      .click();
    // Once closed, the challenge is not asked for again (each would be a 404).
    const challengeId = challengePath.split('/').pop()!;
    const askedAfterClosing: string[] = [];
    leader.page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes(challengeId)) {
        askedAfterClosing.push(new URL(request.url()).pathname);
      }
    });
    await leader.page.getByRole('button', { name: 'Select winner', exact: true }).click();
    await leader.page.getByText(/won the challenge\./).waitFor();
    await leader.page.waitForURL((url) => url.pathname === '/challenges/myChallenges');
    await leader.page.getByRole('heading', { level: 1 }).waitFor();
    expect(askedAfterClosing).toEqual([]);

    await expect.poll(async () => (await memberApi.user()).balance * 4).toBe(memberGemsBefore + 2);
    // The member keeps the habit; its badge now says the challenge ended and offers the choice.
    await member.page.reload();
    await member.page
      .getByRole('button', { name: 'Run a mile: its challenge link is broken; keep or remove' })
      .click();
    await member.page.getByText(/The challenge miles is over and .+ won\./).waitFor();
    await captureScreen(member.page, 'challenge-won');
  });
});
