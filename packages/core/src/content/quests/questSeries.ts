// Quest-series achievements: finishing every quest of a series earns its achievement. The series
// below are the original's; the quests of seasonalSpecialist are not in our sources, so it is not
// granted yet.
import type { QUEST_SET_ACHIEVEMENT_KEYS } from '../misc/achievements.ts';

type QuestSetAchievement = (typeof QUEST_SET_ACHIEVEMENT_KEYS)[number];

export const QUEST_SERIES: Readonly<Partial<Record<QuestSetAchievement, readonly string[]>>> = {
  lostMasterclasser: [
    'dilatoryDistress1',
    'dilatoryDistress2',
    'dilatoryDistress3',
    'mayhemMistiflying1',
    'mayhemMistiflying2',
    'mayhemMistiflying3',
    'stoikalmCalamity1',
    'stoikalmCalamity2',
    'stoikalmCalamity3',
    'taskwoodsTerror1',
    'taskwoodsTerror2',
    'taskwoodsTerror3',
    'lostMasterclasser1',
    'lostMasterclasser2',
    'lostMasterclasser3',
    'lostMasterclasser4',
  ],
  mindOverMatter: ['rock', 'slime', 'yarn'],
  justAddWater: [
    'octopus',
    'dilatory_derby',
    'kraken',
    'whale',
    'turtle',
    'nudibranch',
    'seaserpent',
    'dolphin',
  ],
  bareNecessities: ['monkey', 'sloth', 'treeling'],
  bugBonanza: ['beetle', 'butterfly', 'snail', 'spider'],
  freshwaterFriends: ['axolotl', 'frog', 'hippo'],
};
