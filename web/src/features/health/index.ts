export { SystemPage } from './components/SystemPage';
