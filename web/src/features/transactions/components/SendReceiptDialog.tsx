import { isEmail } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { useSendReceipt } from '../api/commands';
import '../transactions.css';

type Method = 'email' | 'text';

const INVALID: Record<Method, string> = {
  email: 'Please enter a valid email address for the receipt.',
  text: 'Please enter a valid phone number for the receipt.',
};

/**
 * the receipt no longer depends on the completion's tab. From a transaction (its own) or a
 * completed appointment (its live payment: the server picks it), by email or text, with the same
 * transactions/sendReceipt the completion's last step uses.
 */
export function SendReceiptDialog({
  target,
  open,
  onClose,
}: {
  target: { transactionId: number } | { appointmentId: number };
  open: boolean;
  onClose(): void;
}) {
  const send = useSendReceipt();
  const [method, setMethod] = useState<Method>('email');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setValue('');
      setError(null);
    }
  }, [open]);
  const valid = (m: Method, v: string) => (m === 'email' ? isEmail(v.trim()) : /^\D*(\d\D*){10,15}$/.test(v.trim()));
  const submit = () => {
    if (!valid(method, value)) return setError(INVALID[method]);
    setError(null);
    send.mutate(
      { body: { ...target, method, value: value.trim() } },
      {
        onSuccess: () => {
          toast.success(method === 'email' ? `Receipt sent to ${value.trim()}` : `Receipt texted to ${value.trim()}`);
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <ModalDialog
      open={open}
      title="Send Receipt"
      onClose={onClose}
      busy={send.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={send.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={submit} disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Receipt'}
          </button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="tx-receipt-methods" aria-label="Send by">
          {(['email', 'text'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="receipt-method"
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setError(null);
                }}
              />
              {m === 'email' ? 'Email' : 'Text'}
            </label>
          ))}
        </fieldset>
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label htmlFor="receipt-to">{method === 'email' ? 'Email address' : 'Mobile number'}</label>
          <input
            id="receipt-to"
            type={method === 'email' ? 'email' : 'tel'}
            inputMode={method === 'email' ? 'email' : 'tel'}
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="receipt-to-error"
            autoFocus
          />
          <p id="receipt-to-error" className="field__error" aria-live="polite">
            {error}
          </p>
        </div>
      </form>
    </ModalDialog>
  );
}
