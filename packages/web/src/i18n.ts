import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, resources } from './locales/resources.ts';

// Synchronous start: the catalogue is bundled, so the first render already has its text.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS,
  ns: Object.keys(resources.en),
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
});

export { i18next };
