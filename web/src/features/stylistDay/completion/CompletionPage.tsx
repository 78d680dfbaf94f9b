import { Navigate, useParams } from 'react-router-dom';
import { RequireAccess } from '../../../app/guards/RequireAccess';
import { CompletionView } from './CompletionView';

/**
 * Part 2 §2.3: /appointmentCompletion/{appointmentId} (customer present) and
 * /appointmentCompletionWithoutCustomer/{appointmentId} (customer absent), full page outside the
 * dashboard shell. The server checks the permissions again on every call.
 */
export function CompletionPage({ customerAbsent }: { customerAbsent: boolean }) {
  const raw = useParams().appointmentId ?? '';
  if (!/^\d+$/.test(raw)) return <Navigate to="/dashboard" replace />;
  return (
    <RequireAccess access={{ anyOf: ['ViewDailyRoute', 'StartAppointments'] }}>
      <main className="completion-page">
        <CompletionView key={`${raw}-${customerAbsent}`} appointmentId={Number(raw)} customerAbsent={customerAbsent} />
      </main>
    </RequireAccess>
  );
}
