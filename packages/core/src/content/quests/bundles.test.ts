import { describe, expect, it } from 'vitest';
import { questBundleText, questBundles, questByKey } from './index.ts';

const expectedBundles = [
  'featheredFriends',
  'splashyPals',
  'farmFriends',
  'witchyFamiliars',
  'winterQuests',
  'hugabug',
  'cuddleBuddies',
  'aquaticAmigos',
  'forestFriends',
  'oddballs',
  'birdBuddies',
  'mythicalMarvels',
  'rockingReptiles',
  'delightfulDinos',
  'jungleBuddies',
  'sandySidekicks',
];

describe('quest bundles', () => {
  it('are the sixteen bundles, in order', () => {
    expect(questBundles.map((bundle) => bundle.key)).toEqual(expectedBundles);
  });

  it.each(questBundles.map((bundle) => [bundle.key, bundle] as const))(
    '%s sells three distinct existing quests for 7 gems',
    (key, bundle) => {
      expect(bundle.type).toBe('quests');
      expect(bundle.value).toBe(7);
      expect(new Set(bundle.bundleKeys).size).toBe(3);
      for (const questKey of bundle.bundleKeys) expect(questByKey(questKey)).toBeDefined();
      expect(questBundleText[key]?.text).toBeTruthy();
      expect(questBundleText[key]?.notes).toBeTruthy();
    },
  );

  it('has text only for existing bundles', () => {
    expect(Object.keys(questBundleText)).toEqual(expectedBundles);
  });
});
