/**
 * Customer flags from appointments (part 1 §3 Customer: onWaitingList, hasRescheduled): derived
 * from the appointments read model (the appointment events), never a stored false. onWaitingList: one of
 * the customer's appointments is open on the waiting list (status waiting); hasRescheduled: one was
 * rescheduled and still waits for its new time (status rescheduled). Both are what the waiting list
 * (statuses waiting and rescheduled) shows for the customer.
 */
export const customerAppointmentFlagsSql = (customer: string): string => `
  EXISTS (SELECT 1 FROM appointments fa WHERE fa.customer_user_id = ${customer}.user_id AND fa.customer_id = ${customer}.id
          AND fa.status = 'waiting' AND NOT fa.is_deleted) AS on_waiting_list,
  EXISTS (SELECT 1 FROM appointments fa WHERE fa.customer_user_id = ${customer}.user_id AND fa.customer_id = ${customer}.id
          AND fa.status = 'rescheduled' AND NOT fa.is_deleted) AS has_rescheduled`;
