// A database the size the plan test needs (hotQueryPlans.test.ts): 10,000 players with 40 tasks
// each and the social rows in proportion, written by a few INSERT … SELECT generate_series
// statements. Ids are md5 hashes of a name and a number, so rows can point at each other without
// reading anything back. Only what planning needs is filled in.
import type { Database } from '../../src/db/database.ts';
import { TAVERN_ID } from '../../src/db/repositories/groups.ts';

export const SEEDED_PLAYERS = 10_000;
export const TASKS_PER_PLAYER = 40;

const player = (n: string) => `md5('p' || (${n}))::uuid`;
const party = (n: string) => `md5('party' || (${n}))::uuid`;
const guild = (n: string) => `md5('guild' || (${n}))::uuid`;
const TAVERN = `'${TAVERN_ID}'::uuid`;
const task = (n: string, t: string) => `md5('task' || (${n}) || '-' || (${t}))::uuid`;

/**
 * The statements in lanes, each lane on a connection of its own: the players and the rest, their
 * tasks, and the records (the seed lies in the past of the database's clock).
 */
function largeDatabaseSql(withRecords: boolean): string[][] {
  const players = SEEDED_PLAYERS;
  const tasks = [
    // 40 tasks a player: 10 habits, 10 dailies, 15 to-dos (5 of them done and archived), 5 rewards.
    `INSERT INTO tasks (id, user_id, type, text, details, archived)
     SELECT ${task('i', 't')}, ${player('i')},
       CASE WHEN t <= 10 THEN 'habit' WHEN t <= 20 THEN 'daily' WHEN t <= 35 THEN 'todo'
         ELSE 'reward' END,
       'task ' || t,
       CASE WHEN t BETWEEN 31 AND 35 THEN '{"completed": true}'::jsonb ELSE '{}'::jsonb END,
       t BETWEEN 31 AND 35
     FROM generate_series(1, ${players}) i, generate_series(1, ${TASKS_PER_PLAYER}) t`,
  ];
  const rest = [
    `INSERT INTO users (id, logged_in_at, last_cron)
     SELECT ${player('i')}, now() - i * interval '1 minute', now() - interval '1 day'
     FROM generate_series(1, ${players}) i`,
    `INSERT INTO credentials (user_id, username, email, password_hash)
     SELECT ${player('i')}, 'seeded' || i, 'seeded' || i || '@example.com', 'x'
     FROM generate_series(1, ${players}) i`,
    `INSERT INTO api_tokens (token_hash, user_id)
     SELECT decode(md5('token' || i), 'hex'), ${player('i')} FROM generate_series(1, ${players}) i`,
    `INSERT INTO tags (user_id, name, position)
     SELECT ${player('i')}, 'tag ' || t, t FROM generate_series(1, ${players}) i,
       generate_series(1, 3) t`,
    // Parties of four, and 100 guilds of 100 players each; 2,000 challenges, a fifth in the Tavern.
    `INSERT INTO groups (id, type, name, leader_id, member_count)
     SELECT ${party('g')}, 'party', 'party ' || g, ${player('g * 4 - 3')}, 4
     FROM generate_series(1, ${players / 4}) g`,
    `INSERT INTO groups (id, type, name, privacy, leader_id, member_count)
     SELECT ${guild('g')}, 'guild', 'guild ' || g, 'public', ${player('g')}, 100
     FROM generate_series(1, 100) g`,
    `INSERT INTO group_members (group_id, user_id, group_type)
     SELECT ${party('(i + 3) / 4')}, ${player('i')}, 'party' FROM generate_series(1, ${players}) i`,
    `INSERT INTO group_members (group_id, user_id, group_type)
     SELECT ${guild('(i - 1) % 100 + 1')}, ${player('i')}, 'guild'
     FROM generate_series(1, ${players}) i`,
    // Chat: 20 messages in each party, 200 in each guild.
    `INSERT INTO chat_messages (group_id, author_id, author_name, text, created_at)
     SELECT ${party('g')}, ${player('g * 4 - m % 4')}, 'someone', 'hello ' || m,
       now() - m * interval '1 hour'
     FROM generate_series(1, ${players / 4}) g, generate_series(1, 20) m`,
    `INSERT INTO chat_messages (group_id, author_id, author_name, text, created_at)
     SELECT ${guild('g')}, ${player('g + m * 100')}, 'someone', 'hello ' || m,
       now() - m * interval '1 minute'
     FROM generate_series(1, 100) g, generate_series(1, 99) m`,
    // Private messages: five conversations' copies per player.
    `INSERT INTO inbox_messages (owner_id, other_id, is_sent, text, created_at)
     SELECT ${player('i')}, ${player(`(i + m) % ${players} + 1`)}, m % 2 = 0, 'psst',
       now() - m * interval '1 day'
     FROM generate_series(1, ${players}) i, generate_series(1, 5) m`,
    `INSERT INTO notifications (user_id, type)
     SELECT ${player('i')}, 'NEW_STUFF' FROM generate_series(1, ${players}) i`,
    // The outbox: 100,000 delivered events over the last three and a half days, a few pending.
    `INSERT INTO events (type, user_id, created_at, available_at, done_at)
     SELECT 'taskScored', ${player(`e % ${players} + 1`)}, now() - e * interval '3 seconds',
       now() - e * interval '3 seconds', now() - e * interval '3 seconds'
     FROM generate_series(1, 100000) e`,
    `INSERT INTO events (type, user_id) SELECT 'taskScored', ${player('e')}
     FROM generate_series(1, 100) e`,
    `INSERT INTO challenges (id, name, short_name, leader_id, group_id, member_count)
     SELECT md5('challenge' || c)::uuid, 'challenge ' || c, 'chal' || c, ${player('c')},
       CASE WHEN c % 5 = 0 THEN ${TAVERN} ELSE ${guild('c % 100 + 1')} END, 5
     FROM generate_series(1, 2000) c`,
    `INSERT INTO challenge_members (challenge_id, user_id)
     SELECT md5('challenge' || ((i - 1) % 2000 + 1))::uuid, ${player('i')}
     FROM generate_series(1, ${players}) i`,
    `INSERT INTO cron_runs (user_id, day_start, ran_at, days_missed)
     SELECT ${player('i')}, now() - d * interval '1 day', now() - d * interval '1 day', 0
     FROM generate_series(1, ${players}) i, generate_series(1, 3) d`,
    `INSERT INTO analytics_events (user_id, event_category, event_action)
     SELECT ${player(`e % ${players} + 1`)}, 'behavior', 'scored' FROM generate_series(1, 20000) e`,
    `INSERT INTO player_histories (user_id)
     SELECT ${player('i')} FROM generate_series(1, ${players}) i`,
    `INSERT INTO sign_in_devices (id_hash, user_id, created_at, last_used_at)
     SELECT decode(md5('device' || i), 'hex'), ${player('i')}, now(), now()
     FROM generate_series(1, ${players}) i`,
    // One invitation for every fourth player; the rate-limit windows and idempotency keys of the
    // last minute and day; a few sign-in failures; the ledger and the audit trail.
    `INSERT INTO group_invitations (group_id, user_id, inviter_id)
     SELECT ${party('i % 2500 + 1')}, ${player('i * 4')}, ${player('i % 2500 * 4 + 1')}
     FROM generate_series(1, ${players / 4}) i`,
    `INSERT INTO rate_limit_windows (key, spent, resets_at)
     SELECT 'user:' || i, 5, now() + interval '1 minute' FROM generate_series(1, ${players}) i`,
    `INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at, expires_at)
     SELECT ${player('i')}, 'key' || i, 'f', now(), now() + interval '1 day'
     FROM generate_series(1, ${players}) i`,
    `INSERT INTO sign_in_failures (key, failures, window_started_at)
     SELECT 'address:10.0.' || i / 250 || '.' || i % 250, 1, now() FROM generate_series(1, 2000) i`,
    `INSERT INTO gem_transactions (user_id, currency, transaction_type, amount, current_amount,
       created_at)
     SELECT ${player(`i % ${players} + 1`)}, 'gems', 'buy_money', 4, 4, now()
     FROM generate_series(1, 20000) i`,
    `INSERT INTO webhooks (id, user_id, type, url, secret)
     SELECT md5('webhook' || i)::uuid, ${player('i * 10')}, 'taskActivity', 'https://example.com',
       's'
     FROM generate_series(1, ${players / 10}) i`,
    `INSERT INTO player_changes (id, user_id, version, kind, before, created_at)
     SELECT md5('change' || i)::uuid, ${player('i')}, 1, 'score', '{}', now() - interval '1 hour'
     FROM generate_series(1, ${players}) i`,
    `INSERT INTO audit_entries (event_id, type, user_id, created_at)
     SELECT -i, 'login', ${player(`i % ${players} + 1`)}, now() FROM generate_series(1, 20000) i`,
  ];
  // The full record of scores, where it exists: each habit scored once, one a month over the
  // last ten months (100,000 rows over the monthly partitions).
  const records = `INSERT INTO task_records (user_id, task_id, task_type, kind, at, day, exp, gp,
       lvl, hp, player_version)
     SELECT ${player('i')}, ${task('i', 't')}, 'habit',
       'up', now() - t * interval '30 days', (now() - t * interval '30 days')::date, 0, 0, 1, 50, t
     FROM generate_series(1, ${players}) i, generate_series(1, 10) t`;
  return withRecords ? [rest, tasks, [records]] : [rest, tasks];
}

