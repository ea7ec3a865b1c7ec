import { redirect, type LoaderFunctionArgs } from 'react-router';
import { browser } from '../../browser.ts';
import { markPaymentCompleted, readSavedAppState } from '../../store/savedAppState.ts';
import { paymentReturn } from './paymentReturn.ts';

// Runs before anything renders, so a payment return never flashes a page on its way through.
export function paymentReturnLoader({ params }: LoaderFunctionArgs): Response | null {
  const outcome = paymentReturn(params.redirect ?? '');
  switch (outcome.kind) {
    case 'markCompletedAndClose':
      markPaymentCompleted();
      browser.closeWindow(); // PayPal opened this window; the opener sees paymentCompleted
      return null;
    case 'markCompletedAndGo':
      return redirect(outcome.target(markPaymentCompleted()));
    case 'go':
      return redirect(outcome.target(readSavedAppState() ?? {}));
    case 'notFound':
      return redirect('/static/not-found');
  }
}
