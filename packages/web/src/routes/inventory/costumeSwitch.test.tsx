import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/requestKit.ts';
import { answering, fakeTasksApi } from '../../test/tasksKit.ts';
import { currentUser, loadShopPlayer, renderPage } from '../shops/shopTestKit.tsx';
import { EquipmentPage } from './EquipmentPage.tsx';

const costumeOf = () => (currentUser()['preferences'] as { costume?: boolean }).costume;

// issue 19.4: the costume switch (preferences.costume, PUT /user) on the equipment screen
describe('the costume switch', () => {
  it('turns the costume on at once, then sends PUT /user with preferences.costume', async () => {
    loadShopPlayer();
    const calls = fakeTasksApi(
      answering('PUT', '/user', () => {
        const user = currentUser();
        const preferences = { ...(user['preferences'] as object), costume: true };
        return json(200, { success: true, data: { ...user, preferences } });
      }),
    );
    renderPage('/inventory/equipment', <EquipmentPage />, ['inventory', 'equipment']);
    const toggle = await screen.findByRole('switch', { name: 'Wear a costume' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    expect(costumeOf()).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v4/user',
      body: { 'preferences.costume': true },
    });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  }, 30_000);

  it('rolls the switch back when the server refuses', async () => {
    loadShopPlayer();
    fakeTasksApi(
      answering('PUT', '/user', () =>
        json(400, { success: false, error: 'BadRequest', message: 'Bad request.' }),
      ),
    );
    renderPage('/inventory/equipment', <EquipmentPage />, ['inventory', 'equipment']);
    await userEvent.click(await screen.findByRole('switch', { name: 'Wear a costume' }));
    await waitFor(() => expect(costumeOf()).toBe(false));
  }, 30_000);
});
