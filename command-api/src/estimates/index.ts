export { estimatesCommands } from './routes';
export { loadCustomerOfUser } from './loadFacts';
export { saveEstimate } from './saveEstimate';
