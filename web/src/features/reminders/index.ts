export { RemindersPage } from './components/RemindersPage';
