export { RemindersPage } from './components/RemindersPage';
export { TextsTab } from './components/TextsTab';
