// The message box under a chat (at most 3000 characters). Enter sends, Shift+Enter starts a new
// line; when sending fails the text stays and the server's message shows beside it.
import i18next from 'i18next';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import styles from './Chat.module.css';

/** The longest message. */
export const MAX_MESSAGE_LENGTH = 3000;

interface ChatComposerProps {
  label: string;
  /** Sends the text; a rejection (the request layer's error) keeps it in the box. */
  onSend: (text: string) => Promise<unknown>;
  isDisabled?: boolean;
}

export function ChatComposer({ label, onSend, isDisabled = false }: ChatComposerProps) {
  const { t } = useTranslation('social');
  const id = useId();
  const [text, setText] = useState('');
  const form = useFormRequest();
  const length = text.length;
  const isTooLong = length > MAX_MESSAGE_LENGTH;
  const canSend = text.trim() !== '' && !isTooLong && !form.isSending && !isDisabled;
  const failure = form.failure
    ? (form.failure.body?.message ?? i18next.t('requestFailed'))
    : undefined;
  const problem = isTooLong ? t('chat.tooLong', { max: MAX_MESSAGE_LENGTH }) : failure;

  async function send() {
    if (!canSend) return;
    const isSent = await form.send(async () => {
      await onSend(text.trim());
      return true as const;
    });
    if (isSent) setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form className={styles.composer} onSubmit={handleSubmit} noValidate>
      <label htmlFor={id} className={styles.composerLabel}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        rows={3}
        placeholder={t('chat.composerPlaceholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-counter ${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className={styles.composerBar}>
        <span id={`${id}-hint`} className={styles.muted}>
          {t('chat.hint')}
        </span>
        <span
          id={`${id}-counter`}
          className={isTooLong ? styles.counterOver : styles.counter}
          aria-live="polite"
        >
          {t('chat.counter', { count: length, max: MAX_MESSAGE_LENGTH })}
        </span>
        <button type="submit" className="button" disabled={!canSend}>
          {form.isSending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
