import { Navigate, useSearchParams } from 'react-router';

// The server answers /logout-server itself. When the web app sees the path anyway (the dev
// server, or a server without that route) it finishes the logout on the client.
export function LogoutServerFallback() {
  const [searchParams] = useSearchParams();
  const toLogin = searchParams.get('redirectToLogin') === 'true';
  return <Navigate to={toLogin ? '/login' : '/static/home'} replace />;
}
