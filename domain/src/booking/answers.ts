import type { EstimatePackage } from '../options';
import type { BookingSettings } from './settings';

/** GET booking/getSettings: the settings, and the stylists the office may choose from (staff only). */
export interface BookingSettingsAnswer {
  settings: BookingSettings;
  stylists: { employeeId: number; name: string }[];
  /** The blocked clients by name, for the settings form. */
  blockedClients?: { customerId: number; name: string }[];
}

/** GET booking/getOnlineOptions (the customer's Book): whether booking is on, and what they may choose. */
export interface OnlineBookingOptionsAnswer {
  enabled: boolean;
  acceptMode: BookingSettings['acceptMode'];
  horizonDays: number;
  noticeHours: number;
  cutoffHours: number;
  packages: EstimatePackage[];
  /** The business asks for a card on file before booking (the Book then asks for one: Accept.js). */
  requireCardOnFile: boolean;
  hasCardOnFile: boolean;
  /** The business's default cancel fee (cents): what a late cancellation may cost, said on the review. */
  defaultCancelFee: number;
  pets: { petId: number; petName: string; breed: string | null }[];
  addons: { ID: number; item: string; addonPrice: number | null }[];
}

/** POST booking/saveEstimate: the estimate saved and priced by estimate/save (cents). */
export interface OnlineEstimateAnswer {
  estimateId: number;
  total: number;
  pets: { petId: number; petName: string; estimatePackage: EstimatePackage; total: number }[];
  tripFee: number;
}

/** GET booking/getOpenTimes: the office's open slots for the online stylists within OB-WINDOW. */
export interface OnlineOpenTimesAnswer {
  date: string;
  appointmentDate: string;
  length: number;
  slots: { employeeId: number; stylistName: string; startTime: string; endTime: string; start: string; end: string }[];
}

export interface OnlineBookAnswer {
  appointmentId: number;
  status: string | null;
}

export interface OnlineCancelAnswer {
  appointmentId: number;
  status: string | null;
  cancelFee: number;
}

export interface OnlineMoveAnswer {
  appointmentId: number;
  status: string | null;
  appointmentDate: string;
  startTime: string;
}
