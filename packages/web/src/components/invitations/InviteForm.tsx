// Inviting a player to a party, a guild or a group plan by username, user id or e-mail address
// (POST /groups/:id/invite). The server's refusal (unknown player, already a member…) shows
// beside the field.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../../api/groupsApi.ts';
import formStyles from '../forms/Form.module.css';
import { FormActions } from '../forms/FormActions.tsx';
import { FormField } from '../forms/FormField.tsx';
import { useFormRequest } from '../forms/useFormRequest.ts';
import { notify } from '../notifications/notify.ts';
import { inviteTargetOf } from './inviteTargets.ts';

interface InviteFormProps {
  groupId: string;
  /** The section's class: each screen frames its sections its own way. */
  className?: string;
  headingClassName?: string;
  /** The heading's level where the screen's sections sit under a group's own heading. */
  headingLevel?: 2 | 3;
  /** Called once an invitation went out. */
  onSent?: () => void;
  /** Under the form (the party's link to players looking for one). */
  children?: ReactNode;
}

export function InviteForm(props: InviteFormProps) {
  const { groupId, className, headingClassName, headingLevel = 2, onSent, children } = props;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('social');
  const headingId = useId();
  const form = useFormRequest();
  const [who, setWho] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const isBlank = who.trim() === '';
    setIsEmpty(isBlank);
    if (isBlank) return;
    const isSent = await form.send(async () => {
      await groupsApi.invite(groupId, inviteTargetOf(who));
      return true as const;
    });
    if (!isSent) return;
    notify.success(t('invite.sent', { who: who.trim() }));
    setWho('');
    onSent?.();
  }

  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {t('invite.title')}
      </Heading>
      <form className={formStyles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField
          label={t('invite.who')}
          hint={t('invite.hint')}
          value={who}
          autoComplete="off"
          error={isEmpty ? t('invite.required') : form.failure?.body?.message}
          onChange={(event) => setWho(event.target.value)}
        />
        <FormActions submitLabel={t('invite.submit')} isSending={form.isSending} />
      </form>
      {children}
    </section>
  );
}
