// The game state a new player starts with. Full health, level 1. Time is a parameter: the caller
// passes the registration instant.
import type { PlayerFlags, RulePreferences, Stats } from '../../model/user.ts';

export function newPlayerStats(): Stats {
  return {
    hp: 50,
    mp: 10,
    exp: 0,
    gp: 0,
    lvl: 1,
    class: 'warrior',
    points: 0,
    str: 0,
    con: 0,
    int: 0,
    per: 0,
    buffs: {
      str: 0,
      int: 0,
      per: 0,
      con: 0,
      stealth: 0,
      streaks: false,
      snowball: false,
      spookySparkles: false,
      shinySeed: false,
      seafoam: false,
    },
    training: { int: 0, per: 0, str: 0, con: 0 },
  };
}

export function newRulePreferences(): RulePreferences {
  return {
    dayStart: 0,
    timezoneOffset: 0,
    sleep: false,
    disableClasses: false,
    automaticAllocation: false,
    allocationMode: 'flat',
  };
}

export function newPlayerPreferences() {
  return {
    ...newRulePreferences(),
    timezoneOffsetAtLastCron: 0,
    language: 'en',
    autoEquip: true,
    costume: false,
    dailyDueDefaultView: false,
    newTaskEdit: false,
    stickyHeader: true,
    hideHeader: false,
    reverseChatOrder: false,
    displayInviteToPartyWhenPartyIs1: true,
    advancedCollapsed: false,
    toolbarCollapsed: false,
    background: '',
    chair: 'none',
    shirt: 'blue',
    size: 'slim',
    skin: '915533',
    sound: 'none',
    hair: { color: 'red', base: 3, bangs: 1, beard: 0, mustache: 0, flower: 1 },
    tasks: { groupByChallenge: false, confirmScoreNotes: false, mirrorGroupTasks: [] },
    suppressModals: { levelUp: false, hatchPet: false, raisePet: false, streak: false },
    emailNotifications: {
      unsubscribeFromAll: false,
      newPM: true,
      wonChallenge: true,
      giftedGems: true,
      invitedParty: true,
      invitedGuild: true,
      questStarted: true,
      invitedQuest: true,
      importantAnnouncements: true,
      weeklyRecaps: true,
      subscriptionReminders: true,
    },
    pushNotifications: {
      unsubscribeFromAll: false,
      newPM: true,
      wonChallenge: true,
      giftedGems: true,
      invitedParty: true,
      invitedGuild: true,
      questStarted: true,
      invitedQuest: true,
      mentionParty: true,
      mentionJoinedGuild: true,
      partyActivity: true,
    },
    improvementCategories: [] as string[],
    analyticsConsent: false,
  };
}

const TOUR_STEPS = [
  'intro',
  'classes',
  'stats',
  'tavern',
  'party',
  'guilds',
  'challenges',
  'market',
  'pets',
  'mounts',
  'hall',
  'equipment',
  'groupPlans',
] as const;

const TUTORIAL_STEPS = ['habits', 'dailies', 'todos', 'rewards', 'party', 'pets', 'gems'] as const;

export function newPlayerFlags(): PlayerFlags {
  const notStarted = (steps: readonly string[], value: number | boolean) =>
    Object.fromEntries(steps.map((step) => [step, value]));
  return {
    showTour: true,
    tour: notStarted(TOUR_STEPS, -1) as Record<string, number>,
    tutorial: { common: notStarted(TUTORIAL_STEPS, true) as Record<string, boolean> },
    customizationsNotification: false,
    classSelected: false,
    itemsEnabled: false,
    armoireEnabled: false,
    armoireOpened: false,
    armoireEmpty: false,
    rebirthEnabled: false,
    levelDrops: {},
    cardReceived: false,
    welcomed: false,
    communityGuidelinesAccepted: false,
    warnedLowHealth: false,
    newStuff: false,
    verifiedUsername: true,
  };
}
