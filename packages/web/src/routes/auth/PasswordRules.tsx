// the account rules alone, not the whole core: the login page loads only what it uses
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@questlog/core/account';
import { useTranslation } from 'react-i18next';
import styles from '../../components/forms/Form.module.css';

/** The password rules, ticked off as the player types. */
export function PasswordRules({
  password,
  confirmation,
}: {
  password: string;
  confirmation: string;
}) {
  const { t } = useTranslation('auth');
  const rules = [
    {
      key: 'length',
      text: t('passwordRules.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
      isMet: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    {
      key: 'match',
      text: t('passwordRules.match'),
      isMet: password !== '' && password === confirmation,
    },
  ];
  return (
    <ul className={styles.rules} aria-label={t('passwordRules.label')}>
      {rules.map((rule) => (
        <li
          key={rule.key}
          className={rule.isMet ? styles.ruleMet : undefined}
          data-met={rule.isMet}
        >
          <span aria-hidden="true">{rule.isMet ? '✓ ' : '• '}</span>
          {rule.text}
          <span className="visually-hidden">
            {' '}
            {rule.isMet ? t('passwordRules.met') : t('passwordRules.notMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
