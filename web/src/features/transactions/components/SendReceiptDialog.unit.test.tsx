import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReceiptInfo } from '@pawroute/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SendReceiptDialog } from './SendReceiptDialog';

/**
 * The dialog's address field while the customer's address (transactions/getReceiptInfo) is on its way.
 * Typing into it then lost what was typed: the address landed under a field already focused and selected,
 * and the keys were added to it (moneyAfter's stylist step: "customer@pawroute.testcasey.van@example.com").
 * The field takes no keys until the address is in place; then it holds it, editable.
 */
const target = { appointmentId: 7 };
const INFO: ReceiptInfo = { transactionId: 3, email: 'casey@example.com', phone: '2145550177', lastSent: null };

function field(client: QueryClient): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SendReceiptDialog target={target} open onClose={() => undefined} />
    </QueryClientProvider>,
  );
  const input = /<input[^>]*id="receipt-to"[^>]*>/.exec(html)?.[0];
  if (!input) throw new Error(`no address field in ${html}`);
  return input;
}

afterEach(() => onlineManager.setOnline(true));

describe("the Send Receipt dialog's address field", () => {
  it('takes no keys while the customer\'s address is being read', () => {
    const input = field(new QueryClient());
    expect(input).toMatch(/\sreadonly(=""|\s|>)/i);
    expect(input).toContain('value=""');
  });

  it('once the address is known, holds it and is editable', () => {
    const client = new QueryClient();
    client.setQueryData(['transactions', 'receiptInfo', target], INFO);
    const input = field(client);
    expect(input).not.toMatch(/readonly/i);
    expect(input).toContain('value="casey@example.com"');
  });

  it('offline (the read waits for the connection) is the user\'s at once, empty', () => {
    onlineManager.setOnline(false);
    const input = field(new QueryClient());
    expect(input).not.toMatch(/readonly/i);
    expect(input).toContain('value=""');
  });
});
