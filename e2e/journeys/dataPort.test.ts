// Issue 31's import in the browser: Loop Habit Tracker's two CSV files picked in the site data
// settings, a refusal beside the field for a bad line (nothing imported), then the good files
// imported and their habits on the tasks screen; axe-checked on a phone in the dark theme and on a
// laptop in the light one.
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/app.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { useBrowser } from '../support/browser.ts';
import { AuthPages } from '../pages/AuthPages.ts';

const browser = useBrowser(baseURL);

const habits =
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n' +
  '001,Meditate,YES_NO,Did you meditate today?,,1,1,#388E3C,,,,false\n';
const checkmarks = (day: string) => `Date,Meditate,\n${day},2,\n2024-11-06,2,\n`;
const csv = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

describe('import', () => {
  it("takes Loop's CSV files from the settings, refusing a bad line first", async () => {
    const context = await browser.browser.newContext({
      baseURL,
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await new AuthPages(page).registerNew('mover');
    await page.goto('/user/settings/siteData');
    const form = page.getByRole('form', { name: 'Import from a file' });
    await form.waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    const file = form.getByLabel('File', { exact: true });
    await file.setInputFiles([
      csv('Habits.csv', habits),
      csv('Checkmarks.csv', checkmarks('2024-11-31')),
    ]);
    const refused = page.waitForResponse((response) => response.url().endsWith('/user/import'));
    await form.getByRole('button', { name: 'Import' }).click();
    expect((await refused).status()).toBe(400);
    await form
      .getByRole('alert')
      .filter({ hasText: 'Checkmarks.csv line 2, Date: "2024-11-31" is not a date' })
      .waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await file.setInputFiles([
      csv('Habits.csv', habits),
      csv('Checkmarks.csv', checkmarks('2024-11-07')),
    ]);
    await form.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported 1 task, 0 tags, 2 records, 0 items and 0 messages.').waitFor();
    await expectNoSeriousAccessibilityViolations(page);

    await page.goto('/');
    await page.getByText('Meditate', { exact: true }).waitFor();
    await context.close();
  });
});
