export { movePetsToCustomer } from './movePets';
