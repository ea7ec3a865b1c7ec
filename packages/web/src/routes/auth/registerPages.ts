// The screens that choose a password: sign-up and a password reset, with the password fields and
// their rules. A chunk apart from the login page's (authPages.ts).
export { RegisterPage } from './RegisterPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
