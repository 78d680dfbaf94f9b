export { startTestServer, lastCommittedPosition, DEMO_EMAILS, DEMO_PASSWORD, type TestServer, type TestServerOptions, type DemoLogin } from './testServer';
export { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
export { TestClient, type TestResponse, type RequestOptions } from './httpClient';
export { LiveSocket, type LiveMessage } from './liveSocket';
export { seedDemoAppointments } from '../seed/demoAppointments';
export { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider } from '@pawroute/platform/testing';
export { startSmtpTestServer, linkIn, type SmtpTestServer, type ReceivedMail } from '@pawroute/platform/testing';
export { startFakeOsrm, startFakeGeocoder, type FakeOsrm, type FakeGeocoder } from '@pawroute/platform/testing';
export { startFakeAmiServer, type FakeAmiServer, type FakeRing } from '@pawroute/platform/testing';
export { recoveryMailsSettled } from '@pawroute/command-api';
export { seedLastMonthPayroll, type PayrollFixture } from '../reports/reportsFixture';
export { hashPassword, setPasswordHash } from '@pawroute/platform';
/** The live gateway of a test server: a test takes a charge as the gateway's own interface would (outside the ledger). */
export { paymentGatewayFor } from '@pawroute/platform';
// A customer with a pet and an estimate for them, as the API tests make them (the browser tests too).
export { newCustomer, newEstimate, type Person } from '../appointments/readsSupport';
