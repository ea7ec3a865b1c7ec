// The guild categories, from core's catalogue (one list for the server and the web).
import { groupCategories, type GroupCategory } from '@questlog/core';

export const GUILD_CATEGORIES = groupCategories;

export type GuildCategorySlug = GroupCategory;
