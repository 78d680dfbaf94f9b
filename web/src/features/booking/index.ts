export { BookPage } from './components/BookPage';
export { BookingSettingsTab } from './components/BookingSettingsTab';
