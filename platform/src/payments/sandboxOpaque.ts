/**
 * The sandbox's "opaque data": what the local Accept.js stand-in (acceptJsStandIn.ts) makes in the browser
 * from a typed card, so the sandbox screens work exactly as the real ones do (the card never reaches our
 * server). It carries only what we may keep (brand, last four) and the outcome the sandbox's test numbers
 * call for: the number itself is not in it.
 */
export const SANDBOX_OPAQUE_DESCRIPTOR = 'COMMON.PAWROUTE.SANDBOX';

export interface SandboxOpaqueCard {
  brand: string;
  last4: string;
  /** The stand-in saw the sandbox's declined test number (4000000000000002). */
  declined: boolean;
}

export function decodeSandboxOpaque(dataDescriptor: string, dataValue: string): SandboxOpaqueCard | null {
  if (dataDescriptor !== SANDBOX_OPAQUE_DESCRIPTOR) return null;
  try {
    const parsed = JSON.parse(Buffer.from(dataValue, 'base64').toString('utf8')) as Partial<SandboxOpaqueCard>;
    if (typeof parsed.last4 !== 'string' || !/^\d{4}$/.test(parsed.last4)) return null;
    return { brand: typeof parsed.brand === 'string' ? parsed.brand.slice(0, 20) : 'Card', last4: parsed.last4, declined: parsed.declined === true };
  } catch {
    return null;
  }
}
