export { maySeeCustomerPets, petsQueries } from './routes';
export { petOwner } from './readPets';
