export { invoiceInfoQueries, readCustomerInvoiceInfo, type CustomerInvoiceInfo, type InvoiceableAppointment } from './invoiceInfo';
