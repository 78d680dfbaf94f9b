export { createTestDatabase, testServerUrl, type TestDatabase } from './testDatabase';
export { startFakeSmsProvider, type FakeSmsProvider, type ReceivedText } from './fakeSmsProvider';
export { startSmtpTestServer, linkIn, type SmtpTestServer, type ReceivedMail } from './smtpTestServer';
export { startFakeOsrm, startFakeGeocoder, type FakeOsrm, type FakeGeocoder } from './fakeOsrm';
export { startFakeAmiServer, type FakeAmiServer, type FakeRing, type FakeAmiOptions } from './fakeAmiServer';
export { startFakeAuthorizeNet, type FakeAuthorizeNet } from './fakeAuthorizeNet';
