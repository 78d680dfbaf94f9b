import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useCan } from '../../lib/session';
import { CreateEmployeePage } from './components/CreateEmployeePage';
import { EmployeesListPage } from './components/EmployeesListPage';
import { EmployeePage } from './profile/EmployeePage';
import type { EmployeeSlots } from './profile/slots';

/** Ids in routes are digits; anything else goes back to the list. */
function EmployeeRoute({ slots }: { slots: EmployeeSlots }) {
  const { userId = '' } = useParams();
  return /^\d+$/.test(userId) ? <EmployeePage key={userId} slots={slots} /> : <Navigate to="/dashboard/employees" replace />;
}

/** Creating employees needs EditEmployees (the server checks it too); others go back to the list. */
function RequireEditEmployees({ children }: { children: ReactNode }) {
  return useCan('EditEmployees') ? <>{children}</> : <Navigate to="/dashboard/employees" replace />;
}

/** Base path /dashboard/employees (part 2 §2.4): list, /new, /{userId}(/tab); else the list. */
export function EmployeesRoutes({ slots }: { slots: EmployeeSlots }) {
  return (
    <Routes>
      <Route index element={<EmployeesListPage />} />
      <Route
        path="new"
        element={
          <RequireEditEmployees>
            <CreateEmployeePage />
          </RequireEditEmployees>
        }
      />
      <Route path=":userId/*" element={<EmployeeRoute slots={slots} />} />
      <Route path="*" element={<Navigate to="/dashboard/employees" replace />} />
    </Routes>
  );
}
