import createManager, { type AmiManager, type AmiMessage } from 'asterisk-manager';
import { CallDeduper, incomingCallOf, type AmiEvent } from './amiEvents';
import type { AmiSettings } from './amiUrl';
import { PhoneSystemError, type IncomingCall, type PhoneSystem } from './port';

export interface AmiLogger {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
}

export interface AmiPhoneSystemOptions {
  /** How long a login or an action may take (default 10 s). */
  timeoutMs?: number;
  /** First reconnect delay; doubles up to 30 s (default 1 s). */
  reconnectDelayMs?: number;
}

export const PHONE_UNREACHABLE_MESSAGE = 'The phone system could not be reached.';
const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * The phone system over the Asterisk Manager Interface, through asterisk-manager (a maintained AMI
 * client: it frames actions, parses events and matches responses by ActionID). One TCP connection per
 * process, opened at first use and kept: it logs in with events on, hears Newchannel/Dial, and sends
 * Originate for outgoing calls. A dropped connection is reopened with backoff (our own, so its delays
 * and logs are ours); an action while it is down fails at once rather than waiting to fire later.
 */
export function createAmiPhoneSystem(settings: AmiSettings, logger: AmiLogger, options: AmiPhoneSystemOptions = {}): PhoneSystem {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const firstDelay = options.reconnectDelayMs ?? 1_000;
  const listeners = new Set<(call: IncomingCall) => void>();
  const deduper = new CallDeduper();
  const where = { host: settings.host, port: settings.port };

  let manager: AmiManager | null = null;
  let ready = false;
  let closed = false;
  let delay = firstDelay;
  let retryTimer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | null = null;

  const onEvent = (event: AmiEvent) => {
    const call = incomingCallOf(event);
    if (!call || !deduper.first(call)) return;
    for (const listener of listeners) {
      try {
        listener(call);
      } catch (error) {
        logger.warn({ err: error }, 'phone: an incoming-call listener failed');
      }
    }
  };

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect().catch(() => undefined);
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
  }

  function open(): AmiManager {
    const ami = createManager(undefined, settings.host, settings.username, settings.secret, true);
    ami.on('managerevent', onEvent);
    ami.on('error', (error: Error) => logger.warn({ ...where, err: error }, 'phone: AMI connection error'));
    ami.on('close', () => {
      const wasReady = ready;
      ready = false;
      if (closed) return;
      if (wasReady) logger.warn(where, 'phone: AMI connection lost; reconnecting');
      scheduleReconnect();
    });
    return ami;
  }

  /** Connects and logs in (once at a time); resolves when events flow and actions may be sent. */
  function connect(): Promise<void> {
    if (ready) return Promise.resolve();
    if (closed) return Promise.reject(new PhoneSystemError(PHONE_UNREACHABLE_MESSAGE));
    connecting ??= new Promise<void>((resolve, reject) => {
      manager ??= open();
      const ami = manager;
      const timer = setTimeout(() => fail(new Error('AMI login timed out')), timeoutMs);
      let settled = false;
      function fail(error: Error) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        logger.warn({ ...where, err: error }, 'phone: could not log in to AMI');
        ami.disconnect();
        scheduleReconnect();
        reject(new PhoneSystemError(PHONE_UNREACHABLE_MESSAGE));
      }
      const onceClosed = () => fail(new Error('AMI connection closed before login'));
      ami.once('close', onceClosed);
      ami.connect(settings.port, settings.host, () => {
        ami.login((error) => {
          if (error) return fail(new Error(`AMI refused the login: ${String(error.message ?? 'Authentication failed')}`));
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          ami.removeListener('close', onceClosed);
          ready = true;
          delay = firstDelay;
          logger.info(where, 'phone: connected to AMI');
          resolve();
        });
      });
    }).finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function action(message: Record<string, string | number>): Promise<AmiMessage> {
    return new Promise((resolve, reject) => {
      if (!manager || !ready) return reject(new PhoneSystemError(PHONE_UNREACHABLE_MESSAGE));
      const timer = setTimeout(() => reject(new PhoneSystemError('The phone system did not answer in time.')), timeoutMs);
      manager.action(message, (error, response) => {
        clearTimeout(timer);
        if (error) reject(new PhoneSystemError(String(error.message ?? 'The phone system refused the request.')));
        else resolve(response);
      });
    });
  }

  return {
    kind: 'ami',
    async placeCall({ extension, phoneNumber }) {
      await connect();
      await action({
        Action: 'Originate',
        Channel: settings.channel.replace('{extension}', extension),
        Context: settings.context,
        Exten: phoneNumber,
        Priority: 1,
        CallerID: `${settings.callerId} <${phoneNumber}>`,
        Timeout: 30_000,
        // Answer at once ("queued"); the extension rings and, once picked up, the number is dialled.
        Async: 'true',
      });
    },
    onIncomingCall(listener) {
      listeners.add(listener);
      void connect().catch(() => undefined); // keeps retrying in the background
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      ready = false;
      const ami = manager;
      manager = null;
      if (ami) await new Promise<void>((resolve) => ami.disconnect(resolve));
    },
  };
}
