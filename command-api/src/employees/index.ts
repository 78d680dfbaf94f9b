export { assertEmployeeExists, loadEmployee } from './loadEmployee';
