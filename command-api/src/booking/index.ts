export { bookingCommands } from './routes';
export { requestBooking, type RequestBookingInput } from './request';
