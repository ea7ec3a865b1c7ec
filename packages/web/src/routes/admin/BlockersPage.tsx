// /admin/blockers, permission accessControl: the enabled blockers; adding one, changing one,
// lifting one (the server keeps it, disabled).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type Blocker, type BlockerFields } from '../../api/adminApi.ts';
import formStyles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { notify } from '../../components/notifications/notify.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import settingsStyles from '../settings/Settings.module.css';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { LoadState } from '../social/LoadState.tsx';
import styles from './Admin.module.css';
import { adminReads, useBlockers } from './adminReads.ts';
import { BlockerForm } from './BlockerForm.tsx';
import { blockerChanges } from './blockerDraft.ts';
import { sendChange, withRead, type GameState } from '../../store/optimistic.ts';

const withBlockers = (state: GameState, change: (blockers: Blocker[]) => Blocker[]) =>
  withRead(state, adminReads.blockers, change);

function BlockerItem({ blocker }: { blocker: Blocker }) {
  const { t, i18n } = useTranslation('admin');
  const lift = useFormRequest();
  const [isEditing, setIsEditing] = useState(false);

  async function save(fields: BlockerFields) {
    const changes = blockerChanges(blocker, fields);
    const saved =
      Object.keys(changes).length > 0
        ? await sendChange({
            send: () => adminApi.changeBlocker(blocker.id, changes),
            settle: (state, answer) =>
              withBlockers(state, (blockers) =>
                blockers.map((one) => (one.id === answer.id ? answer : one)),
              ),
          })
        : blocker;
    setIsEditing(false);
    notify.success(t('blockers.saved'));
    return saved;
  }

  async function remove() {
    const lifted = await lift.send(() =>
      sendChange({
        send: () => adminApi.liftBlocker(blocker.id),
        settle: (state, answer) =>
          withBlockers(state, (blockers) => blockers.filter((one) => one.id !== answer.id)),
      }),
    );
    if (!lifted) return;
    notify.success(t('blockers.lifted'));
  }

  return (
    <li aria-label={blocker.value} className={settingsStyles.section}>
      <h3 className={settingsStyles.subheading}>{blocker.value}</h3>
      <dl className={styles.facts}>
        <dt>{t('blockers.type')}</dt>
        <dd>{t(`blockers.types.${blocker.type}`)}</dd>
        <dt>{t('blockers.area')}</dt>
        <dd>{t(`blockers.areas.${blocker.area}`)}</dd>
        <dt>{t('blockers.reason')}</dt>
        <dd>{blocker.reason ?? t('blockers.noReason')}</dd>
        <dt>{t('blockers.source')}</dt>
        <dd>{blocker.blockSource}</dd>
        <dt>{t('blockers.since')}</dt>
        <dd>{new Date(blocker.createdAt).toLocaleString(i18n.language)}</dd>
      </dl>
      {isEditing ? (
        <BlockerForm blocker={blocker} onSave={save} onCancel={() => setIsEditing(false)} />
      ) : (
        <div className={formStyles.actions}>
          <button type="button" className="button" onClick={() => setIsEditing(true)}>
            {t('blockers.edit')}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={lift.isSending}
            onClick={() => void remove()}
          >
            {t('blockers.lift')}
          </button>
        </div>
      )}
      {lift.failure?.body && (
        <p className={formStyles.error} role="alert">
          {lift.failure.message}
        </p>
      )}
    </li>
  );
}

function BlockerList() {
  const { t } = useTranslation('admin');
  const query = useBlockers();
  const blockers = query.data;
  if (!blockers) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('blockers.failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (blockers.length === 0) return <p>{t('blockers.empty')}</p>;
  return (
    <ul aria-label={t('blockers.listTitle')} className={styles.list}>
      {blockers.map((blocker) => (
        <BlockerItem key={blocker.id} blocker={blocker} />
      ))}
    </ul>
  );
}

/** /admin/blockers */
export function BlockersPage() {
  const { t } = useTranslation('admin');

  async function add(fields: BlockerFields) {
    const added = await sendChange({
      send: () => adminApi.addBlocker(fields),
      settle: (state, answer) => withBlockers(state, (blockers) => [...blockers, answer]),
    });
    notify.success(t('blockers.added'));
    return added;
  }

  return (
    <div className={settingsStyles.page}>
      <ScreenTitle />
      <SettingsSection title={t('blockers.listTitle')}>
        <p>{t('blockers.explanation')}</p>
        <BlockerList />
      </SettingsSection>
      <SettingsSection title={t('blockers.addTitle')}>
        <BlockerForm onSave={add} />
      </SettingsSection>
    </div>
  );
}
