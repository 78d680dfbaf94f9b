export { ManagementPage } from './components/ManagementPage';
