// Promo codes: staff generate codes for an event; a player redeems one, once, in
// one transaction holding the player's lock and then the code's row (two players racing for one
// code: the second finds it used, 401 couponUsed). Both are recorded as audit events.
import { randomInt } from 'node:crypto';
import {
  BadRequest,
  NotAuthorized,
  couponReward,
  emptyPlan,
  isCouponEvent,
  makeCouponCode,
  normaliseCouponCode,
  COUPON_ALPHABET,
  type SubscriptionPlan,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  findCoupon,
  insertCoupons,
  listCoupons,
  lockCoupon,
  markCouponRedeemed,
  type CouponRow,
} from '../../db/repositories/coupons.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import type { ServiceContext } from '../serviceContext.ts';
import type { SignedInContext } from '../signedInContext.ts';

export const MAX_COUPONS_PER_CALL = 1000;

/** Whether the typed code names a coupon (used or not). */
export async function isKnownCoupon(db: Queryable, typed: string): Promise<boolean> {
  const code = normaliseCouponCode(typed);
  return code !== undefined && (await findCoupon(db, code)) !== undefined;
}

/** Every coupon, for staff. */
export function listAllCoupons(db: Queryable): Promise<CouponRow[]> {
  return listCoupons(db);
}

/** `count` new codes for `event`, made by the acting staff member. */
export async function generateCoupons(
  context: ServiceContext,
  { event, count }: { event: string; count: number },
): Promise<CouponRow[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUPONS_PER_CALL) {
    throw new BadRequest('countRequired');
  }
  const now = context.clock.now();
  return context.db.transaction((tx) =>
    insertGeneratedCoupons(tx, { event, count, actorId: context.actorId!, now }),
  );
}

async function insertGeneratedCoupons(
  tx: Queryable,
  { event, count, actorId, now }: { event: string; count: number; actorId: string; now: Date },
): Promise<CouponRow[]> {
  if (!isCouponEvent(event)) throw new BadRequest('eventRequired');
  // Codes come from the system's secure source: a guessable code is a free reward.
  const random = () => randomInt(COUPON_ALPHABET.length) / COUPON_ALPHABET.length;
  const codes = Array.from({ length: count }, () => makeCouponCode(random));
  const coupons = await insertCoupons(tx, event, codes, now);
  await recordEvent(tx, {
    type: 'admin.couponsGenerated',
    userId: actorId,
    payload: { event, count: coupons.length },
  });
  return coupons;
}

export function redeemCoupon(context: SignedInContext, typed: string): Promise<void> {
  const code = normaliseCouponCode(typed);
  if (!code) throw new BadRequest('invalidCoupon');
  return context.changeActor(async ({ tx, user, now, setUserColumns }) => {
    const coupon = await lockCoupon(tx, code);
    if (!coupon || !isCouponEvent(coupon.event)) throw new BadRequest('invalidCoupon');
    if (coupon.redeemed_at) throw new NotAuthorized('couponUsed');
    const { row } = user;
    const items = row.items as { gear?: { owned?: Record<string, unknown> } };
    const purchased = row.purchased as { plan?: Partial<SubscriptionPlan> };
    const reward = couponReward(
      coupon.event,
      { ownedGear: items.gear?.owned ?? {}, plan: { ...emptyPlan(), ...purchased.plan } },
      now,
    );
    setUserColumns({
      items: { ...row.items, gear: { ...items.gear, owned: reward.ownedGear } },
      purchased: { ...row.purchased, plan: reward.plan },
    });
    await markCouponRedeemed(tx, code, row.id, now);
    await recordEvent(tx, {
      type: 'coupon.redeemed',
      userId: row.id,
      payload: { code, event: coupon.event },
    });
  });
}
