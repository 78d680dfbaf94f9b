/** A person's name as screens, mail and lists show it: the parts present, in order, one space apart ('' for none). */
export function fullName(name: { firstName?: string | null; middleName?: string | null; lastName?: string | null }): string {
  return [name.firstName, name.middleName, name.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
