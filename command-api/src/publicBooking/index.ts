export { PUBLIC_BOOKING, publicBookingCommands } from './routes';
