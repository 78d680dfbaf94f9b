export { readBlockingComplaints } from './readBlockingComplaints';
