export { ExceptionsButton, ExceptionsModal, EXCEPTIONS_CALENDAR_HEIGHT } from './components/ExceptionsModal';