/** The tables the seed fills most; their secondary indexes are built after the rows are in. */
const BULK_TABLES = ['tasks', 'inbox_messages', 'events', 'chat_messages', 'tags', 'task_records'];

/**
 * Fills the (migrated, otherwise nearly empty) database, then ANALYZEs it. Building an index once
 * over all the rows is several times faster than growing it row by row, so the bulk tables' indexes
 * (those that back no constraint) are dropped first and created again from their definitions.
 */
export async function seedLargeDatabase(db: Database): Promise<void> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid::regclass::text = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [BULK_TABLES],
  );
  await db.exec(indexes.map((index) => `DROP INDEX ${index.name};`).join('\n'));
  // Every row points at rows the seed wrote itself: the foreign keys' per-row checks (triggers,
  // which replica mode skips; only a superuser may ask for it) would take most of the time.
  const [{ hasRecords, isSuperuser }] = (await db.query<{
    hasRecords: boolean;
    isSuperuser: boolean;
  }>(
    `SELECT to_regclass('task_records') IS NOT NULL AS "hasRecords",
       (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS "isSuperuser"`,
  )) as [{ hasRecords: boolean; isSuperuser: boolean }];
  const runLane = (lane: string[]) =>
    db.transaction(async (tx) => {
      if (isSuperuser) await tx.exec('SET LOCAL session_replication_role = replica');
      for (const sql of lane) await tx.query(sql);
    });
  const lanes = largeDatabaseSql(hasRecords);
  // Unchecked, the lanes run side by side; checked, the players must be in before their tasks.
  if (isSuperuser) await Promise.all(lanes.map(runLane));
  else for (const lane of lanes) await runLane(lane);
  await Promise.all(indexes.map((index) => db.exec(index.definition)));
  await db.exec('ANALYZE');
}
