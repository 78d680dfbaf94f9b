import { PACKAGE_LABELS, type EstimatePackage, type PetEstimateLine, type PriceTier } from '@pawroute/domain';
import { businessTimeZone } from '../../lib/businessTime';


// In the server's business time zone, read when formatting (it is learnt after the page loads).
const DATE = { format: (d: Date) => new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone(), month: '2-digit', day: '2-digit', year: 'numeric' }).format(d) };
const TIME = { format: (d: Date) => new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone(), hour: 'numeric', minute: '2-digit' }).format(d) };

/** Part 1 §9: dates MM-DD-YYYY, times h:mm AM/PM (the business's calendar). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return DATE.format(new Date(iso)).replace(/\//g, '-');
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return `${formatDate(iso)} ${TIME.format(new Date(iso))}`;
}

export const packageLabel = (value: string): string => PACKAGE_LABELS[value as EstimatePackage] ?? value;

export const TIER_LABELS: Record<PriceTier, string> = {
  base: 'groomed within 3 months',
  '3months': '3+ months since last groom',
  '6months': '6+ months since last groom',
  override: 'set grooming price',
};

/** Which breed price a pet line used; an unknown last groom is priced at the 6-month price (pricing rule 5). */
export function tierLabel(line: Pick<PetEstimateLine, 'tier' | 'monthsSinceLastGroom'>): string {
  if (!line.tier) return '';
  if (line.tier === '6months' && line.monthsSinceLastGroom === null) return 'last groom unknown: 6+ months price';
  return TIER_LABELS[line.tier];
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 0.0825 -> '8.25%'. */
export const formatRate = (rate: number): string => `${(Math.round(rate * 1_000_000) / 10_000).toString()}%`;

// One phone format for the whole product (part 1 §9), kept with the contacts in domain.
export { formatPhoneNumber as formatPhone } from '@pawroute/domain';

