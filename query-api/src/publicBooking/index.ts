export { publicBookingQueries } from './routes';
