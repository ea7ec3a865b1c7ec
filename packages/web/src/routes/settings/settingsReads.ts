// The account extras of the settings screens, held in the one cache (store/readsStore.ts): the
// webhooks and the purchase history.
import { accountApi } from '../../api/accountApi.ts';
import { useServerRead } from '../../store/useServerRead.ts';

export const accountReads = {
  webhooks: 'account/webhooks',
  purchaseHistory: 'account/purchaseHistory',
};

export const useWebhooks = () => useServerRead(accountReads.webhooks, accountApi.webhooks);

export const usePurchaseHistory = () =>
  useServerRead(accountReads.purchaseHistory, accountApi.purchaseHistory);
