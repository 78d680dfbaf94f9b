import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useCan, useSessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AddressesTab } from './components/AddressesTab';
import { CreditCardsTab } from './components/CreditCardsTab';
import { EmailAddressesTab } from './components/EmailAddressesTab';
import { PhoneNumbersTab } from './components/PhoneNumbersTab';

/**
 * /dashboard/contacts/{userId}: the four contacts tabs on one page, for staff and for a customer's
 * own records. A stand-in until the profile shell mounts the tabs under its own sub-routes.
 * Editing: the user themself, or EditCustomers (the server decides again).
 */
export function ContactsPage() {
  const userId = Number(useParams().userId);
  const me = useSessionUser().data;
  const editCustomers = useCan('EditCustomers');
  const allowEditing = me?.ID === userId || editCustomers;
  useDocumentTitle('Contacts — Pawroute');
  return (
    <div className="page ct-page">
      <PageHeader title="Contact Information" subtitle="Addresses, phone numbers, email addresses and credit cards." />
      <AddressesTab userId={userId} allowEditing={allowEditing} />
      <PhoneNumbersTab userId={userId} allowEditing={allowEditing} />
      <EmailAddressesTab userId={userId} allowEditing={allowEditing} />
      <CreditCardsTab userId={userId} allowEditing={allowEditing} />
    </div>
  );
}
