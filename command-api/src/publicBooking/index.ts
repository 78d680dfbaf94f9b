export { PUBLIC_BOOKING } from './routes';
