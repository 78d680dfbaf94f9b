import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_NAME,
  bodySchemasOutsideBodies,
  declaredBodySchemas,
  domainFeatureFiles,
  isBodiesFile,
  misnamedContractFiles,
  staleContractNameExceptions,
} from './domainContracts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe("a domain feature's contracts are in bodies.ts and answers.ts", () => {
  it('reads the names that say "contract" another way', () => {
    for (const name of ['apiTypes.ts', 'schemas.ts', 'input.ts', 'api.ts', 'requests.ts', 'types.ts', 'inputSchema.ts', 'profileSchemas.ts', 'saveEstimateBody.ts', 'optionsResponse.ts']) {
      expect(CONTRACT_NAME.test(name), name).toBe(true);
    }
    for (const name of ['bodies.ts', 'answers.ts', 'events.ts', 'eventTypes.ts', 'petRequest.ts', 'messages.ts', 'decider.ts', 'customerListQuery.ts']) {
      expect(CONTRACT_NAME.test(name), name).toBe(false);
    }
  });

  it('reads the feature folders, not shared/, registry/ or testing/, and their subfolders', () => {
    const found = domainFeatureFiles(root);
    expect(found).toContain('domain/src/booking/requests/bodies.ts');
    expect(found.some((file) => file.startsWith('domain/src/shared/') || file.startsWith('domain/src/registry/') || file.startsWith('domain/src/testing/'))).toBe(false);
    expect(found.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  it('holds for domain/src: no feature file is named apiTypes, schemas, input, api, requests, types, *Schema, *Body or *Response', () => {
    expect(misnamedContractFiles(root), 'move the bodies to <feature>/bodies.ts and the answers to <feature>/answers.ts').toEqual([]);
    expect(staleContractNameExceptions(root), 'take these off CONTRACT_NAME_EXCEPTIONS').toEqual([]);
  });

  it('finds the …BodySchema constants a file declares', () => {
    expect(declaredBodySchemas('export const withdrawRequestBodySchema = z.object({ requestId });')).toEqual(['withdrawRequestBodySchema']);
    expect(declaredBodySchemas('const noteBodySchema = z.object({});\nexport const createTodoSchema = z.object({});')).toEqual(['noteBodySchema']);
    expect(declaredBodySchemas('export type WithdrawRequestBody = z.input<typeof withdrawRequestBodySchema>;')).toEqual([]);
    expect(isBodiesFile('domain/src/booking/requests/bodies.ts')).toBe(true);
    expect(isBodiesFile('domain/src/appointments/bodies/placement.ts')).toBe(true);
    expect(isBodiesFile('domain/src/reminders/events.ts')).toBe(false);
  });

  it('holds for domain/src: every …BodySchema is declared in a bodies file', () => {
    expect(bodySchemasOutsideBodies(root), 'declare request bodies in <feature>/bodies.ts').toEqual({});
  });
});
