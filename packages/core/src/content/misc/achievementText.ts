// Achievement titles (text) and descriptions (notes), and the singular/plural forms of counted
// achievements ({count} is the number earned). Our own wording.
import type { ItemText, TextTable } from '../contentText.ts';
import { colorAchievementPairs } from './achievements.ts';

const colourNames: Record<string, string> = {
  Base: 'Base',
  Desert: 'Desert',
  Zombie: 'Zombie',
  White: 'White',
  CottonCandyPink: 'Pink Cotton Candy',
  Golden: 'Golden',
  Skeleton: 'Skeleton',
  Red: 'Red',
  CottonCandyBlue: 'Blue Cotton Candy',
  Shade: 'Shade',
};

const colourTitles: Record<string, string> = {
  backToBasics: 'Back to Basics',
  allYourBase: 'Base Camp',
  dustDevil: 'Dust Devil',
  aridAuthority: 'Arid Authority',
  monsterMagus: 'Monster Magus',
  undeadUndertaker: 'Undead Undertaker',
  primedForPainting: 'Primed for Painting',
  pearlyPro: 'Pearly Pro',
  tickledPink: 'Tickled Pink',
  rosyOutlook: 'Rosy Outlook',
  goodAsGold: 'Good as Gold',
  allThatGlitters: 'All That Glitters',
  boneCollector: 'Bone Collector',
  skeletonCrew: 'Skeleton Crew',
  seeingRed: 'Seeing Red',
  redLetterDay: 'Red Letter Day',
  violetsAreBlue: 'Violets Are Blue',
  wildBlueYonder: 'Wild Blue Yonder',
  shadyCustomer: 'Shady Customer',
  shadeOfItAll: 'The Shade of It All',
};

const colourText: TextTable = Object.fromEntries(
  colorAchievementPairs.flatMap(([colour, petKey, mountKey]) => [
    [
      petKey,
      {
        text: colourTitles[petKey] ?? petKey,
        notes: `Collected every standard ${colourNames[colour] ?? colour} pet.`,
      },
    ],
    [
      mountKey,
      {
        text: colourTitles[mountKey] ?? mountKey,
        notes: `Tamed every standard ${colourNames[colour] ?? colour} mount.`,
      },
    ],
  ]),
);

