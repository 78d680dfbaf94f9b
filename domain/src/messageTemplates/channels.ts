import type { MessageChannels } from './kinds';

export interface Delivery {
  sms: boolean;
  email: boolean;
}

/**
 * Which way one automatic message goes (docs/TEXTS.md "Message templates"): the template's channels,
 * narrowed to the customer's preferred channel; when the two share none, the customer's preference
 * wins (a customer who asked for mail only is not texted, and still told). Then only what the customer
 * can be reached by: a phone that takes texts, an email address. A customer with neither is told nothing.
 */
export function deliveryChannels(template: MessageChannels, preferred: MessageChannels, reachable: Delivery): Delivery {
  const has = (c: MessageChannels, which: 'sms' | 'email') => c === 'both' || c === which;
  const both = { sms: has(template, 'sms') && has(preferred, 'sms'), email: has(template, 'email') && has(preferred, 'email') };
  const wanted = both.sms || both.email ? both : { sms: has(preferred, 'sms'), email: has(preferred, 'email') };
  return { sms: wanted.sms && reachable.sms, email: wanted.email && reachable.email };
}
