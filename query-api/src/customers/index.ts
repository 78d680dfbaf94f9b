export { customersQueries } from './routes';
