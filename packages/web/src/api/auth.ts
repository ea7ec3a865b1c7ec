import { api } from './request.ts';
import { browserTimeZone } from './requestHeaders.ts';

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
  // the new account's days follow the browser's zone from the first one (issue 30)
  register: (registration: Registration, groupInvite?: string) =>
    api.call('POST /user/auth/local/register', {
      body: { ...registration, timezone: browserTimeZone() } as Registration,
      query: { groupInvite },
    }),
  login: (username: string, password: string) =>
    api.call('POST /user/auth/local/login', { body: { username, password } }),
  requestPasswordReset: (email: string) =>
    api.call('POST /user/reset-password', { body: { email } }),
  setNewPassword: (code: string, newPassword: string, confirmPassword: string) =>
    api.call('POST /user/auth/reset-password-set-new-one', {
      body: {
        code,
        newPassword,
        confirmPassword,
      },
    }),
  updateUsername: (username: string, password: string) =>
    api.call('PUT /user/auth/update-username', { body: { username, password } }),
  updateEmail: (newEmail: string, password: string) =>
    api.call('PUT /user/auth/update-email', { body: { newEmail, password } }),
  updatePassword: (password: string, newPassword: string, confirmPassword: string) =>
    api.call('PUT /user/auth/update-password', {
      body: { password, newPassword, confirmPassword },
    }),
  deleteAccount: (password: string) => api.call('DELETE /user', { body: { password } }),
  resetApiToken: () => api.call('POST /user/auth/reset-api-token'),
};
