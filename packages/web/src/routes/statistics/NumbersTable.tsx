import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Statistics.module.css';

interface NumbersTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A chart's numbers as a table, shown on demand: the chart is a picture, this is what it says.
 * The first column heads each row.
 */
export function NumbersTable({ caption, columns, rows }: NumbersTableProps) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const [isShown, setShown] = useState(false);
  return (
    <div className={styles.numbers}>
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={isShown}
        aria-controls={id}
        onClick={() => setShown(!isShown)}
      >
        {isShown ? t('hideNumbers') : t('showNumbers')}
      </button>
      {/* a long table scrolls in its box, which takes the focus so the keys can scroll it */}
      <div
        id={id}
        hidden={!isShown}
        className={styles.tableWrap}
        role="region"
        aria-label={caption}
        tabIndex={isShown ? 0 : -1}
      >
        {isShown && (
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([head, ...cells], index) => (
                <tr key={index}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
