// Customisation prices in gems.
export const SET_ITEM_PRICE = 2;
export const APPEARANCE_SET_PRICE = 5;
export const BACKGROUND_PRICE = 7;
export const BACKGROUND_SET_PRICE = 15;
export const TIME_TRAVEL_BACKGROUND_PRICE = 1;
