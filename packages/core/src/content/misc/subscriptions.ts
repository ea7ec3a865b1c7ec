// Subscription plans and gem packs. Plan prices are in US dollars, gem-pack prices in cents. Store
// product identifiers are not given.

export interface SubscriptionPlan {
  key: string;
  target: 'user' | 'group';
  /** Offered for new subscriptions (google_6mo and group_plan_auto only exist for old ones). */
  canSubscribe: boolean;
  months: number;
  price: number;
  /** Seats included in a group plan's price. */
  quantity?: number;
  discount?: boolean;
  /** The price before the discount. */
  original?: number;
}

export const subscriptionPlans: readonly SubscriptionPlan[] = [
  { key: 'basic_earned', target: 'user', canSubscribe: true, months: 1, price: 5 },
  { key: 'basic_3mo', target: 'user', canSubscribe: true, months: 3, price: 15 },
  { key: 'basic_6mo', target: 'user', canSubscribe: true, months: 6, price: 30 },
  {
    key: 'google_6mo',
    target: 'user',
    canSubscribe: false,
    months: 6,
    price: 24,
    discount: true,
    original: 30,
  },
  { key: 'basic_12mo', target: 'user', canSubscribe: true, months: 12, price: 48 },
  { key: 'group_monthly', target: 'group', canSubscribe: true, months: 1, price: 9, quantity: 3 },
  { key: 'group_plan_auto', target: 'group', canSubscribe: false, months: 0, price: 0 },
];

export interface GemPack {
  key: string;
  gems: number;
  /** Price in US cents. */
  price: number;
}

export const gemPacks: readonly GemPack[] = [
  { key: '4gems', gems: 4, price: 99 },
  { key: '21gems', gems: 21, price: 499 },
  { key: '42gems', gems: 42, price: 999 },
  { key: '84gems', gems: 84, price: 1999 },
];

/** Gems a pack gives: the promotion's number while one runs (see calendar GEMS_PROMO). */
export function gemsInPack(
  pack: GemPack,
  promo: Readonly<Record<string, number>> | undefined,
): number {
  return promo?.[pack.key] ?? pack.gems;
}

export const subscriptionText = {
  basic_earned: { text: 'Monthly', notes: 'Billed every month.' },
  basic_3mo: { text: 'Every three months', notes: 'Billed every three months.' },
  basic_6mo: { text: 'Every six months', notes: 'Billed every six months.' },
  google_6mo: { text: 'Every six months (app store)', notes: 'A discounted six-month plan.' },
  basic_12mo: { text: 'Yearly', notes: 'Billed once a year.' },
  group_monthly: { text: 'Group plan', notes: 'Billed monthly; three seats included.' },
  group_plan_auto: { text: 'Group plan membership', notes: 'Granted to members of a group plan.' },
  '4gems': { text: '4 gems' },
  '21gems': { text: '21 gems' },
  '42gems': { text: '42 gems' },
  '84gems': { text: '84 gems' },
} as const;
