import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { Spinner } from '../components/Spinner';
import { allows, isCustomerRole, type Access } from './guards/access';
import { DashboardHome } from './guards/DashboardHome';
import { RequireAccess } from './guards/RequireAccess';
import { useCurrentUser } from './guards/useCurrentUser';

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
const DailyRoutes = lazy(() => import('../features/daily/routes').then((m) => ({ default: m.DailyRoutes })));
const StaffAppointmentsRoutes = lazy(() =>
  import('../features/appointments/routes').then((m) => ({ default: m.StaffAppointmentsRoutes })),
);
const CustomerAppointmentsRoutes = lazy(() =>
  import('../features/appointments/routes').then((m) => ({ default: m.CustomerAppointmentsRoutes })),
);
const StaffTransactionsRoutes = lazy(() => import('../features/transactions').then((m) => ({ default: m.StaffTransactionsRoutes })));
const CustomerTransactionsRoutes = lazy(() => import('../features/transactions').then((m) => ({ default: m.CustomerTransactionsRoutes })));
const ManagementPage = lazy(() => import('../features/management').then((m) => ({ default: m.ManagementPage })));
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
  return allows(user, { allOf: ['ViewAllAppointments'] }) ? screen(<StaffAppointmentsRoutes />) : <Navigate to="/dashboard" replace />;
}

/**
 * /dashboard/transactions: the ledger for ViewAllTransactions (part 2 §2.5); a customer sees only their
 * own transactions (ViewCustomerDashboard).
 */
function TransactionsArea() {
  const user = useCurrentUser();
  if (isCustomerRole(user)) return screen(<CustomerTransactionsRoutes userId={user.ID} />);
  return allows(user, { allOf: ['ViewAllTransactions'] }) ? (
    screen(<StaffTransactionsRoutes mayCreate={allows(user, { allOf: ['CreateTransactions'] })} />)
  ) : (
    <Navigate to="/dashboard" replace />
  );
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
      <Route path="schedule/*" element={guard({ allOf: ['ViewDailyRoute'] }, screen(<DailyRoutes />))} />
      <Route path="todoList" element={guard({ allOf: ['ViewTodoItems'] }, screen(<TodoListPage />))} />
      <Route path="customers/*" element={guard({ allOf: ['ViewCustomers'] }, screen(<CustomersArea />))} />
      <Route path="employees/*" element={guard({ allOf: ['ViewManagement', 'ViewEmployees'] }, screen(<EmployeesArea />))} />
      <Route
        path="transactions/*"
        element={guard({ anyOf: ['ViewAllTransactions', 'ViewCustomerDashboard'] }, <TransactionsArea />)}
      />
      <Route path="management/*" element={guard({ allOf: ['ViewManagement', 'EditSettings'] }, screen(<ManagementPage />))} />
      <Route path="complaints" element={guard({ allOf: ['ViewComplaints'] }, screen(<ComplaintsPage />))} />
      <Route
        path="outstandingBalances"
        element={guard({ allOf: ['ViewOutstandingBalances'] }, screen(<OutstandingBalancesPage />))}
      />
      <Route
        path="merge/:userId"
        element={guard({ allOf: ['MergeProfiles'] }, <DigitsOnly param="userId">{screen(<MergeArea />)}</DigitsOnly>)}
      />
      <Route path="reports" element={guard({ anyOf: ['ViewAdminReports', 'ViewManagerReports'] }, soon('Reports'))} />
      <Route path="reports/salesTax" element={guard({ allOf: ['ViewAdminReports'] }, soon('Sales Tax Report'))} />
      <Route path="reports/payroll" element={guard({ allOf: ['ViewAdminReports'] }, soon('Payroll Report'))} />
      <Route path="reports/dailyTips" element={guard({ allOf: ['ViewManagerReports'] }, soon('Daily Tips Report'))} />
      <Route path="estimate/*" element={guard({ allOf: ['ViewEstimates'] }, screen(<EstimateRoutes />))} />
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
      <Route path="documents" element={guard({ allOf: ['ViewCustomerDashboard'] }, soon('Documents'))} />
      <Route path="dev/outbox" element={guard({ allOf: ['ViewCustomers'] }, screen(<OutboxPage />))} />
      <Route path="system" element={guard({ allOf: ['EditSettings'] }, screen(<SystemPage />))} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
