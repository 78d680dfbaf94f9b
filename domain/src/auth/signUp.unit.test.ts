import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES as M, signUpInputSchema, signUpProblem, signUpSchema } from './signUp';

const valid = {
  firstName: 'Wendy', lastName: 'Weblead', emailAddress: 'wendy@example.com', Password: 'long-enough-1', acceptedPolicies: true,
  address: '1 Elm St', city: 'Dallas', state: '', zipcode: '75201', homePhone: '214-555-0101', workPhone: '', alternatePhone: null,
  pets: [{ name: 'Rex', breedId: 3, weight: '40', age: '' }],
};
const problem = (change: Record<string, unknown>) => signUpProblem(signUpInputSchema.parse({ ...valid, ...change }))?.message ?? null;

describe('sign-up rules in the order of part 2 §5.2', () => {
  it.each([
    // Every step broken at once: the first step answers.
    [{ firstName: '', address: '', homePhone: 'x', workPhone: 'x', pets: [{ name: '' }], acceptedPolicies: false }, M.step1],
    [{ Password: 'short', address: '' }, M.password],
    [{ emailAddress: 'nope', address: '' }, M.email],
    [{ address: '', homePhone: '', pets: [{}] }, M.step2],
    [{ zipcode: '123' }, M.zipcode],
    [{ address: 'x'.repeat(101) }, M.addressTooLong],
    [{ homePhone: '', workPhone: 'x' }, M.step3],
    [{ workPhone: '5', acceptedPolicies: false }, M.step4],
    [{ alternatePhone: '5' }, M.step4],
    [{ pets: [{ name: 'Rex', breedId: null }], acceptedPolicies: false }, M.step5],
    [{ pets: [{ name: 'Rex', breedId: 3, weight: '0' }] }, M.petNumbers],
    [{ pets: [{ name: 'Rex', breedId: 3, age: 'two' }] }, M.petNumbers],
    [{ acceptedPolicies: false }, M.step6],
    [{}, null],
    [{ pets: [] }, null],
  ])('%j -> %s', (change, message) => {
    expect(problem(change)).toBe(message);
  });

  it('parses to the body the server works with: trimmed, Texas by default, numbers as numbers', () => {
    const body = signUpSchema.parse({ ...valid, firstName: ' Wendy ', workPhone: '214-555-0102 ' });
    expect(body).toMatchObject({ firstName: 'Wendy', state: 'Texas', workPhone: '214-555-0102', alternatePhone: null, pets: [{ name: 'Rex', breedId: 3, weight: 40, age: null, animalTypeId: null }] });
  });

  it('a refused body is one zod error whose first issue is the step broken', () => {
    const result = signUpSchema.safeParse({ ...valid, acceptedPolicies: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.step6);
  });
});
