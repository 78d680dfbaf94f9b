/** Profile merge (part 2 §2.7, §5.7, §8.2): messages word for word. */
export const MERGE_MESSAGES = {
  bothRequired: 'A primary and duplicate profile must be selected',
  notItself: 'Cannot merge a profile with itself. Please select another profile.',
  merged: 'Successfully merged the profiles',
  failed: 'Failed to merge the profiles',
  // ours
  notCustomer: 'Only customer profiles can be merged.',
  primaryDeleted: 'The primary profile has been deleted. Restore it or choose another primary profile.',
  alreadyMerged: 'The duplicate profile was already merged into another profile.',
  notFound: 'One of the selected profiles no longer exists.',
} as const;

/** Part 2 §9: merge search lists show 5 profiles a page. */
export const MERGE_PAGE_SIZE = 5;
