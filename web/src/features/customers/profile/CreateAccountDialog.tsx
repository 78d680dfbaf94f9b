import { FIELD_MESSAGES, PROFILE_MESSAGES, isEmail } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useCreateLoginAccount } from '../api/profileActions';

/** Create Account (EditUsers): a login for this profile; the person sets the password via recovery. */
export function CreateAccountDialog({ userId, defaultEmail, open, onClose }: { userId: number; defaultEmail: string; open: boolean; onClose(): void }) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLoginAccount(userId);
  useEffect(() => {
    if (open) {
      setEmail(defaultEmail);
      setError(null);
    }
  }, [open, defaultEmail]);

  const submit = async () => {
    const loginEmail = email.trim();
    // Part 2 §5.7.
    if (!loginEmail) return setError(PROFILE_MESSAGES.loginEmailRequired);
    if (!isEmail(loginEmail)) return setError(FIELD_MESSAGES.email);
    try {
      await create.mutateAsync(loginEmail);
      toast.success(PROFILE_MESSAGES.createdAccount);
      onClose();
    } catch (e) {
      const message = isApiError(e) ? e.message : undefined;
      setError(message ?? PROFILE_MESSAGES.failedToCreateAccount);
      toast.error(PROFILE_MESSAGES.failedToCreateAccount, { description: message });
    }
  };

  return (
    <ModalDialog
      open={open}
      title="Create Account"
      onClose={onClose}
      busy={create.isPending}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={create.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={() => void submit()} disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Account'}
          </button>
        </>
      }
    >
      <p className="muted-line">The customer signs in with this email and sets a password with the “Forgot password” link.</p>
      <form
        className={`field ${error ? 'field--invalid' : ''}`}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <label htmlFor="login-email">
          Login Email<span className="field__required"> *</span>
        </label>
        <input
          id="login-email"
          type="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby="login-email-error"
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <p id="login-email-error" className="field__error" aria-live="polite">
          {error}
        </p>
      </form>
    </ModalDialog>
  );
}
