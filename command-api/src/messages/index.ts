export { textCustomer, type OutgoingText } from './textCustomer';
export { textConfirmationRequest } from './confirmationText';
