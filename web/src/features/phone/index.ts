/** The phone system (UsePhoneSystem): the top bar's Extension box, incoming-call toasts, Call and SMS buttons. */
export { ExtensionBox } from './components/ExtensionBox';
export { PhoneCalls } from './components/PhoneCalls';
export { PhoneNumberActions } from './components/PhoneNumberActions';
export { extensionAtom, phoneStatusAtom, EXTENSION_MAX_LENGTH } from './extension';
