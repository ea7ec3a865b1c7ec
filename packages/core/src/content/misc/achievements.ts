// The achievement catalogue: key, icon and group; titles, descriptions and count variants live in
// achievementText.ts.

export type AchievementGroup =
  | 'onboarding'
  | 'basic'
  | 'stable'
  | 'animalColor'
  | 'animalSet'
  | 'questSet'
  | 'seasonal'
  | 'cards'
  | 'ultimateGear'
  | 'special';

export interface Achievement {
  key: string;
  icon: string;
  group: AchievementGroup;
  /** The text has a singular and a plural form, picked by the count earned. */
  hasCountVariants: boolean;
  /** Colour achievements: the potion colour and whether pets or mounts are counted. */
  color?: string;
  collects?: 'pets' | 'mounts';
}

function achievement(
  key: string,
  group: AchievementGroup,
  options: { icon?: string; counted?: boolean } = {},
): Achievement {
  return {
    key,
    group,
    icon: options.icon ?? `achievement-${key}`,
    hasCountVariants: options.counted ?? false,
  };
}

const counted = { counted: true };

/** Pet and mount achievements per potion colour: [colour, pet key, mount key]. */
export const colorAchievementPairs: readonly (readonly [string, string, string])[] = [
  ['Base', 'backToBasics', 'allYourBase'],
  ['Desert', 'dustDevil', 'aridAuthority'],
  ['Zombie', 'monsterMagus', 'undeadUndertaker'],
  ['White', 'primedForPainting', 'pearlyPro'],
  ['CottonCandyPink', 'tickledPink', 'rosyOutlook'],
  ['Golden', 'goodAsGold', 'allThatGlitters'],
  ['Skeleton', 'boneCollector', 'skeletonCrew'],
  ['Red', 'seeingRed', 'redLetterDay'],
  ['CottonCandyBlue', 'violetsAreBlue', 'wildBlueYonder'],
  ['Shade', 'shadyCustomer', 'shadeOfItAll'],
];

export const ANIMAL_SET_ACHIEVEMENT_KEYS = [
  'legendaryBestiary',
  'birdsOfAFeather',
  'bonelessBoss',
  'cats',
  'dinosaurDynasty',
  'domesticated',
  'duneBuddy',
  'plantParent',
  'polarPro',
  'reptacularRumble',
  'rodentRuler',
  'roughRider',
  'woodlandWizard',
  'zodiacZookeeper',
] as const;

export const QUEST_SET_ACHIEVEMENT_KEYS = [
  'lostMasterclasser',
  'bareNecessities',
  'bugBonanza',
  'freshwaterFriends',
  'justAddWater',
  'mindOverMatter',
  'seasonalSpecialist',
] as const;

export const CARD_ACHIEVEMENT_KEYS = [
  'greeting',
  'thankyou',
  'birthday',
  'congrats',
  'getwell',
  'goodluck',
  'valentine',
  'nye',
] as const;

export const achievements: readonly Achievement[] = [
  ...['createdTask', 'completedTask', 'hatchedPet', 'fedPet', 'purchasedEquipment'].map((key) =>
    achievement(key, 'onboarding'),
  ),
  achievement('streak', 'basic', { icon: 'achievement-thermometer', counted: true }),
  achievement('perfect', 'basic', { icon: 'achievement-perfect', counted: true }),
  achievement('quests', 'basic', { icon: 'achievement-quests', counted: true }),
  achievement('partyUp', 'basic'),
  achievement('partyOn', 'basic'),
  achievement('joinedGuild', 'basic'),
  achievement('joinedChallenge', 'basic'),
  achievement('invitedFriend', 'basic'),
  achievement('challenges', 'basic', { icon: 'achievement-challengeWinner', counted: true }),
  achievement('rebirth', 'basic', { icon: 'achievement-sun', counted: true }),
  achievement('royallyLoyal', 'basic', { icon: 'achievement-royally-loyal' }),
  achievement('beastMaster', 'stable', { icon: 'achievement-rat', counted: true }),
  achievement('mountMaster', 'stable', { icon: 'achievement-wolf', counted: true }),
  achievement('triadBingo', 'stable', { icon: 'achievement-triadbingo', counted: true }),
  ...colorAchievementPairs.flatMap(([color, petKey, mountKey]) => [
    { ...achievement(petKey, 'animalColor'), color, collects: 'pets' as const },
    { ...achievement(mountKey, 'animalColor'), color, collects: 'mounts' as const },
  ]),
  ...ANIMAL_SET_ACHIEVEMENT_KEYS.map((key) => achievement(key, 'animalSet')),
  ...QUEST_SET_ACHIEVEMENT_KEYS.map((key) => achievement(key, 'questSet')),
  ...['snowball', 'spookySparkles', 'shinySeed', 'seafoam'].map((key) =>
    achievement(key, 'seasonal', counted),
  ),
  achievement('habiticaDays', 'seasonal', counted),
  achievement('habitBirthdays', 'seasonal', counted),
  achievement('costumeContest', 'seasonal', counted),
  ...CARD_ACHIEVEMENT_KEYS.map((key) => achievement(key, 'cards', counted)),
  ...['healer', 'rogue', 'warrior', 'wizard'].map((klass) =>
    achievement(`ultimate${klass.charAt(0).toUpperCase()}${klass.slice(1)}`, 'ultimateGear', {
      icon: `achievement-ultimate-${klass}`,
    }),
  ),
  achievement('contributor', 'special', { icon: 'achievement-boot' }),
  achievement('npc', 'special', { icon: 'achievement-ninja' }),
  achievement('kickstarter', 'special', { icon: 'achievement-heart' }),
  achievement('veteran', 'special', { icon: 'achievement-cake' }),
  achievement('originalUser', 'special', { icon: 'achievement-alpha' }),
  achievement('habitSurvivor', 'special', { icon: 'achievement-survivor' }),
  achievement('groupsBeta', 'special'),
];

export function achievementByKey(key: string): Achievement | undefined {
  return achievements.find((item) => item.key === key);
}
