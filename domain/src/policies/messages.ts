/** Policy acknowledgement (part 1 §1, §5, §8): messages word for word. */
export const POLICY_MESSAGES = {
  mustAccept: 'You must accept the policies before continuing.',
  failedToRetrieveStatus: 'Failed to retrieve customer policy status',
  failedToSave: 'Failed to save acknowledgement of policies',
  failedToRetrieveTerms: 'Failed to retrieve Terms of Service',
  failedToRetrievePrivacy: 'Failed to retrieve Privacy Policy',
  // ours
  thankYou: 'Thank you',
  handBack: 'Please hand the device back to the employee.',
  saved: 'Thank you for accepting the policies.',
} as const;
