import { BookingSettingsTab } from '../features/booking';
import type { ManagementSlots } from '../features/management';
import { MessageTemplatesTab } from '../features/messageTemplates';
import { TextsTab } from '../features/reminders';
import { ServiceAreaTab } from '../features/serviceArea';
import { VaccinationsTab } from '../features/vaccinations';

/**
 * The Management tabs other features own, mounted by the app (features never import each other's
 * screens; the app composes them, as profileTabs.tsx does for the profile). Loaded with the Management
 * page (dashboardRoutes.tsx), never before.
 */
export const managementSlots: ManagementSlots = {
  onlineBooking: BookingSettingsTab,
  serviceArea: ServiceAreaTab,
  vaccinations: VaccinationsTab,
  texts: TextsTab,
  messageTemplates: MessageTemplatesTab,
};
