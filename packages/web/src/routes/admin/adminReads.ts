// The admin screens' reads, held in the one cache (store/readsStore.ts).
import { adminApi } from '../../api/adminApi.ts';
import { useServerRead } from '../../store/useServerRead.ts';

export const adminReads = {
  search: (identifier: string) => `admin/search/${identifier}`,
  hero: (identifier: string) => `admin/hero/${identifier}`,
  history: (identifier: string) => `admin/history/${identifier}`,
  paymentDetails: (identifier: string) => `admin/paymentDetails/${identifier}`,
  group: (groupId: string) => `admin/group/${groupId}`,
  blockers: 'admin/blockers',
};

export const useUserSearch = (identifier: string) =>
  useServerRead(adminReads.search(identifier), () => adminApi.search(identifier));

export const useHero = (identifier: string) =>
  useServerRead(adminReads.hero(identifier), () => adminApi.hero(identifier));

export const useUserHistory = (identifier: string) =>
  useServerRead(adminReads.history(identifier), () => adminApi.history(identifier));

export const usePaymentDetails = (identifier: string) =>
  useServerRead(adminReads.paymentDetails(identifier), () => adminApi.paymentDetails(identifier));

export const useAdminGroup = (groupId: string) =>
  useServerRead(adminReads.group(groupId), () => adminApi.group(groupId));

export const useBlockers = () => useServerRead(adminReads.blockers, adminApi.blockers);
