// The admin screens, one chunk.
export { BlockersPage } from './BlockersPage.tsx';
export { GroupLookupPage, GroupPage } from './GroupPages.tsx';
export { UserPage } from './UserPage.tsx';
export { UserSearchPage } from './UserSearchPage.tsx';
