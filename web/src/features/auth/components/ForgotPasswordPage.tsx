import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { TextField } from '../../../components/TextField';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { forgotPasswordSchema, PASSWORD_MESSAGES, useSendRecoveryEmail, type ForgotPasswordForm, type ForgotPasswordValues } from '../api/passwords';
import { PublicLayout } from '../../../components/PublicLayout';

/** /password/forgot (part 2 §2.1): asks for a recovery email; the answer never says whether the address has a login. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password — Pawroute');
  const send = useSendRecoveryEmail();
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { emailAddress: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      const answer = await send.mutateAsync(body);
      setSent(answer.message);
    } catch {
      setFailed(true);
      toast.error(PASSWORD_MESSAGES.recoveryFailed);
    }
  });

  return (
    <PublicLayout>
      <section className="card card--narrow" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="card__title">
          Forgot password
        </h1>
        {sent ? (
          <>
            <p role="status">{sent}</p>
            <p className="muted">The link in the email works once, within 24 hours. Check your spam folder if it does not arrive.</p>
            <Link to="/login" className="button button--secondary button--block">
              Back to sign in
            </Link>
          </>
        ) : (
          <>
            <p className="muted">Enter the email address you sign in with. We will email you a link to choose a new password.</p>
            <form className="form" onSubmit={onSubmit} noValidate>
              <TextField
                label="Email"
                type="email"
                autoComplete="username"
                inputMode="email"
                autoFocus
                error={formState.errors.emailAddress}
                {...register('emailAddress')}
              />
              {failed && (
                <p className="form__error" role="alert">
                  {PASSWORD_MESSAGES.recoveryFailed}
                </p>
              )}
              <button type="submit" className="button button--primary button--block" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Sending…' : 'Send recovery email'}
              </button>
            </form>
            <nav className="card__links" aria-label="Account help">
              <Link to="/login">Back to sign in</Link>
            </nav>
          </>
        )}
      </section>
    </PublicLayout>
  );
}
