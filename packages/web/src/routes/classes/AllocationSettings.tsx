import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '../../api/tasksTypes.ts';
import {
  ALLOCATION_MODES,
  allocationModeOf,
  isAutomaticAllocation,
  type AllocationMode,
} from '../../store/classRules.ts';
import tasksStyles from '../tasks/Tasks.module.css';
import { saveAllocation } from './classActions.ts';

/** Automatic allocation at level-up and its mode (PUT /user). */
export function AllocationSettings({ player }: { player: Player }) {
  const { t } = useTranslation('classes');
  const [isSaving, setIsSaving] = useState(false);
  const mode = allocationModeOf(player);

  async function save(changes: { allocationMode?: AllocationMode; automaticAllocation?: boolean }) {
    setIsSaving(true);
    await saveAllocation(changes);
    setIsSaving(false);
  }

  return (
    <fieldset className={tasksStyles.fieldset} disabled={isSaving} aria-busy={isSaving}>
      <legend>{t('stats.modeLabel')}</legend>
      <label className={tasksStyles.check}>
        <input
          type="checkbox"
          checked={isAutomaticAllocation(player)}
          onChange={(event) => void save({ automaticAllocation: event.target.checked })}
        />
        {t('stats.automatic')}
      </label>
      {ALLOCATION_MODES.map((option) => (
        <label key={option} className={tasksStyles.check}>
          <input
            type="radio"
            name="allocationMode"
            value={option}
            checked={mode === option}
            onChange={() => void save({ allocationMode: option })}
          />
          {t(`stats.modes.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
