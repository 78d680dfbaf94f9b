export { ManagementPage, type ManagementSlots } from './components/ManagementPage';
export { UserTypeSelector } from './userTypes/UserTypeSelector';
