export { petsCommands } from './routes';
export { movePetsToCustomer } from './movePets';
