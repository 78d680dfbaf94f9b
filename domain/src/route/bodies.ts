import { z } from 'zod';
import { idParam } from '../shared/storable';
import { latitude, longitude } from './events';

const PIN = 'Please place the pin on the map.';

/** POST /api/v4/addresses/setLocation (the office places the pin; EditCustomers). */
export const setAddressLocationSchema = z.object({
  addressId: idParam('A valid address ID is required.'),
  lat: z.number({ error: PIN }).pipe(latitude()),
  lng: z.number({ error: PIN }).pipe(longitude()),
});
export type SetAddressLocationBody = z.infer<typeof setAddressLocationSchema>;

/** POST /api/v4/addresses/locate (ask the geocoder; EditCustomers or EditAppointments). */
export const locateAddressSchema = z.object({ addressId: idParam('A valid address ID is required.') });
