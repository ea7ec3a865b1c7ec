// Every API route, registered once per base path (`/api/v4`, and `/api/v3` as the alias).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account/account.ts';
import { authRoutes } from './auth/auth.ts';
import { contentRoutes } from './content/content.ts';
import { classesRoutes } from './classes/classes.ts';
import { cronRoutes } from './cron/cron.ts';
import { debugRoutes } from './debug/debug.ts';
import { faqRoutes } from './faq/faq.ts';
import { chatRoutes } from './chat/chat.ts';
import { groupRoutes } from './groups/groups.ts';
import { inboxRoutes } from './inbox/inbox.ts';
import { memberRoutes } from './members/members.ts';
import { lookingForPartyRoutes } from './groups/lookingForParty.ts';
import { questRoutes } from './groups/quests.ts';
import { inventoryRoutes } from './inventory/inventory.ts';
import { notificationRoutes } from './notifications/notifications.ts';
import { openapiRoutes } from './openapi/openapi.ts';
import { reviveRoutes } from './revive/revive.ts';
import { passwordResetRoutes } from './passwordReset/passwordReset.ts';
import { shopsRoutes } from './shops/shops.ts';
import { socialAuthRoutes } from './socialAuth/socialAuth.ts';
import { statusRoutes } from './status/status.ts';
import { tagRoutes } from './tags/tags.ts';
import { taskRoutes } from './tasks/tasks.ts';
import { userRoutes } from './user/user.ts';
import { worldStateRoutes } from './worldState/worldState.ts';

export const API_PREFIXES = ['/api/v4', '/api/v3'] as const;

export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(statusRoutes);
  await app.register(faqRoutes);
  await app.register(contentRoutes);
  await app.register(openapiRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(reviveRoutes);
  await app.register(cronRoutes);
  await app.register(classesRoutes);
  await app.register(inventoryRoutes);
  await app.register(shopsRoutes);
  await app.register(notificationRoutes);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
  await app.register(socialAuthRoutes);
  await app.register(tagRoutes);
  await app.register(taskRoutes);
  await app.register(groupRoutes);
  await app.register(questRoutes);
  await app.register(chatRoutes);
  await app.register(memberRoutes);
  await app.register(inboxRoutes);
  await app.register(lookingForPartyRoutes);
  await app.register(worldStateRoutes);
  // Development tools exist only when asked for: otherwise /debug/* is an unknown route (404).
  if (app.config.debugRoutes) await app.register(debugRoutes);
};
