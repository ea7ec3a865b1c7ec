// The settings screens, one chunk.
export { GeneralSettings } from './GeneralSettings.tsx';
export { NotificationSettings } from './NotificationSettings.tsx';
export { PromoCodeSettings } from './PromoCodeSettings.tsx';
export { SiteDataSettings } from './SiteDataSettings.tsx';
export { SubscriptionSettings } from './SubscriptionSettings.tsx';
export { TransactionSettings } from './TransactionSettings.tsx';
export { WebhookSettings } from './WebhookSettings.tsx';
