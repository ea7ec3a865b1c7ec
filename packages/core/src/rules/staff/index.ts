export * from './permissions.ts';
export * from './contributorRewards.ts';
export * from './coupons.ts';
