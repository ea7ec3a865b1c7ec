// Every route of the web client (seed 000 §2) in one table: path, title and access rule.
// The shell applies the rules of all matched routes, outermost first.
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Permission } from '../api/types.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Shell } from '../components/Shell.tsx';
import type { Access } from './access.ts';
import { AdminHome } from './admin/AdminHome.tsx';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage.tsx';
import { LoginPage } from './auth/LoginPage.tsx';
import { LogoutPage } from './auth/LogoutPage.tsx';
import { LogoutServerFallback } from './auth/LogoutServerFallback.tsx';
import { RegisterPage } from './auth/RegisterPage.tsx';
import { ResetPasswordPage } from './auth/ResetPasswordPage.tsx';
import { AvatarEditorRoute } from './avatar/AvatarEditorRoute.tsx';
import { ChallengePage } from './challenges/ChallengePage.tsx';
import { FindChallengesPage, MyChallengesPage } from './challenges/ChallengesListPage.tsx';
import { BillingTab } from './groupPlans/BillingTab.tsx';
import { GroupPlanLayout } from './groupPlans/GroupPlanLayout.tsx';
import { GroupPlansPage } from './groupPlans/GroupPlansPage.tsx';
import { InformationTab } from './groupPlans/InformationTab.tsx';
import { TaskInformationTab } from './groupPlans/TaskInformationTab.tsx';
import { PaymentCompletePage } from './payments/PaymentCompletePage.tsx';
import { paymentReturnLoader } from './payments/paymentReturnLoader.ts';
import { ProfileRoute } from './profile/ProfileRoute.tsx';
import type { RouteHandle, RouteTitle } from './routeHandle.ts';
import { EquipmentPage } from './inventory/EquipmentPage.tsx';
import { ItemsPage } from './inventory/ItemsPage.tsx';
import { StablePage } from './inventory/StablePage.tsx';
import { CustomizationsPage } from './shops/CustomizationsPage.tsx';
import { MarketPage } from './shops/MarketPage.tsx';
import { QuestShopPage } from './shops/QuestShopPage.tsx';
import { SeasonalShopPage } from './shops/SeasonalShopPage.tsx';
import { TimeTravelersPage } from './shops/TimeTravelersPage.tsx';
import { LookingForPartyPage } from './party/LookingForPartyPage.tsx';
import { PartyPage } from './party/PartyPage.tsx';
import { DiscoveryPage } from './social/DiscoveryPage.tsx';
import { GuildPage } from './social/GuildPage.tsx';
import { PrivateMessagesPage } from './social/inbox/PrivateMessagesPage.tsx';
import { MyGuildsPage } from './social/MyGuildsPage.tsx';
import { TavernPage } from './social/TavernPage.tsx';
import { HomePage } from './static/HomePage.tsx';
import { NotFoundPage } from './static/NotFoundPage.tsx';
import { staticPageElements } from './static/staticPageElements.tsx';
import { TasksPage } from './tasks/TasksPage.tsx';
import { GeneralSettings } from './settings/GeneralSettings.tsx';
import { NotificationSettings } from './settings/NotificationSettings.tsx';
import { SiteDataSettings } from './settings/SiteDataSettings.tsx';

const anyone: Access = { kind: 'public' };
const login: Access = { kind: 'login' };
const anonymousOnly: Access = { kind: 'anonymousOnly' };
const needs = (...anyOf: Permission[]): Access => ({ kind: 'permission', anyOf });

/** A screen. Screens later work builds show their translated title until then. */
function screen(
  path: string,
  access: Access,
  title: RouteTitle,
  element: ReactNode = <ScreenTitle />,
): RouteObject {
  const handle: RouteHandle = { access, title };
  return { path, handle, element };
}

/** An area grouping child screens; its own rule applies to all of them. */
function area(
  path: string,
  access: Access,
  children: RouteObject[],
  title?: RouteTitle,
): RouteObject {
  const handle: RouteHandle = { access, title };
  return { path, handle, children };
}

function indexScreen(
  access: Access,
  title: RouteTitle,
  element: ReactNode = <ScreenTitle />,
): RouteObject {
  const handle: RouteHandle = { access, title };
  return { index: true, handle, element };
}

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

function startAt(to: string): RouteObject {
  return { index: true, element: <Navigate to={to} replace /> };
}

const s = (section: RouteTitle['section'], subSection?: RouteTitle['subSection']): RouteTitle => ({
  section,
  subSection,
});

const staticPages: [path: string, title: RouteTitle, element?: ReactNode][] = [
  ['apple-redirect', s('appleRedirect')],
  ['clear-browser-data', s('clearBrowserData')],
  ['community-guidelines', s('communityGuidelines')],
  ['contact', s('contact')],
  ['faq', s('faq')],
  ['faq/tavern-and-guilds', s('faq', 'faqTavernAndGuilds')],
  ['faq/content-release-changes', s('faq', 'faqContentReleaseChanges')],
  ['faq/subscription-benefits-adjustments', s('faq', 'faqSubscriptionBenefitsAdjustments')],
  ['features', s('features')],
  ['front', { fullTitle: 'home' }, <HomePage />],
  ['home', { fullTitle: 'home' }, <HomePage />],
  ['group-plans', s('groupPlansOverview')],
  ['plans', s('plans')],
  ['new-stuff', s('newStuff')],
  ['overview', s('overview')],
  ['press-kit', s('pressKit')],
  ['privacy', s('privacy')],
  ['privacy-review', s('privacyReview')],
  ['terms', s('terms')],
  ['terms-review', s('termsReview')],
  ['username', s('username')],
  ['not-found', s('notFound'), <NotFoundPage />],
];

