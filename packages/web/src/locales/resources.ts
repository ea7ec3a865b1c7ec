// The English catalogue, one file per namespace. Components never hold user-visible text.
// Imported for its types only: i18n.ts loads the namespaces (most of them on demand).
import admin from './en/admin.json';
import auth from './en/auth.json';
import calendar from './en/calendar.json';
import avatar from './en/avatar.json';
import challenges from './en/challenges.json';
import classes from './en/classes.json';
import common from './en/common.json';
import groupPlans from './en/groupPlans.json';
import hall from './en/hall.json';
import home from './en/home.json';
import inventory from './en/inventory.json';
import news from './en/news.json';
import notices from './en/notices.json';
import notificationsMenu from './en/notificationsMenu.json';
import pages from './en/pages.json';
import party from './en/party.json';
import profile from './en/profile.json';
import settings from './en/settings.json';
import shops from './en/shops.json';
import social from './en/social.json';
import tasks from './en/tasks.json';
import staticFaq from './en/staticFaq.json';
import staticLegal from './en/staticLegal.json';
import staticPages from './en/staticPages.json';
import statistics from './en/statistics.json';
import titles from './en/titles.json';

export const resources = {
  en: {
    common,
    titles,
    home,
    pages,
    auth,
    notices,
    settings,
    social,
    tasks,
    staticPages,
    staticLegal,
    staticFaq,
    avatar,
    profile,
    classes,
    shops,
    inventory,
    party,
    challenges,
    groupPlans,
    hall,
    admin,
    news,
    notificationsMenu,
    calendar,
    statistics,
  },
} as const;

export type TitleKey = keyof typeof titles;

export type Namespace = keyof (typeof resources)['en'];
