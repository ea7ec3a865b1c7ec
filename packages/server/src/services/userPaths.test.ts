import { describe, expect, it } from 'vitest';
import { editableCheck } from './userPaths.ts';

describe('editableCheck (PUT /user)', () => {
  it.each([
    ['profile.name', 'Ada', true],
    ['profile.name', 'a\nb', false],
    ['preferences.dayStart', 23, true],
    ['preferences.dayStart', 24, false],
    ['preferences.timezoneOffset', -720, true],
    ['preferences.timezoneOffset', -840, true],
    ['preferences.timezoneOffset', 721, false],
    ['preferences.hair.color', 'black', true],
    ['preferences.hair.color', 3, false],
    ['preferences.emailNotifications.newPM', false, true],
    ['preferences.improvementCategories', ['work'], true],
    ['preferences.improvementCategories', 'work', false],
    ['flags.tour.intro', -2, true],
    ['flags.tutorial.common.habits', false, true],
    ['flags.newStuff', false, true],
    ['flags.newStuff', true, false],
    ['inbox.optOut', true, true],
    ['party.order', 'level', true],
  ])('%s = %j is accepted: %s', (path, value, isAccepted) => {
    const check = editableCheck(path);
    expect(check).toBeDefined();
    expect(check!(value) === undefined).toBe(isAccepted);
  });

  it.each([
    'stats.gp',
    'stats.class',
    'preferences.sleep',
    'preferences.disableClasses',
    'preferences.webhooks',
    'preferences.hair',
    'preferences.nope',
    'flags.classSelected',
    'flags.tour',
    'items.gear.owned',
    'balance',
    'auth.local.username',
    'permissions.fullAccess',
    'tags',
    'constructor',
    'preferences.__proto__',
  ])('%s is protected', (path) => {
    expect(editableCheck(path)).toBeUndefined();
  });
});
