// The page each /static/... path shows; the route table adds titles and access.
import type { ReactNode } from 'react';
import { ClearBrowserDataPage } from './ClearBrowserDataPage.tsx';
import { ContactPage } from './ContactPage.tsx';
import { FaqPage } from './FaqPage.tsx';
import { PlansPage } from './PlansPage.tsx';
import { ProsePage } from './ProsePage.tsx';

export const staticPageElements: Readonly<Record<string, ReactNode>> = {
  'apple-redirect': (
    <ProsePage
      ns="staticPages"
      page="appleRedirect"
      links={[
        { to: '/login', labelKey: 'appleRedirect.loginLink' },
        { to: '/static/contact', labelKey: 'appleRedirect.contactLink' },
      ]}
    />
  ),
  'clear-browser-data': <ClearBrowserDataPage />,
  'community-guidelines': <ProsePage ns="staticLegal" page="communityGuidelines" />,
  contact: <ContactPage />,
  faq: <FaqPage />,
  'faq/tavern-and-guilds': <ProsePage ns="staticFaq" page="tavernAndGuilds" />,
  'faq/content-release-changes': (
    <ProsePage
      ns="staticFaq"
      page="contentReleaseChanges"
      links={[{ to: '/static/new-stuff', labelKey: 'contentReleaseChanges.newStuffLink' }]}
    />
  ),
  'faq/subscription-benefits-adjustments': (
    <ProsePage
      ns="staticFaq"
      page="subscriptionBenefitsAdjustments"
      links={[{ to: '/static/plans', labelKey: 'subscriptionBenefitsAdjustments.plansLink' }]}
    />
  ),
  features: <ProsePage ns="staticPages" page="features" hasSignUp />,
  'group-plans': (
    <ProsePage
      ns="staticPages"
      page="groupPlans"
      links={[{ to: '/static/plans', labelKey: 'groupPlans.plansLink' }]}
      hasSignUp
    />
  ),
  plans: <PlansPage />,
  overview: <ProsePage ns="staticPages" page="overview" hasSignUp />,
  'press-kit': <ProsePage ns="staticPages" page="pressKit" />,
  privacy: <ProsePage ns="staticLegal" page="privacy" />,
  'privacy-review': (
    <ProsePage
      ns="staticLegal"
      page="privacyReview"
      links={[{ to: '/static/privacy', labelKey: 'privacyReview.currentLink' }]}
    />
  ),
  terms: <ProsePage ns="staticLegal" page="terms" />,
  'terms-review': (
    <ProsePage
      ns="staticLegal"
      page="termsReview"
      links={[{ to: '/static/terms', labelKey: 'termsReview.currentLink' }]}
    />
  ),
  username: (
    <ProsePage
      ns="staticPages"
      page="username"
      links={[{ to: '/user/settings/general', labelKey: 'username.settingsLink' }]}
    />
  ),
};
