export { StaffLandingPage } from './components/StaffLandingPage';
