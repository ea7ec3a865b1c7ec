// The original's dated events, newest first. Times keep the original's offsets; the oldest entries
// were plain dates and are read as midnight UTC.
import type { SeasonalEvent } from './types.ts';

/** Gems granted per pack during an extra-gems promotion. */
export const GEMS_PROMO: Readonly<Record<string, number>> = {
  '4gems': 5,
  '21gems': 30,
  '42gems': 60,
  '84gems': 125,
};

type Extra = Omit<SeasonalEvent, 'key' | 'start' | 'end'>;

const instant = (at: string) => (at.length === 10 ? `${at}T00:00Z` : at);

function ev(key: string, start: string, end: string, extra: Extra = {}): SeasonalEvent {
  return { key, start: instant(start), end: instant(end), ...extra };
}

const gala = (season: 'winter' | 'spring' | 'summer' | 'fall'): Extra => ({
  season,
  npcImageSuffix: `_${season}`,
  gear: true,
});
const normal: Extra = { season: 'normal', npcImageSuffix: '' };

export const datedEvents: readonly SeasonalEvent[] = [
  ev('noEvent', '2024-05-01T00:00-04:00', '2024-05-13T23:59-04:00', normal),
  ev('bundle202405', '2024-05-21T00:00-04:00', '2024-05-30T23:59-04:00'),
  ev('potions202405', '2024-04-01T00:00-04:00', '2024-05-30T23:59-04:00'),
  ev('aprilFools2024', '2024-04-01T00:00-04:00', '2024-04-02T08:00-04:00', { aprilFools: 'Fungi' }),
  ev('spring2024', '2024-03-21T00:00-04:00', '2024-04-01T23:59-04:00', gala('spring')),
  ev('bundle202403', '2024-03-19T00:00-05:00', '2024-03-31T08:00-05:00'),
  ev('bundle202402', '2024-02-20T00:00-05:00', '2024-02-29T08:00-05:00'),
  ev('potions202402', '2024-02-12T00:00-05:00', '2024-02-29T08:00-05:00'),
  ev('valentine2024', '2024-02-12T00:00-05:00', '2024-02-16T08:00-05:00', {
    season: 'valentines',
    npcImageSuffix: '_valentines',
  }),
  ev('nye2023', '2023-12-28T08:00-05:00', '2024-01-04T23:59-05:00', {
    season: 'nye',
    npcImageSuffix: '_nye',
  }),
  ev('winter2024', '2023-12-19T08:00-05:00', '2024-01-31T23:59-05:00', gala('winter')),
  ev('g1g12023', '2023-12-18T08:00-05:00', '2024-01-09T23:59-05:00', { promo: 'g1g1' }),
  ev('potions202311', '2023-11-14T08:00-04:00', '2023-11-30T23:59-04:00'),
  ev('bundle202311', '2023-11-09T08:00-04:00', '2023-11-30T23:59-04:00'),
  ev('spooky_extra_gems', '2023-10-24T08:00-04:00', '2023-10-31T23:59-04:00', {
    gemsPromo: GEMS_PROMO,
  }),
  ev('bundle202310', '2023-10-17T08:00-04:00', '2023-10-31T23:59-04:00'),
  ev('potions202310', '2023-09-21T08:00-04:00', '2023-10-31T23:59-04:00'),
  ev('fall2023', '2023-09-21T08:00-04:00', '2023-10-31T23:59-04:00', gala('fall')),
  ev('bundle202309', '2023-09-12T08:00-04:00', '2023-09-30T23:59-04:00'),
  ev('bundle202308', '2023-08-15T08:00-04:00', '2023-08-31T23:59-04:00'),
  ev('potions202308', '2023-08-15T08:00-04:00', '2023-08-31T23:59-04:00'),
  ev('summer2023', '2023-06-20T08:00-04:00', '2023-07-31T23:59-04:00', gala('summer')),
  ev('bundle202306', '2023-06-13T08:00-04:00', '2023-06-30T23:59-04:00'),
  ev('bundle202305', '2023-05-23T08:00-04:00', '2023-05-31T23:59-04:00'),
  ev('potions202305', '2023-05-16T08:00-04:00', '2023-05-31T23:59-04:00'),
  ev('aprilFools2023', '2023-04-01T08:00-04:00', '2023-04-02T08:00-04:00', {
    aprilFools: 'teaShop',
  }),
  ev('spring2023', '2023-03-21T08:00-04:00', '2023-04-30T23:59-04:00', gala('spring')),
  ev('bundle202303', '2023-03-16T08:00-04:00', '2023-03-31T23:59-04:00'),
  ev('bundle202302', '2023-02-21T08:00-05:00', '2023-02-28T23:59-05:00'),
  ev('potions202302', '2023-02-13T08:00-05:00', '2023-02-28T23:59-05:00'),
  ev('valentines2023', '2023-02-13T08:00-05:00', '2023-02-17T23:59-05:00', {
    season: 'valentines',
    npcImageSuffix: '_valentines',
  }),
  ev('birthday10', '2023-01-30T08:00-05:00', '2023-02-08T23:59-05:00', {
    season: 'birthday',
    npcImageSuffix: '_birthday',
    event: 'birthday10',
    foodSeason: 'Cake',
  }),
  ev('winter2023', '2022-12-20T08:00-05:00', '2023-01-31T23:59-05:00', gala('winter')),
  ev('g1g12022', '2022-12-15T08:00-05:00', '2023-01-08T23:59-05:00', { promo: 'g1g1' }),
  ev('harvestFeast2022', '2022-11-22T08:00-05:00', '2022-11-27T20:00-05:00', {
    season: 'thanksgiving',
    npcImageSuffix: '_thanksgiving',
  }),
  ev('afterGala', '2022-10-31T20:00-04:00', '2022-11-22T08:00-05:00', normal),
  ev('bundle202211', '2022-11-15T08:00-05:00', '2022-11-30T20:00-05:00'),
  ev('fall2022', '2022-09-20T08:00-04:00', '2022-10-31T20:00-04:00', gala('fall')),
  ev('fall_extra_gems', '2022-10-06T08:00-04:00', '2022-10-13T20:00-04:00', {
    gemsPromo: GEMS_PROMO,
  }),
  ev('bundle202210', '2022-10-13T08:00-04:00', '2022-10-31T20:00-04:00'),
  ev('beforeGala', '2022-07-31T20:00-04:00', '2022-09-20T08:00-04:00', normal),
  ev('bundle202209', '2022-09-13T08:00-04:00', '2022-09-30T20:00-04:00'),
  ev('potions202208', '2022-08-16T08:00-04:00', '2022-08-31T20:00-04:00', normal),
  ev('bundle202208', '2022-08-09T08:00-04:00', '2022-09-30T20:00-04:00', normal),
  ev('summer2022', '2022-06-21T08:00-04:00', '2022-07-31T20:00-04:00', gala('summer')),
  ev('bundle202206', '2022-06-14T08:00-04:00', '2022-06-30T20:00-04:00'),
  ev('potions202205', '2022-05-17T08:00-04:00', '2022-05-31T20:00-04:00', normal),
  ev('spring2022', '2022-03-22T08:00-05:00', '2022-04-30T20:00-05:00', gala('spring')),
  ev('aprilFools2022', '2022-04-01T08:00-05:00', '2022-04-02T08:00-05:00', {
    aprilFools: 'virtual',
  }),
  ev('valentines2022', '2022-02-14T08:00-05:00', '2022-02-18T20:00-05:00', {
    season: 'valentines',
    npcImageSuffix: '_valentines',
  }),
  ev('winter2022', '2021-12-21T08:00-05:00', '2022-01-31T20:00-05:00', gala('winter')),
  ev('winter2022Promo', '2021-12-16T08:00-05:00', '2022-01-06T20:00-05:00', { promo: 'g1g1' }),
  ev('prePromoNoEvent', '2021-11-28T20:00-05:00', '2021-12-16T08:00-05:00', normal),
  ev('thanksgiving2021', '2021-11-24T08:00-05:00', '2021-11-28T20:00-05:00', {
    season: 'thanksgiving',
    npcImageSuffix: '_thanksgiving',
  }),
  ev('potions202111', '2021-11-09T08:00-05:00', '2021-11-30T20:00-05:00', normal),
  ev('fall2021', '2021-09-21T08:00-04:00', '2021-10-31T20:00-04:00', gala('fall')),
  ev('bundle202109', '2021-09-13T08:00-04:00', '2021-09-30T20:00-04:00'),
  ev('potions202108', '2021-08-17T08:00-04:00', '2021-08-31T20:00-04:00', normal),
  ev('summer2021', '2021-06-23T08:00-04:00', '2021-07-31T20:00-04:00', gala('summer')),
  ev('bundle202106', '2021-06-08T08:00-04:00', '2021-07-31T20:00-04:00', normal),
  ev('potions202105', '2021-05-11T08:00-05:00', '2021-05-31T20:00-05:00', normal),
  ev('spring2021', '2021-03-23T08:00-05:00', '2021-04-30T20:00-05:00', gala('spring')),
  ev('aprilFools2021', '2021-04-01T08:00-05:00', '2021-04-02T08:00-05:00', {
    aprilFools: 'invert',
  }),
  ev('winter2021', '2020-12-17T08:00-05:00', '2021-01-31T20:00-05:00', gala('winter')),
  ev('fall2020', '2020-09-22T08:00-04:00', '2020-10-31T20:00-04:00', {
    gear: true,
    gemsPromo: GEMS_PROMO,
  }),
  ev('summer2020', '2020-06-18', '2020-08-02', { gear: true }),
  ev('spring2020', '2020-03-17', '2020-05-02', { gear: true }),
  ev('winter2020', '2019-12-19', '2020-02-02', { gear: true }),
  ev('fall2019', '2019-09-24', '2019-11-02', { gear: true }),
  ev('summer2019', '2019-06-18', '2019-08-02', { gear: true }),
  ev('spring2019', '2019-03-19', '2019-05-02', { gear: true }),
  ev('winter2019', '2018-12-19', '2019-02-02', { gear: true }),
  ev('fall2018', '2018-09-20', '2018-11-02', { gear: true }),
  ev('summer2018', '2018-06-19', '2018-08-02', { gear: true }),
  ev('spring2018', '2018-03-20', '2018-05-02', { gear: true }),
  ev('winter2018', '2017-12-19', '2018-02-02', { gear: true }),
  ev('fall2017', '2017-09-21', '2017-11-02', { gear: true }),
  ev('summer2017', '2017-06-20', '2017-08-02', { gear: true }),
  ev('spring2017', '2017-03-21', '2017-05-02', { gear: true }),
  ev('winter2017', '2016-12-16', '2017-02-02', { gear: true }),
  ev('fall2016', '2016-09-20', '2016-11-02', { gear: true }),
  ev('summer2016', '2016-06-21', '2016-08-02', { gear: true }),
  ev('spring2016', '2016-03-18', '2016-05-02', { gear: true }),
  ev('winter2016', '2015-12-18', '2016-02-02', { gear: true }),
  ev('gaymerx', '2016-09-29', '2016-10-03'),
  ev('fall2015', '2015-09-21', '2015-11-01', { gear: true }),
  ev('summer2015', '2015-06-20', '2015-08-02', { gear: true }),
  ev('spring2015', '2015-03-20', '2015-05-02', { gear: true }),
  ev('winter2015', '2014-12-21', '2015-02-02', { gear: true }),
  ev('fall', '2014-09-21', '2014-11-01', { gear: true }),
  ev('summer', '2014-06-20', '2014-08-01', { gear: true }),
  ev('spring', '2014-03-21', '2014-05-01', { gear: true }),
  ev('birthday', '2017-01-31', '2017-02-02'),
  ev('winter', '2013-12-31', '2014-02-01'),
];
