export { complaintsQueries } from './routes';
export { readBlockingComplaints } from './readBlockingComplaints';
