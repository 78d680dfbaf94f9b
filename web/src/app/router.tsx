import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { ComingSoonPublicPage } from '../features/auth/components/ComingSoonPublicPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { PolicyPage } from '../features/policies';
import { DashboardRoutes } from './dashboardRoutes';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RequireAuth } from './guards/RequireAuth';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './RouteError';
import { ConnectionBanner } from './shell/ConnectionBanner';
import { DashboardLayout } from './shell/DashboardLayout';

function RootLayout() {
  return (
    <>
      <ConnectionBanner />
      <Outlet />
    </>
  );
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <LoginPage /> }] },
        {
          path: '/sign-up',
          element: <ComingSoonPublicPage title="Create an account" what="Online sign-up" />,
        },
        { path: '/password/forgot', element: <ForgotPasswordPage /> },
        { path: '/password/reset', element: <ResetPasswordPage /> },
        {
          path: '/dashboard/*',
          element: (
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          ),
          // A screen that fails keeps the shell around it.
          children: [{ path: '*', element: <DashboardRoutes />, errorElement: <RouteError /> }],
        },
        { path: '/privacyPolicy', element: <PolicyPage kind="privacyPolicy" /> },
        { path: '/termsOfService', element: <PolicyPage kind="termsOfService" /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
