// Promo codes (see the staff_tools migration).
import type { Queryable } from '../database.ts';

export interface CouponRow {
  code: string;
  event: string;
  redeemed_by: string | null;
  redeemed_at: Date | null;
  created_at: Date;
}

export async function insertCoupons(
  db: Queryable,
  event: string,
  codes: readonly string[],
  now: Date,
): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `INSERT INTO coupons (code, event, created_at) SELECT unnest($1::text[]), $2, $3
     ON CONFLICT (code) DO NOTHING RETURNING *`,
    [codes, event, now],
  );
}

/** The coupon, locked for redemption (FOR UPDATE: two redemptions of one code queue). */
export async function lockCoupon(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>('SELECT * FROM coupons WHERE code = $1 FOR UPDATE', [
    code,
  ]);
  return row;
}

export async function findCoupon(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>('SELECT * FROM coupons WHERE code = $1', [code]);
  return row;
}

export async function markCouponRedeemed(
  db: Queryable,
  code: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE coupons SET redeemed_by = $2, redeemed_at = $3 WHERE code = $1', [
    code,
    userId,
    now,
  ]);
}

export function listCoupons(db: Queryable): Promise<CouponRow[]> {
  return db.query<CouponRow>('SELECT * FROM coupons ORDER BY created_at, code');
}
