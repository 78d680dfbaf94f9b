/** Part 1 §9: phones show as (xxx) xxx-xxxx, with an optional +1. Anything else is shown as typed. */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return value;
  const local = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return digits.length === 11 ? `+1 ${local}` : local;
}
