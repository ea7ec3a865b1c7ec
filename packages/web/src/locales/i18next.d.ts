import type { defaultNS } from './defaultNamespace.ts';
import type { resources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['en'];
  }
}
