// The inventory and stable calls (issue 7): hatch, feed, equip, unequip, release, fortify, mystery
// items, sell and pins. Each runs one core rule on the locked player inside changeUser; a refusal
// throws before anything is written.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GEAR_BY_KEY,
  equip,
  feed,
  gearText,
  hatch,
  movePinnedItem,
  releaseBoth,
  releaseMounts,
  releasePets,
  sell,
  togglePinnedItem,
  unequip,
  type InventoryResult,
} from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { changeUserByRule } from '../changeUser.ts';
import { openMysteryItemOf, rerollTasks } from '../../services/inventory/inventoryRules.ts';
import { playerEventStatement } from '../../services/webhooks/webhookEvents.ts';
import { inventoryApi } from '@questlog/core/api';
import { answerMessage } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

/** `?amount=`: absent means the rule's default; anything else goes to the rule as a number. */
const amountOf = (amount: string | undefined) =>
  amount === undefined ? undefined : Number(amount);
/** A typed part of the player as the schema's open JSON object. */
const asData = (value: object) => value as Record<string, unknown>;
const releaseAnswer = ({ player }: InventoryResult) => ({
  balance: player.balance,
  items: player.items,
  achievements: player.achievements,
});

export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, inventoryApi.hatch, async (request, reply) => {
    const { egg, hatchingPotion } = request.params;
    const result = await changeUserByRule(request, (player, change) => {
      const hatched = hatch(player, request.params);
      change.writeWithBump(
        ...playerEventStatement({
          type: 'player.petHatched',
          userId: change.user.row.id,
          data: { type: 'petHatched', pet: `${egg}-${hatchingPotion}`, message: hatched.message },
        }),
      );
      return hatched;
    });
    return reply.envelope(asData(result.player.items), await answerMessage(request, result));
  });

  route(app, inventoryApi.feed, async (request, reply) => {
    const { pet, food } = request.params;
    const amount = amountOf(request.query.amount);
    const result = await changeUserByRule(request, (player, change) => {
      const fed = feed(player, { pet, food, ...(amount === undefined ? {} : { amount }) });
      // A pet value of −1 means it grew into a mount.
      if (fed.petValue === -1) {
        change.writeWithBump(
          ...playerEventStatement({
            type: 'player.mountRaised',
            userId: change.user.row.id,
            data: { type: 'mountRaised', pet, message: fed.message },
          }),
        );
      }
      return fed;
    });
    return reply.envelope(result.petValue, await answerMessage(request, result));
  });

  route(app, inventoryApi.equip, async (request, reply) => {
    const result = await changeUserByRule(request, (player) => equip(player, request.params));
    return reply.envelope(asData(result.player.items), await answerMessage(request, result));
  });

  route(app, inventoryApi.unequip, async (request, reply) => {
    const result = await changeUserByRule(request, (player) => unequip(player, request.params));
    return reply.envelope(asData(result.player.items), await answerMessage(request, result));
  });

  // The ledger names of the original (release-both, free, moves no gems).
  for (const [entry, rule, transactionType] of [
    [inventoryApi.releasePets, releasePets, 'release_pets'],
    [inventoryApi.releaseMounts, releaseMounts, 'release_mounts'],
    [inventoryApi.releaseBoth, releaseBoth, 'spend'],
  ] as const) {
    route(app, entry, async (request, reply) => {
      const result = await changeUserByRule(request, rule, { ledger: { transactionType } });
      return reply.envelope(releaseAnswer(result), await answerMessage(request, result));
    });
  }

  route(app, inventoryApi.reroll, async (request, reply) => {
    const result = await changeUserByRule(request, rerollTasks, {
      ledger: { transactionType: 'reroll' },
    });
    const { balance, stats } = result.player;
    return reply.envelope(
      { user: { balance, stats }, tasks: result.changed.map(presentTask) },
      await answerMessage(request, result),
    );
  });

  route(app, inventoryApi.openMysteryItem, async (request, reply) => {
    const result = await changeUserByRule(request, openMysteryItemOf);
    const gear = GEAR_BY_KEY[result.item];
    return reply.envelope(
      { ...gear, key: result.item, ...gearText[result.item] },
      await answerMessage(request, result),
    );
  });

  route(app, inventoryApi.sell, async (request, reply) => {
    const amount = amountOf(request.query.amount);
    const result = await changeUserByRule(request, (player) =>
      sell(player, { ...request.params, ...(amount === undefined ? {} : { amount }) }),
    );
    return reply.envelope({ stats: result.player.stats, items: result.player.items });
  });

  route(app, inventoryApi.togglePinnedItem, async (request, reply) => {
    const result = await changeUserByRule(request, (player) =>
      togglePinnedItem(player, request.params),
    );
    const { pinnedItems, unpinnedItems } = result.player;
    return reply.envelope({ pinnedItems, unpinnedItems, isPinned: result.isPinned });
  });

  route(app, inventoryApi.movePinnedItem, async (request, reply) => {
    const { path } = request.params;
    const position = Number(request.params.position);
    const result = await changeUserByRule(request, (player) =>
      movePinnedItem(player, { path, position }),
    );
    return reply.envelope(result.player.pinnedItems);
  });
};
