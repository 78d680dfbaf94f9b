import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/SECURITY.md "Output encoding": user text never becomes HTML. React escapes what it
 * renders; the sinks that parse a string as HTML are kept out of the web app, and Leaflet's popups and
 * tooltips take a DOM node made by textNode() (features/route/plainText.ts). A new sink fails here.
 */
const SRC = fileURLToPath(new URL('../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/dangerouslySetInnerHTML/, 'dangerouslySetInnerHTML'],
  [/\.(innerHTML|outerHTML)\s*=/, 'innerHTML/outerHTML assignment'],
  [/insertAdjacentHTML|document\.write\(|createContextualFragment|DOMParser/, 'an HTML parser'],
  [/srcdoc|srcDoc/, 'an iframe srcdoc'],
  [/\.(bindPopup|bindTooltip|setContent|setPopupContent|setTooltipContent)\((?!textNode\()/, 'a Leaflet popup/tooltip given something other than textNode(...)'],
];

describe('no sink in the web app parses a string as HTML', () => {
  it('finds none of them in web/src', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const [pattern, what] of FORBIDDEN) if (pattern.test(text)) found.push(`${relative(SRC, file)}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});
