/** Response shapes of the customers reads (the web app types its fetchers with these). */
export interface CustomerRow {
  /** The user id (rows open /dashboard/customers/{ID}). */
  ID: number;
  customerId: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  /** One line: "street, city, state zipcode". */
  address: string | null;
  /** Pet names, comma-separated. */
  pets: string;
  IsDeleted: boolean;
}

export interface UserTypeOption {
  ID: number;
  UserType: string;
}

export interface GetCustomersResponse {
  rows: CustomerRow[];
  userTypes: UserTypeOption[];
  pages: number;
  total: number;
}

export interface UserAddress {
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  mapsco: string | null;
}

export interface FoundUser {
  ID: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  Name: { firstName: string; middleName: string | null; lastName: string };
  emailAddress: string;
  phoneNumber: string | null;
  Address: UserAddress | null;
  userTypeId: number;
  UserType: string | null;
  customerId: number | null;
  /** The staff user's employee record (= the user id), null for customers and users without one. */
  employeeId: number | null;
  isAccount: boolean;
  IsDeleted: boolean;
  createdAt: string;
}

/** Trip charge, discounts and gratuity defaults are left out when a customer reads their own record. */
export interface FoundCustomer {
  ID: number;
  userId: number;
  tripChargeCents?: number;
  isSeniorCitizen?: boolean;
  isMilitary?: boolean;
  isTaxExempt?: boolean;
  defaultGratuityPercent: number | null;
  defaultGratuityCents: number | null;
  preferredStylistId: number | null;
  contactMethodId: number | null;
  balanceCents: number;
  onWaitingList: boolean;
  hasRescheduled: boolean;
}

export interface FindUserResponse {
  user: FoundUser;
  customer: FoundCustomer | null;
}
