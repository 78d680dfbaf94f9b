import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { preloadable } from './preloadable';

/**
 * the first screen (sign-in) carries only the entry chunk, under 300 KB of gzip JavaScript
 * (bench/results.json, `bundle`). Every other area loads on its first visit: the public pages one by
 * one, the dashboard shell and its routes (whose screens split further in dashboardRoutes).
 */
const auth = () => import('../features/auth/components/publicPages');

export const SignUpPage = lazy(() => auth().then((m) => ({ default: m.SignUpPage })));
export const SignupConfirmationPage = lazy(() => auth().then((m) => ({ default: m.SignupConfirmationPage })));
export const EmailConfirmationPage = lazy(() => auth().then((m) => ({ default: m.EmailConfirmationPage })));
export const AppointmentConfirmationPage = lazy(() => auth().then((m) => ({ default: m.AppointmentConfirmationPage })));
export const AppointmentFeedbackPage = lazy(() => auth().then((m) => ({ default: m.AppointmentFeedbackPage })));
export const ForgotPasswordPage = lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => auth().then((m) => ({ default: m.ResetPasswordPage })));
// The public /book (a new client books: docs/RULES.md OTP-CODE), its own chunk.
export const PublicBookPage = lazy(() => import('../features/publicBooking').then((m) => ({ default: m.PublicBookPage })));
export const PolicyPage = lazy(() => import('../features/policies/components/PolicyPage').then((m) => ({ default: m.PolicyPage })));
// Preloadable: useWarmDashboard starts them together as soon as the session is known.
export const DashboardLayout = preloadable(() => import('./shell/DashboardLayout').then((m) => m.DashboardLayout));
export const DashboardRoutes = preloadable(() => import('./dashboardRoutes').then((m) => m.DashboardRoutes));

/** A lazily loaded page with a spinner while its chunk arrives. */
export function page(element: ReactNode) {
  return <Suspense fallback={<Spinner />}>{element}</Suspense>;
}
