export { authQueries } from './plugin';
