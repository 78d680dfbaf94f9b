import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CompletionView } from './completion/CompletionView';
import { CurrentAppointmentPage } from './CurrentAppointmentPage';
import { DayPage } from './DayPage';

const DIGITS = /^\d+$/;

function Completing() {
  const raw = useParams().appointmentId ?? '';
  if (!DIGITS.test(raw)) return <Navigate to="/dashboard/schedule/upcoming" replace />;
  return <CompletionView key={raw} appointmentId={Number(raw)} customerAbsent={false} />;
}

function Current() {
  const { appointmentId = '', estimateId = '', userId = '' } = useParams();
  if (![appointmentId, estimateId, userId].every((v) => DIGITS.test(v))) return <Navigate to="/dashboard/schedule/upcoming" replace />;
  return <CurrentAppointmentPage key={appointmentId} />;
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
