import { describe, expect, it } from 'vitest';
import { deliveryChannels } from './channels';
import type { MessageChannels } from './kinds';

const all = { sms: true, email: true };

describe('deliveryChannels: the template, narrowed by the customer\u2019s preferred channel and what reaches them', () => {
  it.each<[MessageChannels, MessageChannels, { sms: boolean; email: boolean }, { sms: boolean; email: boolean }]>([
    // template, preferred, reachable → goes
    ['both', 'both', all, { sms: true, email: true }],
    ['sms', 'both', all, { sms: true, email: false }],
    ['email', 'both', all, { sms: false, email: true }],
    ['both', 'email', all, { sms: false, email: true }],
    ['both', 'sms', all, { sms: true, email: false }],
    // the two share none: the customer's preference wins (REM-QUIET holds the text only)
    ['sms', 'email', all, { sms: false, email: true }],
    ['email', 'sms', all, { sms: true, email: false }],
    // only what reaches the customer
    ['both', 'both', { sms: false, email: true }, { sms: false, email: true }],
    ['sms', 'both', { sms: false, email: true }, { sms: false, email: false }],
    ['both', 'both', { sms: false, email: false }, { sms: false, email: false }],
  ])('template %s, preferred %s, reachable %j → %j', (template, preferred, reachable, goes) => {
    expect(deliveryChannels(template, preferred, reachable)).toEqual(goes);
  });
});
