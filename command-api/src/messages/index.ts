export { messagesCommands } from './routes';
export { textCustomer, type OutgoingText } from './textCustomer';
export { textConfirmationRequest } from './confirmationText';
