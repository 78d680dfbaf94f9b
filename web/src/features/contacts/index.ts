/** The contacts tabs, each taking { userId, allowEditing } (mounted by the profile and the portal). */
export { AddressesTab, type ContactsTabProps } from './components/AddressesTab';
export { PhoneNumbersTab } from './components/PhoneNumbersTab';
export { EmailAddressesTab } from './components/EmailAddressesTab';
export { CreditCardsTab } from './components/CreditCardsTab';
export { CreditCardDialog } from './components/CreditCardForm';
