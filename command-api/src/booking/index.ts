export { OWN_CUSTOMER, bookingCommands } from './routes';
export { requestBooking, type RequestBookingInput } from './request';
export { mailBookingRequestAnswer } from './answer';
export { saveOnlineEstimate, type OnlineEstimatePets } from './onlineEstimate';
