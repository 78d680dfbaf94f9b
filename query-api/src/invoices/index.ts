export { invoiceInfoQueries, readCustomerInvoiceInfo } from './invoiceInfo';
