// Import from a file (docs/data-port.md): pick a Questlog export, the original's userdata.json or
// Loop Habit Tracker's CSV export; the screen reads it (with its progress), sends it through the
// one change primitive and, once taken, reads the player and tasks again. A refusal — too large,
// not a file we know, a bad line — shows beside the file field, and nothing was imported.
import type { ImportAnswer, ImportBody } from '@questlog/core/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dataPortApi } from '../../../api/dataPortApi.ts';
import formStyles from '../../../components/forms/Form.module.css';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormRequest } from '../../../components/forms/useFormRequest.ts';
import { sendChange } from '../../../store/optimistic.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { loadTasks } from '../../../store/tasksActions.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import {
  IMPORT_LIMIT_MEGABYTES,
  knownSendSize,
  oversizeMegabytes,
  readImportFiles,
} from './importFiles.ts';
import { ImportSummary } from './ImportSummary.tsx';

type Kind = NonNullable<ImportBody['kind']>;
const KINDS: Kind[] = ['auto', 'questlog', 'habitica', 'loop'];

export function ImportData() {
  const { t } = useTranslation('settings');
  const form = useFormRequest();
  const kindId = useId();
  const [kind, setKind] = useState<Kind>('auto');
  const [files, setFiles] = useState<File[]>([]);
  const [pickError, setPickError] = useState<string | undefined>();
  const [readShare, setReadShare] = useState<number | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const isBusy = readShare !== null || form.isSending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    if (files.length === 0) return setPickError(t('dataPort.import.required'));
    const tooLarge = (size: number) => {
      const oversize = oversizeMegabytes(size);
      if (oversize === undefined) return false;
      const shown = oversize.toFixed(1);
      setPickError(t('dataPort.import.tooLarge', { size: shown, limit: IMPORT_LIMIT_MEGABYTES }));
      return true;
    };
    // Files sent as they are can be refused before they are read.
    if (tooLarge(knownSendSize(files) ?? 0)) return;
    setPickError(undefined);
    setReadShare(0);
    let body: ImportBody;
    try {
      const read = await readImportFiles(files, setReadShare);
      if (tooLarge(read.size)) return;
      body = { kind, files: read.files };
    } catch {
      return setPickError(t('dataPort.import.unreadable'));
    } finally {
      setReadShare(null);
    }
    const imported = await form.send(() =>
      sendChange({
        name: t('dataPort.import.changeName'),
        send: () => dataPortApi.importData(body),
        reread: () => Promise.all([useSessionStore.getState().refetchUser(), loadTasks()]),
      }),
    );
    if (imported) setAnswer(imported);
  }

  const error = pickError ?? form.failure?.message;
  return (
    <SettingsSection title={t('dataPort.import.title')}>
      <p>{t('dataPort.import.explanation', { limit: IMPORT_LIMIT_MEGABYTES })}</p>
      <form
        aria-label={t('dataPort.import.title')}
        className={formStyles.form}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <div className={formStyles.field}>
          <label htmlFor={kindId} className={formStyles.label}>
            {t('dataPort.import.kind')}
          </label>
          <select
            id={kindId}
            className={formStyles.select}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            {KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`dataPort.import.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          type="file"
          multiple
          accept=".json,.gz,.zip,.csv,application/json,application/gzip,application/zip,text/csv"
          label={t('dataPort.import.files')}
          error={error}
          hint={t('dataPort.import.filesHint')}
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setPickError(undefined);
          }}
        />
        {readShare !== null && (
          <progress
            max={100}
            value={Math.round(readShare * 100)}
            aria-label={t('dataPort.import.reading')}
          />
        )}
        {form.isSending && <p role="status">{t('dataPort.import.sending')}</p>}
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={isBusy}>
            {t('dataPort.import.submit')}
          </button>
        </div>
      </form>
      {answer && <ImportSummary answer={answer} />}
    </SettingsSection>
  );
}
