// The challenge screens, one chunk.
export { ChallengePage } from './ChallengePage.tsx';
export { FindChallengesPage, MyChallengesPage } from './ChallengesListPage.tsx';
