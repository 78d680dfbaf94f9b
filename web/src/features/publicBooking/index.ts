export { PublicBookPage } from './components/PublicBookPage';
