import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FaqQuestionItem } from './FaqQuestionItem.tsx';
import { ProsePage } from './ProsePage.tsx';
import { useFaq } from './useFaq.ts';
import styles from './FaqPage.module.css';

const moreHelp = [
  { key: 'tavernAndGuilds', to: '/static/faq/tavern-and-guilds' },
  { key: 'contentReleaseChanges', to: '/static/faq/content-release-changes' },
  { key: 'subscriptionBenefitsAdjustments', to: '/static/faq/subscription-benefits-adjustments' },
] as const;

/** The help entries from GET /faq, as an accordion; a #heading link opens its entry. */
export function FaqPage() {
  const { t } = useTranslation('staticFaq');
  return (
    <ProsePage ns="staticFaq" page="faq">
      <FaqQuestions />
      <section className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq.moreHeading')}</h2>
        <ul>
          {moreHelp.map(({ key, to }) => (
            <li key={key}>
              <Link to={to}>{t(`faq.more.${key}`)}</Link>
            </li>
          ))}
        </ul>
        <p>
          {t('faq.stillNeedHelp')} <Link to="/static/contact">{t('faq.contactLink')}</Link>
        </p>
      </section>
    </ProsePage>
  );
}

function FaqQuestions() {
  const { t } = useTranslation('staticFaq');
  const { hash } = useLocation();
  const faq = useFaq();
  const questions = faq.data;

  if (questions === undefined && !faq.isError) {
    return (
      <p className={styles.state} aria-live="polite" aria-busy="true">
        {t('faq.loading')}
      </p>
    );
  }
  if (questions === undefined || faq.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('faq.error')}</p>
        <button type="button" className="button" onClick={() => void faq.refetch()}>
          {t('faq.retry')}
        </button>
      </div>
    );
  }
  if (questions.length === 0) {
    return <p className={styles.state}>{t('faq.empty')}</p>;
  }
  return (
    <ul className={styles.list} aria-label={t('faq.listLabel')}>
      {questions.map((entry) => (
        <FaqQuestionItem
          key={entry.heading}
          entry={entry}
          isOpenAtFirst={hash === `#${entry.heading}`}
        />
      ))}
    </ul>
  );
}
