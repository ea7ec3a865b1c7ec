// English text of the potion, seasonal, time-traveler and world quests, in our own words.
import type { QuestStory } from './storyRow.ts';

export const potionQuestStories: readonly QuestStory[] = [
  {
    key: 'amber',
    title: 'The Resin Guardian',
    boss: 'Sapclaw the Guardian',
    notes: 'A creature of sticky resin guards a grove of amber trees. Free the golden drops.',
    completion:
      'The guardian softens into sap, and three amber potions are left glowing on the bark.',
  },
  {
    key: 'blackPearl',
    title: 'The Pearl of the Night Sea',
    boss: 'Gloomshell',
    notes: 'A giant clam has swallowed the night sky’s reflection. Pry it open.',
    completion: 'The clam opens and three black-pearl potions roll out.',
  },
  {
    key: 'bronze',
    title: 'The Bronze Beetle',
    boss: 'Brasscarapace',
    notes: 'A beetle of polished bronze is melting down every tool in the smithy.',
    completion: 'The beetle cools and cracks, leaving three bronze potions.',
  },
  {
    key: 'fluorite',
    title: 'The Glowing Caverns',
    boss: 'The Crystal Elemental',
    notes: 'A being of fluorescent crystal blocks the miners’ tunnel.',
    completion: 'The elemental dims and breaks apart into three fluorite potions.',
  },
  {
    key: 'pinkMarble',
    title: 'The Marble Cupid',
    boss: 'Heartstone the Cupid',
    notes:
      'A marble statue has come to life, and its arrows make everyone forget what they were doing.',
    completion: 'The statue returns to stone, and three pink marble potions sit on its pedestal.',
  },
  {
    key: 'jade',
    title: 'The Jade Sentinel',
    boss: 'The Jade Sentinel',
    notes: 'A jade statue guards the temple garden and will not let the gardeners in.',
    completion: 'The sentinel bows and steps aside, revealing three jade potions.',
  },
  {
    key: 'onyx',
    title: 'The Onyx Vault',
    notes:
      'A vault beneath the mountain holds onyx stones sealed by runes of Pluto and Leo. Collect them all.',
    completion: 'The stones and runes combine into three onyx potions.',
  },
  {
    key: 'ruby',
    title: 'The Ruby Riddle',
    notes: 'Ruby gems and runes of Venus and Aquarius are scattered across the hills. Gather them.',
    completion: 'Set together, the gems and runes brew three ruby potions.',
  },
  {
    key: 'stone',
    title: 'The Mossy Maze',
    notes: 'A maze of mossy stones hides runes of Mars and Capricorn. Find your way through.',
    completion: 'At the centre of the maze, the stones become three mossy stone potions.',
  },
  {
    key: 'turquoise',
    title: 'The Turquoise Shore',
    notes: 'Turquoise gems and runes of Sagittarius and Neptune wash up on a distant shore.',
    completion: 'The tide brings the last of them in, and they blend into three turquoise potions.',
  },
  {
    key: 'silver',
    title: 'The Silver Mine',
    notes: 'Silver ingots and runes of the Moon and Cancer lie deep in an abandoned mine.',
    completion: 'The silver is melted down into three shimmering potions.',
  },
  {
    key: 'opal',
    title: 'The Opal Lights',
    notes:
      'Opal shards and runes of Jupiter and Libra flicker in the northern sky. Catch them as they fall.',
    completion: 'The falling lights gather into three opal potions.',
  },
];

