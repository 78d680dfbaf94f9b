/**
 * PHONE_AMI_URL: `ami://user:secret@host:5038`, with optional settings in the query:
 * - `channel`: the channel that rings the caller's extension for an outgoing call, `{extension}` replaced
 *   (default `PJSIP/{extension}`; `SIP/{extension}` on chan_sip systems);
 * - `context`: the dialplan context the number is dialled in (default `from-internal`, FreePBX's);
 * - `callerId`: what the extension's display shows while it rings for an outgoing call (default `Pawroute`).
 */
export interface AmiSettings {
  host: string;
  port: number;
  username: string;
  secret: string;
  channel: string;
  context: string;
  callerId: string;
}

export const AMI_DEFAULT_PORT = 5038;

/** A value that goes into an AMI header line: no CR/LF (header injection), printable. */
const SAFE_VALUE = /^[\x20-\x7e]*$/;

export function parseAmiUrl(text: string): AmiSettings {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`PHONE_AMI_URL must look like ami://user:secret@host:5038, got "${text}"`);
  }
  if (url.protocol !== 'ami:' || !url.hostname) {
    throw new Error(`PHONE_AMI_URL must look like ami://user:secret@host:5038, got "${url.protocol}//${url.hostname}"`);
  }
  const port = url.port ? Number(url.port) : AMI_DEFAULT_PORT;
  const settings: AmiSettings = {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port,
    username: decodeURIComponent(url.username),
    secret: decodeURIComponent(url.password),
    channel: url.searchParams.get('channel') || 'PJSIP/{extension}',
    context: url.searchParams.get('context') || 'from-internal',
    callerId: url.searchParams.get('callerId') || 'Pawroute',
  };
  if (!settings.username) throw new Error('PHONE_AMI_URL needs the AMI user name (ami://user:secret@host:5038)');
  if (!settings.channel.includes('{extension}')) throw new Error('PHONE_AMI_URL: channel must contain {extension}');
  for (const [name, value] of Object.entries(settings)) {
    if (typeof value === 'string' && !SAFE_VALUE.test(value)) throw new Error(`PHONE_AMI_URL: ${name} has characters AMI cannot carry`);
  }
  return settings;
}
