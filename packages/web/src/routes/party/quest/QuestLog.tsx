// The party chat's system messages as a readable quest log, newest first.
import { useTranslation } from 'react-i18next';
import type { PartyChatMessage } from '../../../api/partyTypes.ts';
import { useCatalogueText } from '../../../catalogue/useCatalogueText.ts';
import { questLogOf } from '../../../store/questLog.ts';
import styles from '../Party.module.css';

interface QuestLogProps {
  chat: PartyChatMessage[] | undefined;
  nameOf: (memberId: string) => string;
}

export function QuestLog({ chat, nameOf }: QuestLogProps) {
  const { t, i18n } = useTranslation('party');
  useCatalogueText();
  const lines = questLogOf(chat, nameOf);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className={styles.section} aria-labelledby="quest-log">
      <h2 id="quest-log" className={styles.heading}>
        {t('log.title')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('log.empty')}</p>
      ) : (
        <ol className={styles.log}>
          {lines.map((line) => (
            <li key={line.id}>
              {Number.isFinite(line.timestamp) && (
                <time dateTime={new Date(line.timestamp).toISOString()} className={styles.muted}>
                  {time.format(line.timestamp)}
                </time>
              )}{' '}
              {t(`log.${line.key}`, line.params)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
