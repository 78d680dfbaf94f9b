/** Part 1 §9: phones show as (xxx) xxx-xxxx, with an optional +1. Anything else is shown as typed. */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return value;
  const local = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return digits.length === 11 ? `+1 ${local}` : local;
}

/** The US states (and DC) by postal code: addresses show the state as the business writes it, in full. */
const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/**
 * A state as addresses show it: the full name, as the spec's default 'Texas' is written, so
 * 'TX', 'tx' and 'Texas' all show as 'Texas'. Anything else is shown as typed (trimmed).
 */
export function stateName(state: string | null | undefined): string {
  const value = (state ?? '').trim();
  return US_STATE_NAMES[value.toUpperCase()] ?? value;
}

/** One address line: "4512 Mockingbird Ln, Dallas, Texas 75205" (empty parts left out). */
export function formatAddressLine(
  address: { address?: string | null; city?: string | null; state?: string | null; zipcode?: string | null } | null | undefined,
): string {
  if (!address) return '';
  const stateZip = [stateName(address.state), address.zipcode?.trim()].filter(Boolean).join(' ');
  return [address.address?.trim(), address.city?.trim(), stateZip].filter(Boolean).join(', ');
}

/**
 * An address line the server already composed ("1 Elm St, Dallas, TX 75001": estimates, lists, the
 * schedule) with its state written as formatAddressLine writes it. A line of another shape is unchanged.
 */
export function displayAddressLine(line: string | null | undefined): string {
  if (!line) return '';
  return line.replace(/,\s*([A-Za-z]{2})(\s+\d{5}(?:-\d{4})?)?\s*$/, (whole, code: string, zip: string | undefined) => {
    const name = US_STATE_NAMES[code.toUpperCase()];
    return name ? `, ${name}${zip ?? ''}` : whole;
  });
}
