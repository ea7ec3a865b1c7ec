// The request layer shows the server's refusals through the error catalogue; a call with no
// usable answer (no body, no connection) is the caller's to tell.
import i18next from 'i18next';
import { ApiRequestError } from '../../api/envelope.ts';
import { notify } from './notify.ts';

export function noticeUnexplained(error: unknown): void {
  if (!(error instanceof ApiRequestError) || error.body === null) {
    notify.error(i18next.t('requestFailed'));
  }
}
