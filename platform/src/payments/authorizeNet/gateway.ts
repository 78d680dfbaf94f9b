import type { SqlExecutor } from '../../db/database';
import {
  GatewayAccessDenied,
  GatewayUnavailable,
  GatewayOutcomeUnknown,
  GatewayRequestConflict,
  PaymentDeclined,
  isOpaqueCard,
  type CardOwner,
  type CardToTokenize,
  type ChargeRequest,
  type GatewayTransaction,
  type OpaqueCard,
  type PaymentGateway,
  type RefundRequest,
  type SettledBatch,
  type TokenizedCard,
} from '../port';
import { GATEWAY_MESSAGES, refundExceedsMessage } from '../sandboxGateway';
import { callAuthorizeNet, firstMessage, isOk, type AnetResponse, type FetchLike } from './client';
import { centsOf, dollars, requestRef } from './refKeys';
import { RefundBook } from './refundBook';
import type { AuthorizeNetSettings } from './settings';
import { declineMessage, lastFour, statusOf } from './transactionResults';

export const RAW_CARD_REFUSED =
  'Card numbers are not accepted here with the live payment gateway: the card form sends the card to Authorize.net from the browser (Accept.js). Reload the page and enter the card again.';

/** What the merchant must switch on for look-ups (E00011 otherwise); the README says the same. */
export const TRANSACTION_DETAILS_API_NEEDED =
  'Authorize.net refused the Transaction Details API (E00011). Enable it in the Merchant Interface: Account → Settings → Security Settings → Transaction Details API → Enable. Without it a payment whose answer was lost cannot be looked up, so card payments stay refused.';

/** Authorize.net's duplicate window in seconds (its default, two minutes), sent so that a duplicate's answer names the original. */
export const DUPLICATE_WINDOW_S = 120;

/** Authorize.net answers at most this many transactions a page. */
const PAGE_SIZE = 1000;

export interface AuthorizeNetGatewayOptions {
  settings: AuthorizeNetSettings;
  /** Where the refunds we made are noted (RefundBook). */
  db: Pick<SqlExecutor, 'query'>;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** A card on file's token: the customer profile and the payment profile. */
const tokenOf = (customerProfileId: string, paymentProfileId: string) => `anet:${customerProfileId}:${paymentProfileId}`;
function profileOf(token: string): { customerProfileId: string; paymentProfileId: string } | null {
  const match = /^anet:(\d+):(\d+)$/.exec(token);
  return match ? { customerProfileId: match[1]!, paymentProfileId: match[2]! } : null;
}

function splitName(nameOnCard: string): { firstName: string; lastName: string } {
  const parts = nameOnCard.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return { firstName: parts.join(' ').slice(0, 50), lastName: lastName.slice(0, 50) };
}

interface AnetTransactionResponse {
  responseCode?: string;
  transId?: string;
  accountNumber?: string;
  accountType?: string;
  errors?: Array<{ errorCode: string; errorText: string }>;
}

/**
 * The PaymentGateway port on Authorize.net's JSON API (plain HTTP, client.ts). Cards on file are
 * Customer Information Manager profiles: one customer profile per customer (merchantCustomerId = our
 * id), a payment profile per card, the token naming both. Card data reaches us only as Accept.js opaque
 * data; a typed card is refused. Every transaction carries our request key as refId and
 * order.invoiceNumber (refKeys.ts), and a charge or refund first looks its key up at the gateway, so a
 * retry after a lost answer never moves money twice (Authorize.net's own duplicate window, reason 11,
 * covers two attempts racing within two minutes).
 */
export class AuthorizeNetGateway implements PaymentGateway {
  readonly name = 'authorize.net';
  private readonly refunds: RefundBook;

  constructor(private readonly options: AuthorizeNetGatewayOptions) {
    this.refunds = new RefundBook(options.db);
  }

  private call(rootName: string, body: Record<string, unknown>): Promise<AnetResponse> {
    return callAuthorizeNet(this.options.settings, rootName, body, { fetch: this.options.fetch, timeoutMs: this.options.timeoutMs });
  }

