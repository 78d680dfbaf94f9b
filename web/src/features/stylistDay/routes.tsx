import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { DayPage } from './DayPage';

const DIGITS = /^\d+$/;

// Off the day list's critical path: the appointment's page (its estimate) when tapped, the
// completion view when opened (usePrefetchDay fetches the completion code once the list shows).
const CurrentAppointmentPage = lazy(() => import('./CurrentAppointmentPage').then((m) => ({ default: m.CurrentAppointmentPage })));
const CompletionView = lazy(() => import('./completion/CompletionView').then((m) => ({ default: m.CompletionView })));

function Completing() {
  const raw = useParams().appointmentId ?? '';
  if (!DIGITS.test(raw)) return <Navigate to="/dashboard/schedule/upcoming" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <CompletionView key={raw} appointmentId={Number(raw)} customerAbsent={false} />
    </Suspense>
  );
}

function Current() {
  const { appointmentId = '', estimateId = '', userId = '' } = useParams();
  if (![appointmentId, estimateId, userId].every((v) => DIGITS.test(v))) return <Navigate to="/dashboard/schedule/upcoming" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <CurrentAppointmentPage key={appointmentId} />
    </Suspense>
  );
}

/**
 * /dashboard/schedule/* (ViewDailyRoute, part 2 §2.2): /upcoming (default),
 * /currentAppointment/{appointmentId}/estimate/{estimateId}/user/{userId} and
 * /currentAppointment/{appointmentId}/completing (the completion view inside the dashboard).
 */
export function DailyRoutes() {
  return (
    <Routes>
      {/* The default view is the day itself (no redirect: /dashboard/schedule stays a stable landing). */}
      <Route index element={<DayPage />} />
      <Route path="upcoming" element={<DayPage />} />
      <Route path="currentAppointment/:appointmentId/estimate/:estimateId/user/:userId" element={<Current />} />
      <Route path="currentAppointment/:appointmentId/completing" element={<Completing />} />
      <Route path="*" element={<Navigate to="/dashboard/schedule/upcoming" replace />} />
    </Routes>
  );
}
