// GET /admin/user/:userIdentifier/subscription-payment-details: the player's plan as stored (no
// payment provider holds more here); an empty object when they have none.
import type { Queryable } from '../../db/database.ts';

export async function subscriptionPlanOf(
  db: Queryable,
  userId: string,
): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ plan: Record<string, unknown> | null }>(
    `SELECT purchased->'plan' AS plan FROM users WHERE id = $1`,
    [userId],
  );
  return row?.plan ?? {};
}
