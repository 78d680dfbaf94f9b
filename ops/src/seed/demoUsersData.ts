import { USER_TYPE_IDS, type AddressData, type BuiltInUserType, type EmployeeDetails, type StylistDetails } from '@pawroute/domain';

/**
 * The demo people: the four logins of the team brief and a page-and-a-bit of realistic customers
 * around Dallas-Fort Worth, so the customer list has pages, sorting and filtering to show.
 * Phone numbers use the 555-01xx range reserved for fiction.
 */
export const DEMO_PASSWORD = 'pawroute-demo';

export interface DemoPet {
  petName: string;
  /** A seeded breed's name (domain SEED_BREEDS). */
  breed: string;
}

export interface DemoPerson {
  firstName: string;
  middleName?: string;
  lastName: string;
  emailAddress: string;
  userType: BuiltInUserType;
  /** True for the demo logins (password DEMO_PASSWORD). */
  login: boolean;
  phoneNumber?: string;
  address?: AddressData;
  pets?: DemoPet[];
  /** Staff: the employee details form, and for a stylist the stylist details (employees feature). */
  employeeDetails?: EmployeeDetails;
  stylistDetails?: StylistDetails;
}

const at = (address: string, city: string, zipcode: string, mapsco: string | null = null): AddressData => ({
  address,
  city,
  state: 'TX',
  zipcode,
  mapsco,
});

export const DEMO_LOGINS: DemoPerson[] = [
  { firstName: 'Avery', lastName: 'Adams', emailAddress: 'admin@pawroute.test', userType: 'Administrator', login: true, phoneNumber: '(214) 555-0100' },
  { firstName: 'Olivia', lastName: 'Ortiz', emailAddress: 'office@pawroute.test', userType: 'Office', login: true, phoneNumber: '(214) 555-0101' },
  {
    firstName: 'Sam', lastName: 'Stone', emailAddress: 'stylist@pawroute.test', userType: 'Stylist', login: true, phoneNumber: '(214) 555-0102',
    employeeDetails: {
      dateHired: '2024-03-01', dateTerminated: null, workDayStartTime: '08:00', workDayEndTime: '17:00',
      worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true,
      worksSaturday: false, worksSunday: false, emergencyContactName: null, emergencyContactPhone: null,
    },
    stylistDetails: {
      petsPerDay: 6, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45, servicesCats: true,
      isSmoker: false, hasGeneratorVehicle: false, stylistBreedRestrictions: [],
    },
  },
  {
    firstName: 'Casey',
    lastName: 'Carter',
    emailAddress: 'customer@pawroute.test',
    userType: 'Customer',
    login: true,
    phoneNumber: '(214) 555-0103',
    address: at('4512 Mockingbird Ln', 'Dallas', '75205', '334D-H'),
    pets: [{ petName: 'Biscuit', breed: 'Goldendoodle' }],
  },
];

type Row = [first: string, last: string, phone: string, address: AddressData, pets: [string, string][], middle?: string];

