export { dashboardQueries } from './routes';
