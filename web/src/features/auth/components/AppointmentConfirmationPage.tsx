import { useSearchParams } from 'react-router-dom';
import { LINK_MESSAGES, type AppointmentConfirmedByLinkAnswer } from '@pawroute/domain';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLinkAction } from '../api/entrance';
import { LinkPage, linkErrorMessage, type LinkPageState } from './LinkPage';

/** /appointmentConfirmation?token= (part 2 §2.1): confirms the appointment; loading, success, error. */
export function AppointmentConfirmationPage() {
  useDocumentTitle('Confirm appointment — Pawroute');
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const confirm = useLinkAction<AppointmentConfirmedByLinkAnswer>('/api/v4/entrance/confirmAppointment', token);
  const state: LinkPageState = !token
    ? { kind: 'error', message: LINK_MESSAGES.appointmentConfirmation.invalid }
    : confirm.isPending
      ? { kind: 'loading' }
      : confirm.isError
        ? { kind: 'error', message: linkErrorMessage(confirm.error, LINK_MESSAGES.appointmentConfirmation.invalid) }
        : {
            kind: 'success',
            message: (
              <>
                <p>{confirm.data.message}</p>
                {confirm.data.appointmentDate && (
                  <p>
                    {confirm.data.appointmentDate} at {confirm.data.startTime}
                  </p>
                )}
              </>
            ),
          };
  return <LinkPage title="Appointment confirmation" state={state} />;
}
