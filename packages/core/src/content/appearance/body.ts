// Skin, shirt, body size and wheelchair options.
import { SET_ITEM_PRICE } from './prices.ts';
import { optionsOf, type Customization } from './types.ts';

const paid = (set: string) => ({ price: SET_ITEM_PRICE, set });

export const skins: readonly Customization[] = [
  ...optionsOf('skin', [
    'ddc994',
    'f5a76e',
    'ea8349',
    'c06534',
    '98461a',
    '915533',
    'c3e1dc',
    '6bd049',
  ]),
  ...optionsOf(
    'skin',
    ['eb052b', 'f69922', 'f5d70f', '0ff591', '2b43f6', 'd7a9f7', '800ed0', 'rainbow'],
    paid('rainbowSkins'),
  ),
  ...optionsOf(
    'skin',
    ['bear', 'cactus', 'fox', 'lion', 'panda', 'pig', 'tiger', 'wolf'],
    paid('animalSkins'),
  ),
  ...optionsOf(
    'skin',
    [
      'pastelPink',
      'pastelOrange',
      'pastelYellow',
      'pastelGreen',
      'pastelBlue',
      'pastelPurple',
      'pastelRainbowChevron',
      'pastelRainbowDiagonal',
    ],
    paid('pastelSkins'),
  ),
  ...optionsOf(
    'skin',
    ['monster', 'pumpkin', 'skeleton', 'zombie', 'ghost', 'shadow'],
    paid('spookySkins'),
  ),
  ...optionsOf(
    'skin',
    ['candycorn', 'ogre', 'pumpkin2', 'reptile', 'shadow2', 'skeleton2', 'transparent', 'zombie2'],
    paid('supernaturalSkins'),
  ),
  ...optionsOf(
    'skin',
    [
      'clownfish',
      'deepocean',
      'merblue',
      'mergold',
      'mergreen',
      'merruby',
      'shark',
      'tropicalwater',
    ],
    paid('splashySkins'),
  ),
  ...optionsOf(
    'skin',
    ['aurora', 'dapper', 'festive', 'holly', 'polar', 'sugar', 'snowy', 'winterstar'],
    paid('winterySkins'),
  ),
];

export const shirts: readonly Customization[] = [
  ...optionsOf('shirt', ['black', 'blue', 'green', 'pink', 'white', 'yellow']),
  ...optionsOf(
    'shirt',
    [
      'convict',
      'cross',
      'fire',
      'horizon',
      'ocean',
      'purple',
      'rainbow',
      'redblue',
      'thunder',
      'tropical',
      'zombie',
    ],
    paid('specialShirts'),
  ),
];

export const sizes: readonly Customization[] = optionsOf('size', ['slim', 'broad']);

const chairColours = ['black', 'blue', 'green', 'pink', 'red', 'yellow'];

export const chairs: readonly Customization[] = optionsOf('chair', [
  'none',
  ...chairColours,
  ...chairColours.map((colour) => `handleless_${colour}`),
]);
