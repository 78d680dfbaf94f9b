export { ComplaintsPage, COMPLAINTS_PAGE_SIZE } from './components/ComplaintsPage';
export { NewComplaintModal } from './components/NewComplaintModal';
