import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * every icon-only button has a label. A <button> whose content has no words (only an icon,
 * a symbol like × or an SVG) must carry aria-label or aria-labelledby, or a screen reader says "button".
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

// Attributes may hold arrow functions (`=>`), so a tag ends at a '>' not preceded by '='.
const BUTTON = /<button\b([\s\S]*?)(?<!=)>([\s\S]*?)<\/button>/g;

export function unlabelledIconButtons(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(BUTTON)) {
    const [, attributes = '', body = ''] = match;
    if (/aria-label(ledby)?=/.test(attributes)) continue;
    const withoutTags = body.replace(/<[^>]*>/g, '');
    // Text from an expression ({busy ? 'Saving…' : 'Save'}) counts as words.
    if (/[A-Za-z]/.test(withoutTags) || /\{/.test(withoutTags)) continue;
    found.push(body.trim().slice(0, 60));
  }
  return found;
}

describe('icon-only buttons', () => {
  it('the check itself: finds an unlabelled × and passes a labelled one or a worded one', () => {
    expect(unlabelledIconButtons('<button type="button" onClick={() => close()}>×</button>')).toEqual(['×']);
    expect(unlabelledIconButtons('<button type="button" aria-label="Close">×</button>')).toEqual([]);
    expect(unlabelledIconButtons('<button type="button"><TrashIcon /> Delete</button>')).toEqual([]);
  });

  it('every button in the web app with no words has a label', () => {
    const offenders = tsxFiles(SRC).flatMap((file) =>
      unlabelledIconButtons(readFileSync(file, 'utf8')).map((body) => `${relative(SRC, file)}: ${body}`),
    );
    expect(offenders).toEqual([]);
  });
});
