import { Navigate, useParams } from 'react-router-dom';
import { CompletionView } from './CompletionView';

/**
 * Part 2 §2.3: /appointmentCompletion/{appointmentId} (customer present) and
 * /appointmentCompletionWithoutCustomer/{appointmentId} (customer absent), full page outside the
 * dashboard shell; the app's router lets in who may see the day (ViewDailyRoute or StartAppointments).
 * The server checks the permissions again on every call.
 */
export function CompletionPage({ customerAbsent }: { customerAbsent: boolean }) {
  const raw = useParams().appointmentId ?? '';
  if (!/^\d+$/.test(raw)) return <Navigate to="/dashboard" replace />;
  return (
    <main className="completion-page">
      <CompletionView key={`${raw}-${customerAbsent}`} appointmentId={Number(raw)} customerAbsent={customerAbsent} />
    </main>
  );
}
