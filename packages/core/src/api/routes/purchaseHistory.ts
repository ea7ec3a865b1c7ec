// Schemas of the purchase history.
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['user'];

export const TransactionSchema = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  currency: Type.Union([Type.Literal('gems'), Type.Literal('hourglasses')]),
  transactionType: Type.String(),
  /** Gems in balance units (4 gems each), as the original's; hourglasses as counts. */
  amount: Type.Number(),
  currentAmount: Type.Number(),
  reference: Type.Optional(Type.String()),
  referenceText: Type.Optional(Type.String()),
  userId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

export const ownHistorySchema = {
  summary: 'Your gem and hourglass transactions, newest first',
  tags,
  response: { 200: successEnvelope(Type.Array(TransactionSchema)) },
};

export const memberHistorySchema = {
  summary: "A player's gem and hourglass transactions, newest first (userSupport)",
  tags: ['members'],
  params: Type.Object({ memberId: Type.String({ maxLength: 64 }) }),
  response: { 200: successEnvelope(Type.Array(TransactionSchema)) },
};

/** The purchaseHistory routes. */
export const purchaseHistoryApi = {
  ownHistory: apiRoute('GET', '/user/purchase-history', ownHistorySchema),
  memberHistory: apiRoute('GET', '/members/:memberId/purchase-history', memberHistorySchema),
};
