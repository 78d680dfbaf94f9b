import { CustomerInformationModal, CustomerInformationPage, CustomerPortalProfilePage, CustomersRoutes } from '../features/customers';
import { MergePage } from '../features/merge';
import { profileSlots } from './profileTabs';

/** The route elements of the profile areas, composed with the other features' tabs (profileTabs.tsx). */
export const CustomersArea = () => <CustomersRoutes slots={profileSlots} />;
export const PortalProfileArea = () => <CustomerPortalProfilePage slots={profileSlots} />;
export const PortalInformationArea = () => <CustomerInformationPage slots={profileSlots} />;
export const MergeArea = () => (
  <MergePage renderCustomerInfo={(userId, onClose) => <CustomerInformationModal userId={userId} onClose={onClose} slots={profileSlots} />} />
);
