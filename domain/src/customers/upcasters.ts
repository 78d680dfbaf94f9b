import { idFromStream, isRecord, type StoredEventView, type Upcaster } from '../shared/upcasters';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const lacksIds = (event: StoredEventView): boolean => !isRecord(event.data) || !isId(event.data.customerId) || !isId(event.data.userId);

/**
 * CustomerAcceptedPolicies written without `customerId` and `userId` (after an estimate's
 * CustomerTripChargeChanged, the customer decider's fold returned that event as its state, and the
 * policy event was built from a state without ids). The repair is sound because both ids are facts of
 * the stream, not of the command:
 * - the customer id is the stream's name, `Customer-<id>`, fixed when the stream was created;
 * - the user id is the one in the stream's first event, CustomerCreated (CreateCustomer is the only
 *   command allowed on a missing stream, every other command needs it), and a customer record never
 *   changes user (a merge moves pets and contacts, not the customer record).
 * An id already present is kept. A stream whose first event is not CustomerCreated is left as it is
 * (the schema then says what is missing, loudly).
 */
export const customerAcceptedPoliciesIds: Upcaster = {
  type: 'CustomerAcceptedPolicies',
  needsStreamStart: lacksIds,
  upcast(event, streamStart) {
    if (!lacksIds(event)) return event.data;
    const data = isRecord(event.data) ? event.data : {};
    const customerId = isId(data.customerId) ? data.customerId : idFromStream(event.stream, 'Customer');
    const created = streamStart?.type === 'CustomerCreated' && isRecord(streamStart.data) ? streamStart.data : null;
    const userId = isId(data.userId) ? data.userId : created && isId(created.userId) ? created.userId : null;
    return { ...data, ...(customerId !== null && { customerId }), ...(userId !== null && { userId }) };
  },
};
