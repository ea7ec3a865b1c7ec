// What a form or a button says about its refused request, beside itself: the server's words as
// the error notice has them, or, with no usable answer, that the server could not be reached.
import i18next from 'i18next';
import { ApiRequestError } from '../../api/envelope.ts';
import { noticeTextOf } from '../../api/validationErrors.ts';

export function refusalText(failure: unknown): string {
  return failure instanceof ApiRequestError && failure.body
    ? noticeTextOf(failure.body.message, failure.body.errors)
    : i18next.t('requestFailed');
}
