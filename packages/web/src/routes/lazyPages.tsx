// The code of each screen, loaded when the screen is first visited (issue 19.10), together with
// the translation namespaces it needs beyond the shell's (i18n.ts), so it renders with its text.
import { use, type ComponentType, type ReactNode } from 'react';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { loadNamespaces, signedInNamespaces } from '../i18n.ts';
import type { Namespace } from '../locales/resources.ts';

/** A screen whose code loads on demand: render `Element`; `preload` starts the loading early. */
export interface LazyPage {
  Element: ComponentType;
  preload: () => Promise<void>;
  /** The GETs the screen sends first (api paths): a first screen sends them with its code. */
  reads?: readonly string[];
}

const everyPage: LazyPage[] = [];

/** A signed-in player's screen: with its own namespaces come the signed-in shell's. */
function page<Module>(
  load: () => Promise<Module>,
  namespaces: readonly Namespace[],
  render: (module: Module) => ReactNode,
): LazyPage {
  return visitorPage(load, [...namespaces, ...signedInNamespaces], render);
}

/** A screen a visitor sees (sign-in, home, static pages): its namespaces alone. */
function visitorPage<Module>(
  load: () => Promise<Module>,
  namespaces: readonly Namespace[],
  render: (module: Module) => ReactNode,
): LazyPage {
  let loading: Promise<ReactNode> | undefined;
  let loaded: ReactNode | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => {
      loaded = render(module);
      return loaded;
    });
    return loading.then(() => undefined);
  };
  /** Renders at once once loaded; until then it suspends (the shell shows a loading state). */
  function Element() {
    if (loaded !== undefined) return loaded;
    void preload();
    return use(loading!);
  }
  const lazyPage = { Element, preload };
  everyPage.push(lazyPage);
  return lazyPage;
}

const tasks = () => import('./tasks/TasksPage.tsx');
const auth = () => import('./auth/authPages.ts');
const register = () => import('./auth/registerPages.ts');
const profile = () => import('./profile/ProfileRoute.tsx');
const inventory = () => import('./inventory/inventoryPages.ts');
const shops = () => import('./shops/shopPages.ts');
const party = () => import('./party/partyPages.ts');
const social = () => import('./social/socialPages.ts');
const settings = () => import('./settings/settingsPages.ts');
const staticPages = () => import('./static/staticPageElements.tsx');
const challenges = () => import('./challenges/challengePages.ts');
const groupPlans = () => import('./groupPlans/groupPlanPages.ts');
const hall = () => import('./hall/hallPages.ts');
const admin = () => import('./admin/adminPages.ts');
const statistics = () => import('./statistics/statisticsPages.ts');

// The task columns show challenge and team badges and the broken-task dialog (challenges).
const tasksNs = ['tasks', 'classes', 'shops', 'challenges'] as const;
const challengesNs = [...tasksNs, 'social', 'party'] as const;
const groupPlansNs = [...challengesNs, 'groupPlans'] as const;
const adminNs = ['admin', 'social', 'settings'] as const;

