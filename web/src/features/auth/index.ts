export { peekRedirect, rememberRedirect, takeRedirect } from './redirectAfterLogin';
export { LoginPage } from './components/LoginPage';
export { useLogout } from './api/logout';
// The public /book (features/publicBooking) lists the sign-up's breeds (its frame is components/PublicLayout).
export { useSignUpOptions } from './api/entrance';
