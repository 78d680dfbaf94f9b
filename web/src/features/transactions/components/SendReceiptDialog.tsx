import { formatPhoneNumber, isEmail, type ReceiptInfo } from '@pawroute/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '../../../lib/apiClient';
import { businessTimeZone } from '../../../lib/businessTime';
import { ModalDialog } from '../../../components/ModalDialog';
import { useSendReceipt } from '../api/commands';
import '../transactions.css';

type Method = 'email' | 'text';

/** GET transactions/getReceiptInfo: the customer's email and phone, and the receipt's last send (if any). */
function useReceiptInfo(target: { transactionId: number } | { appointmentId: number }, open: boolean) {
  return useQuery({
    queryKey: ['transactions', 'receiptInfo', target],
    queryFn: ({ signal }) => api.get<ReceiptInfo>('/api/v4/transactions/getReceiptInfo', target, signal),
    enabled: open,
    staleTime: 0,
  });
}

/** "Receipt sent to casey@example.com at 2:05 PM" (the business's clock; another day's send names its date). */
export function receiptSentLine(sent: NonNullable<ReceiptInfo['lastSent']>, now: Date = new Date(), zone: string = businessTimeZone()): string {
  const at = new Date(sent.at);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(d);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at);
  const date = day(at) === day(now) ? '' : ` on ${new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric' }).format(at)}`;
  // A texted receipt names the number as people write it (part 1 §9), not as the provider was given it.
  return `Receipt ${sent.method === 'email' ? `sent to ${sent.to}` : `texted to ${formatPhoneNumber(sent.to)}`} at ${time}${date}`;
}

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
  // What the user typed; until then the customer's address for the method, once known (as the completion's
  // receipt step does). Derived, not copied in by an effect: an effect's copy could land after the first
  // keystrokes on a slow phone and overwrite them.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const info = useReceiptInfo(target, open);
  const value = typed ?? (method === 'email' ? info.data?.email : info.data?.phone) ?? '';
  // Read-only until that address is known, so what is typed never mixes with it. Editable before, the
  // address could land after the field was focused and selected but before the keys: React wrote it
  // in, the caret went to its end and the keys were added to it ("customer@pawroute.testcasey.van@
  // example.com", refused as invalid; the stylist's browser test, 2 runs in 4). Not while the read waits
  // offline (paused) or once it failed: the field is then the user's, empty.
  const waitingForAddress = info.isPending && info.fetchStatus !== 'paused';
  // Each opening starts clean, reset while rendering (React's "adjusting state when a prop changes").
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setTyped(null);
      setError(null);
    }
  }
  const valid = (m: Method, v: string) => (m === 'email' ? isEmail(v.trim()) : /^\D*(\d\D*){10,15}$/.test(v.trim()));
  const submit = () => {
    if (!valid(method, value)) return setError(INVALID[method]);
    setError(null);
    // mutateAsync, not mutate's callbacks: those are dropped when the dialog's owner re-mounts meanwhile
    // (a push re-rendering the day or the panel after the send), and the answer then said nothing.
    send.mutateAsync({ body: { ...target, method, value: value.trim() } }).then(
      () => {
        void info.refetch();
        toast.success(method === 'email' ? `Receipt sent to ${value.trim()}` : `Receipt texted to ${value.trim()}`);
        onClose();
      },
      (e: Error) => setError(e.message),
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
        {info.data?.lastSent && (
          <p className="tx-receipt-sent" data-testid="receipt-last-sent">
            {receiptSentLine(info.data.lastSent)}
          </p>
        )}
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
                  setTyped(null);
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
            readOnly={waitingForAddress}
            placeholder={waitingForAddress ? "Loading the customer's details…" : undefined}
            onChange={(e) => setTyped(e.target.value)}
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
