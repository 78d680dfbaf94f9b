import { describe, expect, it } from 'vitest';
import { leavesUnsavedChanges } from './unsavedChanges';

describe('leaving a form with unsaved changes', () => {
  it.each([
    { given: 'no dirty form', from: '/dashboard/customers/4/overview', to: '/dashboard/customers', scopes: [], asks: false },
    { given: 'a dirty card, another page', from: '/dashboard/customers/4/overview', to: '/dashboard/customers', scopes: [''], asks: true },
    { given: 'a dirty card, the same path (a search change)', from: '/dashboard/customers/4/overview', to: '/dashboard/customers/4/overview', scopes: [''], asks: false },
    { given: 'the wizard, its next step', from: '/dashboard/estimate', to: '/dashboard/estimate/pets', scopes: ['/dashboard/estimate'], asks: false },
    { given: 'the wizard, the estimates list (same prefix, not a step)', from: '/dashboard/estimate', to: '/dashboard/estimates', scopes: ['/dashboard/estimate'], asks: true },
    { given: 'the wizard and a dirty card elsewhere', from: '/dashboard/estimate', to: '/dashboard/estimate/pets', scopes: ['/dashboard/estimate', ''], asks: true },
  ])('given $given, then asks: $asks', ({ from, to, scopes, asks }) => {
    expect(leavesUnsavedChanges(from, to, scopes)).toBe(asks);
  });
});
