import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { AppointmentConfirmationPage } from '../features/auth/components/AppointmentConfirmationPage';
import { AppointmentFeedbackPage } from '../features/auth/components/AppointmentFeedbackPage';
import { EmailConfirmationPage } from '../features/auth/components/EmailConfirmationPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { SignupConfirmationPage } from '../features/auth/components/SignupConfirmationPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { PolicyPage } from '../features/policies';
import { lazy, Suspense } from 'react';
import { Spinner } from '../components/Spinner';
import { DashboardRoutes } from './dashboardRoutes';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RequireAuth } from './guards/RequireAuth';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './RouteError';
import { ConnectionBanner } from './shell/ConnectionBanner';
import { DashboardLayout } from './shell/DashboardLayout';

// The completion flow (part 2 §2.3): full pages outside the dashboard shell, loaded on first visit.
const CompletionPage = lazy(() => import('../features/completion').then((m) => ({ default: m.CompletionPage })));
const completion = (customerAbsent: boolean) => (
  <RequireAuth>
    <Suspense fallback={<Spinner />}>
      <CompletionPage customerAbsent={customerAbsent} />
    </Suspense>
  </RequireAuth>
);

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
        { path: '/sign-up', element: <SignUpPage /> },
        { path: '/signup-confirmation', element: <SignupConfirmationPage /> },
        { path: '/emailConfirmation', element: <EmailConfirmationPage /> },
        { path: '/appointmentConfirmation', element: <AppointmentConfirmationPage /> },
        { path: '/appointmentFeedback', element: <AppointmentFeedbackPage /> },
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
        { path: '/appointmentCompletion/:appointmentId', element: completion(false), errorElement: <RouteError /> },
        { path: '/appointmentCompletionWithoutCustomer/:appointmentId', element: completion(true), errorElement: <RouteError /> },
        { path: '/privacyPolicy', element: <PolicyPage kind="privacyPolicy" /> },
        { path: '/termsOfService', element: <PolicyPage kind="termsOfService" /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
