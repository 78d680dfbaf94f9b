export { peekRedirect, rememberRedirect, takeRedirect } from './redirectAfterLogin';
export { LoginPage } from './components/LoginPage';
export { useLogout } from './api/logout';
// The public /book (features/publicBooking) wears the public pages' frame and lists the sign-up's breeds.
export { PublicLayout } from './components/PublicLayout';
export { useSignUpOptions } from './api/entrance';
