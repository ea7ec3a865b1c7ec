// The shape of a seasonal event: a window with optional flags that switch on seasonal gear,
// promotions, seasonal food and the April Fools' theme.

export const eventSeasons = [
  'normal',
  'winter',
  'spring',
  'summer',
  'fall',
  'valentines',
  'nye',
  'birthday',
  'thanksgiving',
] as const;

export type EventSeason = (typeof eventSeasons)[number];

/** Food sold and dropped during an event; Normal means the ten regular foods. */
export type FoodSeason = 'Normal' | 'Cake' | 'Candy' | 'Pie';

export interface SeasonalEvent {
  key: string;
  /** ISO 8601 instants with an offset; the event is active from start to end inclusive. */
  start: string;
  end: string;
  season?: EventSeason;
  npcImageSuffix?: string;
  /** Seasonal gear is sold in the seasonal shop. */
  gear?: boolean;
  /** Gift-one-get-one subscription promotion. */
  promo?: 'g1g1';
  /** Gems granted per gem pack during an extra-gems promotion (pack key → gems). */
  gemsPromo?: Readonly<Record<string, number>>;
  /** A named special event, e.g. the tenth-birthday sale of Gryphatrice-Jubilant. */
  event?: string;
  foodSeason?: FoodSeason;
  /** The April Fools' theme of the day. */
  aprilFools?: string;
}
