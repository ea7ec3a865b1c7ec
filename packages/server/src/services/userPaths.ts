// What PUT /user may change (narrowed by issue 3 to what a player may change: preferences, profile,
// inbox.optOut, tour and tutorial flags, party list order). Stats, achievements, items and
// purchases change only through game actions. Each rule checks the value.
import {
  displayNameIssues,
  isTimeZoneName,
  LEGACY_OFFSET_RANGE,
  newPlayerFlags,
  newPlayerPreferences,
} from '@questlog/core';

export type ValueCheck = (value: unknown) => string | undefined;

const isBoolean: ValueCheck = (value) =>
  typeof value === 'boolean' ? undefined : 'must be true or false';
const isString =
  (max: number): ValueCheck =>
  (value) =>
    typeof value === 'string' && value.length <= max
      ? undefined
      : `must be text of at most ${max} characters`;
const isInteger =
  (min: number, max: number): ValueCheck =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? undefined
      : `must be a whole number from ${min} to ${max}`;
/** Free-form preference text (colours, item keys, languages) is short. */
const MAX_TEXT = 200;
/** No list a player keeps in preferences (improvement categories…) is longer. */
const MAX_LIST = 100;
const isShortText = isString(MAX_TEXT);
/** Avatar parts and tour steps are small whole numbers; larger ones only break the rules. */
const isSmallInteger = isInteger(-1_000_000, 1_000_000);

/** A value of the same kind as the new player's `example`, bounded so later rules accept it. */
const isLike =
  (example: unknown): ValueCheck =>
  (value) => {
    if (Array.isArray(example)) {
      return Array.isArray(value) && value.length <= MAX_LIST && value.every((v) => !isShortText(v))
        ? undefined
        : `must be a list of at most ${MAX_LIST} texts of at most ${MAX_TEXT} characters`;
    }
    if (typeof example === 'number') return isSmallInteger(value);
    if (typeof example === 'string') return isShortText(value);
    return typeof value === typeof example ? undefined : `must be a ${typeof example}`;
  };

/** The player may not flip these through PUT /user (they have their own calls). */
const PROTECTED_PREFERENCES = new Set(['sleep', 'disableClasses', 'webhooks']);

/** Exact paths with their checks. */
const FIXED: Record<string, ValueCheck> = {
  'profile.name': (value) =>
    typeof value === 'string' && displayNameIssues(value).length === 0
      ? undefined
      : 'must be 1 to 30 characters on one line',
  'profile.blurb': isString(3000),
  'profile.imageUrl': isString(2000),
  'inbox.optOut': isBoolean,
  'party.order': isString(50),
  'party.orderAscending': isString(50),
  // A date while looking for a party, null to stop.
  'party.seeking': (value) =>
    value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      ? undefined
      : 'must be a date or null',
  // The client clears the "quest completed" notice.
  'party.quest.completed': (value) =>
    value === null || value === '' ? undefined : 'can only be cleared',
  'flags.customizationsNotification': isBoolean,
  'flags.showTour': isBoolean,
  'flags.communityGuidelinesAccepted': isBoolean,
  'flags.welcomed': isBoolean,
  'flags.cardReceived': isBoolean,
  'flags.warnedLowHealth': isBoolean,
  // Only dismissing the news.
  'flags.newStuff': (value) => (value === false ? undefined : 'can only be set to false'),
  'preferences.dayStart': isInteger(0, 23),
  'preferences.timezoneOffset': isInteger(LEGACY_OFFSET_RANGE.min, LEGACY_OFFSET_RANGE.max),
  // The day boundary refuses an offset outside −840…720; saving one would lock the player out.
  'preferences.timezoneOffsetAtLastCron': isInteger(
    LEGACY_OFFSET_RANGE.min,
    LEGACY_OFFSET_RANGE.max,
  ),
  'preferences.language': isString(20),
  // An IANA zone (issue 30); null goes back to the offset alone. Travel's pin: timeZoneChange.ts.
  'preferences.timezone': (value) =>
    value === null || isTimeZoneName(value) ? undefined : 'must be a time zone name or null',
};

/** The check for `path`, or undefined when the path is protected or unknown. */
export function editableCheck(path: string): ValueCheck | undefined {
  if (Object.hasOwn(FIXED, path)) return FIXED[path];
  const segments = path.split('.');
  if (segments[0] === 'preferences' && !PROTECTED_PREFERENCES.has(segments[1] ?? '')) {
    const example = leafAt(newPlayerPreferences(), segments.slice(1));
    return example === undefined ? undefined : isLike(example);
  }
  if (segments[0] === 'flags' && (segments[1] === 'tour' || segments[1] === 'tutorial')) {
    const example = leafAt(newPlayerFlags(), segments.slice(1));
    // Tour steps are numbers (-1 not started, -2 done), tutorial steps booleans.
    return example === undefined ? undefined : isLike(example);
  }
  return undefined;
}

function leafAt(tree: unknown, segments: string[]): unknown {
  let node = tree;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment))
      return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  const isLeaf = node === null || typeof node !== 'object' || Array.isArray(node);
  return isLeaf && segments.length > 0 ? node : undefined;
}
