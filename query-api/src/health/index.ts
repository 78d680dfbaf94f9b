export { healthQueries } from './routes';
