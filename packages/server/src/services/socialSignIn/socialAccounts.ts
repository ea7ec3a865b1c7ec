// Signs a player in through a verified provider identity: the account linked to it, or a new
// account on first sign-in, or — when the request is already signed in — links it to that player.
import { NotAuthorized, displayNameIssues } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { suspended } from '../suspendedAccount.ts';
import { changePlayerInTransaction } from '../players/playerChanger.ts';
import { invalidParams, isUniqueViolation } from '../accountErrors.ts';
import { createAccount } from '../accountCreator.ts';
import { issueApiToken } from '../apiTokens.ts';
import { usernameErrors } from '../credentialRules.ts';
import type { SocialIdentity } from './idTokenVerifier.ts';
import { NETWORK_NAMES } from './networks.ts';
import { uniqueUsername, usernameBase } from './usernameMaker.ts';

export interface SocialSignInRequest {
  identity: SocialIdentity;
  /** The player signed in by x-api-user/x-api-key: the identity is linked to them. */
  signedInUserId?: string;
  /** False: an identity no account knows is refused instead of creating one. */
  allowRegister: boolean;
  /** Wanted username for a new account (the local registration rules apply). */
  username?: string;
  /** A name the provider sent beside the token (Apple's `user` on first sign-in). */
  name?: string;
  supportEmail: string;
  /** The request's `x-client` header, kept with the sign-in on the audit trail. */
  client?: string | null;
  /** Refuses an e-mail address staff blocked (403 emailBlocked), as password sign-in does. */
  refuseEmail?: (email: string | null) => Promise<void>;
  now: Date;
}

export interface SocialSignIn {
  userId: string;
  username: string;
  newUser: boolean;
  /** A new API token for this sign-in. */
  apiToken: string;
}

interface LinkedAccount {
  user_id: string;
  username: string;
  email: string | null;
  blocked: boolean;
}

/** Run inside a transaction. */
export async function signInSocially(
  tx: Queryable,
  request: SocialSignInRequest,
): Promise<SocialSignIn> {
  const { identity, now } = request;
  const [linked] = await tx.query<LinkedAccount>(
    `SELECT s.user_id, c.username, c.email, c.blocked FROM social_identities s
       JOIN credentials c ON c.user_id = s.user_id
     WHERE s.network = $1 AND s.subject = $2`,
    [identity.network, identity.subject],
  );
  if (request.signedInUserId !== undefined) {
    return link(tx, request, request.signedInUserId, linked);
  }
  if (linked) {
    if (linked.blocked) throw suspended(linked.user_id, request.supportEmail);
    await request.refuseEmail?.(linked.email);
    await changePlayerInTransaction(
      tx,
      { now, client: request.client ?? null },
      linked.user_id,
      async ({ setUserColumns }) => setUserColumns({ logged_in_at: now }),
      { withAccount: false },
    );
    await recordEvent(tx, {
      type: 'account.signedIn',
      userId: linked.user_id,
      payload: { method: identity.network, client: request.client ?? null },
    });
    const apiToken = await issueApiToken(tx, linked.user_id, now);
    return { userId: linked.user_id, username: linked.username, newUser: false, apiToken };
  }
  return register(tx, request);
}

async function link(
  tx: Queryable,
  { identity, now }: SocialSignInRequest,
  userId: string,
  linked: LinkedAccount | undefined,
): Promise<SocialSignIn> {
  const network = NETWORK_NAMES[identity.network];
  if (linked && linked.user_id !== userId) {
    throw new NotAuthorized('socialAlreadyLinked', {
      message: `This ${network} account is already linked to another player.`,
    });
  }
  if (!linked) {
    const [other] = await tx.query(
      'SELECT 1 FROM social_identities WHERE user_id = $1 AND network = $2',
      [userId, identity.network],
    );
    if (other) {
      throw new NotAuthorized('socialNetworkAlreadyLinked', {
        message: `Another ${network} account is already linked to you; detach it first.`,
      });
    }
    await insertIdentity(tx, identity, userId, now);
  }
  const [account] = await tx.query<{ username: string }>(
    'SELECT username FROM credentials WHERE user_id = $1',
    [userId],
  );
  const apiToken = await issueApiToken(tx, userId, now);
  return { userId, username: account!.username, newUser: false, apiToken };
}

async function register(tx: Queryable, request: SocialSignInRequest): Promise<SocialSignIn> {
  const { identity, now } = request;
  const network = NETWORK_NAMES[identity.network];
  if (identity.email) {
    const [owner] = await tx.query('SELECT 1 FROM credentials WHERE email = $1', [identity.email]);
    // The client keeps what follows the first ": " of a failed social sign-in as the social e-mail.
    if (owner) {
      throw new NotAuthorized('socialEmailTaken', {
        message: `An account already uses the e-mail address of this ${network} account. Sign in with your password, then link ${network} in settings: ${identity.email}`,
      });
    }
  }
  if (!request.allowRegister) {
    throw new NotAuthorized('socialNotRegistered', {
      message: `No account is linked to this ${network} account yet. Register first.`,
    });
  }
  const name = request.name ?? identity.name;
  let username: string;
  if (request.username !== undefined) {
    username = request.username.trim();
    const errors = await usernameErrors(tx, username);
    if (errors.length > 0) throw invalidParams(errors);
  } else {
    username = await uniqueUsername(tx, usernameBase(name, identity.email));
  }
  const displayName = name && displayNameIssues(name).length === 0 ? name : undefined;
  const { userId, apiToken } = await createAccount(tx, {
    username,
    // An address the provider has not verified is not taken as the player's.
    email: identity.isEmailVerified ? identity.email : null,
    passwordHash: null,
    displayName,
    now,
  });
  await insertIdentity(tx, identity, userId, now);
  return { userId, username, newUser: true, apiToken };
}

async function insertIdentity(tx: Queryable, identity: SocialIdentity, userId: string, now: Date) {
  try {
    await tx.query(
      `INSERT INTO social_identities (network, subject, user_id, email, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [identity.network, identity.subject, userId, identity.email ?? null, now],
    );
  } catch (error) {
    // Two sign-ins of one identity at once: the other one won; this one is undone (a 4xx).
    const isRace =
      isUniqueViolation(error, 'social_identities_pkey') ||
      isUniqueViolation(error, 'social_identities_user_network');
    if (!isRace) throw error;
    throw new NotAuthorized('socialLinkRace', {
      message: `This ${NETWORK_NAMES[identity.network]} account was being linked at the same moment. Please try again.`,
    });
  }
}
