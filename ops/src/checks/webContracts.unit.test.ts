import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredTypes, inlineContractTypes, inlineTypeArguments, isApiModule, webApiDeclarations, webInlineContracts } from './webContracts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the web declares no API contract of its own', () => {
  it('finds interfaces and object type aliases, not re-exports or aliases of domain types', () => {
    expect(declaredTypes('export interface DaySchedule {\n  date: string;\n}')).toEqual(['DaySchedule']);
    expect(declaredTypes('type Answer = { ok: boolean };')).toEqual(['Answer']);
    expect(declaredTypes("export type { DayScheduleAnswer as DaySchedule } from '@pawroute/domain';")).toEqual([]);
    expect(declaredTypes('export type Body = z.input<typeof schema>;')).toEqual([]);
  });

  it('reads api/ folders and api.ts files as API modules', () => {
    expect(isApiModule('web/src/features/appointments/api/types.ts')).toBe(true);
    expect(isApiModule('web/src/features/route/api.ts')).toBe(true);
    expect(isApiModule('web/src/features/route/RouteDayPage.tsx')).toBe(false);
  });

  it('holds for web/src: no API module declares a type of its own', () => {
    expect(webApiDeclarations(root), 'declare these in domain and import them from @pawroute/domain').toEqual({});
  });

  it('finds answers and bodies typed inline, not named ones', () => {
    expect(inlineContractTypes("api.post<{ message: string }>('/x', body)")).toEqual(['api.post<{ message: string }>']);
    expect(inlineContractTypes('mutationFn: (body: { petId: number }) => api.post<PetAnswer>(u, body)')).toEqual(['mutationFn: (body: { petId: number })']);
    expect(inlineContractTypes('mutationFn: (body: SaveBody) => api.post<SavedAnswer>(u, body)')).toEqual([]);
  });

  it('finds any generic call given an inline object type, whatever the helper is called', () => {
    const sendReceipt =
      "export const useSendReceipt = () =>\n  useWrite<{ transactionId?: number; method: 'email' | 'text'; value: string }, { sent: boolean; message?: string }>('sendReceipt');";
    expect(inlineContractTypes(sendReceipt)).toEqual([
      "useWrite<{ transactionId?: number; method: 'email' | 'text'; value: string }, { sent: boolean; message?: string }>",
    ]);
    expect(inlineTypeArguments("apiWrite<{ exceptionId: number }>('DELETE', url)")).toEqual(['apiWrite<{ exceptionId: number }>']);
    expect(inlineTypeArguments("api.post<BookingRequestAnswer & { message: string }>(url, body)")).toEqual(['api.post<BookingRequestAnswer & { message: string }>']);
    expect(inlineTypeArguments('<ChoiceSetting<TipBase, { tipBase: TipBase }>\n  label="x"')).toEqual(['ChoiceSetting<TipBase, { tipBase: TipBase }>']);
  });

  it('leaves named type arguments, local state, type positions, declarations and comparisons alone', () => {
    expect(inlineTypeArguments("useWrite<SendReceiptBody, SendReceiptAnswer>('sendReceipt')")).toEqual([]);
    expect(inlineTypeArguments('const [open, setOpen] = useState<{ id: number } | null>(null);')).toEqual([]);
    expect(inlineTypeArguments('const seen = new Map<string, { at: number }>();')).toEqual([]);
    expect(inlineTypeArguments('const M: Partial<Record<Action, { ok: string }>> = {};')).toEqual([]);
    expect(inlineTypeArguments('function pick<T extends { id: number }>(rows: T[]) {}')).toEqual([]);
    expect(inlineTypeArguments('if (a < b) { go(); } else if (c > (d)) { stop(); }')).toEqual([]);
  });

  it('holds for web/src: no request or answer is typed inline', () => {
    expect(webInlineContracts(root), 'name these in domain and import them from @pawroute/domain').toEqual({});
  });
});
