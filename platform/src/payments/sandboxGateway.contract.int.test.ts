import { afterAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { describeGatewayContract } from './gatewayContract';
import { SANDBOX_DECLINED_CARD, SandboxGateway } from './sandboxGateway';
import type { CardToTokenize } from './port';

const VISA: CardToTokenize = { cardNumber: '4111111111111111', securityCode: '123', expMonth: 12, expYear: 2030, nameOnCard: 'Jo Doe', billingZipcode: '75001' };

let test: TestDatabase | undefined;
afterAll(async () => test?.drop());

describeGatewayContract('sandbox', async () => {
  test = await createTestDatabase({ poolSize: 20 });
  const clock = { now: new Date('2026-05-01T12:00:00Z') };
  const gateway = new SandboxGateway({ db: test.database, timeZone: 'America/Chicago', settleAfterS: 60, now: () => clock.now });
  return {
    gateway,
    cardOnFile: () => gateway.tokenizeCard(VISA),
    oneTimeCard: async () => ({ card: VISA }),
    declinedCard: async () => ({ card: { ...VISA, cardNumber: SANDBOX_DECLINED_CARD } }),
    expiredCard: async () => ({ card: { ...VISA, expYear: 2025 } }),
    settle: async () => {
      clock.now = new Date(clock.now.getTime() + 61_000);
    },
    unknownId: 'sbx_txn_nope',
  };
});
