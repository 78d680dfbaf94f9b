import { formatPhoneNumber, PHONE_MESSAGES } from '@pawroute/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useCallPhoneNumber } from '../api/callPhoneNumber';
import { useSmsInfo } from '../api/smsInfo';
import { extensionAtom } from '../extension';
import '../phone.css';

interface Props {
  userId: number;
  phoneNumber: string;
}

/** Part 1 §6 UsePhoneSystem: the Call and SMS buttons beside a phone number. */
export function PhoneNumberActions({ userId, phoneNumber }: Props) {
  const extension = useAtomValue(extensionAtom).trim();
  const call = useCallPhoneNumber();
  const [smsOpen, setSmsOpen] = useState(false);
  const shown = formatPhoneNumber(phoneNumber);

  const onCall = () => {
    if (!extension) {
      toast.error(PHONE_MESSAGES.failedToCall, { description: PHONE_MESSAGES.extension });
      return;
    }
    call.mutate(
      { phoneNumber, extensionNumber: extension },
      {
        onSuccess: () => toast.success(`Calling ${shown}: pick up extension ${extension}.`),
        onError: (error) => toast.error(PHONE_MESSAGES.failedToCall, { description: isApiError(error) ? error.message : undefined }),
      },
    );
  };

  return (
    <span className="phone-actions">
      <button type="button" className="button button--secondary button--small" onClick={onCall} disabled={call.isPending} aria-label={`Call ${shown}`}>
        Call
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => setSmsOpen(true)} aria-label={`SMS ${shown}`}>
        SMS
      </button>
      {smsOpen && <SmsSettingsDialog userId={userId} phoneNumber={phoneNumber} onClose={() => setSmsOpen(false)} />}
    </span>
  );
}

/** Part 1 §2 "SMS settings dialog": the number texts go to and where the conversation with it opens. */
function SmsSettingsDialog({ userId, phoneNumber, onClose }: Props & { onClose(): void }) {
  const info = useSmsInfo(userId, phoneNumber, true);
  const failure = info.isError ? (isApiError(info.error) && info.error.message ? info.error.message : PHONE_MESSAGES.smsInfoFailed) : null;
  const error = failure ?? info.data?.error ?? null;
  useEffect(() => {
    if (failure) toast.error(failure, { id: `sms-info-${userId}-${phoneNumber}` });
  }, [failure, userId, phoneNumber]);
  return (
    <ModalDialog
      open
      title="SMS Settings"
      onClose={onClose}
      actions={
        <>
          {info.data?.PVConversationURL && (
            <a className="button button--primary" href={info.data.PVConversationURL}>
              Open Conversation
            </a>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {info.isPending && <p className="muted">Loading SMS information…</p>}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {info.data && (
        <dl className="sms-info">
          <dt>Phone Number</dt>
          <dd>{formatPhoneNumber(info.data.phoneNumber)}</dd>
          <dt>Conversation</dt>
          <dd>{info.data.PVConversationURL ?? '—'}</dd>
        </dl>
      )}
    </ModalDialog>
  );
}
