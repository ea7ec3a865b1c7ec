// The request layer shows the server's refusals through the error catalogue; a call with no
// usable answer (no body, no connection) is the caller's to tell.
import i18next from 'i18next';
import { ApiRequestError } from '../../api/envelope.ts';
import { notify } from './notify.ts';

/** `changeName`: the change refused, in the player's words, which the notice then names. */
export function noticeUnexplained(error: unknown, changeName?: string): void {
  if (!(error instanceof ApiRequestError) || error.body === null) {
    const reason = i18next.t('requestFailed');
    notify.error(
      changeName === undefined
        ? reason
        : i18next.t('changeRefused', { change: changeName, reason }),
    );
  }
}
