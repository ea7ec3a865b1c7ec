import { useTranslation } from 'react-i18next';
import styles from './Chat.module.css';

/** When a message was sent, in the reader's language (timestamps are ms numbers or ISO text). */
export function MessageTime({ timestamp }: { timestamp: number | string }) {
  const { i18n } = useTranslation();
  const when = new Date(timestamp);
  if (Number.isNaN(when.getTime())) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <time dateTime={when.toISOString()} className={styles.muted}>
      {format.format(when)}
    </time>
  );
}
