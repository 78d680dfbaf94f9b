export { policiesQueries } from './routes';
