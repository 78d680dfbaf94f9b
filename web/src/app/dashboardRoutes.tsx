import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { Spinner } from '../components/Spinner';
import { allows, isCustomerRole, type Access } from './guards/access';
import { DashboardHome } from './guards/DashboardHome';
import { RequireAccess } from './guards/RequireAccess';
import { useCurrentUser } from '../lib/useCurrentUser';
import { SCREENS } from './screens';
import { preloadable } from './preloadable';

// Feature screens load on first visit, so the login page and the shell stay small.
const CustomersArea = lazy(() => import('./profileAreas').then((m) => ({ default: m.CustomersArea })));
const PortalProfileArea = lazy(() => import('./profileAreas').then((m) => ({ default: m.PortalProfileArea })));
const PortalInformationArea = lazy(() => import('./profileAreas').then((m) => ({ default: m.PortalInformationArea })));
const MergeArea = lazy(() => import('./profileAreas').then((m) => ({ default: m.MergeArea })));
const EstimateRoutes = lazy(() => import('../features/estimates/routes').then((m) => ({ default: m.EstimateRoutes })));
const EstimatesRoutes = lazy(() => import('../features/estimates/routes').then((m) => ({ default: m.EstimatesRoutes })));
const OutboxPage = lazy(() => import('../features/mail').then((m) => ({ default: m.OutboxPage })));
const ComplaintsPage = lazy(() => import('../features/complaints').then((m) => ({ default: m.ComplaintsPage })));
const SystemPage = lazy(() => import('../features/health').then((m) => ({ default: m.SystemPage })));
const EmployeesArea = lazy(() => import('./employeeTabs').then((m) => ({ default: m.EmployeesArea })));
/** Preloaded for a stylist bound for the day (useWarmDashboard). */
export const DailyRoutes = preloadable(() => import('../features/stylistDay/routes').then((m) => m.DailyRoutes));
const RouteDayPage = lazy(() => import('../features/route').then((m) => ({ default: m.RouteDayPage })));
const StaffAppointmentsRoutes = lazy(() =>
  import('../features/appointments/routes').then((m) => ({ default: m.StaffAppointmentsRoutes })),
);
const CustomerAppointmentsRoutes = lazy(() =>
  import('../features/appointments/routes').then((m) => ({ default: m.CustomerAppointmentsRoutes })),
);
const StaffTransactionsRoutes = lazy(() => import('../features/transactions').then((m) => ({ default: m.StaffTransactionsRoutes })));
const CustomerTransactionsRoutes = lazy(() => import('../features/transactions').then((m) => ({ default: m.CustomerTransactionsRoutes })));
const BookPage = lazy(() => import('../features/booking').then((m) => ({ default: m.BookPage })));
const BookingRequestsPage = lazy(() => import('../features/booking').then((m) => ({ default: m.BookingRequestsPage })));
const MessagesPage = lazy(() => import('../features/messages').then((m) => ({ default: m.MessagesPage })));
const RemindersPage = lazy(() => import('../features/reminders').then((m) => ({ default: m.RemindersPage })));
// The Management page with the tabs other features own (app/managementTabs.tsx), in one visit's load.
const ManagementPage = lazy(() =>
  Promise.all([import('../features/management'), import('./managementTabs')]).then(([management, tabs]) => ({
    default: () => <management.ManagementPage slots={tabs.managementSlots} />,
  })),
);
// The todo list with the customer information modal from a row (part 1 §2).
const TodoListPage = lazy(() =>
  Promise.all([import('../features/todo'), import('../features/customers'), import('./profileTabs')]).then(([todo, customers, tabs]) => ({
    default: () => (
      <todo.TodoListPage
        renderCustomerInfo={(userId, onClose) => <customers.CustomerInformationModal userId={userId} onClose={onClose} slots={tabs.profileSlots} />}
      />
    ),
  })),
);
const AuditPage = lazy(() => import('../features/audit').then((m) => ({ default: m.AuditPage })));
// sales tax, payroll and daily tips (reached from Reports).
const ReportsIndexPage = lazy(() => import('../features/reports').then((m) => ({ default: m.ReportsIndexPage })));
const SalesTaxReportPage = lazy(() => import('../features/reports').then((m) => ({ default: m.SalesTaxReportPage })));
const PayrollReportPage = lazy(() => import('../features/reports').then((m) => ({ default: m.PayrollReportPage })));
const DailyTipsReportPage = lazy(() => import('../features/reports').then((m) => ({ default: m.DailyTipsReportPage })));
const DepositsPage = lazy(() => import('../features/deposits').then((m) => ({ default: m.DepositsPage })));
const OutstandingBalancesPage = lazy(() => import('../features/transactions').then((m) => ({ default: m.OutstandingBalancesPage })));

