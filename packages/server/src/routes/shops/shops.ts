// The shop calls (issue 7): buying with gold, gems and hourglasses, and unlocks. Each runs one core
// rule on the player inside changeUser — one transaction holding the user row's lock — so two
// purchases at once never spend the same gold, gems or hourglasses.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buy,
  buyArmoire,
  buyKindOf,
  buyGear,
  buyHealthPotion,
  buyMysterySet,
  buyQuestWithGold,
  buySpecialSpell,
  GEM_PURCHASE_TYPES,
  purchaseWithGems,
  purchaseWithHourglasses,
  unlock,
  type ArmoireResult,
  type PlayerState,
  type ShopResult,
} from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { answerMessage } from '../../i18n/answerMessage.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import type { GemReason } from '../../services/gems/gemLedger.ts';
import type { PlayerChange } from '../../services/players/playerChanger.ts';
import { changeUserByRule } from '../changeUser.ts';
import { recordArmoireOpened } from '../../services/staff/historyEvents.ts';
import { shopsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

interface ShopBody {
  type?: string;
  quantity?: unknown;
}

const bodyOf = (request: FastifyRequest): ShopBody =>
  request.body && typeof request.body === 'object' ? (request.body as ShopBody) : {};

/** The answer of each kind of purchase, as the original gives it. */
const answers = {
  gear: (p: PlayerState) => p.items,
  potion: (p: PlayerState) => p.stats,
  quest: (p: PlayerState) => p.items.quests,
  special: (p: PlayerState) => ({ items: p.items, stats: p.stats }),
  mystery: (p: PlayerState) => ({ items: p.items }),
  gems: (p: PlayerState) => ({
    items: p.items,
    stats: p.stats,
    balance: p.balance,
    purchased: p.purchased,
  }),
  hourglass: (p: PlayerState) => ({ items: p.items, purchased: p.purchased }),
  unlock: (p: PlayerState) => ({
    purchased: p.purchased,
    preferences: p.preferences,
    items: p.items,
    balance: p.balance,
  }),
};

/** A purchase's gem-ledger entry: spent on `reference` (type:key, as the original's). */
const spending = (reference: string): GemReason => ({ transactionType: 'spend', reference });

const armoireAnswer = (result: ShopResult) => ({
  items: result.player.items,
  flags: result.player.flags,
  armoire: (result as ArmoireResult).armoire,
});

/** An opening of the armoire joins the player's admin history, in its change. */
async function keepArmoireOpening(change: PlayerChange, result: ShopResult): Promise<void> {
  if (!('armoire' in result)) return;
  await recordArmoireOpened(change.tx, {
    userId: change.user.row.id,
    client: change.client,
    drop: (result as ArmoireResult).armoire,
  });
}

/** A purchase may be taken back for a minute (docs/undo.md). */
const UNDOABLE = { undo: 'buy' } as const;

export const shopsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, shopsApi.buy, async (request, reply) => {
    const { key } = request.params;
    const { type, quantity } = bodyOf(request);
    const result = await changeUserByRule(
      request,
      async (player, context) => {
        const bought = buy(
          player,
          { key, quantity, ...(type === undefined ? {} : { type }) },
          context,
        );
        await keepArmoireOpening(context, bought);
        return bought;
      },
      { ledger: spending(type === undefined ? key : `${type}:${key}`), undo: 'buy' },
    );
    const kind = buyKindOf({ key, ...(type === undefined ? {} : { type }) });
    const answer =
      kind === 'armoire'
        ? armoireAnswer(result)
        : kind === 'potion' || kind === 'quest' || kind === 'special' || kind === 'mystery'
          ? answers[kind](result.player)
          : (GEM_PURCHASE_TYPES as readonly string[]).includes(kind)
            ? answers.gems(result.player)
            : answers.gear(result.player);
    return reply.envelope(answer, await answerMessage(request, result));
  });

  route(app, shopsApi.buyGear, async (request, reply) => {
    const result = await changeUserByRule(
      request,
      (player, context) => buyGear(player, request.params.key, context),
      UNDOABLE,
    );
    return reply.envelope(answers.gear(result.player), await answerMessage(request, result));
  });

  route(app, shopsApi.buyArmoire, async (request, reply) => {
    const { quantity } = bodyOf(request);
    const result = await changeUserByRule(
      request,
      async (player, context) => {
        const opened = buyArmoire(player, { quantity }, context);
        await keepArmoireOpening(context, opened);
        return opened;
      },
      UNDOABLE,
    );
    return reply.envelope(armoireAnswer(result), await answerMessage(request, result));
  });

  route(app, shopsApi.buyHealthPotion, async (request, reply) => {
    const { quantity } = bodyOf(request);
    const result = await changeUserByRule(
      request,
      (player, context) => buyHealthPotion(player, { quantity }, context),
      UNDOABLE,
    );
    return reply.envelope(answers.potion(result.player), await answerMessage(request, result));
  });

  route(app, shopsApi.buyQuest, async (request, reply) => {
    const { quantity } = bodyOf(request);
    const result = await changeUserByRule(
      request,
      (player, context) => buyQuestWithGold(player, { key: request.params.key, quantity }, context),
      UNDOABLE,
    );
    return reply.envelope(answers.quest(result.player), await answerMessage(request, result));
  });

  route(app, shopsApi.buySpecialSpell, async (request, reply) => {
    const { quantity } = bodyOf(request);
    const result = await changeUserByRule(
      request,
      (player, context) => buySpecialSpell(player, { key: request.params.key, quantity }, context),
      UNDOABLE,
    );
    return reply.envelope(answers.special(result.player), await answerMessage(request, result));
  });

  route(app, shopsApi.buyMysterySet, async (request, reply) => {
    const result = await changeUserByRule(
      request,
      (player, context) => buyMysterySet(player, request.params.key, context),
      { ledger: spending(`mystery:${request.params.key}`) },
    );
    return reply.envelope(answers.mystery(result.player), await answerMessage(request, result));
  });

  route(app, shopsApi.purchase, async (request, reply) => {
    const { type, key } = request.params;
    const { quantity } = bodyOf(request);
    // Gold to gems adds gems (buy_gold); everything else here spends them.
    const ledger =
      type === 'gems' ? { transactionType: 'buy_gold' as const } : spending(`${type}:${key}`);
    const result = await changeUserByRule(
      request,
      (player, context) => purchaseWithGems(player, { type, key, quantity }, context),
      { ledger, undo: 'buy' },
    );
    return reply.envelope(answers.gems(result.player), await answerMessage(request, result));
  });

  route(app, shopsApi.purchaseHourglass, async (request, reply) => {
    const { type, key } = request.params;
    const { quantity } = bodyOf(request);
    const result = await changeUserByRule(
      request,
      (player, context) => purchaseWithHourglasses(player, { type, key, quantity }, context),
      { ledger: spending(`${type}:${key}`) },
    );
    return reply.envelope(answers.hourglass(result.player), await answerMessage(request, result));
  });

  route(app, shopsApi.unlock, async (request, reply) => {
    const { path } = request.query;
    const result = await changeUserByRule(
      request,
      (player, context) => unlock(player, path === undefined ? {} : { path }, context),
      { ledger: spending(`unlock:${path ?? ''}`) },
    );
    return reply.envelope(answers.unlock(result.player), await answerMessage(request, result));
  });
};
