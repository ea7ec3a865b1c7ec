// Download everything the player owns as one Questlog file (docs/data-port.md); it is read whole
// and saved by the browser, since the call needs the API headers a plain link cannot send.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataPortApi } from '../../../api/dataPortApi.ts';
import { SettingsSection } from '../SettingsSection.tsx';

export function ExportData() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function handleExport() {
    setState('loading');
    try {
      const text = await dataPortApi.exportQuestlog();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      link.download = 'questlog-export.json';
      link.click();
      URL.revokeObjectURL(link.href);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <SettingsSection title={t('dataPort.export.title')}>
      <p>{t('dataPort.export.explanation')}</p>
      <button
        type="button"
        className="button"
        disabled={state === 'loading'}
        onClick={() => void handleExport()}
      >
        {state === 'loading' ? t('dataPort.export.loading') : t('dataPort.export.download')}
      </button>
      {state === 'failed' && <p role="alert">{t('dataPort.export.failed')}</p>}
    </SettingsSection>
  );
}
