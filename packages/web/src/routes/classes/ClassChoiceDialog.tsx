import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '../../api/tasksTypes.ts';
import { Modal } from '../../components/Modal.tsx';
import {
  PLAYER_CLASSES,
  areClassesDisabled,
  classChangeGems,
  classFocus,
  classOf,
  gemsOf,
  type PlayerClass,
} from '../../store/classRules.ts';
import { usePlayer } from '../../store/playerStats.ts';
import tasksStyles from '../tasks/Tasks.module.css';
import { chooseClass, optOutOfClasses } from './classActions.ts';
import styles from './Classes.module.css';

interface ClassChoiceDialogProps {
  onClose: () => void;
  /** Told while a choice is with the server (the class already shows, applied at once). */
  onSending?: (isSending: boolean) => void;
}

/**
 * The four classes with what they favour. The first choice (and a return from playing without
 * classes) is free; a change costs 3 gems and is confirmed first.
 */
export function ClassChoiceDialog({ onClose, onSending }: ClassChoiceDialogProps) {
  const { t } = useTranslation('classes');
  const player = usePlayer();
  const [pending, setPending] = useState<PlayerClass | null>(null);
  const [isSending, setIsSending] = useState(false);
  if (!player) return null;
  const price = classChangeGems(player);
  const current = classOf(player);
  const title = current ? t('choice.changeTitle') : t('choice.title');

  async function send(request: () => Promise<boolean>) {
    setIsSending(true);
    onSending?.(true);
    const isDone = await request();
    setIsSending(false);
    onSending?.(false);
    if (isDone) onClose();
    else setPending(null);
  }

  function handleChoose(klass: PlayerClass) {
    if (price > 0) setPending(klass);
    else void send(() => chooseClass(klass));
  }

  if (pending) {
    const name = t(`classNames.${pending}`);
    return (
      <Modal title={title} onClose={onClose}>
        <p>{t('choice.confirm', { name, gems: price })}</p>
        <p className={tasksStyles.muted}>
          {t('choice.priceNote', { gems: price, have: gemsOf(player) })}
        </p>
        <div className={tasksStyles.dialogActions}>
          <button
            type="button"
            className={tasksStyles.primaryButton}
            disabled={isSending}
            aria-busy={isSending}
            onClick={() => void send(() => chooseClass(pending))}
          >
            {t('choice.confirmButton', { gems: price })}
          </button>
          <button type="button" className={tasksStyles.button} onClick={() => setPending(null)}>
            {t('choice.back')}
          </button>
        </div>
      </Modal>
    );
  }

  const canAfford = gemsOf(player) >= price;
  return (
    <Modal title={title} onClose={onClose}>
      <p>{t('choice.intro', { level: player.stats?.lvl ?? 0 })}</p>
      <PriceNote player={player} price={price} canAfford={canAfford} />
      <ul className={styles.classList} aria-label={t('choice.listLabel')}>
        {PLAYER_CLASSES.map((klass) => (
          <ClassCard
            key={klass}
            klass={klass}
            isCurrent={klass === current}
            isDisabled={isSending || !canAfford}
            onChoose={() => handleChoose(klass)}
          />
        ))}
      </ul>
      <div className={tasksStyles.dialogActions}>
        {!areClassesDisabled(player) && (
          <button
            type="button"
            className={tasksStyles.button}
            disabled={isSending}
            onClick={() => void send(optOutOfClasses)}
          >
            {t('choice.optOut')}
          </button>
        )}
        <button type="button" className={tasksStyles.button} onClick={onClose}>
          {t('choice.later')}
        </button>
      </div>
      {!areClassesDisabled(player) && <p className={tasksStyles.muted}>{t('choice.optOutNote')}</p>}
    </Modal>
  );
}

function PriceNote({
  player,
  price,
  canAfford,
}: {
  player: Player;
  price: number;
  canAfford: boolean;
}) {
  const { t } = useTranslation('classes');
  if (price === 0) return <p className={tasksStyles.muted}>{t('choice.freeNote')}</p>;
  const have = gemsOf(player);
  if (!canAfford) return <p role="alert">{t('choice.notEnoughGems', { gems: price, have })}</p>;
  return <p className={tasksStyles.muted}>{t('choice.priceNote', { gems: price, have })}</p>;
}

interface ClassCardProps {
  klass: PlayerClass;
  isCurrent: boolean;
  isDisabled: boolean;
  onChoose: () => void;
}

function ClassCard({ klass, isCurrent, isDisabled, onChoose }: ClassCardProps) {
  const { t } = useTranslation('classes');
  const name = t(`classNames.${klass}`);
  const [first = 'str', second = 'con'] = classFocus(klass);
  return (
    <li className={styles.classCard}>
      <h3>{name}</h3>
      <p>{t(`classDescriptions.${klass}`)}</p>
      <p className={styles.focus}>
        {t('choice.focus', { first: t(`attributes.${first}`), second: t(`attributes.${second}`) })}
      </p>
      {isCurrent ? (
        <p className={styles.focus}>{t('choice.current')}</p>
      ) : (
        <button
          type="button"
          className={tasksStyles.primaryButton}
          disabled={isDisabled}
          onClick={onChoose}
        >
          {t('choice.become', { name })}
        </button>
      )}
    </li>
  );
}
