// A group plan gets its team from the web: its leader (a laptop, light theme) invites one player by
// username and another by e-mail from the plan's information tab. The first (a phone, dark theme)
// follows the bell to the plans list, where the invitation waits, accepts it and lands on the
// plan's task board; the second turns it down from the banner over the tasks screen. The leader's
// bell leads to the plan when the invitation is taken up.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { captureScreen } from '../support/screenshots.ts';
import { AuthPages } from '../pages/AuthPages.ts';
import { GroupPlanPages } from '../pages/GroupPlanPages.ts';
import { InvitationPages } from '../pages/InvitationPages.ts';

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const browser = useBrowser(baseURL);

describe('a group plan’s invitations', () => {
  it(
    'reach players by username and e-mail, who accept or decline',
    { timeout: 150_000 },
    async () => {
      const laptop = await browser.open();
      await laptop.page.setViewportSize({ width: 1366, height: 768 });
      const phone = await browser.open({ colorScheme: 'dark' });
      await phone.page.setViewportSize({ width: 390, height: 844 });
      const third = await browser.open();
      await new AuthPages(laptop.page).registerNew('parent');
      const teen = await new AuthPages(phone.page).registerNew('teen');
      const lodger = await new AuthPages(third.page).registerNew('lodger');

      const leaderPlans = new GroupPlanPages(laptop.page);
      await leaderPlans.create('Household');
      const planPath = new URL(laptop.page.url()).pathname.replace(/\/task-information$/, '');
      await laptop.page
        .getByRole('link', { name: 'Invite your team on the Information tab' })
        .click();
      const leaderInvites = new InvitationPages(laptop.page);
      await leaderInvites.invite(teen.username);
      await leaderInvites.invite(lodger.email);
      await expectNoSeriousAccessibilityViolations(laptop.page);

      // The bell names the plan and leads where it can be answered, not to a guild page.
      await phone.page.goto('/');
      await phone.page
        .getByRole('region', { name: 'Invitations' })
        .getByText('You are invited to join the group plan Household.')
        .waitFor();
      expect(await overflowOf(phone.page)).toBeLessThanOrEqual(0);
      await captureScreen(phone.page, 'invitation-banner-phone-dark');
      const teenInvites = new InvitationPages(phone.page);
      await teenInvites.followBellEntry('You are invited to join the group plan Household');
      await phone.page.waitForURL((url) => url.pathname === '/group-plans');
      const waiting = phone.page.getByRole('list', { name: 'Invitations to group plans' });
      await waiting.getByText('You are invited to join the group plan Household.').waitFor();
      expect(await phone.page.getByText('Group not found').count()).toBe(0);
      await expectNoSeriousAccessibilityViolations(phone.page);
      await captureScreen(phone.page, 'group-plan-invitation-phone-dark');
      await teenInvites.accept('Household');
      await phone.page.waitForURL((url) => url.pathname === `${planPath}/task-information`);
      await phone.page.getByRole('heading', { level: 2, name: 'Household', exact: true }).waitFor();
      await phone.page.goto('/group-plans');
      await phone.page.getByRole('link', { name: 'Household', exact: true }).waitFor();
      expect(await waiting.count()).toBe(0);

      // The e-mailed player has an account: the invitation waits in a banner over every screen.
      await third.page.goto('/');
      const lodgerInvites = new InvitationPages(third.page);
      await third.page
        .getByRole('region', { name: 'Invitations' })
        .getByText('You are invited to join the group plan Household.')
        .waitFor();
      await lodgerInvites.reject('Household');
      await third.page.goto('/group-plans');
      await third.page.getByText('You are not in any group plan yet', { exact: false }).waitFor();
      expect(
        await third.page.getByRole('list', { name: 'Invitations to group plans' }).count(),
      ).toBe(0);

      // The leader hears of the new member; the bell leads to the plan.
      await laptop.page.goto('/');
      await leaderInvites.followBellEntry(
        `${teen.username} accepted your invitation and joined Household`,
      );
      await laptop.page.waitForURL((url) => url.pathname === `${planPath}/information`);
      await laptop.page.getByRole('button', { name: `Make ${teen.username} a manager` }).click();
      await laptop.page.getByText('Manager', { exact: true }).waitFor();

      await laptop.page.setViewportSize({ width: 390, height: 844 });
      await laptop.page.emulateMedia({ colorScheme: 'dark' });
      await expectNoSeriousAccessibilityViolations(laptop.page);
      expect(await overflowOf(laptop.page)).toBeLessThanOrEqual(0);
      await captureScreen(laptop.page, 'group-plan-information-phone-dark');
    },
  );
});
