import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { sendReceipt, type ReceiptMethod } from './api';
import { RECEIPT_COUNTDOWN_S } from './model';

const LABELS: Record<ReceiptMethod, string> = { email: 'Email', text: 'Text', none: 'None' };

/**
 * Part 2 §2.3 / §4.1 step 4: the customer picks a receipt (Email, Text, None), sent with
 * transactions/sendReceipt; then 'Continue as Employee' appears with a 4-second countdown whose expiry
 * (or a tap) finishes and returns to /dashboard.
 */
export function ThankYou({
  transactionId,
  email,
  phone,
  onDone,
}: {
  transactionId: number | null;
  email: string;
  phone: string;
  onDone(): void;
}) {
  const id = useId();
  const [method, setMethod] = useState<ReceiptMethod | null>(null);
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [chosen, setChosen] = useState(false);
  const [left, setLeft] = useState(RECEIPT_COUNTDOWN_S);
  const done = useRef(false);

  useEffect(() => {
    if (!chosen) return;
    if (left <= 0) {
      if (!done.current) {
        done.current = true;
        onDone();
      }
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [chosen, left, onDone]);

  const pick = (next: ReceiptMethod) => {
    setMethod(next);
    setValue(next === 'email' ? email : next === 'text' ? phone : '');
    if (next === 'none') void send('none', '');
  };

  const send = async (how: ReceiptMethod, to: string) => {
    if (sending || chosen) return;
    if (transactionId !== null) {
      setSending(true);
      try {
        await sendReceipt(transactionId, how, to.trim());
        if (how !== 'none') toast.success(how === 'email' ? `Receipt sent to ${to.trim()}` : `Receipt texted to ${to.trim()}`);
      } catch (e) {
        toast.error(e instanceof Error ? e.message : 'Failed to send the receipt');
        setSending(false);
        return;
      }
      setSending(false);
    }
    setLeft(RECEIPT_COUNTDOWN_S);
    setChosen(true);
  };

  return (
    <div className="thanks">
      <h2 className="thanks__title">Thank you!</h2>
      <p className="muted">How would you like your receipt?</p>
      <div className="choices choices--big" role="radiogroup" aria-label="Receipt">
        {(Object.keys(LABELS) as ReceiptMethod[]).map((m) => (
          <button key={m} type="button" role="radio" aria-checked={method === m} disabled={sending || chosen} onClick={() => pick(m)}>
            {LABELS[m]}
          </button>
        ))}
      </div>
      {(method === 'email' || method === 'text') && !chosen && (
        <form
          className="thanks__send"
          onSubmit={(e) => {
            e.preventDefault();
            if (value.trim()) void send(method, value);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-to`}>{method === 'email' ? 'Email address' : 'Mobile number'}</label>
            <input
              id={`${id}-to`}
              type={method === 'email' ? 'email' : 'tel'}
              inputMode={method === 'email' ? 'email' : 'tel'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary completion__big" disabled={sending || !value.trim()}>
            {sending ? 'Sending…' : 'Send Receipt'}
          </button>
        </form>
      )}
      {chosen && (
        <button type="button" className="button button--primary completion__big thanks__continue" onClick={() => !done.current && ((done.current = true), onDone())}>
          Continue as Employee ({left})
        </button>
      )}
    </div>
  );
}
