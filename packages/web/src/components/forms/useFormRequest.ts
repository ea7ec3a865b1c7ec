import { useState } from 'react';
import { ApiRequestError } from '../../api/envelope.ts';
import { fieldErrorsOf } from '../../api/validationErrors.ts';
import { noticeUnexplained } from '../notifications/noticeUnexplained.ts';

export type FieldErrors = Record<string, string>;

/**
 * The state of a form that calls the API: whether it is sending, the errors beside its fields
 * (from client checks or from the server's errors[], one per field), and the refusal itself.
 * The request layer already shows the error notice.
 */
export function useFormRequest() {
  const [isSending, setIsSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ApiRequestError | null>(null);

  async function send<T>(request: () => Promise<T>): Promise<T | undefined> {
    setIsSending(true);
    setFieldErrors({});
    setFailure(null);
    try {
      return await request();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setFailure(error);
        setFieldErrors(fieldErrorsOf(error.body?.errors));
      }
      // No body, or no answer at all: the catalogue shows nothing, so the form says it failed.
      noticeUnexplained(error);
      return undefined;
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, fieldErrors, setFieldErrors, failure, send };
}
