// The session screens, one chunk: they share their forms and checks.
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { LogoutPage } from './LogoutPage.tsx';
export { LogoutServerFallback } from './LogoutServerFallback.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
