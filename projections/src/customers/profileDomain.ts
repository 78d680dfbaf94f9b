/** The domain schemas the profile updates parse with, and the name search helper (one import place). */
export {
  customerAcceptedPoliciesEventSchema,
  customerDetailsUpdatedSchema,
  userCommentGroupAssignedSchema,
  userDeletedSchema,
  userDetailsUpdatedSchema,
  userMergedSchema,
  userRestoredSchema,
  petDetailsChangedSchema,
  petDeletedSchema,
  petOwnerChangedSchema,
} from '@pawroute/domain';
export { nameSearch } from './rows';
