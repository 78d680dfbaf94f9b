// The public pages other than sign-in: one chunk, loaded when one of them is first opened (app/lazyPages).
export { AppointmentConfirmationPage } from './AppointmentConfirmationPage';
export { AppointmentFeedbackPage } from './AppointmentFeedbackPage';
export { EmailConfirmationPage } from './EmailConfirmationPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignUpPage } from './SignUpPage';
export { SignupConfirmationPage } from './SignupConfirmationPage';
