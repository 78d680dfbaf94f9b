import { MESSAGE_KIND_REGISTRY } from './registry';
import { sendsEmail, sendsSms, type MessageFacts, type MessageKind, type MessageTemplate, type Placeholder, type RenderedMessage } from './kinds';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The `{name}`s a text names, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The `{name}`s of a template's texts the kind does not fill in (a template naming one is refused). */
export function unknownPlaceholders(kind: MessageKind, texts: readonly string[]): string[] {
  const allowed = new Set<string>(MESSAGE_KIND_REGISTRY[kind].placeholders);
  return [...new Set(texts.flatMap(placeholdersIn))].filter((name) => !allowed.has(name));
}

/** Fills the placeholders; a fact the sender does not have is left out, and the blank lines it leaves are closed up. */
function fill(text: string, facts: MessageFacts, { oneLine }: { oneLine: boolean }): string {
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = facts[name as Placeholder];
    if (value === undefined || value === null) return name in facts || isPlaceholder(name) ? '' : whole;
    // A fact (a pet's name, a reason) cannot add lines to a text message or a subject.
    return oneLine ? value.replace(/\s*\n\s*/g, ' ') : value;
  });
  return filled
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const isPlaceholder = (name: string): boolean => Object.values(MESSAGE_KIND_REGISTRY).some((k) => (k.placeholders as readonly string[]).includes(name));

/** The template of a kind as saved, or its defaults. */
export const templateOrDefault = (kind: MessageKind, template?: MessageTemplate | null): MessageTemplate => template ?? MESSAGE_KIND_REGISTRY[kind].defaults;

/**
 * One automatic message in words: the kind's template (or its defaults) with the facts filled in,
 * for the channels the template goes by. Mail is plain text (the sender may show it in HTML only
 * escaped); the text message and the subject are one line each.
 */
export function renderMessage(kind: MessageKind, facts: MessageFacts, template?: MessageTemplate | null): RenderedMessage {
  const t = templateOrDefault(kind, template);
  return {
    ...(sendsSms(t.channels) ? { sms: fill(t.sms, facts, { oneLine: true }) } : {}),
    ...(sendsEmail(t.channels) ? { email: { subject: fill(t.emailSubject, facts, { oneLine: true }), text: fill(t.emailBody, facts, { oneLine: false }) } } : {}),
  };
}

/** Both channels' words whatever the template's channels (the sender picks by the customer's preference). */
export function renderBoth(kind: MessageKind, facts: MessageFacts, template?: MessageTemplate | null): Required<RenderedMessage> {
  const rendered = renderMessage(kind, facts, { ...templateOrDefault(kind, template), channels: 'both' });
  return rendered as Required<RenderedMessage>;
}
