// The account extras of the settings screens as queries: the webhooks and the purchase history.
import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../api/accountApi.ts';

export const accountKeys = {
  webhooks: ['account', 'webhooks'] as const,
  purchaseHistory: ['account', 'purchaseHistory'] as const,
};

// the request layer already showed the refusal: no retries
export const useWebhooks = () =>
  useQuery({ queryKey: accountKeys.webhooks, queryFn: accountApi.webhooks, retry: false });

export const usePurchaseHistory = () =>
  useQuery({
    queryKey: accountKeys.purchaseHistory,
    queryFn: accountApi.purchaseHistory,
    retry: false,
  });
