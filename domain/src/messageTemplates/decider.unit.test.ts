import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { messageTemplateBodySchema } from './bodies';
import { currentTemplate, messageTemplatesDecider, type MessageTemplatesCommand } from './decider';
import type { MessageTemplateEvent } from './events';
import type { MessageTemplate } from './kinds';
import { MESSAGE_KIND_REGISTRY } from './registry';

const ctx = { now: '2026-12-01T12:00:00.000Z', actorUserId: 7 };
const defaults = MESSAGE_KIND_REGISTRY.firstReminder.defaults;
const mine: MessageTemplate = { channels: 'both', sms: 'Hi {customer}: {date} at {time}', emailSubject: 'See you {date}', emailBody: 'Hello {customer}' };
const change = (t = mine): MessageTemplatesCommand => ({ type: 'ChangeMessageTemplate', data: { kind: 'firstReminder', ...t } });
const reset: MessageTemplatesCommand = { type: 'ResetMessageTemplate', data: { kind: 'firstReminder' } };
const changed: MessageTemplateEvent = { type: 'MessageTemplateChanged', data: { kind: 'firstReminder', ...mine, changedBy: 7, at: ctx.now } };
const wasReset: MessageTemplateEvent = { type: 'MessageTemplateReset', data: { kind: 'firstReminder', changedBy: 7, at: ctx.now } };

describe('the message templates decider (MessageTemplates)', () => {
  it.each<[string, MessageTemplateEvent[], MessageTemplatesCommand, MessageTemplateEvent[]]>([
    ['given nothing, when the defaults are saved, then no change', [], change(defaults), []],
    ['given nothing, when other words are saved, then MessageTemplateChanged', [], change(), [changed]],
    ['given the same words saved, when saved again, then no change', [changed], change(), []],
    ['given words saved, when the defaults are saved, then it is a reset', [changed], change(defaults), [wasReset]],
    ['given words saved, when reset, then MessageTemplateReset', [changed], reset, [wasReset]],
    ['given nothing, when reset, then no change', [], reset, []],
    ['given a reset, when reset again, then no change', [changed, wasReset], reset, []],
  ])('%s', (_name, given, when, then) => {
    expect(messageTemplatesDecider.decide(when, fold(messageTemplatesDecider, given), ctx)).toEqual(then);
  });

  it('folds: a change is the kind\u2019s words; a reset brings the defaults back; other kinds keep theirs', () => {
    expect(currentTemplate(fold(messageTemplatesDecider, [changed]), 'firstReminder')).toEqual(mine);
    expect(currentTemplate(fold(messageTemplatesDecider, [changed, wasReset]), 'firstReminder')).toEqual(defaults);
    expect(currentTemplate(fold(messageTemplatesDecider, [changed]), 'secondReminder')).toEqual(MESSAGE_KIND_REGISTRY.secondReminder.defaults);
  });
});

describe('messageTemplateBodySchema: the one check of the server and the form', () => {
  const body = { kind: 'booked', ...MESSAGE_KIND_REGISTRY.booked.defaults };
  const issues = (b: unknown) => {
    const r = messageTemplateBodySchema.safeParse(b);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('the defaults pass', () => expect(issues(body)).toEqual([]));
  it('an unknown placeholder is refused, naming it and the ones this message can use', () => {
    const [issue] = issues({ ...body, sms: 'See you at {eta}' });
    expect(issue).toMatch(/^sms: Unknown placeholder \{eta\}: this message can use \{customer\}, \{pets\}, .*\{link\}\.$/);
  });
  it('a text the template goes by must be there; one it does not go by may be empty', () => {
    expect(issues({ ...body, channels: 'both', sms: ' ' })).toEqual(['sms: Please enter the text message, or send this message by email only.']);
    expect(issues({ ...body, channels: 'email', sms: '' })).toEqual([]);
    expect(issues({ ...body, channels: 'sms', emailSubject: '', emailBody: '' })).toEqual([]);
  });
  it('an unknown kind or channel is refused', () => {
    expect(issues({ ...body, kind: 'birthday' })).toHaveLength(1);
    expect(issues({ ...body, channels: 'fax' })).toHaveLength(1);
  });
});
