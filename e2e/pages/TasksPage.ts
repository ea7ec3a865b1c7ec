// Page model of the tasks screen: the four columns, their cards, the tag bar and the stats header.
import type { Locator, Page } from 'playwright-core';

export type TaskType = 'habit' | 'daily' | 'todo' | 'reward';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not drawn');
  return box;
}

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

  /** The grip that moves a task's card: drag it, or focus it and press the arrow keys. */
  dragHandle(text: string): Locator {
    return this.page.getByRole('button', { name: `Move ${text}`, exact: true });
  }

  /**
   * Drags the card of `text` with the mouse, by its grip, until its middle is just past the
   * middle of the card of `ontoText`: it takes that card's place.
   */
  async dragCard(text: string, ontoText: string): Promise<void> {
    // by its grip: the undo notice, at the foot of the window for 10 s, may cover the card's text
    const grip = await boxOf(this.dragHandle(text));
    const path = await this.dragPath(text, ontoText, grip);
    const x = grip.x + grip.width / 2;
    await this.page.mouse.move(x, path[0]!);
    await this.page.mouse.down();
    for (const y of path) await this.page.mouse.move(x, y);
    await this.page.mouse.up();
  }

  /** The same with a finger, on the card's grip (a touch elsewhere on the card scrolls). */
  async touchDragCard(text: string, ontoText: string): Promise<void> {
    const grip = await boxOf(this.dragHandle(text));
    const path = await this.dragPath(text, ontoText, grip);
    const x = grip.x + grip.width / 2;
    const touch = await this.page.context().newCDPSession(this.page);
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y: path[0]! }],
    });
    for (const y of path) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await touch.detach();
  }

  /** The pointer's way, in steps, from the middle of `grip` to where the card takes the other's place. */
  private async dragPath(text: string, ontoText: string, grip: Box): Promise<number[]> {
    const dragged = await boxOf(this.card(text));
    const onto = await boxOf(this.card(ontoText));
    const start = grip.y + grip.height / 2;
    const isDown = onto.y > dragged.y;
    const middleGoal = onto.y + onto.height / 2 + (isDown ? 8 : -8);
    const end = start + middleGoal - (dragged.y + dragged.height / 2);
    const steps = 8;
    return Array.from({ length: steps + 1 }, (_, step) => start + ((end - start) * step) / steps);
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
