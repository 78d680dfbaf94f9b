export { ServiceAreaTab } from './components/ServiceAreaTab';
export { useServiceArea } from './api';
