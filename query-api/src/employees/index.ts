export { employeesQueries } from './routes';
