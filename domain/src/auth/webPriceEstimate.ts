import { z } from 'zod';
import { storableText } from '../shared/storable';

/**
 * The price estimate a visitor worked out on the public website before signing up (part 2 §3 sign-up's
 * webPriceEstimate; part 1 §3 formData: animal Dog or Cat, dogBreed/catBreed, dogPackage/catPackage,
 * dogExtras/catExtras, estimatedPriceRange text, estimate time). Kept as the office's todo formData.
 */
const short = storableText({ error: 'Each price estimate field must be at most 100 characters.' })
  .trim()
  .max(100, { error: 'Each price estimate field must be at most 100 characters.' })
  .nullish()
  .transform((v) => (v ? v : null));
const extras = z
  .array(storableText().trim().max(100), { error: 'Extras must be a list of names.' })
  .max(20, { error: 'At most 20 extras.' })
  .nullish()
  .transform((v) => (v && v.length > 0 ? v.filter(Boolean) : null));

export const webPriceEstimateSchema = z.object({
  animal: z.enum(['Dog', 'Cat'], { error: "The price estimate's animal must be Dog or Cat." }),
  dogBreed: short,
  catBreed: short,
  dogPackage: short,
  catPackage: short,
  dogExtras: extras,
  catExtras: extras,
  estimatedPriceRange: short,
  estimateTime: short,
});
export type WebPriceEstimate = z.output<typeof webPriceEstimateSchema>;

/** The todo's formData: only the animal's own fields, in the spec's order. */
export function webPriceEstimateFormData(estimate: WebPriceEstimate): string {
  const dog = estimate.animal === 'Dog';
  const fields = dog
    ? { dogBreed: estimate.dogBreed, dogPackage: estimate.dogPackage, dogExtras: estimate.dogExtras }
    : { catBreed: estimate.catBreed, catPackage: estimate.catPackage, catExtras: estimate.catExtras };
  return JSON.stringify({ animal: estimate.animal, ...fields, estimatedPriceRange: estimate.estimatedPriceRange, estimateTime: estimate.estimateTime });
}

/** The todo's note (at most 250 characters). */
export function webPriceEstimateNote(name: string, estimate: WebPriceEstimate): string {
  const breed = estimate.animal === 'Dog' ? estimate.dogBreed : estimate.catBreed;
  const pkg = estimate.animal === 'Dog' ? estimate.dogPackage : estimate.catPackage;
  const what = [estimate.animal, breed, pkg].filter(Boolean).join(', ');
  const range = estimate.estimatedPriceRange ? ` (${estimate.estimatedPriceRange})` : '';
  return `Price estimate from the website for ${name}: ${what}${range}. Please follow up.`.slice(0, 250);
}
