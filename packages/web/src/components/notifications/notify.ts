import i18next from 'i18next';
import { displayNumber, signOf } from '../../format/numberDisplay.ts';
import { notificationStack } from './notificationStack.ts';
import type { Notice, NoticeInput } from './noticeTypes.ts';

type StatType = 'hp' | 'mp' | 'xp' | 'gp';

function push(input: NoticeInput): Notice {
  return notificationStack.push(input);
}

// The message of each notice type: gained or lost health, mana, experience, gold; streakCoins for
// streak; bossDamage for damage.
export const notify = {
  error: (text: string, options: { title?: string; isTimeout?: boolean } = {}) =>
    push({
      type: 'error',
      text,
      title: options.title ?? i18next.t('productName'),
      isTimeout: options.isTimeout,
    }),
  info: (text: string, onClick?: () => void) => push({ type: 'info', text, onClick }),
  success: (text: string, onClick?: () => void) => push({ type: 'success', text, onClick }),
  stat: (type: StatType, amount: number) => {
    const sign = signOf(amount);
    const direction = sign === '+' ? 'gained' : 'lost';
    const text = i18next.t(`${direction}.${type}`, {
      ns: 'notices',
      amount: displayNumber(Math.abs(amount)),
    });
    return push({ type, sign, text });
  },
  streak: (amount: number) =>
    push({
      type: 'streak',
      sign: signOf(amount),
      text: i18next.t('streakCoins', { ns: 'notices', amount: displayNumber(Math.abs(amount)) }),
    }),
  damage: (amount: number) =>
    push({
      type: 'damage',
      sign: '+',
      text: i18next.t('bossDamage', { ns: 'notices', amount: displayNumber(Math.abs(amount)) }),
    }),
  crit: (bonusPercent: number) =>
    push({
      type: 'crit',
      sign: '+',
      text: i18next.t('crit', { ns: 'notices', amount: displayNumber(bonusPercent) }),
    }),
  levelUp: (level: number) =>
    push({ type: 'lvl', sign: '+', text: i18next.t('levelUp', { ns: 'notices', level }) }),
  drop: (text: string, icon?: string, emptied = false) =>
    push({ type: 'drop', text, icon, emptied }),
};
