import type { AppServices } from '../http/services';
import { paymentGatewayFor } from './registry';

/**
 * The live gateway's check at startup (its credentials, and on Authorize.net that the Transaction
 * Details API answers: without it no payment whose answer was lost can be looked up). Never blocks the
 * start; its answer is logged and shown on the System page.
 */
export interface GatewayCheck {
  ok: boolean;
  message: string;
  at: string;
}

const checks = new WeakMap<object, GatewayCheck>();

export async function checkGatewayAtStartup(services: AppServices): Promise<GatewayCheck | null> {
  const gateway = paymentGatewayFor(services);
  if (!gateway.checkCredentials) return null;
  let check: GatewayCheck;
  try {
    check = { ...(await gateway.checkCredentials()), at: new Date().toISOString() };
  } catch (error) {
    check = { ok: false, message: (error as Error).message, at: new Date().toISOString() };
  }
  checks.set(services, check);
  if (!check.ok) services.logger.warn({ gateway: gateway.name }, `payment gateway check failed: ${check.message}`);
  return check;
}

/** The last startup check of this process's gateway (null: none made, e.g. the built-in sandbox). */
export const lastGatewayCheck = (services: AppServices): GatewayCheck | null => checks.get(services) ?? null;
