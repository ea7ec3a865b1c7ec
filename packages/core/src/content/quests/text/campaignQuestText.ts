// English text of the gold campaigns and their finale, in our own words.
import type { QuestStory } from './storyRow.ts';

export const campaignQuestStories: readonly QuestStory[] = [
  {
    key: 'dilatoryDistress1',
    title: 'Distress in the Deep, Part 1: A Message in a Bottle',
    notes:
      'A bottle washes ashore asking for help from the city beneath the sea. Gather fire coral and blue fins to build a safe passage down.',
    completion:
      'The passage is ready, and the merfolk send a suit of finned armour to welcome you.',
  },
  {
    key: 'dilatoryDistress2',
    title: 'Distress in the Deep, Part 2: The Swarm of Shadows',
    boss: 'The Shadow Swarm',
    notes:
      'A swarm of dark water creatures circles the city. Each time they are left alone, they regroup and grow.',
    completion: 'The swarm scatters. The merfolk reward you with a coral circlet and two potions.',
  },
  {
    key: 'dilatoryDistress3',
    title: 'Distress in the Deep, Part 3: The Tide Witch',
    boss: 'The Tide Witch',
    notes: 'A witch of the deep trenches sent the swarm. Swim down and face her in her own waters.',
    completion:
      'The witch flees into the dark. The city gives you a trident, a pearl shield and plenty of fish.',
  },
  {
    key: 'mayhemMistiflying1',
    title: 'Havoc in the Sky City, Part 1: The Air Spirit',
    boss: 'The Restless Air Spirit',
    notes:
      'The floating city is tossed about by a furious wind spirit. Calm it before the houses blow away.',
    completion: 'The wind eases. The city’s messengers give you bright robes and two potions.',
  },
  {
    key: 'mayhemMistiflying2',
    title: 'Havoc in the Sky City, Part 2: Catch the Sky Moths',
    notes:
      'Swarms of red, blue and green sky moths are jamming the city’s message lines. Catch them.',
    completion: 'The lines are clear again, and a rainbow hood is sent to you by courier.',
  },
  {
    key: 'mayhemMistiflying3',
    title: 'Havoc in the Sky City, Part 3: The Mailman Mage',
    boss: 'The Rogue Courier',
    notes:
      'A courier with a stolen spellbook is behind the chaos. Catch him before he sends another storm.',
    completion:
      'The spellbook is recovered. The city thanks you with a messenger’s staff, a shield and cotton candy.',
  },
  {
    key: 'stoikalmCalamity1',
    title: 'Calamity on the Ice, Part 1: The Earth Swarm',
    boss: 'The Earth Swarm',
    notes:
      'The frozen steppes shake as a swarm of burrowing beasts breaks through the ice. Hold them back.',
    completion:
      'The swarm retreats underground. The mammoth riders lend you their armour and two potions.',
  },
  {
    key: 'stoikalmCalamity2',
    title: 'Calamity on the Ice, Part 2: The Icicle Coins',
    notes:
      'A hoard of icicle coins has been scattered across the tundra. Find them before the thaw.',
    completion: 'The coins are returned, and the riders present you with a helm of their order.',
  },
  {
    key: 'stoikalmCalamity3',
    title: 'Calamity on the Ice, Part 3: The Frost Queen',
    boss: 'The Frost Queen',
    notes: 'A queen of ice hoards the coins to build her glacier palace. Melt her ambitions.',
    completion:
      'The palace cracks and melts. You earn a mammoth spear, a horn and blue cotton candy.',
  },
  {
    key: 'taskwoodsTerror1',
    title: 'Terror in the Woods, Part 1: Blaze in the Forest',
    boss: 'The Fire Spirit',
    notes:
      'A blazing spirit is setting the orchards alight. Put out the flames before the harvest is lost.',
    completion: 'The fire dies down. The forest folk give you a scorched turban and two potions.',
  },
  {
    key: 'taskwoodsTerror2',
    title: 'Terror in the Woods, Part 2: Find the Forest Folk',
    notes:
      'Pixies, brownies and dryads have fled the burning woods. Find them and bring them home.',
    completion: 'The forest folk are safe, and they weave you robes to thank you.',
  },
  {
    key: 'taskwoodsTerror3',
    title: 'Terror in the Woods, Part 3: The Flame Collector',
    boss: 'The Flame Collector',
    notes: 'A strange collector has been bottling the forest’s fire. Stop him and free the woods.',
    completion:
      'The bottled fire is released harmlessly. You receive a lantern and baskets of strawberries.',
  },
  {
    key: 'lostMasterclasser1',
    title: 'The Missing Mentor, Part 1: Read Between the Lines',
    notes:
      'Every campaign you won pointed to one vanished master of all four classes. Search three libraries for her tomes.',
    completion:
      'The tomes reveal a hidden archive, and the librarians send you off with food for the road.',
  },
  {
    key: 'lostMasterclasser2',
    title: 'The Missing Mentor, Part 2: The Masked Guardian',
    boss: 'The Masked Guardian',
    notes:
      'A guardian in a mirrored mask blocks the archive’s door. It will not step aside without a fight.',
    completion: 'The guardian falls and leaves behind its strange mask and a feast of food.',
  },
  {
    key: 'lostMasterclasser3',
    title: 'The Missing Mentor, Part 3: The City in the Sand',
    boss: 'The Void Skull',
    notes:
      'The trail leads to a ruined desert city where a skull of emptiness heals itself quickly.',
    completion: 'The skull shatters. Among the ruins are five potions and a glowing amulet.',
  },
  {
    key: 'lostMasterclasser4',
    title: 'The Missing Mentor, Part 4: The Lost Master',
    boss: 'The Lost Master',
    notes:
      'At last you find her, changed by years of isolation and draining anyone’s mana who comes near. Bring her back.',
    completion:
      'Freed, the master thanks you with an invisible mount, a cloak and crystals of her own making.',
  },
];
