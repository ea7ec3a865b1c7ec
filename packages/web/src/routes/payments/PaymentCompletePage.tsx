import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

// Shown only if the browser refuses to close the PayPal window for us.
export function PaymentCompletePage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <ScreenTitle />
      <p>{t('payment.completed')}</p>
    </>
  );
}
