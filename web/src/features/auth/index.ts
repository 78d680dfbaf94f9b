export { peekRedirect, rememberRedirect, takeRedirect } from './redirectAfterLogin';
export { LoginPage } from './components/LoginPage';
export { useLogout } from './api/logout';
