/**
 * Seeded products and services. `price` is what an extra adds to a pet's groom; `addonPrice` what it
 * adds under the 'add-on special' package (part 1 §9); null where the package does not apply.
 * Items in one category are alternatives (small/large shed-less). Categories none, dip and coupon stay
 * out of the extras picker; a coupon's price is the amount it takes off.
 */
export interface SeedProduct {
  id: number;
  item: string;
  category: string;
  price: number;
  addonPrice: number | null;
  description: string;
  customerNote: string;
}

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    id: 1,
    item: 'Shed-Less Treatment (Small)',
    category: 'shed-less',
    price: 1000,
    addonPrice: 500,
    description: 'De-shedding shampoo, conditioner and high-velocity blow-out for pets under 30 lbs.',
    customerNote: 'Removes loose undercoat; most pets shed far less for 4-6 weeks.',
  },
  {
    id: 2,
    item: 'Shed-Less Treatment (Large)',
    category: 'shed-less',
    price: 2000,
    addonPrice: 1500,
    description: 'De-shedding shampoo, conditioner and high-velocity blow-out for pets 30 lbs and over.',
    customerNote: 'Removes loose undercoat; most pets shed far less for 4-6 weeks.',
  },
  {
    id: 3,
    item: 'Teeth Brushing',
    category: 'teeth',
    price: 1000,
    addonPrice: 500,
    description: 'Enzymatic toothpaste, finger brush.',
    customerNote: 'Freshens breath between dental cleanings.',
  },
  {
    id: 4,
    item: 'Specialty Shampoo (Oatmeal)',
    category: 'shampoo',
    price: 500,
    addonPrice: 300,
    description: 'Colloidal oatmeal shampoo for dry or itchy skin.',
    customerNote: 'Soothing for sensitive skin.',
  },
  {
    id: 5,
    item: 'Specialty Shampoo (Hypoallergenic)',
    category: 'shampoo',
    price: 500,
    addonPrice: 300,
    description: 'Fragrance-free, dye-free shampoo.',
    customerNote: 'For pets with allergies.',
  },
  {
    id: 6,
    item: 'Specialty Shampoo (Whitening)',
    category: 'shampoo',
    price: 500,
    addonPrice: 300,
    description: 'Brightening shampoo for white and light coats.',
    customerNote: 'Brightens white coats and lifts tear stains.',
  },
  {
    id: 7,
    item: 'Nail Grind',
    category: 'nails',
    price: 1000,
    addonPrice: 500,
    description: 'Rotary grind after clipping for smooth, rounded nails.',
    customerNote: 'Smooth nails that will not scratch floors or skin.',
  },
  {
    id: 8,
    item: 'De-matting (Light)',
    category: 'de-matting',
    price: 1500,
    addonPrice: 1000,
    description: 'Up to 15 minutes of extra brushing out of small mats.',
    customerNote: 'Heavily matted coats may need to be shaved for the pet\'s comfort.',
  },
  {
    id: 9,
    item: 'De-matting (Heavy)',
    category: 'de-matting',
    price: 3000,
    addonPrice: 2500,
    description: 'Up to 30 minutes of extra de-matting.',
    customerNote: 'Heavily matted coats may need to be shaved for the pet\'s comfort.',
  },
  {
    id: 10,
    item: 'Ear Cleaning',
    category: 'ears',
    price: 800,
    addonPrice: 500,
    description: 'Ear cleanser and gentle wipe; ear hair plucked on request.',
    customerNote: 'Helps prevent ear infections.',
  },
  {
    id: 11,
    item: 'Blueberry Facial',
    category: 'facial',
    price: 1000,
    addonPrice: 500,
    description: 'Blueberry and vanilla facial scrub; tear-free.',
    customerNote: 'Brightens the face and helps with tear stains.',
  },
  {
    id: 12,
    item: 'Paw Balm',
    category: 'paws',
    price: 700,
    addonPrice: 500,
    description: 'Moisturizing balm for paw pads and nose.',
    customerNote: 'Soothes cracked pads from hot Texas pavement.',
  },
  {
    id: 13,
    item: 'Flea Dip',
    category: 'dip',
    price: 1500,
    addonPrice: null,
    description: 'Flea and tick shampoo with a 10-minute soak; added when fleas are found.',
    customerNote: 'Kills fleas and ticks on contact.',
  },
  {
    id: 14,
    item: 'New Customer Coupon',
    category: 'coupon',
    price: 1000,
    addonPrice: null,
    description: 'Takes $10 off a new customer\'s first groom.',
    customerNote: '$10 off your first groom.',
  },
  {
    id: 15,
    item: 'No Extras',
    category: 'none',
    price: 0,
    addonPrice: null,
    description: 'Placeholder for a groom without extras.',
    customerNote: '',
  },
];
