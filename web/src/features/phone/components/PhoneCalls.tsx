import { formatPhoneNumber, PHONE_CALL_EVENT, PHONE_MESSAGES, type PhoneCallPush } from '@pawroute/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { onLiveEvent } from '../../../lib/socket';
import { INCOMING_CALL_TOAST_MS } from '../../../lib/toast';
import { useSubscribeToPhone } from '../api/subscribeToPhone';
import { extensionAtom, phoneStatusAtom } from '../extension';

const isCall = (data: unknown): data is PhoneCallPush =>
  !!data && typeof data === 'object' && typeof (data as PhoneCallPush).callId === 'string' && typeof (data as PhoneCallPush).extensionNumber === 'string';

/**
 * The phone system in the signed-in shell (UsePhoneSystem): keeps the server told of this browser's
 * extension, and shows each `phoneCall` push for it as a 60-second toast (part 2 §2.7, §9) naming the
 * caller when the number is a customer's, with a button to that profile. Renders nothing itself.
 */
export function PhoneCalls() {
  const extension = useAtomValue(extensionAtom);
  const setStatus = useSetAtom(phoneStatusAtom);
  const navigate = useNavigate();
  const { query, valid } = useSubscribeToPhone(extension);
  const current = useRef(extension);
  current.current = extension.trim();

  useEffect(() => {
    if (!valid) setStatus({ state: 'invalid' });
    else if (query.isError) setStatus({ state: 'failed' });
    else if (query.data?.phoneSystem === 'off') setStatus({ state: 'off', message: query.data.message ?? PHONE_MESSAGES.off });
    else if (query.data && query.data.extensionNumber !== '') setStatus({ state: 'listening', extension: query.data.extensionNumber });
    else setStatus({ state: 'idle' });
  }, [valid, query.isError, query.data, setStatus]);

  useEffect(() => {
    if (query.isError) toast.error(PHONE_MESSAGES.failedToSubscribe, { id: 'phone-subscribe' });
  }, [query.isError, query.errorUpdatedAt]);

  useEffect(
    () =>
      onLiveEvent(PHONE_CALL_EVENT, (data) => {
        // The server sends a call to the browsers listening on its extension; this tab checks it is still its own.
        if (!isCall(data) || data.extensionNumber !== current.current) return;
        const number = data.phoneNumber ? formatPhoneNumber(data.phoneNumber) : 'Unknown number';
        const who = data.customer?.name ?? data.callerName ?? number;
        const customer = data.customer;
        toast.info(`Incoming call: ${who}`, {
          id: `call-${data.callId}-${data.extensionNumber}`,
          duration: INCOMING_CALL_TOAST_MS,
          description: `${who === number ? '' : `${number} · `}Extension ${data.extensionNumber}`,
          className: 'incoming-call-toast',
          action: customer
            ? { label: 'Open Profile', onClick: () => navigate(`/dashboard/customers/${customer.userId}`) }
            : undefined,
        });
      }),
    [navigate],
  );

  useEffect(() => () => setStatus({ state: 'idle' }), [setStatus]);
  return null;
}