export const seasonalQuestStories: readonly QuestStory[] = [
  {
    key: 'evilsanta',
    title: 'The Winter Trapper',
    boss: 'The Winter Trapper',
    notes: 'A trapper dressed in red has caged a polar bear cub in the snow. Set it free.',
    completion: 'The trapper flees, and the grateful polar bear lets you ride it.',
  },
  {
    key: 'evilsanta2',
    title: 'Find the Cub',
    notes: 'The cub’s sibling is lost in the forest. Follow the tracks and broken branches.',
    completion: 'The cub is found, safe and sound, and decides to stay with you as a pet.',
  },
  {
    key: 'egg',
    title: 'The Spring Egg Search',
    notes: 'Plain eggs are hidden all over the meadow this spring. Find them all.',
    completion: 'Your basket is full of plain eggs, ready for any hatching potion you like.',
  },
  {
    key: 'waffle',
    title: 'The Breakfast Monster',
    boss: 'The Syrup Fiend',
    notes:
      'A monster of batter and syrup is smothering the kitchen. When it rages it soaks up your efforts.',
    completion: 'The monster is eaten for breakfast, and three dessert potions remain.',
  },
  {
    key: 'virtualpet',
    title: 'The Pocket Pet Uprising',
    boss: 'The Pocket Pet',
    notes: 'A tiny digital pet demands constant attention, beeping louder with each hour.',
    completion: 'The pet falls asleep at last, and three pixelated potions appear.',
  },
  {
    key: 'fungi',
    title: 'The Mushroom Muddle',
    boss: 'The Toadstool Tyrant',
    notes:
      'Overnight, mushrooms have sprouted over every to-do list in town, and a giant toadstool insists it is in charge.',
    completion: 'The toadstool wilts, leaving a ring of three fungal potions in the grass.',
  },
];

export const timeTravelerQuestStories: readonly QuestStory[] = [
  {
    key: 'robot',
    title: 'The Clockwork Helpers',
    notes:
      'An inventor’s helper robots have fallen apart. Collect bolts, gears and springs to rebuild them.',
    completion: 'The robots whirr back to life and give you three robot eggs.',
  },
  {
    key: 'solarSystem',
    title: 'A Voyage Among the Stars',
    boss: 'The Wandering Comet',
    notes: 'A comet has knocked the planets out of line. Chase it across the sky.',
    completion:
      'The planets return to their paths, and three starry potions are left in your hands.',
  },
  {
    key: 'windup',
    title: 'The Wind-up Warrior',
    boss: 'The Clockwork Knight',
    notes: 'A wind-up knight marches on and on and will not stop until its key runs down.',
    completion: 'The knight winds down with a final click, leaving three wind-up potions.',
  },
];

export const worldQuestStories: readonly QuestStory[] = [
  {
    key: 'bewilder',
    title: 'The Befuddler',
    boss: 'The Befuddler',
    notes:
      'A trickster of illusions has filled the sky city with confusion. Everyone must pitch in to see through it.',
    completion: 'The illusions fade, and a magical bee buzzes into every stable.',
  },
  {
    key: 'burnout',
    title: 'The Ember of Exhaustion',
    boss: 'The Ember of Exhaustion',
    notes:
      'A smouldering spirit drains everyone’s energy. Only rest and steady work will put it out.',
    completion: 'The ember cools, and a phoenix rises from its ashes to join every player.',
  },
  {
    key: 'dilatory',
    title: 'The Deep-Sea Dragon',
    boss: 'The Deep-Sea Dragon',
    notes: 'A dragon made of delays rises from the sea. Every missed daily makes it angrier.',
    completion:
      'The dragon sinks back below the waves, and a mantis shrimp appears in every stable.',
  },
  {
    key: 'dysheartener',
    title: 'The Heartsink',
    boss: 'The Heartsink',
    notes: 'A creature of loneliness darkens the festival of friendship. Together, push it back.',
    completion: 'The creature dissolves, and a hopeful hippogriff joins everyone who took part.',
  },
  {
    key: 'stressbeast',
    title: 'The Abominable Strain',
    boss: 'The Abominable Strain',
    notes:
      'A hulking beast of worry stomps across the frozen north. Everyone’s missed dailies feed it.',
    completion: 'The beast shrinks into a small, friendly mammoth, and one joins every stable.',
  },
];
