// The route table serves the challenge and group-plan screens, and the main menu leads to them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, storeTestCredentials } from '../../test/renderApp.tsx';
import { answering, fakeTasksApi, ok } from '../../test/tasksKit.ts';
import { makeChallenge, makePlan, viewerId } from './challengeTestKit.tsx';

function serve() {
  storeTestCredentials();
  fakeTasksApi(
    answering('GET', '/user', () => ok({ id: viewerId, _v: 1, challenges: [] })),
    answering('GET', /^\/challenges\/user\?/, () => ok([makeChallenge(1)])),
    answering('GET', '/group-plans', () => ok([makePlan()])),
    answering('GET', '/groups/plan-1', () => ok(makePlan())),
    answering('GET', /^\/groups\/plan-1\/members/, () => ok([])),
    answering('GET', '/tasks/group/plan-1', () => ok([])),
    answering('GET', '/approvals/group/plan-1', () => ok([])),
  );
}

describe('challenge and group-plan routes', () => {
  it('open from the main menu: challenges, then group plans', async () => {
    serve();
    const { router } = renderApp('/challenges/findChallenges');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find challenges' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Challenge 1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Group plans' }));
    expect(await screen.findByRole('link', { name: 'The Household' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group-plans');
  }, 20_000);

  it('a group plan starts on its task board', async () => {
    serve();
    const { router } = renderApp('/group-plans/plan-1');
    expect(await screen.findByRole('heading', { level: 3, name: 'Task board' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group-plans/plan-1/task-information');
    expect(screen.getByRole('heading', { level: 1, name: 'Task board' })).toBeTruthy();
  }, 20_000);
});
