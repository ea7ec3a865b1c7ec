// A challenge in a list: its name (a link to it), summary, leader, group, members, prize and
// categories; official ones are marked.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Challenge } from '../../api/challengeTypes.ts';
import socialStyles from '../social/Social.module.css';
import styles from './Challenges.module.css';

export function ChallengeFacts({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  return (
    <dl className={`${socialStyles.facts} ${styles.facts}`}>
      <div>
        <dt>{t('facts.leader')}</dt>
        <dd>{challenge.leader?.profile?.name || t('facts.unknown')}</dd>
      </div>
      <div>
        <dt>{t('facts.group')}</dt>
        <dd>{challenge.group?.name ?? t('facts.unknown')}</dd>
      </div>
      <div>
        <dt>{t('facts.members')}</dt>
        <dd>{challenge.memberCount}</dd>
      </div>
      <div>
        <dt>{t('facts.prize')}</dt>
        <dd>{t('facts.gems', { count: challenge.prize })}</dd>
      </div>
    </dl>
  );
}

export function CategoryTags({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation(['challenges', 'social']);
  const categories = challenge.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <ul className={socialStyles.tags} aria-label={t('filters.categories')}>
      {categories.map(({ slug, name }) => (
        <li key={slug} className={socialStyles.tag}>
          {t(`social:categories.${slug}`, { defaultValue: name ?? slug })}
        </li>
      ))}
    </ul>
  );
}

export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  return (
    <li className={socialStyles.guild}>
      <h3 className={socialStyles.guildName}>
        <Link to={`/challenges/${challenge._id}`} className={socialStyles.link}>
          {challenge.name}
        </Link>{' '}
        {challenge.official && <span className={styles.badge}>{t('official')}</span>}
      </h3>
      {challenge.summary && <p>{challenge.summary}</p>}
      <ChallengeFacts challenge={challenge} />
      <CategoryTags challenge={challenge} />
    </li>
  );
}
