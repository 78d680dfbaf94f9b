export { CustomersRoutes } from './routes';
export { CustomerPortalProfilePage } from './portal/CustomerPortalProfilePage';
export { CustomerInformationPage } from './portal/CustomerInformationPage';
export { CustomerInformationModal } from './profile/CustomerInformationModal';
export type { ProfileSlots, ProfileContext, SlotTab, ProfileTab } from './profile/slots';
