import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isApiError, prefetchCsrfToken } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { MUST_ENTER, useLogin } from '../api/login';
import { takeRedirect } from '../redirectAfterLogin';
import { PRODUCT_TITLE, PublicLayout } from '../../../components/PublicLayout';

export function LoginPage() {
  useDocumentTitle(PRODUCT_TITLE);
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [emailAddress, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => emailRef.current?.focus(), []);
  // The token the login's PUT needs, fetched while the person types.
  useEffect(() => prefetchCsrfToken(), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!emailAddress.trim() || !password) {
      setError(MUST_ENTER);
      return;
    }
    setError(null);
    try {
      await login.mutateAsync({ emailAddress: emailAddress.trim(), password });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(takeRedirect() ?? from ?? '/dashboard', { replace: true });
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Invalid email or password.');
      setPassword('');
      passwordRef.current?.focus();
    }
  }

  return (
    <PublicLayout>
      <section className="card card--narrow" aria-labelledby="login-title">
        <h1 id="login-title" className="card__title">
          Sign in
        </h1>
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input
              ref={emailRef}
              id="login-email"
              name="emailAddress"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={emailAddress}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              ref={passwordRef}
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        <nav className="card__links" aria-label="Account help">
          <Link to="/password/forgot">Forgot password?</Link>
          <Link to="/sign-up">Create an account</Link>
        </nav>
      </section>
    </PublicLayout>
  );
}
