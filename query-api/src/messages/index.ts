export { messagesQueries } from './routes';
