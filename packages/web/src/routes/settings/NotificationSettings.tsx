import { useTranslation } from 'react-i18next';
import formStyles from '../../components/forms/Form.module.css';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import styles from './Settings.module.css';
import { SettingsNav } from './SettingsNav.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useUserUpdate } from './useUserUpdate.ts';

const emailKinds = [
  'unsubscribeFromAll',
  'newPM',
  'wonChallenge',
  'giftedGems',
  'invitedParty',
  'invitedGuild',
  'questStarted',
  'invitedQuest',
  'importantAnnouncements',
  'weeklyRecaps',
  'subscriptionReminders',
] as const;
const pushKinds = [
  'unsubscribeFromAll',
  'newPM',
  'wonChallenge',
  'giftedGems',
  'invitedParty',
  'invitedGuild',
  'questStarted',
  'invitedQuest',
  'mentionParty',
  'mentionJoinedGuild',
  'partyActivity',
] as const;

type Channel = 'emailNotifications' | 'pushNotifications';
type Kind = (typeof emailKinds)[number] | (typeof pushKinds)[number];

function ChannelSettings({ channel, kinds }: { channel: Channel; kinds: readonly Kind[] }) {
  const { t } = useTranslation('settings');
  const choices = useSessionStore((state) => state.user?.preferences?.[channel]) ?? {};
  const { update, isSending, failure } = useUserUpdate();
  return (
    <SettingsSection title={t(`notifications.${channel}`)}>
      <fieldset className={styles.checkboxes} disabled={isSending} aria-busy={isSending}>
        <legend className="visually-hidden">{t(`notifications.${channel}`)}</legend>
        {kinds.map((kind) => (
          <label key={kind} className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={choices[kind] ?? false}
              onChange={(event) =>
                void update({ [`preferences.${channel}.${kind}`]: event.target.checked })
              }
            />
            {t(`notifications.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {failure?.body && (
        <p className={formStyles.error} role="alert">
          {failure.message}
        </p>
      )}
    </SettingsSection>
  );
}

/** /user/settings/notifications: which e-mails and push messages the player wants. */
export function NotificationSettings() {
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SettingsNav />
      <ChannelSettings channel="emailNotifications" kinds={emailKinds} />
      <ChannelSettings channel="pushNotifications" kinds={pushKinds} />
    </div>
  );
}
