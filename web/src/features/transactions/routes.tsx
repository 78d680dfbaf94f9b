import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { MyTransactionsPage } from './components/CustomerTransactions';
import { NewTransactionPage } from './components/NewTransactionPage';
import { TransactionPage } from './components/TransactionPage';
import { TransactionsListPage } from './components/TransactionsListPage';

function Digits({ params, children }: { params: string[]; children: ReactNode }) {
  const values = useParams();
  return params.every((p) => /^\d+$/.test(values[p] ?? '')) ? <>{children}</> : <Navigate to="/dashboard/transactions" replace />;
}

/**
 * /dashboard/transactions for staff (ViewAllTransactions, part 2 §2.5): root (list), new,
 * new/user/{userId}, {transactionId}, {transactionId}/user/{userId}; others redirect to the root.
 * New needs CreateTransactions (`mayCreate`).
 */
export function StaffTransactionsRoutes({ mayCreate }: { mayCreate: boolean }) {
  const create = (element: ReactNode) => (mayCreate ? element : <Navigate to="/dashboard/transactions" replace />);
  return (
    <Routes>
      <Route index element={<TransactionsListPage />} />
      <Route path="new" element={create(<NewTransactionPage />)} />
      <Route path="new/user/:userId" element={create(<Digits params={['userId']}><NewTransactionPage /></Digits>)} />
      <Route path=":transactionId" element={<Digits params={['transactionId']}><TransactionPage staff /></Digits>} />
      <Route path=":transactionId/user/:userId" element={<Digits params={['transactionId', 'userId']}><TransactionPage staff /></Digits>} />
      <Route path="*" element={<Navigate to="/dashboard/transactions" replace />} />
    </Routes>
  );
}

/** /dashboard/transactions for a customer (ViewCustomerDashboard): their own list and transaction pages, read-only. */
export function CustomerTransactionsRoutes({ userId }: { userId: number }) {
  return (
    <Routes>
      <Route index element={<MyTransactionsPage userId={userId} />} />
      <Route path=":transactionId" element={<Digits params={['transactionId']}><TransactionPage staff={false} /></Digits>} />
      <Route path=":transactionId/user/:userId" element={<Digits params={['transactionId', 'userId']}><TransactionPage staff={false} /></Digits>} />
      <Route path="*" element={<Navigate to="/dashboard/transactions" replace />} />
    </Routes>
  );
}
