// English text of the earnable quests and the level and login chains, in our own words.
import type { QuestStory } from './storyRow.ts';

export const chainQuestStories: readonly QuestStory[] = [
  {
    key: 'dustbunnies',
    title: 'The Wild Dust Bunnies',
    boss: 'Wild Dust Bunnies',
    notes:
      'Under the bed, a colony of dust has grown ears and an attitude. A good sweep will settle it.',
    completion: 'The floor gleams. Not every fight needs a sword; sometimes a broom will do.',
  },
  {
    key: 'basilist',
    title: 'The List Serpent',
    boss: 'The List Serpent',
    notes:
      'A serpent made of overdue errands uncoils in the town square. Any party that invites a friend can face it together.',
    completion: 'The serpent unravels into a neat, short list, and the square is quiet again.',
  },
  {
    key: 'atom1',
    title: 'The Sink Uprising, Part 1: The Soap Hunt',
    notes:
      'The dishes have piled so high they are starting to wobble. Gather enough soap to tackle them.',
    completion:
      'With a mountain of soap bars you scrub until the sink sparkles. Then something stirs in the drain.',
  },
  {
    key: 'atom2',
    title: 'The Sink Uprising, Part 2: The Drain Beast',
    boss: 'The Drain Beast',
    notes:
      'A creature of grease and leftovers crawls out of the plumbing. It does not want to be washed.',
    completion: 'The beast dissolves into bubbles. Yet down the pipes, a low laugh echoes.',
  },
  {
    key: 'atom3',
    title: 'The Sink Uprising, Part 3: The Suds Sorcerer',
    boss: 'The Suds Sorcerer',
    notes:
      'Behind the uprising stands a wizard who hates clean laundry. Stop his spell before the whole town is dirty.',
    completion:
      'The sorcerer’s spell fizzles out in a puff of lavender. He leaves behind a helmet and two plain potions.',
  },
  {
    key: 'goldenknight1',
    title: 'The Gilded Judge, Part 1: A Stern Talk',
    notes:
      'A knight in golden armour scolds everyone for every small failing. Gather the townsfolk’s stories of how it makes them feel.',
    completion:
      'Faced with so many honest accounts, the knight looks shaken. She rides off to think.',
  },
  {
    key: 'goldenknight2',
    title: 'The Gilded Judge, Part 2: Golden Pride',
    boss: 'The Gilded Judge',
    notes:
      'The knight returns, angrier than before, and challenges your party to prove it is better than perfect.',
    completion:
      'The knight yields and admits that progress beats perfection. But her armour glows with a strange light.',
  },
  {
    key: 'goldenknight3',
    title: 'The Gilded Judge, Part 3: The Iron Shadow',
    boss: 'The Iron Shadow',
    notes:
      'An iron giant has been whispering harsh judgements into the knight’s ear all along. Bring it down.',
    completion:
      'The giant crumbles. The knight thanks you with golden potions, honey and her own shield.',
  },
  {
    key: 'moon1',
    title: 'Moonfall, Part 1: Shards of Night',
    notes:
      'Glowing shards keep falling from the sky and putting people into a restless sleep. Collect them before they cause more harm.',
    completion: 'Pieced together, the shards form a helmet shaped like a crescent moon.',
  },
  {
    key: 'moon2',
    title: 'Moonfall, Part 2: The Shadow Over the Town',
    boss: 'The Looming Shadow',
    notes:
      'A shadow spreads across the town at dusk, feeding on worries. Face it under the open sky.',
    completion: 'The shadow thins into mist, and a suit of moonlit armour is left in its place.',
  },
  {
    key: 'moon3',
    title: 'Moonfall, Part 3: The Monstrous Moon',
    boss: 'The Monstrous Moon',
    notes:
      'The moon itself has turned, grinning down at the world. Only the steadiest habits will push it back.',
    completion:
      'The moon is calm and silver again. A scythe of pale light drifts down to your party.',
  },
  {
    key: 'moonstone1',
    title: 'The Endless Relapse, Part 1: Moonstone Chains',
    notes:
      'An old foe who feeds on broken streaks is back. Gather moonstones to forge a chain that can bind it.',
    completion: 'The moonstone chain is ready. Now to find the necromancer behind it all.',
  },
  {
    key: 'moonstone2',
    title: 'The Endless Relapse, Part 2: The Bone Sorcerer',
    boss: 'The Bone Sorcerer',
    notes:
      'A sorcerer raises your abandoned habits as restless skeletons. Defeat him to reach his master.',
    completion: 'The sorcerer falls, and a cold wind leads you down to the crypt.',
  },
  {
    key: 'moonstone3',
    title: 'The Endless Relapse, Part 3: Rebound',
    boss: 'Rebound, the Undying',
    notes:
      'The creature of relapse rises from the crypt, bigger than ever. Bind it with the chain and finish this.',
    completion:
      'Bound by moonstone, the creature turns to dust. Among its bones you find armour, food and zombie potions.',
  },
  {
    key: 'vice1',
    title: 'The Shadow Wyrm, Part 1: Free Yourself',
    boss: 'The Wyrm’s Hold',
    notes:
      'A dark wyrm feeds on bad habits, and its influence weighs on your party. Shake it off first.',
    completion: 'The hold is broken. You feel clear-headed enough to go after the wyrm itself.',
  },
  {
    key: 'vice2',
    title: 'The Shadow Wyrm, Part 2: Light Crystals',
    notes: 'The wyrm’s lair is pitch dark. Collect crystals of light to find the way in.',
    completion: 'The crystals shine like a lantern. The lair lies open before you.',
  },
  {
    key: 'vice3',
    title: 'The Shadow Wyrm, Part 3: The Wyrm Awakes',
    boss: 'The Shadow Wyrm',
    notes: 'The wyrm awakes, coiled around a hoard of bad habits. Strike together.',
    completion:
      'The wyrm is defeated. In its hoard you find a gleaming weapon, dragon eggs and shadow potions.',
  },
];
