// The purchase flow of every shop: ask, confirm, then apply-and-send through the seam.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { performShopAction } from '../../store/shopRules.ts';
import { PurchaseDialog } from './PurchaseDialog.tsx';
import type { Offer } from './shopOffers.ts';

export function usePurchase() {
  const { t } = useTranslation('shops');
  const [asking, setAsking] = useState<Offer | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function handleConfirm() {
    if (!asking) return;
    setIsSending(true);
    const outcome = await performShopAction(asking.action);
    setIsSending(false);
    setFailed(outcome.isDone ? null : asking.name);
    setAsking(null);
  }

  const dialog = (
    <>
      {failed && (
        <p role="alert" data-testid="purchase-failed">
          {t('refused', { name: failed })}
        </p>
      )}
      {asking && (
        <PurchaseDialog
          offer={asking}
          isSending={isSending}
          onConfirm={() => void handleConfirm()}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
  return { ask: (offer: Offer) => setAsking(offer), dialog };
}
