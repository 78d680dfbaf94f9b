export { ManagementPage } from './components/ManagementPage';
export { UserTypeSelector } from './userTypes/UserTypeSelector';
