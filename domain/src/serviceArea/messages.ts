/** The service area's words (docs/RULES.md "Service area"). The Mapsco one is part 1's estimate message. */
export const SERVICE_AREA_MESSAGES = {
  kind: 'Please choose how the service area is drawn.',
  zipcodes: 'Please list at least one 5-digit ZIP Code.',
  zipcodeInvalid: (zip: string) => `${zip} is not a 5-digit ZIP Code.`,
  tooManyZipcodes: 'Please list at most 500 ZIP Codes.',
  baseAddress: 'Please enter the base address the drive time is measured from.',
  basePin: 'Please give the base address a map pin (latitude and longitude).',
  maxMinutes: 'The drive time must be a whole number of minutes from 5 to 240.',
  mapsco: 'An estimate requires a valid Mapsco for the selected address',
  zipOutside: 'This ZIP Code is outside our service area.',
  zipMissing: 'An estimate requires a valid ZIP Code for the selected address.',
  driveOutside: (minutes: number) => `This address is more than ${minutes} minutes from us, outside our service area.`,
  unlocated: 'We could not find this address on the map, so we cannot tell whether it is in our service area.',
  saved: 'Service area saved.',
} as const;
