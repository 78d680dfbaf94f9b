// One phone format for the whole product (part 1 §9), kept with the contacts in domain.
export { formatPhoneNumber as formatPhone } from '@pawroute/domain';
