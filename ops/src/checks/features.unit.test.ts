import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURES_DOC, renderFeatures } from './features';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('docs/FEATURES.md', () => {
  it('is what the folders say (regenerate with `npm run pawroute -- features`)', () => {
    expect(readFileSync(`${root}/${FEATURES_DOC}`, 'utf8')).toBe(renderFeatures(root));
  });

  it('names the stylist day, standings and route once in every package that has them', () => {
    const text = renderFeatures(root);
    expect(text).toContain('| route | `domain/src/route` | `command-api/src/route` | `projections/src/route` | `query-api/src/route` | `web/src/features/route` |');
    expect(text).toMatch(/\| stylistDay \| +\| +\| +\| +\| `web\/src\/features\/stylistDay` \|/);
    expect(text).not.toMatch(/\| (routing|daily|balances|invoices) \|/);
  });
});
