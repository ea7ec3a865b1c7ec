// English text of the cards, with one line per message variant. Our own wording.
import type { TextTable } from '../contentText.ts';
import type { CardKey } from './cards.ts';

export const cardText: TextTable = {
  greeting: { text: 'Greeting Card', notes: 'Send a friendly hello to a party member.' },
  nye: { text: 'New Year Card', notes: 'Wish a party member a happy new year.' },
  thankyou: { text: 'Thank-You Card', notes: 'Tell a party member you are grateful.' },
  valentine: { text: 'Valentine Card', notes: 'Send some love to a party member.' },
  birthday: { text: 'Birthday Card', notes: 'Wish a party member a happy birthday.' },
  congrats: { text: 'Congratulations Card', notes: 'Celebrate a party member’s success.' },
  getwell: { text: 'Get-Well Card', notes: 'Cheer up a party member who is unwell.' },
  goodluck: { text: 'Good-Luck Card', notes: 'Wish a party member luck in what lies ahead.' },
};

/** The message variants of each card; there are exactly `messageOptions` of them. */
export const cardMessages: Readonly<Record<CardKey, readonly string[]>> = {
  greeting: [
    'Hello there, fellow adventurer!',
    'Just stopping by to wave at you.',
    'Hope your quests are going well!',
    'Greetings from across the realm!',
  ],
  nye: [
    'Here’s to a year of finished to-dos!',
    'May your new year be full of streaks.',
    'Out with the old habits, in with the new!',
    'Happy new year, and may your dailies be light.',
    'Cheers to the next twelve months of adventure!',
  ],
  thankyou: [
    'Thank you so much!',
    'I could not have done it without you.',
    'Your help meant a lot to me.',
    'Many thanks, friend!',
  ],
  valentine: [
    'You make every quest better.',
    'Roses are red, dailies are due, I’d rather be questing with you.',
    'Sending you a heart full of gold.',
    'You are my favourite party member.',
  ],
  birthday: ['Happy birthday! May your day be full of treats.'],
  congrats: [
    'Well done!',
    'You did it, and I am proud of you!',
    'That was an epic achievement.',
    'Congratulations, hero!',
    'Look at you go!',
  ],
  getwell: [
    'Feel better soon!',
    'Rest up and come back stronger.',
    'Sending you healing vibes.',
    'Take care of yourself; the quests will wait.',
  ],
  goodluck: [
    'Good luck, you have got this!',
    'May every roll go your way.',
    'Wishing you a smooth road ahead.',
  ],
};
