export { BookPage } from './components/BookPage';
export { BookingSettingsTab } from './components/BookingSettingsTab';
export { BookingRequestsPage } from './components/BookingRequestsPage';
export { OpenRequestsCount } from './components/OpenRequestsCount';
// The public /book (features/publicBooking) lists the new client's pets as the portal's Book does.
export { useOnlineOptions } from './api';
