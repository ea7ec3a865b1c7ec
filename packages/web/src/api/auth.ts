import { api } from './request.ts';

// Register answers 201 with the new user (id, _id, apiToken, …); login with { id, apiToken,
// newUser, username }.
export interface SignInAnswer {
  id: string;
  _id?: string;
  apiToken: string;
  newUser?: boolean;
  username?: string;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const authApi = {
  register: (registration: Registration, groupInvite?: string) =>
    api.post<SignInAnswer>('/user/auth/local/register', registration, {
      query: { groupInvite },
    }),
  login: (username: string, password: string) =>
    api.post<SignInAnswer>('/user/auth/local/login', { username, password }),
  requestPasswordReset: (email: string) => api.post<object>('/user/reset-password', { email }),
  setNewPassword: (code: string, newPassword: string, confirmPassword: string) =>
    api.post<object>('/user/auth/reset-password-set-new-one', {
      code,
      newPassword,
      confirmPassword,
    }),
  updateUsername: (username: string, password: string) =>
    api.put<{ username: string }>('/user/auth/update-username', { username, password }),
  updateEmail: (newEmail: string, password: string) =>
    api.put<{ email: string }>('/user/auth/update-email', { newEmail, password }),
  updatePassword: (password: string, newPassword: string, confirmPassword: string) =>
    api.put<object>('/user/auth/update-password', { password, newPassword, confirmPassword }),
  deleteAccount: (password: string) => api.delete<object>('/user', { password }),
  resetApiToken: () => api.post<{ apiToken: string }>('/user/auth/reset-api-token'),
};
