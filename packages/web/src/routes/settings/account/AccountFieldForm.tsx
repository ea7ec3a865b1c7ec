// A form that changes one account field (username, e-mail) and is confirmed with the current
// password: checks the value with the shared account rules, sends, then shows the saved value.
import { useState, type InputHTMLAttributes } from 'react';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { notify } from '../../../components/notifications/notify.ts';
import { sendChange } from '../../../store/optimistic.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { AccountForm } from './AccountForm.tsx';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';

export interface AccountFieldFormProps {
  /** The parameter name the server reports errors under. */
  param: string;
  initialValue: string;
  title: string;
  submitLabel: string;
  label: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete: string;
  check: (value: string) => string | undefined;
  /** Sends the change; answers the saved value. */
  save: (value: string, password: string) => Promise<string>;
  savedMessage: (savedValue: string) => string;
}

export function AccountFieldForm(props: AccountFieldFormProps) {
  const refetchUser = useSessionStore((state) => state.refetchUser);
  const form = useFormRequest();
  const [value, setValue] = useState(props.initialValue);
  const [password, setPassword] = useState('');

  async function handleSubmit() {
    const error = props.check(value);
    if (error) return form.setFieldErrors({ [props.param]: error });
    const saved = await form.send(() =>
      sendChange({ send: () => props.save(value.trim(), password) }),
    );
    if (saved === undefined) return;
    setPassword('');
    notify.success(props.savedMessage(saved));
    void refetchUser();
  }

  return (
    <AccountForm
      title={props.title}
      submitLabel={props.submitLabel}
      isSending={form.isSending}
      onSubmit={() => void handleSubmit()}
    >
      <FormField
        label={props.label}
        name={props.param}
        type={props.type}
        autoComplete={props.autoComplete}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={form.fieldErrors[props.param]}
      />
      <CurrentPasswordField
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        form={form}
      />
    </AccountForm>
  );
}