  async checkCredentials(): Promise<{ ok: boolean; message: string }> {
    const response = await this.call('authenticateTestRequest', {});
    if (!isOk(response)) return { ok: false, message: `Authorize.net refused the credentials: ${firstMessage(response).text}` };
    // Look-ups are what make a retry safe: the Transaction Details API must answer too.
    const lookUp = await this.call('getUnsettledTransactionListRequest', { paging: { limit: 1, offset: 1 } });
    if (!isOk(lookUp) && firstMessage(lookUp).code === 'E00011') return { ok: false, message: TRANSACTION_DETAILS_API_NEEDED };
    if (!isOk(lookUp)) return { ok: false, message: `Authorize.net refused a transaction look-up: ${firstMessage(lookUp).text}` };
    return { ok: true, message: `Authorize.net (${this.options.settings.environment}) accepted the credentials, and the Transaction Details API answers.` };
  }

  async tokenizeCard(card: CardToTokenize | OpaqueCard, owner?: CardOwner): Promise<TokenizedCard> {
    if (!isOpaqueCard(card)) throw new PaymentDeclined(RAW_CARD_REFUSED);
    const customerProfileId = await this.customerProfileId(owner ?? { customerId: 'unknown' });
    // A keyed save's profile holds this one card: when an earlier call with the key made it, that card is
    // the answer (Accept.js's token is single use: asking again with it would be refused, E00114).
    const earlier = owner?.requestKey ? await this.firstPaymentProfileId(customerProfileId) : null;
    if (earlier) return this.storedCard(customerProfileId, earlier, card);
    const created = await this.call('createCustomerPaymentProfileRequest', {
      customerProfileId,
      paymentProfile: {
        billTo: { ...splitName(card.nameOnCard), zip: card.billingZipcode },
        payment: { opaqueData: { dataDescriptor: card.dataDescriptor, dataValue: card.dataValue } },
        defaultPaymentProfile: false,
      },
      validationMode: this.options.settings.environment === 'production' ? 'liveMode' : 'testMode',
    });
    // E00039: this card is already on this profile; the answer names it.
    const paymentProfileId = typeof created.customerPaymentProfileId === 'string' ? created.customerPaymentProfileId : null;
    if (!paymentProfileId || (!isOk(created) && firstMessage(created).code !== 'E00039')) {
      throw new PaymentDeclined(declineMessage(undefined, firstMessage(created).text));
    }
    return this.storedCard(customerProfileId, paymentProfileId, card);
  }

  /** A payment profile as the port's card (the gateway's brand, last four and expiry; the browser's as a fallback). */
  private async storedCard(customerProfileId: string, paymentProfileId: string, card: OpaqueCard): Promise<TokenizedCard> {
    const read = await this.call('getCustomerPaymentProfileRequest', { customerProfileId, customerPaymentProfileId: paymentProfileId, unmaskExpirationDate: true });
    const creditCard = ((read.paymentProfile as { payment?: { creditCard?: Record<string, string> } })?.payment?.creditCard ?? {}) as Record<string, string>;
    const expiry = /^(\d{4})-(\d{2})$/.exec(creditCard.expirationDate ?? '');
    return {
      token: tokenOf(customerProfileId, paymentProfileId),
      brand: creditCard.cardType ?? 'Card',
      last4: lastFour(creditCard.cardNumber) || card.last4 || '',
      expMonth: expiry ? Number(expiry[2]) : card.expMonth,
      expYear: expiry ? Number(expiry[1]) : card.expYear,
    };
  }

  async deleteCard(token: string): Promise<void> {
    const profile = profileOf(token);
    if (!profile) return;
    const response = await this.call('deleteCustomerPaymentProfileRequest', {
      customerProfileId: profile.customerProfileId,
      customerPaymentProfileId: profile.paymentProfileId,
    });
    if (!isOk(response) && firstMessage(response).code !== 'E00040') throw new PaymentDeclined(declineMessage(undefined, firstMessage(response).text));
  }

  async setPrimaryCard(token: string): Promise<void> {
    const profile = profileOf(token);
    if (!profile) return;
    const read = await this.call('getCustomerPaymentProfileRequest', { customerProfileId: profile.customerProfileId, customerPaymentProfileId: profile.paymentProfileId });
    const current = read.paymentProfile as { billTo?: unknown; payment?: { creditCard?: { cardNumber?: string; expirationDate?: string } } } | undefined;
    if (!isOk(read) || !current) return;
    // The masked number and "XXXX" leave the stored card as it is; only the default flag changes.
    const response = await this.call('updateCustomerPaymentProfileRequest', {
      customerProfileId: profile.customerProfileId,
      paymentProfile: {
        ...(current.billTo ? { billTo: current.billTo } : {}),
        payment: { creditCard: { cardNumber: current.payment?.creditCard?.cardNumber ?? 'XXXX', expirationDate: 'XXXX' } },
        defaultPaymentProfile: true,
        customerPaymentProfileId: profile.paymentProfileId,
      },
    });
    if (!isOk(response)) throw new PaymentDeclined(declineMessage(undefined, firstMessage(response).text));
  }

