export { remindersQueries } from './routes';
