/**
 * Authorize.net's settings (README "Payments"): the API login id and transaction key sign every server
 * call; the public client key lets Accept.js in the browser turn a card into opaque data; the signature
 * key verifies webhooks. All four, or none (then the sandbox gateway runs).
 */
export interface AuthorizeNetSettings {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
  signatureKey: string;
  environment: 'sandbox' | 'production';
  /** Overrides the environment's endpoint (tests point it at the local stand-in). */
  endpoint?: string;
}

export const AUTHORIZE_NET_ENDPOINTS = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
} as const;

/** Where the browser loads Accept.js from (Authorize.net serves it; it must not be self-hosted). */
export const ACCEPT_JS_URLS = {
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
  production: 'https://js.authorize.net/v1/Accept.js',
} as const;

export const endpointOf = (settings: AuthorizeNetSettings) => settings.endpoint ?? AUTHORIZE_NET_ENDPOINTS[settings.environment];

type Env = Record<string, string | undefined>;
const KEYS = ['AUTHORIZE_NET_API_LOGIN_ID', 'AUTHORIZE_NET_TRANSACTION_KEY', 'AUTHORIZE_NET_CLIENT_KEY', 'AUTHORIZE_NET_SIGNATURE_KEY'] as const;

/** The settings from the environment; null when none is set; throws naming what is missing when only some are. */
export function authorizeNetSettingsFrom(env: Env): AuthorizeNetSettings | null {
  const values = KEYS.map((key) => env[key]?.trim() ?? '');
  if (values.every((v) => v === '')) return null;
  const missing = KEYS.filter((_, i) => values[i] === '');
  if (missing.length > 0) throw new Error(`Authorize.net needs all four keys; missing: ${missing.join(', ')}`);
  const environment = (env.AUTHORIZE_NET_ENVIRONMENT?.trim() || 'sandbox').toLowerCase();
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new Error(`AUTHORIZE_NET_ENVIRONMENT must be sandbox or production, got "${env.AUTHORIZE_NET_ENVIRONMENT}"`);
  }
  const [apiLoginId, transactionKey, clientKey, signatureKey] = values as [string, string, string, string];
  const endpoint = env.AUTHORIZE_NET_ENDPOINT?.trim() || undefined;
  return { apiLoginId, transactionKey, clientKey, signatureKey, environment, ...(endpoint ? { endpoint } : {}) };
}
