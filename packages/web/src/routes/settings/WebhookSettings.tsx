// /user/settings/webhooks: the player's webhooks with their state and failed deliveries; adding,
// editing, turning on and off, deleting, each through the one primitive (the list taken from the
// answer).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type Webhook, type WebhookFields } from '../../api/accountApi.ts';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { notify } from '../../components/notifications/notify.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { sendChange, withRead, type GameState } from '../../store/optimistic.ts';
import { LoadState } from '../social/LoadState.tsx';
import styles from './Settings.module.css';
import { SettingsNav } from './SettingsNav.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { accountReads, useWebhooks } from './settingsReads.ts';
import { WebhookForm } from './WebhookForm.tsx';

function typeName(t: ReturnType<typeof useTranslation<'settings'>>['t'], type: string) {
  return t(`webhooks.types.${type}` as 'webhooks.types.taskActivity', { defaultValue: type });
}

const withHooks = (state: GameState, change: (hooks: Webhook[]) => Webhook[]) =>
  withRead(state, accountReads.webhooks, change);

function WebhookRow({ hook }: { hook: Webhook }) {
  const { t, i18n } = useTranslation('settings');
  const action = useFormRequest();
  const [isEditing, setIsEditing] = useState(false);
  const name = hook.label || hook.url;

  const change = (fields: Partial<WebhookFields>) =>
    sendChange({
      send: () => accountApi.changeWebhook(hook.id, fields),
      settle: (state, saved) =>
        withHooks(state, (hooks) => hooks.map((one) => (one.id === saved.id ? saved : one))),
    });

  async function save(fields: WebhookFields) {
    const saved = await change(fields);
    setIsEditing(false);
    notify.success(t('webhooks.saved'));
    return saved;
  }

  async function toggle() {
    await action.send(() => change({ enabled: !hook.enabled }));
  }

  async function remove() {
    const remaining = await action.send(() =>
      sendChange({
        send: () => accountApi.deleteWebhook(hook.id),
        settle: (state, hooks) => withHooks(state, () => hooks),
      }),
    );
    if (remaining) notify.success(t('webhooks.deleted'));
  }

  const lastFailure = hook.lastFailureAt
    ? new Date(hook.lastFailureAt).toLocaleString(i18n.language)
    : null;
  return (
    <li aria-label={name} className={styles.section}>
      <h3 className={styles.subheading}>{name}</h3>
      <p className={styles.code}>{hook.url}</p>
      <p>{typeName(t, hook.type)}</p>
      <p>{hook.enabled ? t('webhooks.isOn') : t('webhooks.isOff')}</p>
      <p>
        {hook.failures > 0
          ? t('webhooks.failures', { count: hook.failures })
          : t('webhooks.noFailures')}
        {lastFailure && ` (${t('webhooks.lastFailure', { date: lastFailure })})`}
      </p>
      {isEditing ? (
        <WebhookForm hook={hook} onSave={save} onCancel={() => setIsEditing(false)} />
      ) : (
        <div className={formStyles.actions}>
          <button type="button" className="button" onClick={() => setIsEditing(true)}>
            {t('webhooks.edit')}
          </button>
          <button
            type="button"
            className="button"
            disabled={action.isSending}
            onClick={() => void toggle()}
          >
            {hook.enabled ? t('webhooks.disable') : t('webhooks.enable')}
          </button>
          <button
            type="button"
            className="button"
            disabled={action.isSending}
            onClick={() => void remove()}
          >
            {t('webhooks.delete')}
          </button>
        </div>
      )}
      {action.failure?.body && (
        <p className={formStyles.error} role="alert">
          {action.failure.message}
        </p>
      )}
    </li>
  );
}

function WebhookList() {
  const { t } = useTranslation('settings');
  const query = useWebhooks();
  const hooks = query.data;
  if (!hooks) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('webhooks.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (hooks.length === 0) return <p>{t('webhooks.empty')}</p>;
  return (
    <ul aria-label={t('webhooks.listTitle')} className={styles.checkboxes}>
      {hooks.map((hook) => (
        <WebhookRow key={hook.id} hook={hook} />
      ))}
    </ul>
  );
}

/** /user/settings/webhooks */
export function WebhookSettings() {
  const { t } = useTranslation('settings');

  async function add(fields: WebhookFields) {
    const added = await sendChange({
      send: () => accountApi.addWebhook(fields),
      settle: (state, hook) => withHooks(state, (hooks) => [...hooks, hook]),
    });
    notify.success(t('webhooks.added'));
    return added;
  }

  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SettingsNav />
      <SettingsSection title={t('webhooks.listTitle')}>
        <p>{t('webhooks.explanation')}</p>
        <WebhookList />
      </SettingsSection>
      <SettingsSection title={t('webhooks.addTitle')}>
        <WebhookForm onSave={add} />
      </SettingsSection>
    </div>
  );
}
