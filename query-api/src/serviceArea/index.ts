export { readServiceArea, serviceAreaQueries } from './routes';
