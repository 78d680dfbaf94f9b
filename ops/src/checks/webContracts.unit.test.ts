import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredTypes, inlineContractTypes, isApiModule, webApiDeclarations, webInlineContracts } from './webContracts';

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

  it('holds for web/src: no request or answer is typed inline', () => {
    expect(webInlineContracts(root), 'name these in domain and import them from @pawroute/domain').toEqual({});
  });
});
