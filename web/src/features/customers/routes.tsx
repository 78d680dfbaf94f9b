import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useCan } from '../../lib/session';
import { CreateCustomerPage } from './components/CreateCustomerPage';
import { CustomerProfilePage } from './profile/CustomerProfilePage';
import type { ProfileSlots } from './profile/slots';
import { CustomersListPage } from './components/CustomersListPage';

/** Ids in routes are digits (part 1 §2); anything else goes back to the list. */
function ProfileRoute({ slots }: { slots: ProfileSlots }) {
  const { userId = '' } = useParams();
  return /^\d+$/.test(userId) ? <CustomerProfilePage key={userId} slots={slots} /> : <Navigate to="/dashboard/customers" replace />;
}

/** Creating customers needs EditCustomers (the server checks it too); others go back to the list. */
function RequireEditCustomers({ children }: { children: ReactNode }) {
  return useCan('EditCustomers') ? <>{children}</> : <Navigate to="/dashboard/customers" replace />;
}

/** Base path /dashboard/customers (part 1 §2): list, /new, /{userId}(/...); else the list. */
export function CustomersRoutes({ slots }: { slots: ProfileSlots }) {
  return (
    <Routes>
      <Route index element={<CustomersListPage />} />
      <Route
        path="new"
        element={
          <RequireEditCustomers>
            <CreateCustomerPage />
          </RequireEditCustomers>
        }
      />
      <Route path=":userId/*" element={<ProfileRoute slots={slots} />} />
      <Route path="*" element={<Navigate to="/dashboard/customers" replace />} />
    </Routes>
  );
}
