// Every route of the web client in one table: path, title and access rule.
// The shell applies the rules of all matched routes, outermost first.
// Every screen's code and translations load when it is first visited (issue 19.10; the shell
// shows a loading state meanwhile), so the first screen carries only its own.
import { Navigate, type RouteObject } from 'react-router';
import type { Permission } from '../api/types.ts';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Shell } from '../components/Shell.tsx';
import type { Access } from './access.ts';
import type { RouteHandle, RouteTitle } from './routeHandle.ts';
import { pages, type LazyPage } from './lazyPages.tsx';

const anyone: Access = { kind: 'public' };
const login: Access = { kind: 'login' };
const anonymousOnly: Access = { kind: 'anonymousOnly' };
const needs = (...anyOf: Permission[]): Access => ({ kind: 'permission', anyOf });

/** A screen. Screens later work builds show their translated title until then. */
function screen(
  path: string,
  access: Access,
  title: RouteTitle,
  page: LazyPage = pages.title,
): RouteObject {
  const handle: RouteHandle = { access, title, preload: page.preload, reads: page.reads };
  return { path, handle, element: <page.Element /> };
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

function indexScreen(access: Access, title: RouteTitle, page: LazyPage = pages.title): RouteObject {
  const handle: RouteHandle = { access, title, preload: page.preload, reads: page.reads };
  return { index: true, handle, element: <page.Element /> };
}

/** A screen a returning player's visit paints from this device's kept game (cachedPaint.ts). */
function fromCacheFirst(route: RouteObject): RouteObject {
  return { ...route, handle: { ...(route.handle as RouteHandle), paintsFromCache: true } };
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

const staticPages: [path: string, title: RouteTitle, page?: LazyPage][] = [
  ['apple-redirect', s('appleRedirect')],
  ['clear-browser-data', s('clearBrowserData')],
  ['community-guidelines', s('communityGuidelines')],
  ['contact', s('contact')],
  ['faq', s('faq')],
  ['faq/tavern-and-guilds', s('faq', 'faqTavernAndGuilds')],
  ['faq/content-release-changes', s('faq', 'faqContentReleaseChanges')],
  ['faq/subscription-benefits-adjustments', s('faq', 'faqSubscriptionBenefitsAdjustments')],
  ['features', s('features')],
  ['front', { fullTitle: 'home' }, pages.home],
  ['home', { fullTitle: 'home' }, pages.home],
  ['group-plans', s('groupPlansOverview')],
  ['plans', s('plans')],
  ['new-stuff', s('newStuff'), pages.newStuff],
  ['overview', s('overview')],
  ['press-kit', s('pressKit')],
  ['privacy', s('privacy')],
  ['privacy-review', s('privacyReview')],
  ['terms', s('terms')],
  ['terms-review', s('termsReview')],
  ['username', s('username')],
  ['not-found', s('notFound'), pages.notFound],
];

export const routeTable: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    hydrateFallbackElement: <LoadingScreen />, // while the first loader (payment returns) runs
    children: [
      // Tasks, and the modals that open over it
      fromCacheFirst(indexScreen(login, s('tasks'), pages.tasks)),
      screen('/calendar', login, s('calendar'), pages.calendar),
      screen('/tasks/archive', login, s('todoArchive'), pages.todoArchive),
      screen('/statistics', login, s('statistics'), pages.statistics),
      screen(
        '/statistics/tasks/:taskId',
        login,
        s('statistics', 'taskStatistics'),
        pages.taskStatistics,
      ),
      screen('/profile/:userId', login, s('profile'), pages.profile),
      screen('/user/profile', login, s('profile'), pages.profileOwn),
      screen('/user/stats', login, s('stats'), pages.stats),
      screen('/user/achievements', login, s('achievements'), pages.achievements),
      screen('/user/avatar', login, s('customizations'), pages.avatarEditor),

      // Session
      screen('/logout', anyone, s('logout'), pages.logout),
      screen('/logout-server', anyone, s('logout'), pages.logoutServer),
      screen('/login', anonymousOnly, s('login'), pages.login),
      screen('/register', anonymousOnly, s('register'), pages.register),
      screen('/reset-password', anyone, s('resetPassword'), pages.resetPassword),
      screen('/forgot-password', anyone, s('forgotPassword'), pages.forgotPassword),

      // Inventory and shops
      screen('/inventory/items', login, s('inventory', 'items'), pages.items),
      screen('/inventory/equipment', login, s('inventory', 'equipment'), pages.equipment),
      screen('/inventory/stable', login, s('inventory', 'stable'), pages.stable),
      screen('/shops/market', login, s('shops', 'market'), pages.market),
      screen('/shops/quests', login, s('shops', 'questShop'), pages.questShop),
      screen('/shops/customizations', login, s('shops', 'customizations'), pages.customizations),
      screen('/shops/seasonal', login, s('shops', 'seasonalShop'), pages.seasonalShop),
      screen('/shops/time', login, s('shops', 'timeTravelers'), pages.timeTravelers),

      // Social
      screen('/party', login, s('party'), pages.party),
      screen('/looking-for-party', login, s('lookingForParty'), pages.lookingForParty),
      screen('/group-plans', login, s('groupPlans'), pages.groupPlans),
      {
        ...area('/group-plans/:groupId', login, [
          startAt('task-information'),
          screen('task-information', login, s('groupPlan', 'taskBoard'), pages.groupPlanTasks),
          screen(
            'information',
            login,
            s('groupPlan', 'groupInformation'),
            pages.groupPlanInformation,
          ),
          screen('billing', login, s('groupPlan', 'billing'), pages.groupPlanBilling),
        ]),
        element: <pages.groupPlanLayout.Element />,
      },
      screen('/groups/tavern', login, s('guilds', 'tavern'), pages.tavern),
      screen('/groups/myGuilds', login, s('guilds', 'myGuilds'), pages.myGuilds),
      screen('/groups/discovery', login, s('guilds', 'discovery'), pages.discovery),
      screen('/groups/guild/:groupId', login, s('guilds', 'guild'), pages.guild),
      screen('/private-messages', login, s('messages'), pages.privateMessages),
      screen(
        '/challenges/myChallenges',
        login,
        s('challenges', 'myChallenges'),
        pages.myChallenges,
      ),
      screen(
        '/challenges/findChallenges',
        login,
        s('challenges', 'findChallenges'),
        pages.findChallenges,
      ),
      screen('/challenges/:challengeId', login, s('challenges', 'challenge'), pages.challenge),

      // Settings
      area('/user/settings', login, [
        startAt('general'),
        screen('general', login, s('settings', 'general'), pages.generalSettings),
        screen('siteData', login, s('settings', 'siteData'), pages.siteDataSettings),
        redirect('api', '/user/settings/siteData'),
        screen('promo-code', login, s('settings', 'promoCode'), pages.promoCodeSettings),
        screen('subscription', login, s('settings', 'subscription'), pages.subscriptionSettings),
        screen(
          'transactions',
          needs('userSupport'),
          s('settings', 'transactions'),
          pages.transactionSettings,
        ),
        screen('notifications', login, s('settings', 'notifications'), pages.notificationSettings),
        screen('webhooks', login, s('settings', 'webhooks'), pages.webhookSettings),
      ]),

      // Hall
      screen('/hall/patrons', login, s('hall', 'patrons'), pages.patrons),
      screen('/hall/contributors', login, s('hall', 'contributors'), pages.contributors),

      // Admin: the area needs userSupport or accessControl, then each section its own flag.
      area(
        '/admin',
        needs('userSupport', 'accessControl'),
        [
          { index: true, element: <pages.adminHome.Element /> },
          area('panel', needs('userSupport'), [
            indexScreen(needs('userSupport'), s('admin', 'adminPanel'), pages.adminUserSearch),
            screen(
              'search/:userIdentifier',
              needs('userSupport'),
              s('admin', 'adminUserSearch'),
              pages.adminUserSearch,
            ),
            screen(
              ':userIdentifier',
              needs('userSupport'),
              s('admin', 'adminUser'),
              pages.adminUser,
            ),
          ]),
          screen('groups', needs('groupSupport'), s('admin', 'adminGroups'), pages.adminGroups),
          // This page's flag is groupsSupport (sic), distinct from groupSupport.
          screen(
            'groups/:groupId',
            needs('groupsSupport'),
            s('admin', 'adminGroup'),
            pages.adminGroup,
          ),
          screen('blockers', needs('accessControl'), s('admin', 'blockers'), pages.blockers),
        ],
        s('admin'),
      ),

      // Public pages
      area('/static', anyone, [
        ...staticPages.map(([path, title, page]) =>
          screen(path, anyone, title, page ?? pages.staticPage(path)),
        ),
        redirect('tavern-and-guilds', '/static/faq/tavern-and-guilds'),
      ]),

      // Payment returns: handled before render by the loader (redirect, or close the window)
      {
        path: '/redirect/:redirect',
        handle: { access: anyone, title: s('payment') } satisfies RouteHandle,
        // its code loads only on a payment return, not with every first screen
        loader: async (args) =>
          (await import('./payments/paymentReturnLoader.ts')).paymentReturnLoader(args),
        element: <pages.paymentComplete.Element />,
      },

      screen('*', anyone, s('notFound'), pages.notFound),
    ],
  },
];
