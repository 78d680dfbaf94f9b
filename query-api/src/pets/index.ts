export { maySeeCustomerPets } from './routes';
export { petOwner } from './readPets';
