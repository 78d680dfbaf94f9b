/** Part 1 §9 paging of the appointment lists (service issues and standings: lists/useTallWindowPageSize). */
export const WAITING_LIST_PAGE_SIZE = 20;
export const PREVIOUS_APPOINTMENTS_PAGE_SIZE = 5;
export const UPCOMING_APPOINTMENTS_PAGE_SIZE = 5;
