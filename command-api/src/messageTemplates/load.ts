import {
  MESSAGE_TEMPLATES_STREAM,
  currentTemplate,
  customerStream,
  fold,
  messageTemplatesDecider,
  preferredChannelDecider,
  type MessageChannels,
  type MessageKind,
  type MessageTemplate,
} from '@pawroute/domain';
import type { EventStore } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

/** A kind's words now (MessageTemplates folded; the defaults until changed): decided from the stream, never a read model. */
export async function loadMessageTemplate(store: EventStore, kind: MessageKind): Promise<MessageTemplate> {
  return currentTemplate(fold(messageTemplatesDecider, (await streamEvents(store, MESSAGE_TEMPLATES_STREAM)) as never[]), kind);
}

/** The customer's preferred channel (Customer-<id>; both until they or the office chose). */
export async function loadPreferredChannel(store: EventStore, customerId: number): Promise<MessageChannels> {
  return fold(preferredChannelDecider, (await streamEvents(store, customerStream(customerId))) as never[]).channel;
}
