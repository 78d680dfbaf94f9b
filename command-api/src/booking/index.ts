export { OWN_CUSTOMER } from './routes';
export { requestBooking, type RequestBookingInput } from './request';
export { mailBookingRequestAnswer } from './answer';
export { saveOnlineEstimate, type OnlineEstimatePets } from './onlineEstimate';
