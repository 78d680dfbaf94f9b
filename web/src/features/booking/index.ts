export { BookPage } from './components/BookPage';
export { BookingSettingsTab } from './components/BookingSettingsTab';
export { BookingRequestsPage } from './components/BookingRequestsPage';
export { OpenRequestsCount } from './components/OpenRequestsCount';
// The public /book (features/publicBooking) prices, finds times and books through the portal's own calls.
export { useBookOnline, useOnlineOptions, useOpenTimes, useSaveOnlineEstimate } from './api';
