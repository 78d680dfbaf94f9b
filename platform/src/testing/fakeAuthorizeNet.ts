import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Authorize.net's JSON API (POST /xml/v1/request.api) on a free local port, answering the
 * calls the adapter makes the way the API does: a byte-order mark before the JSON, `messages` with
 * resultCode Ok | Error and codes I00001 / E000nn, `transactionResponse` with responseCode 1 | 2 | 3 and
 * errors[{ errorCode, errorText }]. Shapes and texts follow Authorize.net's API reference
 * (developer.authorize.net/api/reference, each call's sample request and response), the response-code
 * table (developer.authorize.net/api/reference/responseCodes.html) and the testing guide's triggers
 * (developer.authorize.net/hello_world/testing_guide): zip 46282 declines (reason 2), zip 46205 is an AVS
 * mismatch (27), card code 901 a CVV mismatch (65), a past expiry is reason 8, a repeat within two
 * minutes is a duplicate (11). securePaymentContainerRequest is what Accept.js calls (client key):
 * the card becomes one-time opaque data.
 *
 * Nothing settles by itself: `settle()` runs the daily batch. `failNext(n)` drops the next n connections
 * (a gateway that does not answer). Element order is checked for createTransactionRequest, as the real
 * API (XML behind the JSON) rejects elements out of order.
 */
export interface FakeAuthorizeNet {
  /** The endpoint, for AuthorizeNetSettings.endpoint. */
  url: string;
  credentials: { apiLoginId: string; transactionKey: string; clientKey: string };
  /** Every request body received, in order (tests look for card data in them). */
  requests: string[];
  /** The daily batch: captured charges and pending refunds settle now. */
  settle(): void;
  failNext(count?: number): void;
  /** Carry out the next `root` request (default createTransactionRequest), then drop the connection before answering. */
  loseNextAnswer(root?: string): void;
  /**
   * Carry out the next `root` request and hold its answer (the connection stays open, unanswered): the
   * promise resolves once it was carried out, so a test can kill the caller between the gateway's work
   * and the caller's next step.
   */
  holdNextAnswer(root?: string): Promise<void>;
  /**
   * The merchant has not enabled the Transaction Details API (Account → Settings → Security Settings):
   * every look-up (getTransactionDetails and the transaction lists) answers E00011, as Authorize.net does.
   */
  disableTransactionDetailsApi(disabled?: boolean): void;
  /** Fraud detection's review of a charge held for review (zip 46299): approve captures it, decline ends it. */
  review(transId: string, verdict: 'approve' | 'decline'): void;
  /** The customer profiles made so far, each with its payment profiles' ids (tests count them). */
  customerProfiles(): Array<{ customerProfileId: string; merchantCustomerId: string; description: string | null; paymentProfileIds: string[] }>;
  /** Make opaque data as Accept.js would (the card goes to the stand-in, never to our server). */
  opaqueData(card: { cardNumber: string; expMonth: number; expYear: number; cardCode: string }): { dataDescriptor: string; dataValue: string };
  close(): Promise<void>;
}

interface Card {
  number: string;
  exp: string; // YYYY-MM
  code: string;
}
interface Txn {
  transId: string;
  type: 'authCaptureTransaction' | 'refundTransaction';
  status: string;
  cents: number;
  refTransId: string | null;
  invoiceNumber: string | null;
  card: Card;
  profile: { customerProfileId: string; customerPaymentProfileId: string } | null;
  submitTimeUTC: string;
  batchId: string | null;
  settlementTimeUTC: string | null;
  reasonCode: string;
  reasonText: string;
}

const OK = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const err = (code: string, text: string) => ({ resultCode: 'Error', message: [{ code, text }] });

const cardType = (n: string) => (/^4/.test(n) ? 'Visa' : /^5/.test(n) ? 'MasterCard' : /^3[47]/.test(n) ? 'AmericanExpress' : /^6/.test(n) ? 'Discover' : 'Unknown');
const masked = (n: string) => `XXXX${n.slice(-4)}`;
function luhn(n: string): boolean {
  if (!/^\d{13,19}$/.test(n)) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i += 1) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
/** "2030-12", "1230", "122030", "12/30" → "2030-12". */
function expiry(value: string): string | null {
  let m = /^(\d{4})-(\d{2})$/.exec(value);
  if (m) return `${m[1]}-${m[2]}`;
  m = /^(\d{2})\/?(\d{2}|\d{4})$/.exec(value);
  if (m) return `${m[2]!.length === 2 ? `20${m[2]}` : m[2]}-${m[1]}`;
  return null;
}
const expired = (exp: string, now: Date) => exp < now.toISOString().slice(0, 7);

export async function startFakeAuthorizeNet(options: { now?: () => Date; maxPageSize?: number } = {}): Promise<FakeAuthorizeNet> {
  const now = options.now ?? (() => new Date());
  // Authorize.net answers at most 1,000 transactions a page (paging.limit); a test may make pages smaller.
  const maxPageSize = options.maxPageSize ?? 1000;
  let detailsApiDisabled = false;
  const credentials = { apiLoginId: 'fakeLogin', transactionKey: 'fakeTransactionKey', clientKey: 'fakeClientKey' };
  const requests: string[] = [];
  const opaque = new Map<string, Card & { used: boolean }>();
  const customers = new Map<string, { merchantCustomerId: string; description?: string; email?: string; profiles: Map<string, { card: Card; billTo: unknown; isDefault: boolean }> }>();
  const txns = new Map<string, Txn>();
  let nextId = 60_000_000_000;
  const id = () => String((nextId += 1));
  let failures = 0;
  const loseAnswers: string[] = [];
  const holdAnswers: Array<{ root: string; carriedOut: () => void }> = [];
  let batch = 1000;

  function opaqueData(card: { cardNumber: string; expMonth: number; expYear: number; cardCode: string }) {
    const dataValue = `eyJjb2RlIjoiNTBfMl8wNjAwMDUz${randomBytes(24).toString('hex')}`;
    opaque.set(dataValue, { number: card.cardNumber, exp: `${card.expYear}-${String(card.expMonth).padStart(2, '0')}`, code: card.cardCode, used: false });
    return { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue };
  }

  function takeOpaque(data: { dataDescriptor?: string; dataValue?: string } | undefined): Card | null {
    const found = data?.dataValue ? opaque.get(data.dataValue) : undefined;
    if (!found || found.used) return null;
    found.used = true;
    return found;
  }

  /** paging { limit, offset }: offset is the page number, from 1; limit at most maxPageSize. */
  const page = <T>(list: T[], paging: { limit?: number | string; offset?: number | string } | undefined): T[] => {
    const limit = Math.min(maxPageSize, Math.max(1, Number(paging?.limit ?? maxPageSize)));
    const offset = Math.max(1, Number(paging?.offset ?? 1));
    return list.slice((offset - 1) * limit, offset * limit);
  };

  const txnJson = (t: Txn) => ({
    transId: t.transId,
    ...(t.refTransId ? { refTransId: t.refTransId } : {}),
    submitTimeUTC: t.submitTimeUTC,
    submitTimeLocal: t.submitTimeUTC.slice(0, 19),
    transactionType: t.type,
    transactionStatus: t.status,
    responseCode: t.status === 'declined' ? 2 : t.status === 'FDSPendingReview' ? 4 : 1,
    responseReasonCode: Number(t.reasonCode),
    responseReasonDescription: t.reasonText,
    authCode: t.status === 'declined' ? '' : 'QWE123',
    AVSResponse: 'Y',
    ...(t.batchId ? { batch: { batchId: t.batchId, settlementTimeUTC: t.settlementTimeUTC, settlementTimeLocal: t.settlementTimeUTC!.slice(0, 19), settlementState: 'settledSuccessfully', marketType: 'eCommerce', product: 'Card Not Present' } } : {}),
    order: { invoiceNumber: t.invoiceNumber ?? '', description: '' },
    authAmount: t.cents / 100,
    settleAmount: t.status === 'voided' || t.status === 'declined' ? 0 : t.cents / 100,
    payment: { creditCard: { cardNumber: masked(t.card.number), expirationDate: 'XXXX', cardType: cardType(t.card.number) } },
    ...(t.profile ? { profile: { customerProfileId: Number(t.profile.customerProfileId), customerPaymentProfileId: Number(t.profile.customerPaymentProfileId) } } : {}),
  });
  const listJson = (t: Txn) => ({
    transId: t.transId,
    submitTimeUTC: t.submitTimeUTC,
    submitTimeLocal: t.submitTimeUTC.slice(0, 19),
    transactionStatus: t.status,
    invoiceNumber: t.invoiceNumber ?? undefined,
    accountType: cardType(t.card.number),
    accountNumber: masked(t.card.number),
    settleAmount: t.cents / 100,
    marketType: 'eCommerce',
    product: 'Card Not Present',
  });

  function transaction(request: Record<string, any>, refId: string | undefined) {
    const tr = request.transactionRequest as Record<string, any>;
    const answer = (transactionResponse: Record<string, unknown>, ok: boolean) => ({
      transactionResponse: { authCode: '', avsResultCode: 'P', cvvResultCode: '', cavvResultCode: '', refTransID: '', transHash: '', testRequest: '0', accountNumber: '', accountType: '', transHashSha2: '', ...transactionResponse },
      ...(refId ? { refId } : {}),
      messages: ok ? { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] } : err('E00027', 'The transaction was unsuccessful.'),
    });
    const fail = (responseCode: string, errorCode: string, errorText: string, transId = '0', extra: Record<string, unknown> = {}) =>
      answer({ responseCode, transId, errors: [{ errorCode, errorText }], ...extra }, false);
    const order = Object.keys(tr);
    const schema = ['transactionType', 'amount', 'currencyCode', 'payment', 'profile', 'solution', 'callId', 'terminalNumber', 'authCode', 'refTransId', 'splitTenderId', 'order', 'lineItems', 'tax', 'duty', 'shipping', 'taxExempt', 'poNumber', 'customer', 'billTo', 'shipTo', 'customerIP', 'transactionSettings', 'userFields'];
    const positions = order.map((k) => schema.indexOf(k));
    if (positions.some((p, i) => p < 0 || (i > 0 && p < positions[i - 1]!))) {
      return { messages: err('E00003', `The element '${order.join(',')}' has invalid child element order.`) };
    }
    const cents = Math.round(Number(tr.amount ?? 0) * 100);
    const invoiceNumber: string | null = tr.order?.invoiceNumber ?? null;
    const submitTimeUTC = now().toISOString();

    if (tr.transactionType === 'voidTransaction') {
      const t = txns.get(String(tr.refTransId));
      if (!t) return fail('3', '16', 'The transaction cannot be found.');
      if (t.status === 'voided') return answer({ responseCode: '1', transId: t.transId, refTransID: t.transId, messages: [{ code: '310', description: 'This transaction has already been voided.' }] }, true);
      if (t.batchId || t.status === 'declined') return fail('3', '16', 'The transaction cannot be found.');
      t.status = 'voided';
      return answer({ responseCode: '1', authCode: 'QWE123', transId: t.transId, refTransID: t.transId, accountNumber: masked(t.card.number), accountType: cardType(t.card.number), messages: [{ code: '1', description: 'This transaction has been approved.' }] }, true);
    }

    // The card: a payment profile, opaque data, or (a refund) the last four and XXXX.
    let card: Card | null = null;
    let profile: Txn['profile'] = null;
    if (tr.profile) {
      const customer = customers.get(String(tr.profile.customerProfileId));
      const stored = customer?.profiles.get(String(tr.profile.paymentProfile?.paymentProfileId));
      if (!stored) return fail('3', 'E00040', 'Customer Profile ID or Customer Payment Profile ID not found.');
      card = stored.card;
      profile = { customerProfileId: String(tr.profile.customerProfileId), customerPaymentProfileId: String(tr.profile.paymentProfile.paymentProfileId) };
    }

    if (tr.transactionType === 'refundTransaction') {
      const charge = txns.get(String(tr.refTransId));
      if (!charge || charge.type !== 'authCaptureTransaction' || charge.status !== 'settledSuccessfully') {
        return fail('3', '54', 'The referenced transaction does not meet the criteria for issuing a credit.');
      }
      const last4 = String(tr.payment?.creditCard?.cardNumber ?? card?.number ?? '').slice(-4);
      if (last4 !== charge.card.number.slice(-4)) return fail('3', '54', 'The referenced transaction does not meet the criteria for issuing a credit.');
      const credited = [...txns.values()].filter((r) => r.refTransId === charge.transId && r.status !== 'voided').reduce((s, r) => s + r.cents, 0);
      if (credited + cents > charge.cents) return fail('3', '55', 'The sum of credits against the referenced transaction would exceed original debit amount.');
      const t: Txn = { transId: id(), type: 'refundTransaction', status: 'refundPendingSettlement', cents, refTransId: charge.transId, invoiceNumber, card: charge.card, profile: charge.profile, submitTimeUTC, batchId: null, settlementTimeUTC: null, reasonCode: '1', reasonText: 'Approval' };
      txns.set(t.transId, t);
      return answer({ responseCode: '1', authCode: '', transId: t.transId, refTransID: charge.transId, accountNumber: masked(t.card.number), accountType: cardType(t.card.number), messages: [{ code: '1', description: 'This transaction has been approved.' }] }, true);
    }

    if (tr.transactionType !== 'authCaptureTransaction') return fail('3', '3', 'Transaction type is not supported by the stand-in.');
    if (tr.payment?.opaqueData) {
      card = takeOpaque(tr.payment.opaqueData);
      if (!card) return { ...(refId ? { refId } : {}), messages: err('E00114', 'Invalid OTS Token.') };
    } else if (tr.payment?.creditCard) {
      const exp = expiry(String(tr.payment.creditCard.expirationDate ?? ''));
      card = { number: String(tr.payment.creditCard.cardNumber), exp: exp ?? '0000-00', code: String(tr.payment.creditCard.cardCode ?? '') };
    }
    if (!card) return fail('3', '33', 'Credit card number is required.');
    if (!luhn(card.number)) return fail('3', '6', 'The credit card number is invalid.');
    if (expired(card.exp, now())) return fail('3', '8', 'The credit card has expired.');
    // The duplicate window: two minutes unless the request names another (transactionSettings duplicateWindow,
    // in seconds); only a request that names it gets the original's transId back, as Authorize.net documents.
    const windowSetting = (tr.transactionSettings?.setting as Array<{ settingName: string; settingValue: string }> | undefined)?.find((x) => x.settingName === 'duplicateWindow');
    const windowMs = windowSetting ? Number(windowSetting.settingValue) * 1000 : 120_000;
    const duplicate = [...txns.values()].find(
      (t) => t.type === 'authCaptureTransaction' && t.invoiceNumber === invoiceNumber && t.cents === cents && t.card.number === card!.number && now().getTime() - Date.parse(t.submitTimeUTC) < windowMs,
    );
    if (duplicate) return fail('3', '11', 'A duplicate transaction has been submitted.', windowSetting ? duplicate.transId : '0');
    const zip = String(tr.billTo?.zip ?? '');
    let reason: [string, string] = ['1', 'This transaction has been approved.'];
    if (zip === '46282') reason = ['2', 'This transaction has been declined.'];
    else if (zip === '46205') reason = ['27', 'The transaction has been declined because of an AVS mismatch. The address provided does not match billing address of cardholder.'];
    else if (card.code === '901') reason = ['65', 'This transaction has been declined.'];
    else if (zip === '46299') reason = ['252', 'Your order has been received. Thank you for your business!'];
    const approved = reason[0] === '1';
    const held = reason[0] === '252';
    const t: Txn = { transId: id(), type: 'authCaptureTransaction', status: approved ? 'capturedPendingSettlement' : held ? 'FDSPendingReview' : 'declined', cents, refTransId: null, invoiceNumber, card, profile, submitTimeUTC, batchId: null, settlementTimeUTC: null, reasonCode: reason[0], reasonText: reason[1] };
    txns.set(t.transId, t);
    const common = { transId: t.transId, accountNumber: masked(card.number), accountType: cardType(card.number), avsResultCode: reason[0] === '27' ? 'N' : 'Y', cvvResultCode: reason[0] === '65' ? 'N' : 'M' };
    if (approved) return answer({ responseCode: '1', authCode: 'QWE123', ...common, messages: [{ code: '1', description: reason[1] }] }, true);
    // Held for review (fraud detection): responseCode 4, the money not yet taken.
    if (held) return answer({ responseCode: '4', authCode: 'QWE123', ...common, messages: [{ code: '252', description: reason[1] }] }, true);
    return fail('2', reason[0], reason[1], t.transId, common);
  }

  function handle(root: string, body: Record<string, any>): unknown {
    const refId: string | undefined = body.refId;
    const auth = body.merchantAuthentication ?? {};
    if (root === 'securePaymentContainerRequest') {
      if (auth.name !== credentials.apiLoginId || auth.clientKey !== credentials.clientKey) return { messages: err('E00007', 'User authentication failed due to invalid authentication values.') };
      const token = body.data?.token ?? {};
      const exp = expiry(String(token.expirationDate ?? ''));
      if (!exp) return { messages: err('E_WC_08', 'Expiration date must be in the future.') };
      const made = opaqueData({ cardNumber: String(token.cardNumber ?? ''), expMonth: Number(exp.slice(5)), expYear: Number(exp.slice(0, 4)), cardCode: String(token.cardCode ?? '') });
      return { ...(refId ? { refId } : {}), opaqueData: made, messages: OK };
    }
    if (auth.name !== credentials.apiLoginId || auth.transactionKey !== credentials.transactionKey) {
      return { messages: err('E00007', 'User authentication failed due to invalid authentication values.') };
    }
    const detailsApi = ['getTransactionDetailsRequest', 'getUnsettledTransactionListRequest', 'getSettledBatchListRequest', 'getTransactionListRequest', 'getTransactionListForCustomerRequest'];
    if (detailsApiDisabled && detailsApi.includes(root)) {
      return { messages: err('E00011', 'Access denied. You do not have permissions to call the Transaction Details API.') };
    }
    switch (root) {
      case 'authenticateTestRequest':
        return { messages: OK };
      case 'createTransactionRequest':
        return transaction(body, refId);
      case 'getTransactionDetailsRequest': {
        const t = txns.get(String(body.transId));
        return t ? { transaction: txnJson(t), messages: OK } : { messages: err('E00040', 'The record cannot be found.') };
      }
      case 'getUnsettledTransactionListRequest': {
        const list = [...txns.values()].filter((t) => !t.batchId).sort((a, b) => b.submitTimeUTC.localeCompare(a.submitTimeUTC) || b.transId.localeCompare(a.transId));
        return { transactions: page(list, body.paging).map(listJson), totalNumInResultSet: list.length, messages: OK };
      }
      case 'getSettledBatchListRequest': {
        // firstSettlementDate / lastSettlementDate bound the batches (UTC, as the API reads them).
        const first = body.firstSettlementDate ? Date.parse(`${String(body.firstSettlementDate).slice(0, 19)}Z`) : -Infinity;
        const last = body.lastSettlementDate ? Date.parse(`${String(body.lastSettlementDate).slice(0, 19)}Z`) : Infinity;
        const inRange = (t: Txn) => t.batchId !== null && Date.parse(t.settlementTimeUTC!) >= first && Date.parse(t.settlementTimeUTC!) <= last + 999;
        const ids = [...new Set([...txns.values()].filter(inRange).map((t) => `${t.batchId}|${t.settlementTimeUTC}`))];
        return { batchList: ids.map((b) => ({ batchId: b.split('|')[0], settlementTimeUTC: b.split('|')[1], settlementState: 'settledSuccessfully', paymentMethod: 'creditCard', marketType: 'eCommerce', product: 'Card Not Present' })), messages: OK };
      }
      case 'getTransactionListRequest':
        const list = [...txns.values()].filter((t) => t.batchId === String(body.batchId));
        return { transactions: page(list, body.paging).map(listJson), totalNumInResultSet: list.length, messages: OK };
      case 'getTransactionListForCustomerRequest': {
        const list = [...txns.values()].filter((t) => t.profile?.customerProfileId === String(body.customerProfileId) && (!body.customerPaymentProfileId || t.profile?.customerPaymentProfileId === String(body.customerPaymentProfileId)));
        return { transactions: page(list, body.paging).map(listJson), totalNumInResultSet: list.length, messages: OK };
      }
      case 'createCustomerProfileRequest': {
        // As Authorize.net: merchantCustomerId, description and email together name a profile; the same
        // three again is a duplicate, answered E00039 naming the existing profile's id (nothing is made).
        const merchantCustomerId = String(body.profile?.merchantCustomerId ?? '');
        const description = body.profile?.description === undefined ? undefined : String(body.profile.description);
        const email = body.profile?.email === undefined ? undefined : String(body.profile.email);
        if (!merchantCustomerId && !description && !email) return { messages: err('E00041', 'One or more fields in the profile must contain a value.') };
        const existing = [...customers.entries()].find(([, c]) => c.merchantCustomerId === merchantCustomerId && c.description === description && c.email === email);
        if (existing) return { messages: err('E00039', `A duplicate record with ID ${existing[0]} already exists.`) };
        const customerProfileId = id();
        customers.set(customerProfileId, { merchantCustomerId, description, email, profiles: new Map() });
        return { customerProfileId, customerPaymentProfileIdList: [], customerShippingAddressIdList: [], validationDirectResponseList: [], messages: OK };
      }
      case 'createCustomerPaymentProfileRequest': {
        const customer = customers.get(String(body.customerProfileId));
        if (!customer) return { messages: err('E00040', 'The record cannot be found.') };
        const card = takeOpaque(body.paymentProfile?.payment?.opaqueData);
        if (!card) return { messages: err('E00114', 'Invalid OTS Token.') };
        if (expired(card.exp, now())) return { messages: err('E00027', 'The credit card has expired.') };
        const twin = [...customer.profiles.entries()].find(([, p]) => p.card.number === card.number && p.card.exp === card.exp);
        if (twin) return { customerProfileId: String(body.customerProfileId), customerPaymentProfileId: twin[0], messages: err('E00039', 'A duplicate customer payment profile already exists.') };
        const customerPaymentProfileId = id();
        customer.profiles.set(customerPaymentProfileId, { card, billTo: body.paymentProfile?.billTo ?? null, isDefault: body.paymentProfile?.defaultPaymentProfile === true });
        return { customerProfileId: String(body.customerProfileId), customerPaymentProfileId, messages: OK };
      }
      case 'getCustomerProfileRequest': {
        const customer = customers.get(String(body.customerProfileId));
        if (!customer) return { messages: err('E00040', 'The record cannot be found.') };
        return {
          profile: {
            merchantCustomerId: customer.merchantCustomerId,
            ...(customer.description !== undefined ? { description: customer.description } : {}),
            ...(customer.email !== undefined ? { email: customer.email } : {}),
            customerProfileId: String(body.customerProfileId),
            paymentProfiles: [...customer.profiles.entries()].map(([customerPaymentProfileId, p]) => ({
              customerPaymentProfileId,
              billTo: p.billTo ?? undefined,
              payment: { creditCard: { cardNumber: masked(p.card.number), expirationDate: 'XXXX', cardType: cardType(p.card.number) } },
              defaultPaymentProfile: p.isDefault,
            })),
          },
          messages: OK,
        };
      }
      case 'getCustomerPaymentProfileRequest': {
        const p = customers.get(String(body.customerProfileId))?.profiles.get(String(body.customerPaymentProfileId));
        if (!p) return { messages: err('E00040', 'The record cannot be found.') };
        return {
          paymentProfile: {
            customerProfileId: String(body.customerProfileId),
            customerPaymentProfileId: String(body.customerPaymentProfileId),
            billTo: p.billTo ?? undefined,
            payment: { creditCard: { cardNumber: masked(p.card.number), expirationDate: body.unmaskExpirationDate ? p.card.exp : 'XXXX', cardType: cardType(p.card.number) } },
            defaultPaymentProfile: p.isDefault,
          },
          messages: OK,
        };
      }
      case 'updateCustomerPaymentProfileRequest': {
        const customer = customers.get(String(body.customerProfileId));
        const p = customer?.profiles.get(String(body.paymentProfile?.customerPaymentProfileId));
        if (!customer || !p) return { messages: err('E00040', 'The record cannot be found.') };
        if (body.paymentProfile?.defaultPaymentProfile === true) for (const other of customer.profiles.values()) other.isDefault = other === p;
        return { messages: OK };
      }
      case 'deleteCustomerPaymentProfileRequest': {
        const customer = customers.get(String(body.customerProfileId));
        if (!customer?.profiles.delete(String(body.customerPaymentProfileId))) return { messages: err('E00040', 'The record cannot be found.') };
        return { messages: OK };
      }
      default:
        return { messages: err('E00003', `The stand-in does not answer ${root}.`) };
    }
  }

  const server: Server = createServer((request, response: ServerResponse) => {
    if (failures > 0) {
      failures -= 1;
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push(text);
      let answer: unknown;
      try {
        const parsed = JSON.parse(text) as Record<string, Record<string, unknown>>;
        const root = Object.keys(parsed)[0] ?? '';
        answer = handle(root, parsed[root] ?? {});
      } catch {
        answer = { messages: err('E00002', 'The content-type specified is not supported.') };
      }
      const root = text.slice(2, text.indexOf('"', 2));
      const held = holdAnswers.findIndex((h) => h.root === root);
      if (held >= 0) {
        holdAnswers.splice(held, 1)[0]!.carriedOut(); // never answered: the caller dies waiting
        return;
      }
      const lost = loseAnswers.indexOf(root);
      if (lost >= 0) {
        loseAnswers.splice(lost, 1);
        request.socket.destroy();
        return;
      }
      // As the real API: JSON after a byte-order mark.
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(`\uFEFF${JSON.stringify(answer)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/xml/v1/request.api`,
    credentials,
    requests,
    opaqueData,
    customerProfiles: () =>
      [...customers.entries()].map(([customerProfileId, c]) => ({
        customerProfileId,
        merchantCustomerId: c.merchantCustomerId,
        description: c.description ?? null,
        paymentProfileIds: [...c.profiles.keys()],
      })),
    settle() {
      batch += 1;
      const at = now().toISOString();
      for (const t of txns.values()) {
        if (t.batchId || t.status === 'FDSPendingReview') continue;
        if (t.status === 'capturedPendingSettlement') t.status = 'settledSuccessfully';
        else if (t.status === 'refundPendingSettlement') t.status = 'refundSettledSuccessfully';
        t.batchId = String(batch);
        t.settlementTimeUTC = at;
      }
    },
    disableTransactionDetailsApi(disabled = true) {
      detailsApiDisabled = disabled;
    },
    review(transId, verdict) {
      const t = txns.get(transId);
      if (!t || t.status !== 'FDSPendingReview') throw new Error(`stand-in: ${transId} is not held for review`);
      t.status = verdict === 'approve' ? 'capturedPendingSettlement' : 'declined';
    },
    failNext(count = 1) {
      failures += count;
    },
    loseNextAnswer(root = 'createTransactionRequest') {
      loseAnswers.push(root);
    },
    holdNextAnswer(root = 'createTransactionRequest') {
      return new Promise<void>((carriedOut) => holdAnswers.push({ root, carriedOut }));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
