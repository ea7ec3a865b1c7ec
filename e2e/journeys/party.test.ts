// Party quests end to end (issue 15 point 3): two players in two browsers form a party (invite by
// username, accept), the owner of a quest scroll invites the party, the other accepts (the quest
// starts), one scores a task, a day passes on the server's clock, and the boss has lost health.
import { questByKey, questText } from '@questlog/core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { captureScreen } from '../support/screenshots.ts';
import { useBrowser } from '../support/browser.ts';
import { type DebugApi, debugApiOf } from '../support/debugApi.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { PartyPage } from '../pages/PartyPage.ts';
import { TasksPage } from '../pages/TasksPage.ts';

const questKey = 'gryphon';
const questTitle = questText[questKey]?.text ?? questKey;
const bossHp = questByKey(questKey)?.boss?.hp ?? 0;
const browser = useBrowser(baseURL);
let debug: DebugApi | undefined;

afterAll(async () => {
  await debug?.call('jump-time', { reset: true });
});

describe('a party quest', () => {
  it(
    'forms a party, starts a boss quest and damages the boss at the day boundary',
    { timeout: 120_000 },
    async () => {
      const owner = await browser.open();
      const friend = await browser.open();
      const ownerParty = new PartyPage(owner.page);
      const friendParty = new PartyPage(friend.page);

      await new AuthPages(owner.page).registerNew('owner');
      const friendAccount = await new AuthPages(friend.page).registerNew('friend');

      await ownerParty.open();
      await expectNoSeriousAccessibilityViolations(owner.page);
      await ownerParty.create('Dawn Patrol');
      await ownerParty.invite(friendAccount.username);

      await friendParty.open();
      await friendParty.acceptInvitation('Dawn Patrol');
      await friendParty.member(friendAccount.username).waitFor();

      // the owner gets a scroll from the debug API, then invites the party to its quest
      const ownerDebug = await debugApiOf(owner.page, baseURL);
      await ownerDebug.call('modify-inventory', { quests: { [questKey]: 1 } });
      await ownerParty.open();
      await ownerParty.inviteToQuest(questTitle);
      await expectNoSeriousAccessibilityViolations(owner.page);

      // the friend accepts: every member has answered, so the quest starts
      await friendParty.open();
      const card = friendParty.quest(questTitle);
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      await card.getByRole('meter', { name: 'Boss health', exact: true }).waitFor();
      expect(await friendParty.bossHealth()).toBe(bossHp);
      await expectNoSeriousAccessibilityViolations(friend.page);

      // the friend does a good deed: pending damage
      const tasks = new TasksPage(friend.page);
      await friend.page.goto('/');
      await tasks.add('habit', 'Help a neighbour');
      // the score is sent after the local change: let it land before leaving the page
      const scored = friend.page.waitForResponse((response) =>
        response.url().includes('/score/up'),
      );
      await tasks.scoreUp('Help a neighbour');
      await scored;
      await friendParty.open();
      const pending = friend.page.getByText(/^Your pending damage: /);
      await expect
        .poll(async () => Number((await pending.textContent())?.split(': ')[1]))
        .toBeGreaterThan(0);

      // a day passes for the friend: the day boundary applies the damage to the boss
      debug = await debugApiOf(friend.page, baseURL);
      const { time } = await debug.call<{ time: string }>('jump-time', { days: 1 });
      await friend.page.clock.setFixedTime(new Date(time));
      await friend.page.goto('/');
      const checkIn = tasks.checkInDialog;
      await Promise.race([
        checkIn
          .waitFor()
          .then(() =>
            checkIn.getByRole('button', { name: 'Start my new day', exact: true }).click(),
          ),
        friend.page.getByText(/You dealt [\d.]+ damage to/).waitFor(),
      ]);
      await friend.page.getByText(/You dealt [\d.]+ damage to/).waitFor();

      await friendParty.open();
      await expect.poll(() => friendParty.bossHealth()).toBeLessThan(bossHp);
      await friend.page
        .getByText(/dealt [\d.]+ damage to/)
        .first()
        .waitFor();
      await expectNoSeriousAccessibilityViolations(friend.page);
      await captureScreen(friend.page, 'party');
    },
  );
});
