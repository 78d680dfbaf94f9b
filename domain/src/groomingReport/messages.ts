/** The words of the grooming report (ours: the spec has no report; docs/DECISIONS.md "The grooming report"). */
export const GROOMING_REPORT_MESSAGES = {
  appointmentRequired: 'An appointment ID is required.',
  appointmentNotFound: 'Appointment not found.',
  notCompleted: 'A grooming report goes with a completed appointment; complete it first.',
  noteTooLong: 'Please keep the note to 500 characters.',
  nextDateInvalid: 'Please enter the next suggested date as MM-DD-YYYY.',
  nextDateInPast: 'The next suggested date cannot be in the past.',
  empty: 'Nothing to report: add a note, a next date or a photo visible to the customer.',
  saved: 'Grooming report saved.',
} as const;
