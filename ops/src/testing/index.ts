export { startTestServer, DEMO_EMAILS, DEMO_PASSWORD, type TestServer, type TestServerOptions, type DemoLogin } from './testServer';
export { TestClient, type TestResponse, type RequestOptions } from './httpClient';
export { LiveSocket, type LiveMessage } from './liveSocket';
export { seedDemoAppointments } from '../seed/demoAppointments';
