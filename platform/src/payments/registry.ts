import type { AppServices } from '../http/services';
import type { PaymentGateway } from './port';
import { SandboxGateway } from './sandboxGateway';
import { nowOf } from '../http/clock';

/**
 * The gateway of a running process. AppServices has no slot for it yet, so it hangs off the services
 * object: the sandbox by default (its state in services.db, settling per config.settleAfterS), another
 * one set at composition (or by a test) with usePaymentGateway.
 */
const gateways = new WeakMap<object, PaymentGateway>();

export function paymentGatewayFor(services: AppServices): PaymentGateway {
  let gateway = gateways.get(services);
  if (!gateway) {
    gateway = new SandboxGateway({
      db: services.db,
      timeZone: services.config.timeZone,
      settleAfterS: services.config.settleAfterS,
      // The one clock (services.clock): a capture settles by the server's date, not the wall clock's.
      now: () => nowOf(services),
    });
    gateways.set(services, gateway);
  }
  return gateway;
}

export function usePaymentGateway(services: AppServices, gateway: PaymentGateway): void {
  gateways.set(services, gateway);
}