const fixedText: Record<string, ItemText> = {
  createdTask: { text: 'First Step', notes: 'Created a first task.' },
  completedTask: { text: 'Off the Mark', notes: 'Completed a first task.' },
  hatchedPet: { text: 'Hatchling', notes: 'Hatched a first pet.' },
  fedPet: { text: 'Mealtime', notes: 'Fed a pet for the first time.' },
  purchasedEquipment: { text: 'Kitted Out', notes: 'Bought a first piece of equipment.' },
  streak: { text: 'Streak Keeper', notes: 'Completed a daily 21 days in a row.' },
  perfect: { text: 'Flawless Day', notes: 'Finished every due daily in a day.' },
  quests: { text: 'Questing Hero', notes: 'Completed quests with a party.' },
  partyUp: { text: 'Party Up', notes: 'Joined a party with at least one other player.' },
  partyOn: { text: 'Party On', notes: 'Was in a party of four or more players.' },
  joinedGuild: { text: 'Guild Member', notes: 'Joined a guild.' },
  joinedChallenge: { text: 'Challenger', notes: 'Joined a challenge.' },
  invitedFriend: { text: 'Recruiter', notes: 'Invited a friend to a party or group.' },
  challenges: { text: 'Champion', notes: 'Won challenges.' },
  rebirth: { text: 'Born Again', notes: 'Started over with the Orb of Rebirth.' },
  royallyLoyal: {
    text: 'Royally Loyal',
    notes: 'Checked in 500 times and earned every check-in reward.',
  },
  beastMaster: { text: 'Beast Master', notes: 'Found all 90 standard pets.' },
  mountMaster: { text: 'Mount Master', notes: 'Tamed all 90 standard mounts.' },
  triadBingo: {
    text: 'Triad Bingo',
    notes: 'Found all 90 pets, tamed all 90 mounts, then found all 90 pets again.',
  },
  legendaryBestiary: {
    text: 'Legendary Bestiary',
    notes: 'Hatched every colour of the mythical pets.',
  },
  birdsOfAFeather: {
    text: 'Birds of a Feather',
    notes: 'Hatched every colour of the winged pets.',
  },
  bonelessBoss: { text: 'Boneless Boss', notes: 'Hatched every colour of the spineless pets.' },
  cats: { text: 'Cat Herder', notes: 'Hatched every colour of the feline pets.' },
  dinosaurDynasty: {
    text: 'Dinosaur Dynasty',
    notes: 'Hatched every colour of the prehistoric pets.',
  },
  domesticated: { text: 'Down on the Farm', notes: 'Hatched every colour of the farmyard pets.' },
  duneBuddy: { text: 'Dune Buddy', notes: 'Hatched every colour of the desert pets.' },
  plantParent: { text: 'Plant Parent', notes: 'Hatched every colour of the plant pets.' },
  polarPro: { text: 'Polar Pro', notes: 'Hatched every colour of the polar pets.' },
  reptacularRumble: { text: 'Reptile Roundup', notes: 'Hatched every colour of the reptile pets.' },
  rodentRuler: { text: 'Rodent Ruler', notes: 'Hatched every colour of the rodent pets.' },
  roughRider: {
    text: 'Rough Rider',
    notes: 'Collected every colour of the hardy pets and mounts.',
  },
  woodlandWizard: { text: 'Woodland Wizard', notes: 'Hatched every colour of the forest pets.' },
  zodiacZookeeper: { text: 'Zodiac Zookeeper', notes: 'Hatched every colour of the zodiac pets.' },
  lostMasterclasser: {
    text: 'Secrets of the Masterclassers',
    notes: 'Finished all four gold-priced campaigns and the Masterclasser quests.',
  },
  bareNecessities: { text: 'Bare Necessities', notes: 'Finished the jungle pet quests.' },
  bugBonanza: { text: 'Bug Bonanza', notes: 'Finished the insect pet quests.' },
  freshwaterFriends: {
    text: 'Freshwater Friends',
    notes: 'Finished the river and lake pet quests.',
  },
  justAddWater: { text: 'Just Add Water', notes: 'Finished the ocean pet quests.' },
  mindOverMatter: {
    text: 'Mind over Matter',
    notes: 'Finished the rock, slime and yarn pet quests.',
  },
  seasonalSpecialist: {
    text: 'Seasonal Specialist',
    notes: 'Finished every seasonal quest of a year.',
  },
  snowball: { text: 'Snowball Fighter', notes: 'Was hit by a snowball.' },
  spookySparkles: { text: 'Spooked', notes: 'Was covered in spooky sparkles.' },
  shinySeed: { text: 'In Full Bloom', notes: 'Was turned into a flower.' },
  seafoam: { text: 'Sea Legs', notes: 'Was turned into a starfish.' },
  habiticaDays: { text: 'Founders’ Day', notes: 'Celebrated the game’s naming day.' },
  habitBirthdays: { text: 'Party Animal', notes: 'Celebrated the game’s birthday.' },
  costumeContest: { text: 'Costume Contestant', notes: 'Took part in the costume contest.' },
  greeting: { text: 'Warm Welcome', notes: 'Sent or received a greeting card.' },
  thankyou: { text: 'Gratitude', notes: 'Sent or received a thank-you card.' },
  birthday: { text: 'Many Happy Returns', notes: 'Sent or received a birthday card.' },
  congrats: { text: 'Well Done', notes: 'Sent or received a congratulations card.' },
  getwell: { text: 'Get Well Soon', notes: 'Sent or received a get-well card.' },
  goodluck: { text: 'Fingers Crossed', notes: 'Sent or received a good-luck card.' },
  valentine: { text: 'Sweetheart', notes: 'Sent or received a Valentine card.' },
  nye: { text: 'Happy New Year', notes: 'Sent or received a New Year’s card.' },
  ultimateHealer: { text: 'Ultimate Healer', notes: 'Owns the full top-tier healer set.' },
  ultimateRogue: { text: 'Ultimate Rogue', notes: 'Owns the full top-tier rogue set.' },
  ultimateWarrior: { text: 'Ultimate Warrior', notes: 'Owns the full top-tier warrior set.' },
  ultimateWizard: { text: 'Ultimate Wizard', notes: 'Owns the full top-tier wizard set.' },
  contributor: { text: 'Contributor', notes: 'Helped build the game.' },
  npc: { text: 'Non-Player Character', notes: 'Played a character in the game world.' },
  kickstarter: { text: 'Early Backer', notes: 'Backed the original crowdfunding campaign.' },
  veteran: { text: 'Veteran', notes: 'Played through a great migration of the game.' },
  originalUser: { text: 'Pioneer', notes: 'Played in the earliest days of the game.' },
  habitSurvivor: { text: 'Survivor', notes: 'Lived through a great outage.' },
  groupsBeta: { text: 'Group Trailblazer', notes: 'Tested group plans before their launch.' },
};

