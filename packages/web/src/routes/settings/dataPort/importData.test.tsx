import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type FakeCall } from '../../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../../test/renderApp.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const player = {
  id: testCredentials.apiId,
  _v: 3,
  permissions: {},
  auth: { local: { username: 'ana', email: 'ana@example.org' } },
  preferences: { dayStart: 0, language: 'en' },
};

function signedIn(answer: (call: FakeCall) => Response) {
  storeTestCredentials();
  return fakeFetch((call) =>
    call.method === 'GET' && call.url === '/api/v4/user'
      ? json(200, { success: true, data: player, userV: 3 })
      : answer(call),
  );
}

const imports = (calls: FakeCall[]) => calls.filter((call) => call.url === '/api/v4/user/import');

async function openImport() {
  renderApp('/user/settings/siteData');
  return screen.findByRole('form', { name: 'Import from a file' });
}

describe('the import screen', () => {
  it('sends a picked Loop zip as base64 and tells what came and what was left out', async () => {
    const calls = signedIn((call) =>
      call.url === '/api/v4/user/import'
        ? json(200, {
            success: true,
            userV: 4,
            data: {
              kind: 'loop',
              imported: { tasks: 3, tags: 0, records: 8, items: 0, messages: 0 },
              skipped: [{ what: 'colours', reason: 'Questlog keeps its own' }],
            },
          })
        : json(200, { success: true, data: [] }),
    );
    const form = await openImport();
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'Loop Habits.zip', {
      type: 'application/zip',
    });
    await userEvent.selectOptions(within(form).getByLabelText('The file is'), 'loop');
    await userEvent.upload(within(form).getByLabelText('File'), zip);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Imported 3 tasks, 0 tags, 8 records, 0 items and 0 messages.'),
    ).toBeTruthy();
    expect(screen.getByText('colours: Questlog keeps its own')).toBeTruthy();
    expect(imports(calls)[0]?.body).toEqual({
      kind: 'loop',
      files: [{ name: 'Loop Habits.zip', data: 'UEsDBA==', encoding: 'base64' }],
    });
  });

  it('refuses a file over 5 MB beside the field without sending it', async () => {
    const calls = signedIn(() => json(200, { success: true, data: [] }));
    const form = await openImport();
    const big = new File(['Date,Run,'], 'Checkmarks.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(within(form).getByLabelText('File'), big);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The file is 6.0 MB; an import takes at most 5 MB.',
    );
    expect(imports(calls)).toHaveLength(0);
  });

  it("shows the server's refusal, naming the bad line, beside the field", async () => {
    const message =
      'Nothing was imported: Checkmarks.csv line 4, Date: "2024-13-45" is not a date (YYYY-MM-DD).';
    signedIn((call) =>
      call.url === '/api/v4/user/import'
        ? json(400, {
            success: false,
            error: 'BadRequest',
            message,
            errors: [{ param: 'Checkmarks.csv line 4, Date', message: 'not a date' }],
          })
        : json(200, { success: true, data: [] }),
    );
    const form = await openImport();
    const csv = new File(['Date,Run,\n'], 'Checkmarks.csv', { type: 'text/csv' });
    await userEvent.upload(within(form).getByLabelText('File'), csv);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
  });
});

describe('the export button', () => {
  it('downloads the file the server gives, and says so when it cannot', async () => {
    let isBroken = false;
    const calls = signedIn((call) =>
      call.url === '/api/v4/export/questlog.json'
        ? isBroken
          ? json(500, { success: false, error: 'InternalServerError', message: 'Down' })
          : new Response('{"format":"questlog"}', { status: 200 })
        : json(200, { success: true, data: [] }),
    );
    const saved: string[] = [];
    // jsdom has no object URLs: a URL that makes one, for this test only.
    class UrlWithObjects extends URL {
      static override createObjectURL = () => 'blob:1';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', UrlWithObjects);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp('/user/settings/siteData');
    const button = await screen.findByRole('button', { name: 'Download questlog-export.json' });
    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['questlog-export.json']));
    expect(calls.some((call) => call.url === '/api/v4/export/questlog.json')).toBe(true);
    isBroken = true;
    await userEvent.click(button);
    expect(
      (await screen.findByText('The export could not be made. Please try again.')).getAttribute(
        'role',
      ),
    ).toBe('alert');
  });
});
