// English text of the pet quests, in our own words.
import type { QuestStory } from './storyRow.ts';

export const petQuestStories: readonly QuestStory[] = [
  {
    key: 'alligator',
    title: 'The Swamp Snapper',
    boss: 'Snapjaw the Alligator',
    notes:
      'Something with a great many teeth has been dragging unfinished chores into the marsh. Wade in and reclaim them.',
    completion: 'Snapjaw sulks back under the water, leaving behind a nest of three sturdy eggs.',
  },
  {
    key: 'armadillo',
    title: 'The Rolling Armadillo',
    boss: 'Barrelroll the Armadillo',
    notes:
      'An armadillo curls into a ball whenever a to-do is mentioned and rolls away with it. Stop it before the road is clear of every plan.',
    completion:
      'Dizzy from all the rolling, the armadillo uncurls and leaves you three eggs for your trouble.',
  },
  {
    key: 'axolotl',
    title: 'The Smiling Axolotl',
    boss: 'Gillwhirl the Axolotl',
    notes:
      'A cheerful axolotl is regrowing every task you cross off. Keep up the pressure, or it heals itself faster than you can strike.',
    completion: 'The axolotl finally rests in its pond and entrusts three eggs to your party.',
  },
  {
    key: 'badger',
    title: 'The Nagging Badger',
    boss: 'Nagnag the Badger',
    notes:
      'A badger follows you everywhere, reminding you of every chore in the loudest voice it can manage. Time to answer back with action.',
    completion:
      'With nothing left to nag about, the badger trundles home and leaves three eggs on your doorstep.',
  },
  {
    key: 'beetle',
    title: 'The Bug in the Code',
    boss: 'Glitchshell the Beetle',
    notes:
      'A shiny beetle has crawled into the works and every list now shows the wrong day. Squash the bug, kindly.',
    completion:
      'The lists tick correctly again, and the beetle scuttles off leaving three eggs behind.',
  },
  {
    key: 'bunny',
    title: 'Beware the Bunny',
    boss: 'Nibbles the Fearsome',
    notes:
      'It looks soft. It is not. A rabbit with startling teeth guards the path to the carrot fields.',
    completion: 'The bunny flops down, worn out, and nudges three eggs toward you.',
  },
  {
    key: 'butterfly',
    title: 'The Flutterby Swarm',
    boss: 'Queen Brightwing',
    notes:
      'A butterfly queen scatters your focus with every beat of her bright wings. Keep your eyes on the list.',
    completion:
      'The swarm settles on the flowers, and the queen leaves three chrysalises in your care.',
  },
  {
    key: 'chameleon',
    title: 'The Hidden Chameleon',
    boss: 'Shiftscale the Chameleon',
    notes: 'Tasks keep vanishing against the wallpaper. A chameleon is hiding them in plain sight.',
    completion: 'Spotted at last, the chameleon turns a sheepish pink and hands over three eggs.',
  },
  {
    key: 'cheetah',
    title: 'The Speedy Cheetah',
    boss: 'Dash the Cheetah',
    notes:
      'A cheetah is racing through to-dos so fast that nobody can check whether they were done well. Slow it down.',
    completion:
      'Out of breath, the cheetah admits that careful is better than quick and gives you three eggs.',
  },
  {
    key: 'cow',
    title: 'The Moody Cow',
    boss: 'Grumbleherd the Cow',
    notes: 'A cow with a terrible temper is trampling the garden rows you planted last week.',
    completion: 'Calmed by a bucket of fresh hay, the cow lets you take three eggs from the barn.',
  },
  {
    key: 'crab',
    title: 'The Crab of the Tides',
    boss: 'Pinchclaw the Crab',
    notes:
      'A giant crab has claimed the whole beach and pinches the focus out of anyone who comes near.',
    completion: 'The crab sidles back into the sea, leaving three eggs buried in the warm sand.',
  },
  {
    key: 'dilatory_derby',
    title: 'Race Beneath the Waves',
    boss: 'Swiftcurl the Seahorse',
    notes:
      'The underwater city holds a race, and a proud seahorse refuses to lose. Beat it fair and square.',
    completion: 'The seahorse bows its head in defeat and gives three of its eggs to the winners.',
  },
  {
    key: 'dolphin',
    title: 'Waves of Doubt',
    boss: 'Whisperfin the Dolphin',
    notes:
      'A dolphin whispers that your goals are too big. Prove it wrong one completed task at a time.',
    completion:
      'The dolphin splashes happily, convinced after all, and leaves three eggs in the shallows.',
  },
  {
    key: 'falcon',
    title: 'Circling Falcons',
    boss: 'Laterwing the Falcon',
    notes:
      'A flock of falcons circles overhead, swooping down whenever you think about putting something off.',
    completion:
      'The falcons land on your arm one by one, and the flock leaves three eggs in your keeping.',
  },
  {
    key: 'ferret',
    title: 'The Miracle Salesman',
    boss: 'Slick the Ferret',
    notes: 'A smooth-talking ferret sells miracle cures for laziness. None of them work.',
    completion: 'Caught out, the ferret refunds everyone and hands over three eggs as an apology.',
  },
  {
    key: 'frog',
    title: 'The Paper Swamp',
    boss: 'Receipt-Croak the Frog',
    notes: 'A frog covered in old receipts croaks from a swamp of forgotten papers. Tidy up.',
    completion: 'The swamp is clean, the frog is pleased, and three eggs sit on a lily pad.',
  },
  {
    key: 'ghost_stag',
    title: 'The Wilting Forest',
    boss: 'Palehorn the Stag',
    notes: 'A pale stag wanders the forest, wilting every bud it passes. Bring the season back.',
    completion: 'Spring returns, and the stag fades away, leaving three fawn eggs in the moss.',
  },
  {
    key: 'giraffe',
    title: 'The Towering Giraffe',
    boss: 'Loftneck the Giraffe',
    notes: 'A giraffe keeps moving your goals to the top shelf where nobody can reach them.',
    completion: 'The giraffe lowers its head, hands your goals back down and adds three eggs.',
  },
  {
    key: 'gryphon',
    title: 'The Runaway Gryphon',
    boss: 'Blazewing the Gryphon',
    notes: 'A proud gryphon has escaped its rider and is scorching the fields. Calm it down.',
    completion: 'Its rider returns the gryphon to the stables and thanks you with three eggs.',
  },
  {
    key: 'guineapig',
    title: 'Squeak Street',
    boss: 'The Squeaky Syndicate',
    notes: 'A gang of guinea pigs is squeaking demands and stealing everyone’s snacks.',
    completion: 'The gang disbands with full bellies and leaves three eggs as a peace offering.',
  },
  {
    key: 'harpy',
    title: 'The Parrot Rescue',
    boss: 'The Screeching Harpy',
    notes: 'A screeching harpy has trapped a flock of parrots. Drive her off and free them.',
    completion: 'The parrots are free, and in thanks they leave three eggs with you.',
  },
  {
    key: 'hedgehog',
    title: 'The Spiny Giant',
    boss: 'Bristleback the Hedgehog',
    notes: 'An enormous hedgehog rolls through town, spines out. Someone needs to soothe it.',
    completion: 'The hedgehog shrinks to a friendly size and offers three small eggs.',
  },
  {
    key: 'hippo',
    title: 'The Grumpy Hippo',
    boss: 'Wallow the Hippo',
    notes:
      'A hippo is blocking the river crossing and will not move until everyone finishes their chores.',
    completion: 'Satisfied, the hippo floats away, leaving three eggs on the riverbank.',
  },
  {
    key: 'horse',
    title: 'The Dream Stallion',
    boss: 'Shadowmane',
    notes: 'A dark horse gallops through your dreams and leaves you too tired for the day.',
    completion: 'The horse is tamed and trots off into the dawn, leaving three eggs behind.',
  },
  {
    key: 'kangaroo',
    title: 'The Bouncing Kangaroo',
    boss: 'Boomer the Kangaroo',
    notes: 'A kangaroo keeps jumping from task to task without finishing any of them.',
    completion: 'The kangaroo learns to land and stay put, and pulls three eggs from its pouch.',
  },
  {
    key: 'kraken',
    title: 'The Ink-Spiller',
    boss: 'Inkspill the Kraken',
    notes: 'A kraken spills ink over every half-done task, hiding what is left. Finish them all.',
    completion: 'The kraken retreats to the deep, and three cuttlefish eggs drift to the surface.',
  },
  {
    key: 'monkey',
    title: 'Market Mischief',
    boss: 'Swapsy the Monkey',
    notes: 'A monkey swings through the market, swapping price tags and giggling.',
    completion: 'The monkey behaves at last and trades three eggs for a banana.',
  },
  {
    key: 'nudibranch',
    title: 'Reef in Bloom',
    boss: 'The Glowing Sea Slugs',
    notes: 'Bright sea slugs have covered the reef and are nibbling through the coral lists.',
    completion: 'The sea slugs move on to open water, leaving three clutches of eggs.',
  },
  {
    key: 'octopus',
    title: 'Trouble in the Deep Bay',
    boss: 'Eightfold the Octopus',
    notes:
      'Something with eight arms stirs beneath the bay, and every arm holds an unfinished task.',
    completion: 'Eightfold sinks back into slumber, and three eggs wash up on the shore.',
  },
  {
    key: 'otter',
    title: 'The Otter Overload',
    boss: 'Slippery Otter',
    notes:
      'A playful otter juggles your chores and drops them in the river. It heals whenever you miss a daily.',
    completion: 'The otter floats on its back, worn out, and lets you keep three eggs.',
  },
  {
    key: 'owl',
    title: 'The Sleepless Owl',
    boss: 'Hootwatch the Owl',
    notes: 'An owl keeps everyone up far too late. Rest is part of the work.',
    completion: 'The owl goes to roost, the town sleeps, and three eggs sit in an empty nest.',
  },
  {
    key: 'peacock',
    title: 'The Indecisive Peacock',
    boss: 'Peacock of Two Minds',
    notes: 'A peacock cannot decide which way to go and drags everyone in two directions at once.',
    completion: 'The peacock picks a path at last and leaves three eggs as it struts away.',
  },
  {
    key: 'penguin',
    title: 'The Frozen Lake',
    boss: 'Chillbeak the Penguin',
    notes: 'A penguin is freezing the lake and everyone’s plans along with it.',
    completion: 'The ice thaws, the penguin slides off happily, and three eggs remain.',
  },
  {
    key: 'platypus',
    title: 'The Puzzling Platypus',
    boss: 'Paradox the Platypus',
    notes: 'Nobody can explain this platypus, and trying drains everyone’s mana.',
    completion: 'The platypus waddles away, still a mystery, leaving three eggs.',
  },
  {
    key: 'pterodactyl',
    title: 'Trouble on the Clock Tower',
    boss: 'Clockperch the Pterodactyl',
    notes:
      'A flying reptile has nested on the clock tower and dives at anyone who is running late.',
    completion: 'The pterodactyl flies home to the cliffs, leaving three eggs in the tower.',
  },
  {
    key: 'raccoon',
    title: 'The Rummaging Raccoon',
    boss: 'Rummage the Raccoon',
    notes:
      'A raccoon is raiding the storeroom at night. Every skipped daily gives it time to recover.',
    completion: 'The raccoon is shooed out for good and leaves three eggs among the crates.',
  },
  {
    key: 'rat',
    title: 'The Sewer Throne',
    boss: 'Gnawcrown the Rat',
    notes: 'Under the city a king of rats gathers filth and forgotten chores into a throne.',
    completion: 'The throne topples, the rats scatter, and three eggs are left in the rubble.',
  },
  {
    key: 'rock',
    title: 'The Cave That Watched',
    boss: 'Stonegaze',
    notes: 'A boulder in the cave has opened its eyes and will not let your party leave.',
    completion: 'The cave opens, and the rock leaves three pebble-like eggs at the exit.',
  },
  {
    key: 'rooster',
    title: 'Crowing at Midnight',
    boss: 'Dawnshriek the Rooster',
    notes: 'A rooster crows at every hour of the night. Nobody is getting any rest.',
    completion: 'The rooster agrees to crow only at dawn and lays out three eggs as a truce.',
  },
  {
    key: 'sabretooth',
    title: 'Thawed and Hungry',
    boss: 'Longfang the Sabre-toothed Cat',
    notes: 'A cat with long fangs has thawed out of a glacier and is very hungry.',
    completion: 'The cat curls up by the fire, content, and lets you have three eggs.',
  },
  {
    key: 'seaserpent',
    title: 'Trouble in the Harbour',
    boss: 'Coilwake the Sea Serpent',
    notes: 'A serpent coils around the harbour, and no ship can leave until it is dealt with.',
    completion: 'The serpent uncoils and swims out to sea, leaving three eggs in the harbour.',
  },
  {
    key: 'sheep',
    title: 'The Stormy Fleece',
    boss: 'Cloudwool the Ram',
    notes: 'A ram with a woolly storm cloud for a fleece is raining on every picnic.',
    completion: 'The cloud clears, the ram calms, and three eggs lie in the dry grass.',
  },
  {
    key: 'slime',
    title: 'The Wobbling Monarch',
    boss: 'King Wobble',
    notes: 'A wobbling monarch of jelly is gumming up every street in town.',
    completion: 'The regent melts into a puddle, and three eggs bob to the top.',
  },
  {
    key: 'sloth',
    title: 'The Great Yawn',
    boss: 'Drowsyclaw the Sloth',
    notes: 'A sloth is spreading a yawn across the land, and everyone wants a nap.',
    completion: 'Everyone wakes up refreshed, and the sloth drowsily gives you three eggs.',
  },
  {
    key: 'snail',
    title: 'The Sticky Trail',
    boss: 'Slogshell the Snail',
    notes: 'A snail leaves a trail of boring, sticky chores wherever it goes.',
    completion: 'The trail is scrubbed clean, and the snail leaves three eggs under a leaf.',
  },
  {
    key: 'snake',
    title: 'The Swaying Snake',
    boss: 'Hypnohiss',
    notes: 'A snake sways hypnotically and every time you look, another hour is gone.',
    completion: 'Focus returns, and the snake slithers away leaving three eggs.',
  },
  {
    key: 'spider',
    title: 'Webs of Frost',
    boss: 'Rimeweaver the Spider',
    notes: 'A spider is weaving frost webs across the window of every workshop.',
    completion: 'The webs melt, and the spider leaves three eggs wrapped in silk.',
  },
  {
    key: 'squirrel',
    title: 'The Hoarding Squirrel',
    boss: 'Stashtail the Squirrel',
    notes: 'A squirrel is hoarding everything it finds, including your tools and your time.',
    completion: 'The stash is shared out, and the squirrel adds three eggs to the pile.',
  },
  {
    key: 'treeling',
    title: 'The Rooted Path',
    boss: 'Gnarlroot',
    notes: 'An ancient tree has grown roots through the path and tangles anyone who passes.',
    completion: 'The tree untangles its roots and drops three seed-like eggs.',
  },
  {
    key: 'trex',
    title: 'The Museum Escapee',
    boss: 'Rexroar the Tyrannosaur',
    notes: 'A dinosaur has escaped from the museum and is roaring at the visitors.',
    completion: 'The dinosaur is guided home, and three enormous eggs are found in its exhibit.',
  },
  {
    key: 'trex_undead',
    title: 'Bones in the Museum',
    boss: 'Rattlebones the Tyrannosaur',
    notes:
      'Bones in the museum have rattled back to life. Every missed daily knits them back together.',
    completion: 'The skeleton clatters to the floor, and three eggs are found among the bones.',
  },
  {
    key: 'triceratops',
    title: 'Stampede in the Village',
    boss: 'Threehorn the Triceratops',
    notes: 'A horned dinosaur is stampeding through the village. Stand firm.',
    completion: 'The triceratops lies down to rest, and three eggs are tucked beside it.',
  },
  {
    key: 'turtle',
    title: 'The Long Way Home',
    boss: 'Wanderfin the Sea Turtle',
    notes: 'A sea turtle has lost its way to the nesting beach. Lead it home safely.',
    completion: 'The turtle reaches the beach and trusts you with three of its eggs.',
  },
  {
    key: 'unicorn',
    title: 'The Unicorn Quandary',
    boss: 'Proud Unicorn',
    notes:
      'A unicorn refuses to let anyone drink from the spring until they prove their diligence.',
    completion: 'Impressed, the unicorn opens the spring and leaves three shining eggs.',
  },
  {
    key: 'velociraptor',
    title: 'The Clever Raptor',
    boss: 'Pantrypaw the Raptor',
    notes: 'A raptor has learned to open doors and is raiding every pantry in town.',
    completion: 'The raptor is outwitted and leaves three eggs while escaping.',
  },
  {
    key: 'whale',
    title: 'The Sorrowful Song',
    boss: 'Lamentide the Whale',
    notes: 'A whale sings so sadly that the whole bay stops working to listen.',
    completion: 'The whale’s song turns cheerful, and three eggs float to the shore.',
  },
  {
    key: 'yarn',
    title: 'The Knotted Menace',
    boss: 'Knotwool',
    notes: 'A monster made of knotted yarn is unravelling every scarf in town.',
    completion: 'The knots are undone, and three balls of yarn turn out to be eggs.',
  },
];
