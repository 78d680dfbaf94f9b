const LABELS: Record<string, string> = {
  animal: 'Animal',
  dogBreed: 'Breed',
  catBreed: 'Breed',
  dogPackage: 'Package',
  catPackage: 'Package',
  dogExtras: 'Extras',
  catExtras: 'Extras',
  estimatedPriceRange: 'Estimated Price Range',
  estimateTime: 'Estimated Time',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  petName: 'Pet Name',
  petBreed: 'Pet Breed',
  additionalNotes: 'Additional Notes',
};

/**
 * formData (part 1 §3) as label/value pairs: a price estimate or a web lead; keys it does not know keep
 * their own name; text that is not a JSON object is shown as it is.
 */
export function readableFormData(formData: string | null): { label: string; value: string }[] {
  if (!formData) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(formData);
  } catch {
    return [{ label: 'Details', value: formData }];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [{ label: 'Details', value: formData }];
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([key, v]) => ({
      label: LABELS[key] ?? key,
      value: Array.isArray(v) ? v.map(String).join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v),
    }));
}
