export { bookingQueries } from './routes';
