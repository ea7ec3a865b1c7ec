// Page model of /group-plans and one plan's tabs: creating a plan, its team board, inviting.
import type { Locator, Page } from 'playwright-core';

type BoardTaskType = 'habit' | 'daily' | 'todo' | 'reward';

const addLabels: Record<BoardTaskType, string> = {
  habit: 'Add a habit',
  daily: 'Add a daily',
  todo: 'Add a to-do',
  reward: 'Add a reward',
};

export class GroupPlanPages {
  constructor(private readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto('/group-plans');
    await this.page.getByRole('heading', { level: 1, name: 'Group plans' }).waitFor();
  }

  /** Creates a plan (granted for free) and opens its task board. */
  async create(name: string): Promise<void> {
    await this.openList();
    await this.page.getByLabel('Group name', { exact: true }).fill(name);
    await this.page.getByRole('button', { name: 'Create group plan', exact: true }).click();
    await this.page.getByRole('link', { name: `Open ${name}`, exact: true }).click();
    await this.page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  }

  async addBoardTask(type: BoardTaskType, text: string): Promise<void> {
    await this.page.getByRole('button', { name: addLabels[type], exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill(text);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await this.boardTask(text).waitFor();
  }

  /** A task's row on the board. */
  boardTask(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text }).first();
  }
}