const screen = (element: ReactNode) => (
  <Suspense
    fallback={
      <div className="page">
        <Spinner />
      </div>
    }
  >
    {element}
  </Suspense>
);

const guard = (access: Access, element: ReactNode) => <RequireAccess access={access}>{element}</RequireAccess>;
const soon = (title: string) => <ComingSoonPanel title={title} />;

/**
 * /dashboard/appointments: the staff area (ViewAllAppointments, part 2 §2.2); a customer sees only their
 * own appointment history, titled Previous Appointments (part 1 §2).
 */
function AppointmentsArea() {
  const user = useCurrentUser();
  if (isCustomerRole(user)) return screen(<CustomerAppointmentsRoutes />);
  return allows(user, SCREENS.appointments.access) ? screen(<StaffAppointmentsRoutes />) : <Navigate to="/dashboard" replace />;
}

/**
 * /dashboard/transactions: the ledger for ViewAllTransactions (part 2 §2.5); a customer sees only their
 * own transactions (ViewCustomerDashboard).
 */
function TransactionsArea() {
  const user = useCurrentUser();
  if (isCustomerRole(user)) return screen(<CustomerTransactionsRoutes userId={user.ID} />);
  return allows(user, SCREENS.transactions.access) ? (
    screen(<StaffTransactionsRoutes mayCreate={allows(user, { allOf: ['CreateTransactions'] })} />)
  ) : (
    <Navigate to="/dashboard" replace />
  );
}

/**
 * /dashboard/estimate/*: the estimate route (ViewAppointments, part 2 §2.2). Without it, a user with
 * ViewEstimates who follows a link to an existing estimate reads it at /dashboard/estimates/... (part 1
 * §6: read-only); anyone else goes to their default route.
 */
function EstimateArea() {
  const user = useCurrentUser();
  const existing = /^(\d+)\/user\/(\d+)(\/|$)/.exec(useParams()['*'] ?? '');
  if (allows(user, SCREENS.estimate.access)) return screen(<EstimateRoutes />);
  if (existing && allows(user, { allOf: ['ViewEstimates'] })) {
    return <Navigate to={`/dashboard/estimates/${existing[1]}/user/${existing[2]}`} replace />;
  }
  return <Navigate to="/dashboard" replace />;
}

/** /dashboard/profile with no id: a customer goes to their own profile. */
function OwnProfile() {
  const user = useCurrentUser();
  return <Navigate to={`/dashboard/profile/${user.ID}`} replace />;
}

/** Ids in routes are digits; anything else is treated as an unknown route. */
function DigitsOnly({ param, children }: { param: string; children: ReactNode }) {
  const value = useParams()[param] ?? '';
  return /^\d+$/.test(value) ? <>{children}</> : <Navigate to="/dashboard" replace />;
}

