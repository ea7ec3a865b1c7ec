// What an import brought, and what the file held that has no place here (with why).
import type { ImportAnswer } from '@questlog/core/api';
import { useTranslation } from 'react-i18next';

export function ImportSummary({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('settings');
  const { imported, skipped } = answer;
  return (
    <div role="status">
      <p>
        {t('dataPort.import.done', {
          tasks: imported.tasks,
          tags: imported.tags,
          records: imported.records,
          items: imported.items,
          messages: imported.messages,
        })}
      </p>
      {skipped.length > 0 && (
        <>
          <p>{t('dataPort.import.skipped')}</p>
          <ul>
            {skipped.map((entry) => (
              <li key={entry.what}>
                {t('dataPort.import.skippedEntry', { what: entry.what, reason: entry.reason })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