export const routeTable: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    hydrateFallbackElement: <LoadingScreen />, // while the first loader (payment returns) runs
    children: [
      // Tasks, and the modals that open over it
      indexScreen(login, s('tasks'), <TasksPage />),
      screen('/profile/:userId', login, s('profile'), <ProfileRoute />),
      screen('/user/profile', login, s('profile'), <ProfileRoute page="profile" />),
      screen('/user/stats', login, s('stats'), <ProfileRoute page="stats" />),
      screen('/user/achievements', login, s('achievements'), <ProfileRoute page="achievements" />),
      screen('/user/avatar', login, s('customizations'), <AvatarEditorRoute />),

      // Session
      screen('/logout', anyone, s('logout'), <LogoutPage />),
      screen('/logout-server', anyone, s('logout'), <LogoutServerFallback />),
      screen('/login', anonymousOnly, s('login'), <LoginPage />),
      screen('/register', anonymousOnly, s('register'), <RegisterPage />),
      screen('/reset-password', anyone, s('resetPassword'), <ResetPasswordPage />),
      screen('/forgot-password', anyone, s('forgotPassword'), <ForgotPasswordPage />),

      // Inventory and shops
      screen('/inventory/items', login, s('inventory', 'items'), <ItemsPage />),
      screen('/inventory/equipment', login, s('inventory', 'equipment'), <EquipmentPage />),
      screen('/inventory/stable', login, s('inventory', 'stable'), <StablePage />),
      screen('/shops/market', login, s('shops', 'market'), <MarketPage />),
      screen('/shops/quests', login, s('shops', 'questShop'), <QuestShopPage />),
      screen('/shops/customizations', login, s('shops', 'customizations'), <CustomizationsPage />),
      screen('/shops/seasonal', login, s('shops', 'seasonalShop'), <SeasonalShopPage />),
      screen('/shops/time', login, s('shops', 'timeTravelers'), <TimeTravelersPage />),

      // Social
      screen('/party', login, s('party'), <PartyPage />),
      screen('/looking-for-party', login, s('lookingForParty'), <LookingForPartyPage />),
      screen('/group-plans', login, s('groupPlans'), <GroupPlansPage />),
      {
        ...area('/group-plans/:groupId', login, [
          startAt('task-information'),
          screen(
            'task-information',
            login,
            s('groupPlan', 'taskInformation'),
            <TaskInformationTab />,
          ),
          screen('information', login, s('groupPlan', 'groupInformation'), <InformationTab />),
          screen('billing', login, s('groupPlan', 'billing'), <BillingTab />),
        ]),
        element: <GroupPlanLayout />,
      },
      screen('/groups/tavern', login, s('guilds', 'tavern'), <TavernPage />),
      screen('/groups/myGuilds', login, s('guilds', 'myGuilds'), <MyGuildsPage />),
      screen('/groups/discovery', login, s('guilds', 'discovery'), <DiscoveryPage />),
      screen('/groups/guild/:groupId', login, s('guilds', 'guild'), <GuildPage />),
      screen('/private-messages', login, s('messages'), <PrivateMessagesPage />),
      screen(
        '/challenges/myChallenges',
        login,
        s('challenges', 'myChallenges'),
        <MyChallengesPage />,
      ),
      screen(
        '/challenges/findChallenges',
        login,
        s('challenges', 'findChallenges'),
        <FindChallengesPage />,
      ),
      screen('/challenges/:challengeId', login, s('challenges', 'challenge'), <ChallengePage />),

      // Settings
      area('/user/settings', login, [
        startAt('general'),
        screen('general', login, s('settings', 'general'), <GeneralSettings />),
        screen('siteData', login, s('settings', 'siteData'), <SiteDataSettings />),
        redirect('api', '/user/settings/siteData'),
        screen('promo-code', login, s('settings', 'promoCode')),
        screen('subscription', login, s('settings', 'subscription')),
        screen('transactions', needs('userSupport'), s('settings', 'transactions')),
        screen('notifications', login, s('settings', 'notifications'), <NotificationSettings />),
      ]),

      // Hall
      screen('/hall/patrons', login, s('hall', 'patrons')),
      screen('/hall/contributors', login, s('hall', 'contributors')),

      // Admin: the area needs userSupport or accessControl, then each section its own flag.
      area(
        '/admin',
        needs('userSupport', 'accessControl'),
        [
          { index: true, element: <AdminHome /> },
          area('panel', needs('userSupport'), [
            indexScreen(needs('userSupport'), s('admin', 'adminPanel')),
            screen('search/:userIdentifier', needs('userSupport'), s('admin', 'adminUserSearch')),
            screen(':userIdentifier', needs('userSupport'), s('admin', 'adminUser')),
          ]),
          screen('groups', needs('groupSupport'), s('admin', 'adminGroups')),
          // seed 000 §2 names this flag groupsSupport (sic), distinct from groupSupport.
          screen('groups/:groupId', needs('groupsSupport'), s('admin', 'adminGroup')),
          screen('blockers', needs('accessControl'), s('admin', 'blockers')),
        ],
        s('admin'),
      ),

      // Public pages
      area('/static', anyone, [
        ...staticPages.map(([path, title, element]) =>
          screen(path, anyone, title, element ?? staticPageElements[path]),
        ),
        redirect('tavern-and-guilds', '/static/faq/tavern-and-guilds'),
      ]),

      // Payment returns: handled before render by the loader (redirect, or close the window)
      {
        path: '/redirect/:redirect',
        handle: { access: anyone, title: s('payment') } satisfies RouteHandle,
        loader: paymentReturnLoader,
        element: <PaymentCompletePage />,
      },

      screen('*', anyone, s('notFound'), <NotFoundPage />),
    ],
  },
];