export const pages = {
  /** A screen not built yet: its translated title. */
  title: { Element: ScreenTitle, preload: () => Promise.resolve() },

  tasks: { ...page(tasks, tasksNs, (m) => <m.TasksPage />), reads: ['/tasks/user', '/tags'] },
  statistics: page(statistics, ['statistics'], (m) => <m.PlayerStatisticsPage />),
  taskStatistics: page(statistics, ['statistics'], (m) => <m.TaskStatisticsPage />),
  todoArchive: page(
    () => import('./tasks/archive/TodoArchivePage.tsx'),
    ['tasks'],
    (m) => <m.TodoArchivePage />,
  ),
  calendar: page(
    () => import('./calendar/CalendarPage.tsx'),
    ['calendar'],
    (m) => <m.CalendarPage />,
  ),
  avatarEditor: page(
    () => import('./avatar/AvatarEditorRoute.tsx'),
    tasksNs,
    (m) => <m.AvatarEditorRoute />,
  ),
  profile: page(profile, [...tasksNs, 'profile'], (m) => <m.ProfileRoute />),
  profileOwn: page(profile, [...tasksNs, 'profile'], (m) => <m.ProfileRoute page="profile" />),
  stats: page(profile, [...tasksNs, 'profile'], (m) => <m.ProfileRoute page="stats" />),
  achievements: page(profile, [...tasksNs, 'profile'], (m) => (
    <m.ProfileRoute page="achievements" />
  )),

  logout: visitorPage(auth, ['pages'], (m) => <m.LogoutPage />),
  logoutServer: visitorPage(auth, [], (m) => <m.LogoutServerFallback />),
  login: visitorPage(auth, ['auth'], (m) => <m.LoginPage />),
  register: visitorPage(register, ['auth'], (m) => <m.RegisterPage />),
  resetPassword: visitorPage(register, ['auth'], (m) => <m.ResetPasswordPage />),
  forgotPassword: visitorPage(auth, ['auth'], (m) => <m.ForgotPasswordPage />),

  items: page(inventory, ['inventory', 'shops'], (m) => <m.ItemsPage />),
  equipment: page(inventory, ['inventory', 'shops'], (m) => <m.EquipmentPage />),
  stable: page(inventory, ['inventory', 'shops'], (m) => <m.StablePage />),
  market: page(shops, ['shops'], (m) => <m.MarketPage />),
  questShop: page(shops, ['shops'], (m) => <m.QuestShopPage />),
  customizations: page(shops, ['shops'], (m) => <m.CustomizationsPage />),
  seasonalShop: page(shops, ['shops'], (m) => <m.SeasonalShopPage />),
  timeTravelers: page(shops, ['shops'], (m) => <m.TimeTravelersPage />),

  party: page(party, [...tasksNs, 'settings', 'social'], (m) => <m.PartyPage />),
  lookingForParty: page(party, [...tasksNs, 'settings'], (m) => <m.LookingForPartyPage />),
  tavern: page(social, ['social'], (m) => <m.TavernPage />),
  myGuilds: page(social, ['social'], (m) => <m.MyGuildsPage />),
  discovery: page(social, ['social'], (m) => <m.DiscoveryPage />),
  guild: page(social, ['social'], (m) => <m.GuildPage />),
  privateMessages: page(social, ['social'], (m) => <m.PrivateMessagesPage />),

  myChallenges: page(challenges, challengesNs, (m) => <m.MyChallengesPage />),
  findChallenges: page(challenges, challengesNs, (m) => <m.FindChallengesPage />),
  challenge: page(challenges, challengesNs, (m) => <m.ChallengePage />),
  groupPlans: page(groupPlans, groupPlansNs, (m) => <m.GroupPlansPage />),
  groupPlanLayout: page(groupPlans, groupPlansNs, (m) => <m.GroupPlanLayout />),
  groupPlanTasks: page(groupPlans, groupPlansNs, (m) => <m.TaskInformationTab />),
  groupPlanInformation: page(groupPlans, groupPlansNs, (m) => <m.InformationTab />),
  groupPlanBilling: page(groupPlans, groupPlansNs, (m) => <m.BillingTab />),

  generalSettings: page(settings, ['settings', 'auth'], (m) => <m.GeneralSettings />),
  siteDataSettings: page(settings, ['settings'], (m) => <m.SiteDataSettings />),
  notificationSettings: page(settings, ['settings'], (m) => <m.NotificationSettings />),
  webhookSettings: page(settings, ['settings', 'social'], (m) => <m.WebhookSettings />),
  transactionSettings: page(settings, ['settings', 'social'], (m) => <m.TransactionSettings />),
  promoCodeSettings: page(settings, ['settings'], (m) => <m.PromoCodeSettings />),
  subscriptionSettings: page(settings, ['settings'], (m) => <m.SubscriptionSettings />),
  contributors: page(hall, ['hall', 'social'], (m) => <m.ContributorsPage />),
  patrons: page(hall, ['hall', 'social'], (m) => <m.PatronsPage />),

  // The user panel shows the gem ledger as the settings screen does (its namespace).
  adminUserSearch: page(admin, adminNs, (m) => <m.UserSearchPage />),
  adminUser: page(admin, adminNs, (m) => <m.UserPage />),
  adminGroups: page(admin, adminNs, (m) => <m.GroupLookupPage />),
  adminGroup: page(admin, adminNs, (m) => <m.GroupPage />),
  blockers: page(admin, adminNs, (m) => <m.BlockersPage />),
  adminHome: page(
    () => import('./admin/AdminHome.tsx'),
    ['pages'],
    (m) => <m.AdminHome />,
  ),
  home: visitorPage(
    () => import('./static/HomePage.tsx'),
    ['home'],
    (m) => <m.HomePage />,
  ),
  // the news carries its own namespace; LoadState's text is the social one
  newStuff: visitorPage(
    () => import('./static/news/NewsPage.tsx'),
    ['staticPages', 'news', 'social'],
    (m) => <m.NewsPage />,
  ),
  notFound: visitorPage(
    () => import('./static/NotFoundPage.tsx'),
    ['pages'],
    (m) => <m.NotFoundPage />,
  ),
  paymentComplete: visitorPage(
    () => import('./payments/PaymentCompletePage.tsx'),
    ['pages'],
    (m) => <m.PaymentCompletePage />,
  ),
  /** A /static/… page by its path (the route table asks once per path). */
  staticPage: (path: string) =>
    visitorPage(
      staticPages,
      ['staticPages', 'staticLegal', 'staticFaq'],
      (m) => m.staticPageElements[path] ?? <ScreenTitle />,
    ),
} satisfies Record<string, LazyPage | ((path: string) => LazyPage)>;

const signedInShell = () => import('../components/signedInShell.tsx');

/** The shell's parts only a signed-in player sees; each renders inside a Suspense of its own. */
export const signedInParts = {
  waitingBanners: page(signedInShell, [], (m) => <m.WaitingBanners />),
  newsBanner: page(signedInShell, [], (m) => <m.NewsBanner />),
  serverNotices: page(signedInShell, [], (m) => <m.ServerNotices />),
  undoNotice: page(signedInShell, [], (m) => <m.UndoNotice />),
  notificationsMenu: page(
    () => import('../components/notificationsMenu/NotificationsMenu.tsx'),
    ['notificationsMenu'],
    (m) => <m.NotificationsMenu />,
  ),
};

/** Loads every screen made so far (tests render the app with all its screens at hand). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(everyPage.map((lazyPage) => lazyPage.preload()));
}
