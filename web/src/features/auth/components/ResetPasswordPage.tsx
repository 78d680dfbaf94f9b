import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { TextField } from '../../../components/TextField';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PASSWORD_MESSAGES, resetPasswordSchema, useUpdatePasswordAndLogin, type ResetPasswordForm } from '../api/passwords';
import { PublicLayout } from '../../../components/PublicLayout';

type ResetBody = { emailAddress: string; password: string; confirmPassword: string };

/**
 * /password/reset?token= (part 2 §2.1, §5.1): the link from a login or recovery email. Email, new
 * password and its confirmation; success signs in and goes to the dashboard.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a password — Pawroute');
  const navigate = useNavigate();
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const update = useUpdatePasswordAndLogin();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm, unknown, ResetBody>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { emailAddress: '', password: '', confirmPassword: '' },
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async ({ emailAddress, password }) => {
    if (!token) {
      setError(PASSWORD_MESSAGES.failedToReset);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ token, emailAddress, password });
      toast.success(PASSWORD_MESSAGES.passwordSaved);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      const message = isApiError(err) && err.statusCode >= 400 && err.statusCode < 500 ? err.message : PASSWORD_MESSAGES.failedToReset;
      setError(message);
      toast.error(message);
    }
  });

  return (
    <PublicLayout>
      <section className="card card--narrow" aria-labelledby="reset-title">
        <h1 id="reset-title" className="card__title">
          Choose a password
        </h1>
        <p className="muted">At least 10 characters. You will be signed in when it is saved.</p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            error={errors.emailAddress}
            {...register('emailAddress')}
          />
          <TextField label="New password" type="password" autoComplete="new-password" error={errors.password} {...register('password')} />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
            {...register('confirmPassword')}
          />
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save password and sign in'}
          </button>
        </form>
        <nav className="card__links" aria-label="Account help">
          <Link to="/password/forgot">Request a new link</Link>
          <Link to="/login">Back to sign in</Link>
        </nav>
      </section>
    </PublicLayout>
  );
}
