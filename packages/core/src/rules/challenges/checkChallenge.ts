// The fields of a new or edited challenge: a name, a short name of at least 3 characters (it names
// the members' tag), a summary of at most 250 (the name when missing). All problems are reported
// together, before any gems move.
import { BadRequest, type ParamError } from '../../errors.ts';
import { formatMessage } from '../../messages/en.ts';
import { MAX_SUMMARY_SIZE_FOR_CHALLENGES, MIN_SHORTNAME_SIZE_FOR_CHALLENGES } from './constants.ts';

export interface ChallengeText {
  name: string;
  shortName: string;
  summary: string;
  description: string;
}

export type ChallengeTextInput = Partial<Record<keyof ChallengeText, unknown>>;

/** A new challenge's text, checked; throws 400 challengeValidationFailed naming each field. */
export function checkNewChallenge(input: ChallengeTextInput): ChallengeText {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  return checked({
    name,
    shortName: typeof input.shortName === 'string' ? input.shortName.trim() : '',
    summary: typeof input.summary === 'string' ? input.summary : name,
    description: typeof input.description === 'string' ? input.description : '',
  });
}

/** An edit of `current`: fields left out keep their value. */
export function checkChallengeEdit(
  current: ChallengeText,
  input: ChallengeTextInput,
): ChallengeText {
  const text = (field: keyof ChallengeText) => {
    const value = input[field];
    if (typeof value !== 'string') return current[field];
    return field === 'name' || field === 'shortName' ? value.trim() : value;
  };
  return checked({
    name: text('name'),
    shortName: text('shortName'),
    summary: text('summary'),
    description: text('description'),
  });
}

function checked(text: ChallengeText): ChallengeText {
  const errors: ParamError[] = [];
  if (text.name === '') {
    errors.push({ param: 'name', message: formatMessage('challengeNameRequired') });
  }
  if (text.shortName.length < MIN_SHORTNAME_SIZE_FOR_CHALLENGES) {
    errors.push({
      param: 'shortName',
      message: formatMessage('challengeShortNameTooShort', {
        min: MIN_SHORTNAME_SIZE_FOR_CHALLENGES,
      }),
      value: text.shortName,
    });
  }
  if (text.summary.length > MAX_SUMMARY_SIZE_FOR_CHALLENGES) {
    errors.push({
      param: 'summary',
      message: formatMessage('challengeSummaryTooLong', { max: MAX_SUMMARY_SIZE_FOR_CHALLENGES }),
    });
  }
  if (errors.length > 0) throw new BadRequest('challengeValidationFailed', { errors });
  return text;
}
