// The leader invites a player by username or user id (POST /groups/:id/invite); the server's
// refusal (unknown user, already in a party…) is shown beside the field.
import { isUuid } from '@questlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partyApi, type InviteTargets } from '../../api/partyApi.ts';
import { notify } from '../../components/notifications/notify.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import formStyles from '../../components/forms/Form.module.css';
import styles from './Party.module.css';
import { usePartyAction } from './usePartyAction.ts';

/** A user id is sent as a uuid, anything else as a username (a leading @ is dropped). */
export function inviteTargetOf(text: string): InviteTargets {
  const trimmed = text.trim();
  return isUuid(trimmed) ? { uuids: [trimmed] } : { usernames: [trimmed.replace(/^@/, '')] };
}

export function InviteForm({ partyId }: { partyId: string }) {
  const { t } = useTranslation('party');
  const [who, setWho] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const action = usePartyAction();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const isBlank = who.trim() === '';
    setIsEmpty(isBlank);
    if (isBlank) return;
    if (await action.run(() => partyApi.invite(partyId, inviteTargetOf(who)))) {
      notify.success(t('invite.sent', { who: who.trim() }));
      setWho('');
    }
  }

  return (
    <section className={styles.section} aria-labelledby="party-invite">
      <h2 id="party-invite" className={styles.heading}>
        {t('invite.title')}
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField
          label={t('invite.who')}
          hint={t('invite.hint')}
          value={who}
          autoComplete="off"
          error={isEmpty ? t('invite.required') : action.failure?.body?.message}
          onChange={(event) => setWho(event.target.value)}
        />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={action.isSending}>
            {t('invite.submit')}
          </button>
        </div>
      </form>
      <p>
        <Link to="/looking-for-party">{t('invite.seekers')}</Link>
      </p>
    </section>
  );
}
