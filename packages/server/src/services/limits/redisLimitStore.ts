// The limits counted in Redis (REDIS_URL), for installations whose request rate the database
// should not also carry. Each window count is one Lua script, so it is atomic however many
// processes count at once. A streak is decided by signInStreak.ts in this process, then written
// only if nobody wrote it since it was read (a version compared by a script), else read again:
// the rule stays in one place and parallel attempts still each see their own count. Times are the
// app's clock, kept in the values; Redis's own clock only expires keys nobody needs any more.
import { Redis } from 'ioredis';
import { countOnStreak, longestLockMs, type Streak } from '../signInStreak.ts';
import type { LimitStores, SignInCounts, WindowCounts } from './limitStores.ts';

const PREFIX = 'questlog:limits:';

// KEYS[1] the window; ARGV: points, now (ms), window (ms). Answers { count, endsAt (ms) }.
const ADD_TO_WINDOW = `
local now = tonumber(ARGV[2])
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'endsAt') or '0')
local count
if endsAt > now then
  count = redis.call('HINCRBY', KEYS[1], 'count', ARGV[1])
else
  endsAt = now + tonumber(ARGV[3])
  count = tonumber(ARGV[1])
  redis.call('HSET', KEYS[1], 'count', count, 'endsAt', endsAt)
end
redis.call('PEXPIRE', KEYS[1], endsAt - now)
return { count, endsAt }`;

// KEYS: windows. Each existing window's count goes down by one, never below 0.
const GIVE_BACK_ONE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('HGET', key, 'count') or '0') > 0 then
    redis.call('HINCRBY', key, 'count', -1)
  end
end
return 0`;

// KEYS[1] the streak; ARGV: the version read, failures, windowStartedAt, lockedUntil ('' for
// none), how long to keep it (ms). Answers 1 when written, 0 when another attempt wrote first.
const WRITE_STREAK_IF_UNCHANGED = `
local version = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if version ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'version', version + 1, 'failures', ARGV[2],
  'windowStartedAt', ARGV[3], 'lockedUntil', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** More rounds than this means something else keeps writing the key: give up loudly. */
const MOST_STREAK_ROUNDS = 10_000;

export function redisLimitStores(url: string): LimitStores {
  // A request waits for Redis through one reconnection at most, then fails (a 500), rather
  // than hang while Redis is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself; a lost connection shows in the requests that needed it (their
  // error is logged with them), not as an unhandled 'error' event on every retry.
  redis.on('error', () => undefined);
  return {
    requests: redisWindows(redis, `${PREFIX}requests:`),
    signIns: redisSignInCounts(redis),
    kind: 'redis',
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function redisWindows(redis: Redis, prefix: string): WindowCounts {
  return {
    async add(key, points, windowMs, now) {
      const [count, endsAt] = (await redis.eval(
        ADD_TO_WINDOW,
        1,
        prefix + key,
        points,
        now.getTime(),
        windowMs,
      )) as [number, number];
      return { count, endsAt: new Date(endsAt) };
    },
  };
}

function redisSignInCounts(redis: Redis): SignInCounts {
  const windowPrefix = `${PREFIX}sign-in-windows:`;
  const streakPrefix = `${PREFIX}sign-in-streaks:`;
  return {
    windows: redisWindows(redis, windowPrefix),

    async countOnStreak(key, rules, now) {
      for (let round = 0; round < MOST_STREAK_ROUNDS; round++) {
        const { version, streak } = readStreak(await redis.hgetall(streakPrefix + key));
        const outcome = countOnStreak(streak, now, rules);
        if (outcome.isRefused) return outcome;
        const { failures, windowStartedAt, lockedUntil } = outcome.streak;
        // Kept while the rule may still read it: its window, or its lock and a day after.
        const keepMs = lockedUntil
          ? lockedUntil.getTime() - now.getTime() + longestLockMs(rules)
          : windowStartedAt.getTime() + rules.windowMs - now.getTime();
        const isWritten = await redis.eval(
          WRITE_STREAK_IF_UNCHANGED,
          1,
          streakPrefix + key,
          version,
          failures,
          windowStartedAt.getTime(),
          lockedUntil ? lockedUntil.getTime() : '',
          Math.max(keepMs, 1),
        );
        if (isWritten === 1) return outcome;
      }
      throw new Error(`the sign-in streak ${key} kept changing under ${MOST_STREAK_ROUNDS} reads`);
    },

    async forgive(_tx, streakKey, windowKeys) {
      await redis.del(streakPrefix + streakKey);
      if (windowKeys.length === 0) return;
      await redis.eval(
        GIVE_BACK_ONE,
        windowKeys.length,
        ...windowKeys.map((key) => windowPrefix + key),
      );
    },
  };
}

function readStreak(fields: Record<string, string>): { version: number; streak?: Streak } {
  const version = Number(fields.version ?? 0);
  if (!fields.failures || Number(fields.failures) === 0) return { version };
  return {
    version,
    streak: {
      failures: Number(fields.failures),
      windowStartedAt: new Date(Number(fields.windowStartedAt)),
      lockedUntil: fields.lockedUntil ? new Date(Number(fields.lockedUntil)) : null,
    },
  };
}
