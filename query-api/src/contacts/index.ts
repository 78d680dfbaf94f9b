export { contactsQueries } from './routes';
