export { estimatesQueries } from './routes';
