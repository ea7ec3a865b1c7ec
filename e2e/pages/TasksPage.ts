// Page model of the tasks screen: the four columns, their cards, the tag bar and the stats header.
import type { Locator, Page } from 'playwright-core';

export type TaskType = 'habit' | 'daily' | 'todo' | 'reward';

const columnNames: Record<TaskType, string> = {
  habit: 'Habits',
  daily: 'Dailies',
  todo: 'To-dos',
  reward: 'Rewards',
};
const quickAddLabels: Record<TaskType, string> = {
  habit: 'Add a habit',
  daily: 'Add a daily',
  todo: 'Add a to-do',
  reward: 'Add a reward',
};

export class TasksPage {
  constructor(private readonly page: Page) {}

  column(type: TaskType): Locator {
    return this.page.getByRole('region', { name: columnNames[type], exact: true });
  }

  /** The cards' titles in a column, top to bottom. */
  async taskTitles(type: TaskType): Promise<string[]> {
    const editButtons = this.column(type).getByRole('button', { name: /^Edit / });
    const names = await editButtons.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );
    return names.map((name) => name.replace(/^Edit /, ''));
  }

  async add(type: TaskType, text: string): Promise<void> {
    const field = this.page.getByLabel(quickAddLabels[type], { exact: true });
    await field.fill(text);
    await field.press('Enter');
    await this.column(type)
      .getByRole('button', { name: `Edit ${text}`, exact: true })
      .waitFor();
  }

  scoreUp(text: string): Promise<void> {
    return this.page.getByRole('button', { name: `Plus: ${text}`, exact: true }).click();
  }

  complete(text: string): Promise<void> {
    return this.page.getByRole('checkbox', { name: `Complete: ${text}`, exact: true }).click();
  }

  moveUp(text: string): Promise<void> {
    return this.page.getByRole('button', { name: `Move ${text} up`, exact: true }).click();
  }

  async addTag(name: string): Promise<void> {
    await this.page.getByLabel('New tag', { exact: true }).fill(name);
    await this.page.getByRole('button', { name: 'Add tag', exact: true }).click();
    await this.tagFilter(name).waitFor();
  }

  tagFilter(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Filter by tag' })
      .getByRole('button', { name, exact: true });
  }

  async tagTask(text: string, tag: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${text}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: tag, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The current value of a header bar (health, experience, mana). */
  async barValue(name: 'Health' | 'Experience' | 'Mana'): Promise<number> {
    const meter = this.page.getByRole('meter', { name, exact: true });
    return Number(await meter.getAttribute('aria-valuenow'));
  }

  /** The "record yesterday's activity" dialog shown when a new day begins. */
  get checkInDialog(): Locator {
    return this.page.getByRole('dialog', { name: "Record yesterday's activity" });
  }

  /** A task's card (the list item holding its edit button). */
  card(text: string): Locator {
    return this.page.getByRole('listitem').filter({
      has: this.page.getByRole('button', { name: `Edit ${text}`, exact: true }),
    });
  }

  get levelUpDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Level up!' });
  }

  /** Notices that are not errors (gains and losses) are announced as status messages. */
  notices(): Locator {
    return this.page.getByRole('region', { name: 'Notices' }).getByRole('status');
  }
}
