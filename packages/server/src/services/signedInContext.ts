// The context of a service that changes the player who acts: a ServiceContext plus the caller's way
// of running a change of that player. A route builds it from the request (the route side's
// signedInContext, over changeUser, so the envelope's userV and notifications follow the change);
// the service never sees the request.
import type { ChangeOptions, PlayerChange } from './players/playerChanger.ts';
import type { ServiceContext } from './serviceContext.ts';

export interface SignedInContext extends ServiceContext {
  /** Runs `work` as a change of the acting player (services/players/playerChanger.ts). */
  changeActor<T>(work: (change: PlayerChange) => Promise<T>, options?: ChangeOptions): Promise<T>;
}
