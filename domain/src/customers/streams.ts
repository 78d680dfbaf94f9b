/** Stream names of the customers feature. */
export const customerStream = (customerId: number): string => `Customer-${customerId}`;
export const petStream = (petId: number): string => `Pet-${petId}`;
