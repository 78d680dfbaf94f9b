/** `%text%` for a case-insensitive contains with LIKE, the wildcards in `text` taken literally. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
