import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { useLooseT, useProse, type ProseSection, type StaticNamespace } from './prose.ts';
import styles from './ProsePage.module.css';

export interface RelatedLink {
  to: string;
  /** A key of the page's namespace holding the link text. */
  labelKey: string;
}

interface ProsePageProps {
  ns: StaticNamespace;
  page: string;
  /** Shown between the introduction and the sections (a table, a list of addresses). */
  lead?: ReactNode;
  /** Shown after the sections (an action, a fetched list). */
  children?: ReactNode;
  links?: RelatedLink[];
  /** Invite anonymous visitors to sign up at the end of the page. */
  hasSignUp?: boolean;
}

/** The frame of every prose page: the route's title as h1, an introduction, then sections. */
export function ProsePage({ ns, page, lead, children, links, hasSignUp }: ProsePageProps) {
  const prose = useProse(ns, page);
  return (
    <article className={styles.page}>
      <div className={styles.header}>
        <ScreenTitle className={styles.title} />
        {prose.updated && <p className={styles.updated}>{prose.updated}</p>}
        <p className={styles.intro}>{prose.intro}</p>
      </div>
      {lead}
      {prose.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      {children}
      {links && <RelatedLinks ns={ns} links={links} />}
      {hasSignUp && <SignUp />}
    </article>
  );
}

export function Section({ section }: { section: ProseSection }) {
  return (
    <section className={styles.section}>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className={styles.items}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RelatedLinks({ ns, links }: { ns: StaticNamespace; links: RelatedLink[] }) {
  const { t } = useTranslation('staticPages');
  const { read } = useLooseT(ns);
  return (
    <nav aria-label={t('layout.related')} className={styles.related}>
      <ul>
        {links.map(({ to, labelKey }) => (
          <li key={to}>
            <Link to={to}>{String(read(labelKey))}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignUp() {
  const { t } = useTranslation('staticPages');
  const isAnonymous = useSessionStore((state) => state.status === 'anonymous');
  if (!isAnonymous) return null;
  return (
    <p className={styles.signUp}>
      <Link to="/register" className="button">
        {t('layout.register')}
      </Link>
    </p>
  );
}
