import { POLICY_MESSAGES } from '@pawroute/domain';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { useAcceptPolicies, usePolicyText, type PolicyKind } from '../api/policies';
import { PolicyText } from './PolicyText';
import { BrandMark } from '../../../lib/BrandMark';

interface Props {
  userId: number;
  open: boolean;
  onClose(): void;
  /** True when staff hand their device to the customer: the end asks to hand it back. */
  handedOver: boolean;
}

function PolicyColumn({ kind }: { kind: PolicyKind }) {
  const policy = usePolicyText(kind);
  const failed = kind === 'privacyPolicy' ? POLICY_MESSAGES.failedToRetrievePrivacy : POLICY_MESSAGES.failedToRetrieveTerms;
  useEffect(() => {
    if (policy.isError) toast.error(failed, { id: `policy-${kind}` });
  }, [policy.isError, failed, kind]);
  const title = policy.data?.title ?? (kind === 'privacyPolicy' ? 'Privacy Policy' : 'Terms of Service');
  return (
    <section aria-label={title}>
      <div className="policy-head">
        <h3 className="panel__title">{title}</h3>
        <a href={`/${kind}`} target="_blank" rel="noreferrer" className="muted-line">
          Open in a new tab
        </a>
      </div>
      <div className="policy-box" tabIndex={0}>
        {policy.isError ? <p>{failed}</p> : policy.data ? <PolicyText text={policy.data.text} headingLevel={3} /> : <p>Loading…</p>}
      </div>
    </section>
  );
}

/**
 * Part 1 §2: the privacy policy and the terms side by side (400px high each), an acknowledgement
 * checkbox, and Submit enabled only once it is ticked; then 'Thank you' and, on an employee's device,
 * a request to hand it back.
 */
export function PolicyAcknowledgementModal({ userId, open, onClose, handedOver }: Props) {
  const [ticked, setTicked] = useState(false);
  const [done, setDone] = useState(false);
  const accept = useAcceptPolicies(userId);
  const checkId = useId();

  useEffect(() => {
    if (!open) {
      setTicked(false);
      setDone(false);
    }
  }, [open]);

  const submit = async () => {
    if (!ticked) {
      toast.error(POLICY_MESSAGES.mustAccept);
      return;
    }
    try {
      await accept.mutateAsync(true);
      setDone(true);
    } catch {
      toast.error(POLICY_MESSAGES.failedToSave);
    }
  };

  return (
    <ModalDialog
      open={open}
      title={done ? POLICY_MESSAGES.thankYou : 'Privacy Policy and Terms of Service'}
      onClose={onClose}
      busy={accept.isPending}
      size={done ? 'normal' : 'wide'}
      actions={
        done ? (
          <button type="button" className="button button--primary" onClick={onClose}>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={onClose} disabled={accept.isPending}>
              Cancel
            </button>
            <button type="button" className="button button--primary" disabled={!ticked || accept.isPending} onClick={() => void submit()}>
              {accept.isPending ? 'Submitting…' : 'Submit'}
            </button>
          </>
        )
      }
    >
      {done ? (
        <div className="thank-you" role="status">
          {/* The paw as the brand's SVG: an emoji shows as a box where no emoji font is installed. */}
          <p className="thank-you__title" aria-hidden="true">
            <BrandMark size={36} />
          </p>
          <p>{handedOver ? POLICY_MESSAGES.handBack : 'Your acceptance has been recorded.'}</p>
        </div>
      ) : (
        <>
          <div className="policy-pair">
            <PolicyColumn kind="privacyPolicy" />
            <PolicyColumn kind="termsOfService" />
          </div>
          <label className="check" htmlFor={checkId}>
            <input id={checkId} type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
            I have read and accept the Privacy Policy and the Terms of Service.
          </label>
        </>
      )}
    </ModalDialog>
  );
}
