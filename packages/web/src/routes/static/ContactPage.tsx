import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readList, useLooseT } from './prose.ts';
import { ProsePage } from './ProsePage.tsx';
import styles from './ProsePage.module.css';

interface Channel {
  heading: string;
  text: string;
  email: string;
}

/** Where to write for each kind of question. */
export function ContactPage() {
  const { t } = useTranslation('staticPages');
  const { read } = useLooseT('staticPages');
  const channels = readList<Channel>(read, 'contact.channels');
  return (
    <ProsePage
      ns="staticPages"
      page="contact"
      lead={
        <ul className={styles.cardList}>
          {channels.map((channel) => (
            <li key={channel.email} className={styles.card}>
              <h2>{channel.heading}</h2>
              <p>{channel.text}</p>
              <p>
                <a href={`mailto:${channel.email}`}>{channel.email}</a>
              </p>
            </li>
          ))}
        </ul>
      }
    >
      <p>
        {t('contact.faqHint')} <Link to="/static/faq">{t('contact.faqLink')}</Link>
      </p>
    </ProsePage>
  );
}
