export { BookPage } from './components/BookPage';
export { BookingSettingsTab } from './components/BookingSettingsTab';
export { BookingRequestsPage } from './components/BookingRequestsPage';
export { OpenRequestsCount } from './components/OpenRequestsCount';
