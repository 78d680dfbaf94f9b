export { vaccinationsQueries } from './routes';