const ROWS: Row[] = [
  ['Emma', 'Johnson', '(214) 555-0110', at('1208 Swiss Ave', 'Dallas', '75204', '345D-D'), [['Bella', 'Shih Tzu']]],
  ['Liam', 'Smith', '(972) 555-0111', at('3300 Legacy Dr', 'Plano', '75023', '656P-M'), [['Max', 'Labrador Retriever'], ['Luna', 'Domestic Shorthair']]],
  ['Sophia', 'Williams', '(469) 555-0112', at('801 Custer Rd', 'Richardson', '75080', '317R-B'), [['Daisy', 'Maltese']], 'Grace'],
  ['Noah', 'Brown', '(214) 555-0113', at('5621 Lakewood Blvd', 'Dallas', '75214', '336D-P'), [['Cooper', 'Golden Retriever']]],
  ['Olivia', 'Jones', '(972) 555-0114', at('2109 Castle Dr', 'Garland', '75040', '320G-K'), [['Coco', 'Toy Poodle'], ['Milo', 'Yorkshire Terrier']]],
  ['William', 'Garcia', '(469) 555-0115', at('940 N Belt Line Rd', 'Irving', '75061', '331I-A'), [['Rocky', 'Boxer']]],
  ['Ava', 'Miller', '(972) 555-0116', at('7450 Preston Rd', 'Frisco', '75034', '654F-L'), [['Lola', 'Cavalier King Charles Spaniel']]],
  ['James', 'Davis', '(214) 555-0117', at('3015 McKinney Ave', 'Dallas', '75204', '345D-B'), [['Buddy', 'Beagle']], 'Robert'],
  ['Isabella', 'Rodriguez', '(469) 555-0118', at('1801 W Virginia St', 'McKinney', '75069', '561M-P'), [['Teddy', 'Bichon Frise'], ['Rosie', 'Havanese']]],
  ['Benjamin', 'Martinez', '(972) 555-0119', at('2400 Old Denton Rd', 'Carrollton', '75006', '305C-L'), [['Duke', 'German Shepherd']]],
  ['Mia', 'Hernandez', '(214) 555-0120', at('4300 Gus Thomasson Rd', 'Mesquite', '75150', '338Q-J'), [['Penny', 'Pomeranian']]],
  ['Lucas', 'Lopez', '(972) 555-0121', at('105 E Main St', 'Allen', '75002', '560A-V'), [['Bear', 'Bernedoodle']]],
  ['Charlotte', 'Gonzalez', '(469) 555-0122', at('15000 Quorum Dr', 'Addison', '75001', '314B-E'), [['Oliver', 'Persian']]],
  ['Henry', 'Wilson', '(214) 555-0123', at('6101 Bandera Ave', 'Dallas', '75225', '325D-U'), [['Sadie', 'Cocker Spaniel'], ['Gus', 'English Bulldog']]],
  ['Amelia', 'Anderson', '(972) 555-0124', at('3900 Main St', 'Rowlett', '75088', '330W-C'), [['Zoe', 'Miniature Schnauzer']]],
  ['Alexander', 'Thomas', '(469) 555-0125', at('2080 S Goliad St', 'Rockwall', '75087', '332K-F'), [['Louie', 'Maltipoo']]],
  ['Harper', 'Taylor', '(972) 555-0126', at('500 S Denton Tap Rd', 'Coppell', '75019', '311O-N'), [['Winston', 'French Bulldog']]],
  ['Michael', 'Moore', '(214) 555-0127', at('1450 Valley Pkwy', 'Lewisville', '75067', '650L-W'), [['Riley', 'Australian Shepherd']], 'James'],
  ['Evelyn', 'Jackson', '(469) 555-0128', at('2700 Cross Timbers Rd', 'Flower Mound', '75028', '648H-F'), [['Ginger', 'Goldendoodle'], ['Pepper', 'Domestic Longhair']]],
  ['Daniel', 'Martin', '(972) 555-0129', at('5151 Memorial Dr', 'The Colony', '75056', '652T-K'), [['Jax', 'Siberian Husky']]],
  ['Abigail', 'Lee', '(214) 555-0130', at('8700 Skillman St', 'Dallas', '75243', '327D-D'), [['Chloe', 'Ragdoll']]],
  ['Matthew', 'Perez', '(972) 555-0131', at('1900 Coit Rd', 'Plano', '75075', '657P-T'), [['Murphy', 'Labradoodle']]],
  ['Emily', 'Thompson', '(469) 555-0132', at('630 W Campbell Rd', 'Richardson', '75080', '316R-H'), [['Oreo', 'Havanese'], ['Mocha', 'Shih Tzu'], ['Sugar', 'Maltese']]],
  ['David', "O'Brien", '(214) 555-0133', at('4820 Greenville Ave', 'Dallas', '75206', '336D-A'), [['Scout', 'Border Collie']]],
  ['Elizabeth', 'White', '(972) 555-0134', at('3100 Independence Pkwy', 'Plano', '75075', '657P-Q'), [['Bailey', 'Standard Poodle']], 'Anne'],
  ['Joseph', 'Harris', '(469) 555-0135', at('2200 W Walnut St', 'Garland', '75042', '309G-X'), [['Nala', 'Siamese']]],
  ['Sofia', 'Clark', '(214) 555-0136', at('7007 Inwood Rd', 'Dallas', '75209', '324D-W'), [['Biscuit', 'Cockapoo']]],
];

export const DEMO_CUSTOMERS: DemoPerson[] = ROWS.map(([firstName, lastName, phoneNumber, address, pets, middleName]) => ({
  firstName,
  middleName,
  lastName,
  emailAddress: `${firstName}.${lastName.replace(/[^A-Za-z]/g, '')}@example.com`.toLowerCase(),
  userType: 'Customer',
  login: false,
  phoneNumber,
  address,
  pets: pets.map(([petName, breed]) => ({ petName, breed })),
}));

export const DEMO_PEOPLE: DemoPerson[] = [...DEMO_LOGINS, ...DEMO_CUSTOMERS];

export const userTypeIdOf = (person: DemoPerson): number => USER_TYPE_IDS[person.userType];
