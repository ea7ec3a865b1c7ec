import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { undoOffered } from '../../store/undoChange.ts';
import { useUndoOffer, type UndoOffer } from '../../store/undoOffer.ts';
import styles from './UndoNotice.module.css';

/**
 * The offer to take back the last score, purchase or deletion (store/undoOffer.ts): a notice with
 * an Undo button while the offer lasts, and Ctrl+Z (⌘Z) for the same — except while typing, where
 * the keys undo the typing.
 */
export function UndoNotice() {
  const { t } = useTranslation('notices');
  const offer = useUndoOffer((state) => state.offer);
  useEffect(() => {
    if (!offer) return;
    const handleKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event) || isTyping(event.target)) return;
      event.preventDefault();
      void undoOffered();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [offer]);
  return (
    // a live region that stays mounted, so the offer is read out as it appears
    <div aria-live="polite" className={styles.region}>
      {offer && (
        <div className={styles.notice}>
          <span>{t(`undo.did.${offer.kind}`, textValues(offer))}</span>
          <button
            type="button"
            className={styles.button}
            aria-keyshortcuts="Control+Z Meta+Z"
            onClick={() => void undoOffered()}
          >
            {t('undo.action')}
            <kbd className={styles.shortcut} aria-hidden="true">
              {t(isMac() ? 'undo.shortcutMac' : 'undo.shortcut')}
            </kbd>
          </button>
        </div>
      )}
    </div>
  );
}

function textValues(offer: UndoOffer) {
  return { subject: offer.subject ?? '', hasSubject: offer.subject ? 'yes' : 'no' };
}

function isUndoKey(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    event.key.toLowerCase() === 'z'
  );
}

/** Inputs whose Ctrl+Z is not the field's own (ticking a box is a change of the game). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color']);

/** A text field, a text area, a list box or editable text has the keys: they undo the typing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}
