// The Hall screens, one chunk.
export { ContributorsPage, PatronsPage } from './HallPages.tsx';
