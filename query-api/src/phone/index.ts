export { phoneQueries } from './routes';
