import { APPOINTMENT_MESSAGES } from '@pawroute/domain';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';

/** What the completion shows instead of its steps: loading, information missing, or an appointment not in progress. */
export function CompletionNotice({ kind, status }: { kind: 'loading' | 'missing' | 'notInProgress'; status?: string }) {
  if (kind === 'loading') {
    return (
      <div className="completion completion--loading">
        <Spinner />
      </div>
    );
  }
  if (kind === 'missing') {
    return (
      <div className="completion">
        <div className="completion__card">
          <p role="alert">{APPOINTMENT_MESSAGES.informationMissing}</p>
          <Link className="button button--secondary completion__big" to="/dashboard">
            Back to the dashboard
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="completion">
      <div className="completion__card">
        <h1 className="completion__title">Complete Appointment</h1>
        <p role="alert">
          {status === 'completed' ? 'This appointment is already completed.' : 'Only an appointment in progress can be completed. Start the appointment first.'}
        </p>
        <Link className="button button--primary completion__big" to="/dashboard/schedule">
          Back to my day
        </Link>
      </div>
    </div>
  );
}
