// The party screens, one chunk.
export { LookingForPartyPage } from './LookingForPartyPage.tsx';
export { PartyPage } from './PartyPage.tsx';
