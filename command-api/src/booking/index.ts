export { bookingCommands } from './routes';
