export { createTestDatabase, testServerUrl, type TestDatabase } from './testDatabase';
export { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider, type InboundText, type ReceivedText, type WebhookAnswer } from './fakeSmsProvider';
export { startSmtpTestServer, linkIn, type SmtpTestServer, type ReceivedMail } from './smtpTestServer';
export { startFakeOsrm, startFakeGeocoder, type FakeOsrm, type FakeGeocoder } from './fakeOsrm';
export { startFakeAmiServer, type FakeAmiServer, type FakeRing, type FakeAmiOptions } from './fakeAmiServer';
export { startFakeAuthorizeNet, type FakeAuthorizeNet } from './fakeAuthorizeNet';