export const achievementText: TextTable = { ...colourText, ...fixedText };

/** Singular and plural forms for counted achievements; `{count}` is the number earned. */
export const achievementCountText: Readonly<Record<string, { singular: string; plural: string }>> =
  {
    streak: { singular: 'Kept one 21-day streak.', plural: 'Kept {count} 21-day streaks.' },
    perfect: { singular: 'One flawless day.', plural: '{count} flawless days.' },
    quests: { singular: 'Completed one quest.', plural: 'Completed {count} quests.' },
    challenges: { singular: 'Won one challenge.', plural: 'Won {count} challenges.' },
    rebirth: { singular: 'Reborn once.', plural: 'Reborn {count} times.' },
    beastMaster: { singular: 'Found all pets once.', plural: 'Found all pets {count} times.' },
    mountMaster: { singular: 'Tamed all mounts once.', plural: 'Tamed all mounts {count} times.' },
    triadBingo: { singular: 'Won triad bingo once.', plural: 'Won triad bingo {count} times.' },
    snowball: { singular: 'Hit by one snowball.', plural: 'Hit by {count} snowballs.' },
    spookySparkles: { singular: 'Sparkled once.', plural: 'Sparkled {count} times.' },
    shinySeed: { singular: 'Bloomed once.', plural: 'Bloomed {count} times.' },
    seafoam: { singular: 'Became a starfish once.', plural: 'Became a starfish {count} times.' },
    habiticaDays: {
      singular: 'Celebrated one naming day.',
      plural: 'Celebrated {count} naming days.',
    },
    habitBirthdays: {
      singular: 'Celebrated one birthday.',
      plural: 'Celebrated {count} birthdays.',
    },
    costumeContest: { singular: 'Entered one contest.', plural: 'Entered {count} contests.' },
    greeting: { singular: 'One greeting card.', plural: '{count} greeting cards.' },
    thankyou: { singular: 'One thank-you card.', plural: '{count} thank-you cards.' },
    birthday: { singular: 'One birthday card.', plural: '{count} birthday cards.' },
    congrats: { singular: 'One congratulations card.', plural: '{count} congratulations cards.' },
    getwell: { singular: 'One get-well card.', plural: '{count} get-well cards.' },
    goodluck: { singular: 'One good-luck card.', plural: '{count} good-luck cards.' },
    valentine: { singular: 'One Valentine card.', plural: '{count} Valentine cards.' },
    nye: { singular: 'One New Year’s card.', plural: '{count} New Year’s cards.' },
  };
