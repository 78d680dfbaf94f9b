import type { EstimateCustomerView, EstimateUserView } from '@pawroute/domain';

/** The customer the estimate wizard is for, when the route names one (its steps all read it). */
export interface KnownCustomer {
  user: EstimateUserView;
  customer: EstimateCustomerView;
}
