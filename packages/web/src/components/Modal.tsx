import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './Modal.module.css';

const STAYS_LIVE_ATTRIBUTE = 'data-stays-live';

/** Spread on a child of the document's body a dialog leaves live (the notices). */
export const staysLive = { [STAYS_LIVE_ATTRIBUTE]: '' };

interface ModalProps {
  title: string;
  /** Without it the dialog cannot be dismissed (no close button, Escape does nothing). */
  onClose?: () => void;
  children?: ReactNode;
}

/**
 * A dialog over the page: the page behind turns inert (no focus, no clicks) while it is open,
 * but for the notices, which block nothing; focus moves in on open and back on close, and Escape
 * closes it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // In the commit that shows the dialog, not after it: a screen drawn in slices (a transition)
  // runs passive effects later, and focus would stay behind the dialog meanwhile.
  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement;
    const behind = [...document.body.children].filter(
      (element) =>
        element !== backdropRef.current &&
        !element.hasAttribute('inert') &&
        !element.hasAttribute(STAYS_LIVE_ATTRIBUTE),
    );
    behind.forEach((element) => element.setAttribute('inert', ''));
    dialogRef.current?.focus();
    return () => {
      behind.forEach((element) => element.removeAttribute('inert'));
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, []);

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose?.();
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('modal.close')}
              title={t('modal.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
