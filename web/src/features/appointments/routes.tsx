import type { Permission } from '@pawroute/domain';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { can, useSessionUser } from '../../lib/session';
import { AreaNav } from './AreaNav';
import { ConfirmationBoardPage } from './confirmations/ConfirmationBoardPage';
import { PreviousAppointmentsPage } from './customer/PreviousAppointmentsPage';
import { HistoryPage } from './history/HistoryPage';
import { SchedulePage } from './schedule/SchedulePage';
import { ServiceIssuesPage } from './serviceIssues/ServiceIssuesPage';
import { StandingsPage } from '../standings';
import { WaitingListPage } from './waitingList/WaitingListPage';
import { PaymentVoidedPage } from './unpaid/PaymentVoidedPage';
import { TodoListPage } from '../todo';

const BASE = '/dashboard/appointments';

/** A screen of the area for those holding any of `anyOf`; the others go back to the schedule. */
function Allowed({ anyOf, children }: { anyOf: Permission[]; children: ReactNode }) {
  const { data: user } = useSessionUser();
  return anyOf.some((p) => can(user, p)) ? <>{children}</> : <Navigate to={BASE} replace />;
}

/** /user/{userId}: digits only, else back to the schedule. */
function UserSchedule() {
  const userId = useParams().userId ?? '';
  return /^\d+$/.test(userId) ? <SchedulePage key={userId} employeeId={Number(userId)} /> : <Navigate to={BASE} replace />;
}

/**
 * The staff appointments area (part 1 §2, base /dashboard/appointments): / the schedule, /user/{userId}
 * one stylist's schedule, /waitingList, /confirmations, /standings (EditStandingAppointments), /todoList,
 * /serviceIssuesList (ViewServiceIssues or ViewAppointmentHistory) and /history (ViewAppointmentHistory);
 * any other path goes to /. The server checks every read again.
 */
export function StaffAppointmentsRoutes() {
  return (
    <div className="appt-area">
      <AreaNav />
      <Routes>
        <Route index element={<SchedulePage />} />
        <Route path="user/:userId" element={<UserSchedule />} />
        <Route path="waitingList" element={<WaitingListPage />} />
        {/* The confirmation board (ViewAllAppointments, like the area). */}
        <Route path="confirmations" element={<ConfirmationBoardPage />} />
        <Route
          path="standings"
          element={
            <Allowed anyOf={['EditStandingAppointments']}>
              <StandingsPage />
            </Allowed>
          }
        />
        <Route
          path="todoList"
          element={
            <Allowed anyOf={['ViewTodoItems']}>
              <TodoListPage />
            </Allowed>
          }
        />
        <Route
          path="serviceIssuesList"
          element={
            <Allowed anyOf={['ViewServiceIssues', 'ViewAppointmentHistory']}>
              <ServiceIssuesPage />
            </Allowed>
          }
        />
        <Route
          path="paymentVoided"
          element={
            <Allowed anyOf={['ViewAllTransactions']}>
              <PaymentVoidedPage />
            </Allowed>
          }
        />
        <Route
          path="history"
          element={
            <Allowed anyOf={['ViewAppointmentHistory']}>
              <HistoryPage />
            </Allowed>
          }
        />
        <Route path="*" element={<Navigate to={BASE} replace />} />
      </Routes>
    </div>
  );
}

/** A customer sees only /history, titled Previous Appointments (their own); everything else goes there. */
export function CustomerAppointmentsRoutes() {
  return (
    <Routes>
      <Route path="history" element={<PreviousAppointmentsPage />} />
      <Route path="*" element={<Navigate to={`${BASE}/history`} replace />} />
    </Routes>
  );
}
