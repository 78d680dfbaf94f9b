import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { LoginPage } from '../features/auth';
import { lazy, Suspense } from 'react';
import { Spinner } from '../components/Spinner';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import {
  AppointmentConfirmationPage,
  AppointmentFeedbackPage,
  DashboardLayout,
  DashboardRoutes,
  EmailConfirmationPage,
  ForgotPasswordPage,
  page,
  PolicyPage,
  ResetPasswordPage,
  SignUpPage,
  PublicBookPage,
  SignupConfirmationPage,
} from './lazyPages';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RequireAccess } from './guards/RequireAccess';
import { RequireAuth } from './guards/RequireAuth';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './RouteError';
import { ConnectionBanner } from './shell/ConnectionBanner';
import { useSuccessToastsFollowThePage } from '../lib/toastsFollowThePage';

// The completion flow (part 2 §2.3): full pages outside the dashboard shell, loaded on first visit; the
// app guards them as it guards the dashboard's screens (a feature does not import the app).
const CompletionPage = lazy(() => import('../features/stylistDay/completion').then((m) => ({ default: m.CompletionPage })));
const completion = (customerAbsent: boolean) => (
  <RequireAuth>
    <RequireAccess access={{ anyOf: ['ViewDailyRoute', 'StartAppointments'] }}>
      <Suspense fallback={<Spinner />}>
        <CompletionPage customerAbsent={customerAbsent} />
      </Suspense>
    </RequireAccess>
  </RequireAuth>
);

/** A success toast goes when its page is left (lib/toastsFollowThePage); its own component, so a toast re-renders nothing else. */
function ToastsFollowThePage() {
  useSuccessToastsFollowThePage();
  return null;
}

function RootLayout() {
  return (
    <>
      <ToastsFollowThePage />
      <ConnectionBanner />
      <Outlet />
      <UnsavedChangesGuard />
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
        { path: '/sign-up', element: page(<SignUpPage />) },
        { path: '/book', element: page(<PublicBookPage />) },
        { path: '/signup-confirmation', element: page(<SignupConfirmationPage />) },
        { path: '/emailConfirmation', element: page(<EmailConfirmationPage />) },
        { path: '/appointmentConfirmation', element: page(<AppointmentConfirmationPage />) },
        { path: '/appointmentFeedback', element: page(<AppointmentFeedbackPage />) },
        { path: '/password/forgot', element: page(<ForgotPasswordPage />) },
        { path: '/password/reset', element: page(<ResetPasswordPage />) },
        {
          path: '/dashboard/*',
          element: (
            <RequireAuth>{page(<DashboardLayout />)}</RequireAuth>
          ),
          // A screen that fails keeps the shell around it.
          children: [{ path: '*', element: page(<DashboardRoutes />), errorElement: <RouteError /> }],
        },
        { path: '/appointmentCompletion/:appointmentId', element: completion(false), errorElement: <RouteError /> },
        { path: '/appointmentCompletionWithoutCustomer/:appointmentId', element: completion(true), errorElement: <RouteError /> },
        { path: '/privacyPolicy', element: page(<PolicyPage kind="privacyPolicy" />) },
        { path: '/termsOfService', element: page(<PolicyPage kind="termsOfService" />) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