/**
 * Every dashboard route with the permission part 1 §2 and part 2 §2.2 name for it. A route the user
 * may not see, or an unknown one, goes to the default (/dashboard decides where that is).
 */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
      <Route
        path="appointments/*"
        element={guard({ anyOf: ['ViewAllAppointments', 'ViewCustomerDashboard'] }, <AppointmentsArea />)}
      />
      <Route path="schedule/*" element={guard(SCREENS.schedule.access, screen(<DailyRoutes />))} />
      <Route path="route" element={guard(SCREENS.route.access, screen(<RouteDayPage />))} />
      <Route path="todoList" element={guard(SCREENS.todoList.access, screen(<TodoListPage />))} />
      {/* The list needs ViewAllCustomers too (part 1 §2); a profile and the sign-up form ViewCustomers. */}
      <Route path="customers" element={guard(SCREENS.customers.access, screen(<CustomersArea />))} />
      <Route path="customers/*" element={guard({ allOf: ['ViewCustomers'] }, screen(<CustomersArea />))} />
      <Route path="employees/*" element={guard(SCREENS.employees.access, screen(<EmployeesArea />))} />
      <Route
        path="transactions/*"
        element={guard({ anyOf: ['ViewAllTransactions', 'ViewCustomerDashboard'] }, <TransactionsArea />)}
      />
      <Route path="management/*" element={guard(SCREENS.management.access, screen(<ManagementPage />))} />
      <Route path="reminders" element={guard(SCREENS.reminders.access, screen(<RemindersPage />))} />
      <Route path="messages" element={guard(SCREENS.messages.access, screen(<MessagesPage />))} />
      <Route
        path="messages/:customerId"
        element={guard(SCREENS.messages.access, <DigitsOnly param="customerId">{screen(<MessagesPage />)}</DigitsOnly>)}
      />
      <Route path="complaints" element={guard(SCREENS.complaints.access, screen(<ComplaintsPage />))} />
      <Route path="deposits" element={guard(SCREENS.deposits.access, screen(<DepositsPage />))} />
      <Route
        path="outstandingBalances"
        element={guard(SCREENS.outstandingBalances.access, screen(<OutstandingBalancesPage />))}
      />
      <Route
        path="merge/:userId"
        element={guard({ allOf: ['MergeProfiles'] }, <DigitsOnly param="userId">{screen(<MergeArea />)}</DigitsOnly>)}
      />
      <Route path="reports" element={guard(SCREENS.reports.access, screen(<ReportsIndexPage />))} />
      <Route path="reports/salesTax" element={guard({ allOf: ['ViewAdminReports'] }, screen(<SalesTaxReportPage />))} />
      <Route path="reports/payroll" element={guard({ allOf: ['ViewAdminReports'] }, screen(<PayrollReportPage />))} />
      <Route path="reports/dailyTips" element={guard({ allOf: ['ViewManagerReports'] }, screen(<DailyTipsReportPage />))} />
      <Route path="estimate/*" element={<EstimateArea />} />
      <Route path="estimates/*" element={guard({ allOf: ['ViewEstimates'] }, screen(<EstimatesRoutes />))} />
      <Route path="profile" element={guard({ allOf: ['ViewCustomerDashboard'] }, <OwnProfile />)} />
      <Route
        path="profile/:userId"
        element={guard(
          { allOf: ['ViewCustomerDashboard'] },
          <DigitsOnly param="userId">{screen(<PortalProfileArea />)}</DigitsOnly>,
        )}
      />
      <Route
        path="information/:userId/*"
        element={guard(
          { allOf: ['ViewCustomerDashboard'] },
          <DigitsOnly param="userId">{screen(<PortalInformationArea />)}</DigitsOnly>,
        )}
      />
      <Route path="book" element={guard({ allOf: ['ViewCustomerDashboard'] }, screen(<BookPage />))} />
      <Route path="bookingRequests" element={guard(SCREENS.bookingRequests.access, screen(<BookingRequestsPage />))} />
      <Route path="documents" element={guard({ allOf: ['ViewCustomerDashboard'] }, soon('Documents'))} />
      <Route path="dev/outbox" element={guard({ allOf: ['EditPermissions'] }, screen(<OutboxPage />))} />
      <Route path="system" element={guard(SCREENS.system.access, screen(<SystemPage />))} />
      <Route path="audit" element={guard(SCREENS.audit.access, screen(<AuditPage />))} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
