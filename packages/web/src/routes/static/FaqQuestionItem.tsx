import { useId, useState } from 'react';
import type { FaqQuestion } from './useFaq.ts';
import styles from './FaqPage.module.css';

/** One entry of the accordion: the question is a heading holding a disclosure button. */
export function FaqQuestionItem({
  entry,
  isOpenAtFirst,
}: {
  entry: FaqQuestion;
  isOpenAtFirst: boolean;
}) {
  const [isOpen, setIsOpen] = useState(isOpenAtFirst);
  const answerId = useId();
  return (
    <li id={entry.heading} className={styles.item}>
      <h2 className={styles.question}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={answerId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span className={styles.marker} aria-hidden="true" />
          {entry.question}
        </button>
      </h2>
      <div id={answerId} className={styles.answer} hidden={!isOpen}>
        {entry.web.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}
