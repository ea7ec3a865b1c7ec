// The admin screens' reads as queries. The request layer already showed each refusal: no retries.
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/adminApi.ts';

export const adminKeys = {
  search: (identifier: string) => ['admin', 'search', identifier] as const,
  hero: (identifier: string) => ['admin', 'hero', identifier] as const,
  history: (identifier: string) => ['admin', 'history', identifier] as const,
  paymentDetails: (identifier: string) => ['admin', 'paymentDetails', identifier] as const,
  group: (groupId: string) => ['admin', 'group', groupId] as const,
  blockers: ['admin', 'blockers'] as const,
};

export const useUserSearch = (identifier: string) =>
  useQuery({
    queryKey: adminKeys.search(identifier),
    queryFn: () => adminApi.search(identifier),
    retry: false,
  });

export const useHero = (identifier: string) =>
  useQuery({
    queryKey: adminKeys.hero(identifier),
    queryFn: () => adminApi.hero(identifier),
    retry: false,
  });

export const useUserHistory = (identifier: string) =>
  useQuery({
    queryKey: adminKeys.history(identifier),
    queryFn: () => adminApi.history(identifier),
    retry: false,
  });

export const usePaymentDetails = (identifier: string) =>
  useQuery({
    queryKey: adminKeys.paymentDetails(identifier),
    queryFn: () => adminApi.paymentDetails(identifier),
    retry: false,
  });

export const useAdminGroup = (groupId: string) =>
  useQuery({
    queryKey: adminKeys.group(groupId),
    queryFn: () => adminApi.group(groupId),
    retry: false,
  });

export const useBlockers = () =>
  useQuery({ queryKey: adminKeys.blockers, queryFn: adminApi.blockers, retry: false });
