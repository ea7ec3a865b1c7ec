// The shops, one chunk: they share their offer lists and the purchase dialog.
export { CustomizationsPage } from './CustomizationsPage.tsx';
export { MarketPage } from './MarketPage.tsx';
export { QuestShopPage } from './QuestShopPage.tsx';
export { SeasonalShopPage } from './SeasonalShopPage.tsx';
export { TimeTravelersPage } from './TimeTravelersPage.tsx';
