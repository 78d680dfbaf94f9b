
/**
 * Card numbers never reach our server: every write that carries a typed card (a new card on
 * file, a one-time card on the completion and transaction screens, the customer portal) has it turned
 * into Accept.js opaque data in the browser first, and sends { dataDescriptor, dataValue } with the
 * number and the security code emptied. With Authorize.net the script is theirs (js.authorize.net);
 * with the sandbox gateway it is our stand-in (/payments/accept-standin.js), same interface. The one
 * place that does it is apiWrite (apiClient.ts), so no screen handles opaque data itself.
 */
export interface GatewayInfo {
  gateway: string;
  live: boolean;
  environment: 'sandbox' | 'production';
  notice: string | null;
  acceptJsUrl: string;
  apiLoginId: string;
  clientKey: string;
}

interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: Array<{ code: string; text: string }> };
}
declare global {
  interface Window {
    Accept?: { dispatchData(secureData: unknown, callback: (response: AcceptResponse) => void): void };
  }
}

/** Which gateway is live (the API client asks once per page and hands its answer in: this module sends nothing itself). */
export type GatewayInfoSource = () => Promise<GatewayInfo>;

let script: Promise<void> | null = null;
function loadAcceptJs(url: string): Promise<void> {
  if (window.Accept) return Promise.resolve();
  return (script ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = url;
    tag.charset = 'utf-8';
    tag.onload = () => resolve();
    tag.onerror = () => {
      script = null;
      reject(new Error('The card form could not reach the payment gateway (Accept.js did not load). Check the connection and try again.'));
    };
    document.head.appendChild(tag);
  }));
}

interface TypedCard {
  cardNumber?: unknown;
  securityCode?: unknown;
  expiration?: unknown;
  billingZipcode?: unknown;
  nameOnCard?: unknown;
}
const isTyped = (value: unknown): value is TypedCard & Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as TypedCard).cardNumber === 'string' && (value as { cardNumber: string }).cardNumber !== '';

/** One typed card as opaque data (Accept.js). Throws an Error with Accept.js's message when it refuses the card. */
async function opaqueOf(card: TypedCard & Record<string, unknown>, gatewayInfo: GatewayInfoSource): Promise<Record<string, unknown>> {
  const gateway = await gatewayInfo();
  await loadAcceptJs(gateway.acceptJsUrl);
  const [month = '', year = ''] = String(card.expiration ?? '').split('/');
  const response = await new Promise<AcceptResponse>((resolve) =>
    window.Accept!.dispatchData(
      {
        authData: { clientKey: gateway.clientKey, apiLoginID: gateway.apiLoginId },
        cardData: { cardNumber: String(card.cardNumber).replace(/\D/g, ''), month, year, cardCode: String(card.securityCode ?? ''), zip: String(card.billingZipcode ?? ''), fullName: String(card.nameOnCard ?? '') },
      },
      resolve,
    ),
  );
  if (response.messages.resultCode !== 'Ok' || !response.opaqueData) throw new Error(response.messages.message[0]?.text ?? 'The card was not accepted.');
  // The number and the code stop here.
  return { ...card, cardNumber: '', securityCode: '', dataDescriptor: response.opaqueData.dataDescriptor, dataValue: response.opaqueData.dataValue };
}

/** The body with every typed card in it (top level, oneTimeCard, transaction.oneTimeCard) as opaque data. */
export async function withOpaqueCards(body: unknown, gatewayInfo: GatewayInfoSource): Promise<unknown> {
  if (typeof body !== 'object' || body === null || body instanceof FormData) return body;
  const copy = { ...(body as Record<string, unknown>) };
  let changed = false;
  if (isTyped(copy) && 'securityCode' in copy) return opaqueOf(copy, gatewayInfo);
  for (const key of ['oneTimeCard', 'transaction'] as const) {
    const inner = copy[key];
    if (key === 'oneTimeCard' && isTyped(inner)) {
      copy[key] = await opaqueOf(inner, gatewayInfo);
      changed = true;
    } else if (key === 'transaction' && typeof inner === 'object' && inner !== null) {
      const converted = await withOpaqueCards(inner, gatewayInfo);
      if (converted !== inner) {
        copy[key] = converted;
        changed = true;
      }
    }
  }
  return changed ? copy : body;
}

/** For the "same submission" check, which keeps its key in memory: the card's digits left out. */
export const withoutCardDigits = (key: string, value: unknown): unknown =>
  (key === 'cardNumber' || key === 'securityCode') && typeof value === 'string' && value !== '' ? `#${value.length}` : value;
