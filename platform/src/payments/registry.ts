import type { AppServices } from '../http/services';
import type { PaymentGateway } from './port';
import { SandboxGateway } from './sandboxGateway';
import { nowOf } from '../http/clock';
import { AuthorizeNetGateway } from './authorizeNet/gateway';
import { notingCharges } from './requestBook';

/**
 * The gateway of a running process. AppServices has no slot for it yet, so it hangs off the services'
 * config object (as the router's and the geocoder's: a command's own view of the services shares it): Authorize.net when its settings are there (config.authorizeNet), else the sandbox by default (its state in services.db, settling per config.settleAfterS), another
 * one set at composition (or by a test) with usePaymentGateway.
 */
const gateways = new WeakMap<object, PaymentGateway>();
/** Each gateway as the ledger uses it: noting every charge's request key first (requestBook.ts). */
const noted = new WeakMap<PaymentGateway, PaymentGateway>();

export function paymentGatewayFor(services: AppServices): PaymentGateway {
  let gateway = gateways.get(services.config);
  if (!gateway) {
    const authorizeNet = services.config.authorizeNet;
    gateway = authorizeNet
      ? new AuthorizeNetGateway({ settings: authorizeNet, db: services.db })
      : new SandboxGateway({
          db: services.db,
          timeZone: services.config.timeZone,
          settleAfterS: services.config.settleAfterS,
          // The one clock (services.clock): a capture settles by the server's date, not the wall clock's.
          now: () => nowOf(services),
        });
    gateways.set(services.config, gateway);
  }
  let wrapped = noted.get(gateway);
  if (!wrapped) {
    wrapped = notingCharges(gateway, services.db);
    noted.set(gateway, wrapped);
  }
  return wrapped;
}

export function usePaymentGateway(services: AppServices, gateway: PaymentGateway): void {
  gateways.set(services.config, gateway);
}
