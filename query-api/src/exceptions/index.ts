export { exceptionsQueries } from './routes';
