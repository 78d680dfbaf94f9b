export { groomingReportMailText } from './mail';
