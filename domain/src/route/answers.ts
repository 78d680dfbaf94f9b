import { z } from 'zod';

/** One stop of GET routes/getDay. */
export interface RouteStopView {
  appointmentId: number;
  estimateId: number;
  customerUserId: number | null;
  customerName: string;
  pets: string;
  status: string;
  startTime: string;
  endTime: string;
  start: string;
  end: string;
  address: string;
  addressId: number | null;
  mapsco: string | null;
  location: { lat: number; lng: number; source: 'geocoder' | 'office' } | null;
}

export interface RouteLegView {
  fromAppointmentId: number;
  toAppointmentId: number;
  minutes: number | null;
  km: number | null;
  estimated: boolean;
  gapMinutes: number;
  fits: boolean;
}

export interface DayRouteAnswer {
  date: string;
  appointmentDate: string;
  employeeId: number;
  stylistName: string;
  stops: RouteStopView[];
  legs: RouteLegView[];
  totalDriveMinutes: number;
  totalKm: number | null;
  /** The lines to draw, [lat, lng] points: the road's shape from OSRM, straight segments for an estimate. */
  paths: [number, number][][];
  /** True when drive times are straight-line estimates (no OSRM_URL, or OSRM unreachable). */
  estimated: boolean;
  routing: 'osrm' | 'estimate';
  warnings: { kind: 'driveDoesNotFit' | 'noLocation'; appointmentId: number; fromAppointmentId: number | null; message: string }[];
  map: { tileUrl: string; attribution: string };
}

export interface SuggestOrderAnswer {
  date: string;
  employeeId: number;
  /** Appointment ids in the proposed order (located stops only); `unplaced` lists the others. */
  order: number[];
  proposed: { appointmentId: number; startTime: string; endTime: string; start: string; end: string }[];
  unplaced: number[];
  method: 'exact' | 'heuristic' | 'none';
  feasible: boolean;
  driveMinutes: number;
  bookedDriveMinutes: number;
  savedMinutes: number;
  estimated: boolean;
  /** How far either side of its booked start a stop may move (the customer's window). */
  windowMinutes: number;
}

/** GET routes/mapOptions: the map's tiles and which routing and geocoding the server has. */
export const mapOptionsSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  routing: z.enum(['osrm', 'estimate']),
  geocoder: z.enum(['nominatim', 'off']),
});
export type MapOptions = z.infer<typeof mapOptionsSchema>;

/** POST route/setAddressLocation: the address's point and where it came from. */
export const addressLocationSetAnswerSchema = z.object({
  addressId: z.number(),
  lat: z.number(),
  lng: z.number(),
  source: z.enum(['geocoder', 'office']),
});
export type AddressLocationSetAnswer = z.infer<typeof addressLocationSetAnswerSchema>;
/** POST /api/v4/addresses/locate: where the geocoder put the address. */
/** POST /api/v4/addresses/locate: where the geocoder put the address. */
export const addressLocationAnswerSchema = addressLocationSetAnswerSchema.extend({ label: z.string() });
export type AddressLocationAnswer = z.infer<typeof addressLocationAnswerSchema>;
