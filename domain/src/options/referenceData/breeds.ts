import { ANIMAL_TYPE_IDS, type AnimalType } from './lists';

/**
 * Seeded breeds with plausible North Texas mobile-grooming prices. Each row: name, animal type,
 * minutes to groom, then bath & brush (base, 3+ months, 6+ months) and deluxe (base, 3+, 6+) in
 * whole dollars. Longer since the last groom costs more (more shedding and matting); large and
 * double-coated breeds cost more and take longer.
 */
type Row = [breed: string, animal: AnimalType, minutes: number, ...prices: [number, number, number, number, number, number]];

const ROWS: Row[] = [
  // small dogs
  ['Chihuahua', 'dog', 60, 55, 60, 65, 70, 75, 80],
  ['Yorkshire Terrier', 'dog', 75, 70, 80, 90, 90, 100, 110],
  ['Maltese', 'dog', 75, 70, 80, 90, 90, 100, 110],
  ['Shih Tzu', 'dog', 90, 75, 85, 95, 95, 105, 115],
  ['Pomeranian', 'dog', 75, 70, 80, 90, 90, 100, 110],
  ['Toy Poodle', 'dog', 75, 75, 85, 95, 95, 105, 115],
  ['Miniature Poodle', 'dog', 90, 80, 90, 100, 100, 110, 120],
  ['Lhasa Apso', 'dog', 90, 75, 85, 95, 95, 105, 115],
  ['Bichon Frise', 'dog', 90, 80, 90, 100, 100, 110, 120],
  ['Havanese', 'dog', 90, 75, 85, 95, 95, 105, 115],
  ['Cavalier King Charles Spaniel', 'dog', 75, 75, 85, 95, 95, 105, 115],
  ['Papillon', 'dog', 60, 65, 70, 75, 80, 85, 90],
  ['Dachshund', 'dog', 60, 60, 65, 70, 75, 80, 85],
  ['Pug', 'dog', 60, 65, 70, 75, 80, 85, 90],
  ['French Bulldog', 'dog', 60, 65, 70, 75, 80, 85, 90],
  ['Boston Terrier', 'dog', 60, 60, 65, 70, 75, 80, 85],
  ['Jack Russell Terrier', 'dog', 60, 60, 65, 70, 75, 80, 85],
  ['Maltipoo', 'dog', 75, 75, 85, 95, 95, 105, 115],
  ['Yorkipoo', 'dog', 75, 75, 85, 95, 95, 105, 115],
  // medium dogs
  ['Miniature Schnauzer', 'dog', 90, 80, 90, 100, 100, 110, 120],
  ['West Highland White Terrier', 'dog', 90, 80, 90, 100, 100, 110, 120],
  ['Scottish Terrier', 'dog', 90, 80, 90, 100, 100, 110, 120],
  ['Cairn Terrier', 'dog', 90, 75, 85, 95, 95, 105, 115],
  ['Cocker Spaniel', 'dog', 105, 90, 100, 110, 110, 120, 130],
  ['Cockapoo', 'dog', 90, 85, 95, 105, 105, 115, 125],
  ['Schnoodle', 'dog', 90, 80, 90, 100, 100, 110, 120],
  ['Beagle', 'dog', 60, 65, 70, 75, 80, 85, 90],
  ['English Bulldog', 'dog', 75, 75, 80, 85, 90, 95, 100],
  ['Pembroke Welsh Corgi', 'dog', 90, 80, 90, 100, 100, 110, 120],
  ['Shetland Sheepdog', 'dog', 105, 90, 100, 110, 110, 120, 130],
  ['Soft Coated Wheaten Terrier', 'dog', 105, 95, 105, 115, 115, 125, 135],
  ['Shiba Inu', 'dog', 90, 85, 95, 105, 105, 115, 125],
  ['English Springer Spaniel', 'dog', 105, 95, 105, 115, 115, 125, 135],
  ['Australian Shepherd', 'dog', 120, 105, 120, 135, 130, 145, 160],
  ['Border Collie', 'dog', 120, 100, 115, 130, 125, 140, 155],
  ['American Pit Bull Terrier', 'dog', 75, 70, 75, 80, 85, 90, 95],
  ['Boxer', 'dog', 75, 75, 80, 85, 90, 95, 100],
  // large dogs
  ['Standard Poodle', 'dog', 150, 110, 125, 140, 135, 150, 165],
  ['Labrador Retriever', 'dog', 90, 90, 100, 110, 110, 120, 130],
  ['Golden Retriever', 'dog', 120, 110, 125, 140, 135, 150, 165],
  ['German Shepherd', 'dog', 120, 110, 125, 140, 135, 150, 165],
  ['Siberian Husky', 'dog', 135, 115, 130, 145, 140, 155, 170],
  ['Labradoodle', 'dog', 150, 120, 135, 150, 145, 160, 175],
  ['Goldendoodle', 'dog', 150, 125, 140, 155, 150, 165, 180],
  ['Airedale Terrier', 'dog', 120, 110, 125, 140, 130, 145, 160],
  ['Doberman Pinscher', 'dog', 75, 80, 85, 90, 95, 100, 105],
  ['Rottweiler', 'dog', 90, 95, 105, 115, 115, 125, 135],
  ['Weimaraner', 'dog', 75, 80, 85, 90, 95, 100, 105],
  ['Collie', 'dog', 135, 120, 135, 150, 145, 160, 175],
  ['Samoyed', 'dog', 150, 135, 150, 165, 160, 175, 190],
  ['Chow Chow', 'dog', 150, 130, 145, 160, 155, 170, 185],
  ['Akita', 'dog', 135, 115, 130, 145, 140, 155, 170],
  ['Alaskan Malamute', 'dog', 150, 130, 145, 160, 155, 170, 185],
  ['Standard Schnauzer', 'dog', 105, 95, 105, 115, 115, 125, 135],
  // giant dogs
  ['Giant Schnauzer', 'dog', 150, 130, 145, 160, 155, 170, 185],
  ['Bernese Mountain Dog', 'dog', 165, 140, 160, 180, 170, 190, 210],
  ['Bernedoodle', 'dog', 165, 140, 160, 180, 170, 190, 210],
  ['Great Pyrenees', 'dog', 180, 150, 170, 190, 180, 200, 220],
  ['Newfoundland', 'dog', 180, 160, 180, 200, 190, 210, 230],
  ['Old English Sheepdog', 'dog', 180, 150, 170, 190, 180, 200, 220],
  ['Great Dane', 'dog', 90, 120, 130, 140, 140, 150, 160],
  // mixed dogs, priced by size
  ['Mixed Breed (Small)', 'dog', 75, 70, 80, 90, 90, 100, 110],
  ['Mixed Breed (Medium)', 'dog', 90, 85, 95, 105, 105, 115, 125],
  ['Mixed Breed (Large)', 'dog', 120, 105, 120, 135, 130, 145, 160],
  // cats
  ['Domestic Shorthair', 'cat', 60, 70, 75, 80, 90, 95, 100],
  ['Domestic Medium Hair', 'cat', 75, 80, 90, 100, 100, 110, 120],
  ['Domestic Longhair', 'cat', 90, 90, 100, 110, 110, 120, 130],
  ['Persian', 'cat', 90, 100, 110, 120, 125, 135, 145],
  ['Himalayan', 'cat', 90, 100, 110, 120, 125, 135, 145],
  ['Maine Coon', 'cat', 105, 110, 125, 140, 135, 150, 165],
  ['Ragdoll', 'cat', 90, 100, 110, 120, 125, 135, 145],
  ['Norwegian Forest Cat', 'cat', 105, 105, 120, 135, 130, 145, 160],
  ['Siamese', 'cat', 60, 70, 75, 80, 90, 95, 100],
  ['Bengal', 'cat', 60, 75, 80, 85, 95, 100, 105],
  ['British Shorthair', 'cat', 75, 80, 85, 90, 100, 105, 110],
  ['Scottish Fold', 'cat', 75, 80, 85, 90, 100, 105, 110],
  ['Exotic Shorthair', 'cat', 75, 85, 90, 95, 105, 110, 115],
  ['Sphynx', 'cat', 60, 70, 75, 80, 85, 90, 95],
];

export interface SeedBreed {
  id: number;
  animalTypeId: number;
  breed: string;
  minutesToGroom: number;
  bathBrushPrice: number;
  bathBrushPrice3Months: number;
  bathBrushPrice6Months: number;
  deluxePrice: number;
  deluxePrice3Months: number;
  deluxePrice6Months: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Ids follow the row order above, starting at 1. */
export const SEED_BREEDS: readonly SeedBreed[] = ROWS.map(([breed, animal, minutes, bb, bb3, bb6, dx, dx3, dx6], i) => ({
  id: i + 1,
  animalTypeId: ANIMAL_TYPE_IDS[animal],
  breed,
  minutesToGroom: minutes,
  bathBrushPrice: cents(bb),
  bathBrushPrice3Months: cents(bb3),
  bathBrushPrice6Months: cents(bb6),
  deluxePrice: cents(dx),
  deluxePrice3Months: cents(dx3),
  deluxePrice6Months: cents(dx6),
}));
