export { readServiceArea } from './routes';
