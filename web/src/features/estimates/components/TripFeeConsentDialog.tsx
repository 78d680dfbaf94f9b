import { useEffect, useId, useRef } from 'react';
import { useModalDialog } from '../../../lib/useModalDialog';
import { dollars } from '../../../lib/money';

export type ConsentAnswer = { saveToProfile: boolean };

interface Props {
  newTripFee: number;
  previousTripFee: number | null;
  storedTripCharge: number;
  /** Only with EditCustomers may the new fee go to the customer's profile. */
  canSaveToProfile: boolean;
  busy: boolean;
  onAnswer(answer: ConsentAnswer): void;
  onCancel(): void;
}

/**
 * Part 1 §4 and §9: the trip fee rose above both the estimate's previous fee and the customer's
 * stored trip charge. Answering confirms the raise for this estimate (tripChargeIncrementConsent);
 * Yes also saves the new fee to the customer's profile, No leaves the profile as it is.
 */
export function TripFeeConsentDialog({ newTripFee, previousTripFee, storedTripCharge, canSaveToProfile, busy, onAnswer, onCancel }: Props) {
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // Native modal: focus stays inside and goes back to the Save button that opened it.
  useModalDialog(dialog, true);
  useEffect(() => {
    first.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="est-modal"
      role="alertdialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <div className="est-modal__backdrop" onClick={busy ? undefined : onCancel} />
      <div className="est-modal__panel">
        <h2 id={titleId} className="est-modal__title">
          Trip fee raised to {dollars(newTripFee)}
        </h2>
        <p>
          The trip fee is higher than the customer's trip charge of <strong>{dollars(storedTripCharge)}</strong>
          {previousTripFee !== null && (
            <>
              {' '}
              and higher than this estimate's previous fee of <strong>{dollars(previousTripFee)}</strong>
            </>
          )}
          .
        </p>
        {canSaveToProfile ? (
          <>
            <p className="est-modal__question">Save the new fee to the customer's profile?</p>
            <div className="est-modal__actions">
              <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
                Cancel
              </button>
              <button type="button" className="button button--secondary" onClick={() => onAnswer({ saveToProfile: false })} disabled={busy}>
                No
              </button>
              <button ref={first} type="button" className="button button--primary" onClick={() => onAnswer({ saveToProfile: true })} disabled={busy}>
                Yes
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="est-modal__question">Keep the new trip fee for this estimate?</p>
            <div className="est-modal__actions">
              <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
                Cancel
              </button>
              <button ref={first} type="button" className="button button--primary" onClick={() => onAnswer({ saveToProfile: false })} disabled={busy}>
                Keep {dollars(newTripFee)}
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
