export { OWN_CUSTOMER, bookingCommands } from './routes';
export { requestBooking, type RequestBookingInput } from './request';
export { saveOnlineEstimate, type OnlineEstimatePets } from './onlineEstimate';
