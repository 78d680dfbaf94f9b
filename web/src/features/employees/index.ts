export { EmployeesRoutes } from './routes';
export type { EmployeeSlots, EmployeeContext, EmployeeContactTab, EmployeeTab } from './profile/slots';