  async charge(request: ChargeRequest): Promise<GatewayTransaction> {
    checkRequest(request.requestKey, request.amountCents);
    // A typed card never goes to Authorize.net, not even as a look-up.
    if ('card' in request.source) throw new PaymentDeclined(RAW_CARD_REFUSED);
    const ref = requestRef(request.requestKey);
    const earlier = await this.findByRef(ref, request.source);
    if (earlier) {
      if (earlier.kind !== 'charge' || earlier.amountCents !== request.amountCents) throw new GatewayRequestConflict(request.requestKey);
      return earlier;
    }
    const source = request.source;
    let paying: Record<string, unknown>;
    let token: string | null = null;
    let billTo: Record<string, unknown> | null = null;
    if ('token' in source) {
      const profile = profileOf(source.token);
      if (!profile) throw new PaymentDeclined('This card was saved with the test gateway; re-enter it to use it with the live gateway.');
      token = source.token;
      paying = { profile: { customerProfileId: profile.customerProfileId, paymentProfile: { paymentProfileId: profile.paymentProfileId } } };
    } else if ('opaque' in source) {
      paying = { payment: { opaqueData: { dataDescriptor: source.opaque.dataDescriptor, dataValue: source.opaque.dataValue } } };
      billTo = { ...splitName(source.opaque.nameOnCard), zip: source.opaque.billingZipcode };
    } else {
      throw new PaymentDeclined(RAW_CARD_REFUSED);
    }
    // Element order is the schema's: transactionType, amount, payment | profile, order, billTo.
    const response = await this.call('createTransactionRequest', {
      refId: ref,
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: dollars(request.amountCents),
        ...paying,
        order: { invoiceNumber: ref, description: 'Pawroute' },
        ...(billTo ? { billTo } : {}),
        // With the window named, a duplicate's answer carries the original's transId.
        transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: String(DUPLICATE_WINDOW_S) }] },
      },
    });
    const answer = response.transactionResponse as AnetTransactionResponse | undefined;
    const error = answer?.errors?.[0];
    if (error?.errorCode === '11') {
      // A duplicate is not a decline: the original (this very request, sent before) may have taken the
      // money. Answer the original; when it cannot be read, the outcome is unknown, never "declined".
      const named = answer?.transId && answer.transId !== '0' ? await this.getTransaction(answer.transId) : null;
      const twin = named ?? (await this.findByRef(ref, request.source));
      if (twin) return twin;
      throw new GatewayOutcomeUnknown('Authorize.net answered that this payment was already submitted, and the original could not be read yet');
    }
    const transactionId = answer?.transId && answer.transId !== '0' ? answer.transId : null;
    const base = {
      kind: 'charge' as const,
      amountCents: request.amountCents,
      refundedCents: 0,
      refTransactionId: null,
      token,
      cardBrand: answer?.accountType ?? 'Card',
      cardLast4: lastFour(answer?.accountNumber) || ('opaque' in source ? source.opaque.last4 ?? '' : ''),
      submittedAt: new Date().toISOString(),
      settledAt: null,
    };
    if (answer?.responseCode === '1' && transactionId) return { ...base, transactionId, status: 'capturedPendingSettlement', message: null };
    if (answer?.responseCode === '4' && transactionId) return { ...base, transactionId, status: 'heldForReview', message: null };
    const message = declineMessage(error?.errorCode, error?.errorText ?? firstMessage(response).text);
    // A decline with a transaction is an answer (replayed on retry); an error without one is a refusal.
    if (transactionId) return { ...base, transactionId, status: 'declined', message };
    throw new PaymentDeclined(message);
  }

  async void(transactionId: string): Promise<GatewayTransaction> {
    const found = await this.getTransaction(transactionId);
    if (!found) throw new PaymentDeclined(GATEWAY_MESSAGES.notFound);
    switch (found.status) {
      case 'voided':
        return found;
      case 'declined':
        throw new PaymentDeclined(GATEWAY_MESSAGES.voidDeclined);
      case 'settledSuccessfully':
      case 'refundSettledSuccessfully':
        throw new PaymentDeclined(GATEWAY_MESSAGES.voidSettled);
      default:
        break;
    }
    const response = await this.call('createTransactionRequest', {
      transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
    });
    const answer = response.transactionResponse as AnetTransactionResponse | undefined;
    if (answer?.responseCode !== '1') {
      const error = answer?.errors?.[0];
      throw new PaymentDeclined(declineMessage(error?.errorCode, error?.errorText ?? firstMessage(response).text));
    }
    if (found.kind === 'refund') await this.refunds.voided(transactionId);
    return { ...found, status: 'voided', settledAt: null };
  }

  async refund(request: RefundRequest): Promise<GatewayTransaction> {
    checkRequest(request.requestKey, request.amountCents);
    const ref = requestRef(request.requestKey);
    const earlier = await this.findByRef(ref, null);
    if (earlier) {
      if (earlier.kind !== 'refund' || earlier.amountCents !== request.amountCents || (earlier.refTransactionId !== null && earlier.refTransactionId !== request.transactionId)) {
        throw new GatewayRequestConflict(request.requestKey);
      }
      await this.refunds.note(request.transactionId, earlier.transactionId, earlier.amountCents);
      return { ...earlier, refTransactionId: request.transactionId };
    }
    const charge = await this.getTransaction(request.transactionId);
    if (!charge) throw new PaymentDeclined(GATEWAY_MESSAGES.notFound);
    if (charge.kind !== 'charge') throw new PaymentDeclined(GATEWAY_MESSAGES.refundNotCharge);
    if (charge.status !== 'settledSuccessfully') throw new PaymentDeclined(GATEWAY_MESSAGES.refundNotSettled);
    const remaining = charge.amountCents - charge.refundedCents;
    if (request.amountCents > remaining) throw new PaymentDeclined(refundExceedsMessage(remaining));
    // By the original transaction and the card's last four with "XXXX" for its expiry, as the API allows for
    // any charge: never by the card on file, whose profile may have been deleted since.
    const paying = { payment: { creditCard: { cardNumber: charge.cardLast4, expirationDate: 'XXXX' } } };
    const response = await this.call('createTransactionRequest', {
      refId: ref,
      transactionRequest: {
        transactionType: 'refundTransaction',
        amount: dollars(request.amountCents),
        ...paying,
        refTransId: request.transactionId,
        order: { invoiceNumber: ref, description: 'Pawroute refund' },
      },
    });
    const answer = response.transactionResponse as AnetTransactionResponse | undefined;
    if (answer?.responseCode !== '1' || !answer.transId || answer.transId === '0') {
      const error = answer?.errors?.[0];
      if (error?.errorCode === '55') {
        const left = charge.amountCents - (await this.refunds.refundedCents(charge.transactionId));
        throw new PaymentDeclined(refundExceedsMessage(Math.max(0, left)));
      }
      throw new PaymentDeclined(declineMessage(error?.errorCode, error?.errorText ?? firstMessage(response).text));
    }
    await this.refunds.note(charge.transactionId, answer.transId, request.amountCents);
    return {
      transactionId: answer.transId,
      kind: 'refund',
      status: 'refundPendingSettlement',
      amountCents: request.amountCents,
      refundedCents: 0,
      refTransactionId: charge.transactionId,
      token: charge.token,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      message: null,
      submittedAt: new Date().toISOString(),
      settledAt: null,
    };
  }

  async getTransaction(transactionId: string): Promise<GatewayTransaction | null> {
    const found = await this.details(transactionId);
    return found?.transaction ?? null;
  }

  /** The charge or refund carrying this request key, if Authorize.net has one. */
  findByRequestKey(requestKey: string): Promise<GatewayTransaction | null> {
    return this.findByRef(requestRef(requestKey), null);
  }

  async listTransactionsSince(since: Date): Promise<Array<GatewayTransaction & { requestRef: string | null }>> {
    const listed: Array<{ transId: string; invoiceNumber?: string }> = [...(await this.unsettled())];
    const batches = await this.call('getSettledBatchListRequest', {
      firstSettlementDate: since.toISOString().slice(0, 19),
      lastSettlementDate: new Date().toISOString().slice(0, 19),
    });
    checkLookUp(batches);
    for (const batch of (batches.batchList as Array<{ batchId: string }> | undefined) ?? []) {
      listed.push(...(await this.allPages('getTransactionListRequest', (paging) => ({ batchId: batch.batchId, sorting: { orderBy: 'submitTimeUTC', orderDescending: false }, paging }))));
    }
    const out: Array<GatewayTransaction & { requestRef: string | null }> = [];
    for (const item of listed) {
      const found = await this.details(item.transId);
      if (found && new Date(found.transaction.submittedAt) >= since) out.push({ ...found.transaction, requestRef: found.invoiceNumber });
    }
    return out;
  }

  /**
   * The settled batches between two instants (Authorize.net answers at most 31 days a call: longer ranges
   * are asked for in steps), each with every transaction of its list (paged).
   */
  async listSettledBatches(from: Date, to: Date): Promise<SettledBatch[]> {
    const batches: SettledBatch[] = [];
    const STEP_MS = 30 * 86_400_000;
    for (let start = from.getTime(); start < to.getTime(); start += STEP_MS) {
      const end = new Date(Math.min(to.getTime(), start + STEP_MS));
      const listed = await this.call('getSettledBatchListRequest', { firstSettlementDate: new Date(start).toISOString().slice(0, 19), lastSettlementDate: end.toISOString().slice(0, 19) });
      checkLookUp(listed);
      for (const batch of (listed.batchList as Array<{ batchId: string; settlementTimeUTC: string }> | undefined) ?? []) {
        const items = (await this.allPages('getTransactionListRequest', (paging) => ({ batchId: batch.batchId, sorting: { orderBy: 'submitTimeUTC', orderDescending: false }, paging }))) as Array<{
          transId: string;
          invoiceNumber?: string;
          transactionStatus?: string;
          settleAmount?: number | string;
          accountType?: string;
          accountNumber?: string;
        }>;
        batches.push({
          batchId: String(batch.batchId),
          settledAt: new Date(batch.settlementTimeUTC).toISOString(),
          transactions: items
            .filter((t) => t.transactionStatus === 'settledSuccessfully' || t.transactionStatus === 'refundSettledSuccessfully')
            .map((t) => ({
              transactionId: String(t.transId),
              kind: t.transactionStatus === 'refundSettledSuccessfully' ? ('refund' as const) : ('charge' as const),
              amountCents: centsOf(t.settleAmount),
              cardBrand: t.accountType ?? 'Card',
              cardLast4: lastFour(t.accountNumber),
              requestRef: t.invoiceNumber || null,
            })),
        });
      }
    }
    return batches;
  }

  /** getTransactionDetails, as the port's transaction (null: not found). */
  private async details(transactionId: string): Promise<{ transaction: GatewayTransaction; invoiceNumber: string | null } | null> {
    const response = await this.call('getTransactionDetailsRequest', { transId: transactionId });
    if (!isOk(response)) {
      const { code, text } = firstMessage(response);
      // E00011 is "access denied" (the Transaction Details API is off), never "no such transaction".
      if (code === 'E00011') throw new GatewayAccessDenied(TRANSACTION_DETAILS_API_NEEDED);
      if (code === 'E00040' || /not found|cannot be found/i.test(text)) return null;
      throw new PaymentDeclined(declineMessage(undefined, text));
    }
    const t = response.transaction as Record<string, any>;
    const kind = t.transactionType === 'refundTransaction' ? 'refund' : 'charge';
    const status = statusOf(String(t.transactionStatus));
    const amountCents = centsOf(t.authAmount) || centsOf(t.settleAmount);
    const token = t.profile?.customerProfileId && t.profile?.customerPaymentProfileId ? tokenOf(String(t.profile.customerProfileId), String(t.profile.customerPaymentProfileId)) : null;
    return {
      invoiceNumber: t.order?.invoiceNumber ?? null,
      transaction: {
        transactionId: String(t.transId),
        kind,
        status,
        amountCents,
        refundedCents: kind === 'charge' ? await this.refunds.refundedCents(String(t.transId)) : 0,
        refTransactionId: kind === 'refund' ? t.refTransId ?? null : null,
        token,
        cardBrand: t.payment?.creditCard?.cardType ?? 'Card',
        cardLast4: lastFour(t.payment?.creditCard?.cardNumber),
        message: status === 'declined' ? t.responseReasonDescription ?? null : null,
        submittedAt: new Date(t.submitTimeUTC ?? Date.now()).toISOString(),
        settledAt: (status === 'settledSuccessfully' || status === 'refundSettledSuccessfully') && t.batch?.settlementTimeUTC ? new Date(t.batch.settlementTimeUTC).toISOString() : null,
      },
    };
  }

  private unsettled(): Promise<Array<{ transId: string; invoiceNumber?: string }>> {
    return this.allPages('getUnsettledTransactionListRequest', (paging) => ({ sorting: { orderBy: 'submitTimeUTC', orderDescending: true }, paging }));
  }

  /** Every page of a transaction list (Authorize.net answers at most 1,000 a page; offset is the page number). */
  private async allPages(rootName: string, body: (paging: { limit: number; offset: number }) => Record<string, unknown>): Promise<Array<{ transId: string; invoiceNumber?: string }>> {
    const all: Array<{ transId: string; invoiceNumber?: string }> = [];
    for (let offset = 1; ; offset += 1) {
      const response = await this.call(rootName, body({ limit: PAGE_SIZE, offset }));
      checkLookUp(response);
      const page = (response.transactions as Array<{ transId: string; invoiceNumber?: string }> | undefined) ?? [];
      all.push(...page);
      // totalNumInResultSet says when to stop (a page may hold fewer than asked); without it, a short page ends.
      const total = Number(response.totalNumInResultSet ?? NaN);
      if (page.length === 0 || (Number.isFinite(total) ? all.length >= total : page.length < PAGE_SIZE)) return all;
    }
  }

  /**
   * Looks a request's reference up: today's unsettled transactions, then (a card on file) the
   * customer's own list, which reaches back past settlement.
   */
  private async findByRef(ref: string, source: ChargeRequest['source'] | null): Promise<GatewayTransaction | null> {
    const hit = (await this.unsettled()).find((t) => t.invoiceNumber === ref);
    if (hit) return this.getTransaction(hit.transId);
    const profile = source && 'token' in source ? profileOf(source.token) : null;
    if (!profile) return null;
    const listed = await this.allPages('getTransactionListForCustomerRequest', (paging) => ({
      customerProfileId: profile.customerProfileId,
      customerPaymentProfileId: profile.paymentProfileId,
      sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
      paging,
    }));
    const mine = listed.find((t) => t.invoiceNumber === ref);
    return mine ? this.getTransaction(mine.transId) : null;
  }

  /**
   * The customer's profile: made on first use; "E00039 A duplicate record with ID n already exists" names it.
   * A keyed save (CardOwner.requestKey) has a profile of its own whose merchantCustomerId is the key's
   * 20-character reference and whose description names the customer: a retry of that step (after a crash,
   * its answer never read) is the same request, so the gateway's duplicate answer names the profile made.
   */
  private async customerProfileId(owner: CardOwner): Promise<string> {
    const profile = owner.requestKey
      ? { merchantCustomerId: requestRef(`profile:${owner.requestKey}`), description: `Pawroute customer ${owner.customerId}`.slice(0, 255) }
      : { merchantCustomerId: owner.customerId.slice(0, 20) };
    const response = await this.call('createCustomerProfileRequest', {
      profile: { ...profile, ...(owner.email ? { email: owner.email } : {}) },
    });
    if (isOk(response) && typeof response.customerProfileId === 'string') return response.customerProfileId;
    const duplicate = /ID (\d+)/.exec(firstMessage(response).text);
    if (firstMessage(response).code === 'E00039' && duplicate) return duplicate[1]!;
    throw new PaymentDeclined(declineMessage(undefined, firstMessage(response).text));
  }

  /** The first payment profile on a customer profile (getCustomerProfile), or null. */
  private async firstPaymentProfileId(customerProfileId: string): Promise<string | null> {
    const response = await this.call('getCustomerProfileRequest', { customerProfileId });
    if (!isOk(response)) throw new PaymentDeclined(declineMessage(undefined, firstMessage(response).text));
    const listed = (response.profile as { paymentProfiles?: Array<{ customerPaymentProfileId?: string | number }> } | undefined)?.paymentProfiles ?? [];
    const id = listed[0]?.customerPaymentProfileId;
    return id === undefined ? null : String(id);
  }
}

/** A look-up's answer: an error is thrown, never read as an empty list ("no such charge" could charge twice). */
function checkLookUp(response: AnetResponse): void {
  if (isOk(response)) return;
  const { code, text } = firstMessage(response);
  if (code === 'E00011') throw new GatewayAccessDenied(TRANSACTION_DETAILS_API_NEEDED);
  throw new GatewayUnavailable(`Authorize.net refused a transaction look-up: ${text || code}`);
}

function checkRequest(requestKey: string, amountCents: number): void {
  if (typeof requestKey !== 'string' || requestKey.trim() === '') throw new PaymentDeclined(GATEWAY_MESSAGES.requestKeyRequired);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new PaymentDeclined(GATEWAY_MESSAGES.amountPositive);
}
