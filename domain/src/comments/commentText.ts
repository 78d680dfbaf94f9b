/**
 * Part 1 §3: a stored comment may be JSON (a web lead, a price estimate) and is then shown as
 * key/value lines. Anything else (or JSON that is not an object) is shown as written.
 */
export type CommentDisplay = { kind: 'text'; text: string } | { kind: 'pairs'; pairs: [key: string, value: string][] };

const labelOf = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

const valueOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueOf).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export function commentDisplay(comment: string): CommentDisplay {
  const trimmed = comment.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return { kind: 'pairs', pairs: Object.entries(parsed).map(([k, v]) => [labelOf(k), valueOf(v)]) };
      }
    } catch {
      // not JSON after all: shown as text
    }
  }
  return { kind: 'text', text: comment };
}
