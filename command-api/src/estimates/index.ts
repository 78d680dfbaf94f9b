export { estimatesCommands } from './routes';
export { loadCustomerOfUser } from './loadFacts';
