// The settings screens, one chunk.
export { GeneralSettings } from './GeneralSettings.tsx';
export { NotificationSettings } from './NotificationSettings.tsx';
export { SiteDataSettings } from './SiteDataSettings.tsx';
