export { assertEmployeeExists, loadEmployee } from './loadEmployee';
export { employeesCommands } from './routes';
