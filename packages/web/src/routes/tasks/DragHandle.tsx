// A card's grip: a finger or a mouse drags the card by it (useCardDrag), and, focused, the arrow
// keys move the card one place up or down. Small and quiet on the card's edge, so it stays out of
// the way of the card's own controls.
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TaskCard.module.css';

interface DragHandleProps {
  taskId: string;
  text: string;
  onStep: (step: -1 | 1) => void;
}

const steps: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowDown: 1 };

export function DragHandle({ taskId, text, onStep }: DragHandleProps) {
  const { t } = useTranslation('tasks');

  function handleKeyDown(event: KeyboardEvent) {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault(); // the arrows move the card, not the page
    onStep(step);
  }

  return (
    <button
      type="button"
      className={styles.dragHandle}
      data-drag-handle={taskId}
      aria-label={t('card.dragHandle', { text })}
      title={t('card.dragHint')}
      onKeyDown={handleKeyDown}
    >
      <svg aria-hidden="true" width="10" height="16" viewBox="0 0 10 16" fill="currentColor">
        {[3, 8, 13].map((y) => (
          <g key={y}>
            <circle cx={2.5} cy={y} r={1.5} />
            <circle cx={7.5} cy={y} r={1.5} />
          </g>
        ))}
      </svg>
    </button>
  );
}
