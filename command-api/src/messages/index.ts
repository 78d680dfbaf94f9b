export { sendAndDecideText, textCustomer, type OutgoingText } from './textCustomer';
export { customerTextNumber } from './customerNumber';
export { textConfirmationRequest } from './confirmationText';
