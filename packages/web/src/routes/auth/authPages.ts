// The session screens, one chunk: they share their forms and checks. The screens that choose a
// password (registerPages.ts) are a chunk of their own, so the login page does not carry them.
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { LogoutPage } from './LogoutPage.tsx';
export { LogoutServerFallback } from './LogoutServerFallback.tsx';
