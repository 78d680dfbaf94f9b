import {
  customerAcceptedPoliciesEventSchema,
  customerDetailsUpdatedSchema,
  userCommentGroupAssignedSchema,
  userDeletedSchema,
  userDetailsUpdatedSchema,
  userMergedSchema,
  userRestoredSchema,
  nameSearch,
} from './profileDomain';
import type { RecordedEvent, SqlExecutor } from '@pawroute/platform';

/** The profile's changes to existing rows, one UPDATE per event. Returns the user id touched. */
export const PROFILE_EVENT_TYPES = [
  'UserDetailsUpdated',
  'UserDeleted',
  'UserRestored',
  'UserMerged',
  'UserCommentGroupAssigned',
  'CustomerDetailsUpdated',
  'CustomerAcceptedPolicies',
] as const;

export async function applyProfileUpdate(tx: SqlExecutor, event: RecordedEvent): Promise<number> {
  switch (event.type) {
    case 'UserDetailsUpdated': {
      const d = userDetailsUpdatedSchema.parse(event.data);
      await tx.query(
        `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, birthday = $5, notes = $6, name_search = $7
          WHERE id = $1`,
        [d.userId, d.firstName, d.middleName, d.lastName, d.birthday, d.notes, nameSearch(d.firstName, d.middleName, d.lastName)],
      );
      return d.userId;
    }
    case 'UserDeleted': {
      const d = userDeletedSchema.parse(event.data);
      await tx.query(`UPDATE users SET is_deleted = true WHERE id = $1`, [d.userId]);
      return d.userId;
    }
    case 'UserRestored': {
      const d = userRestoredSchema.parse(event.data);
      await tx.query(`UPDATE users SET is_deleted = false WHERE id = $1`, [d.userId]);
      return d.userId;
    }
    case 'UserMerged': {
      const d = userMergedSchema.parse(event.data);
      await tx.query(`UPDATE users SET merged_into_user_id = $2 WHERE id = $1`, [d.userId, d.intoUserId]);
      return d.userId;
    }
    case 'UserCommentGroupAssigned': {
      const d = userCommentGroupAssignedSchema.parse(event.data);
      await tx.query(`UPDATE users SET comment_group_id = $2 WHERE id = $1`, [d.userId, d.commentGroupId]);
      return d.userId;
    }
    case 'CustomerDetailsUpdated': {
      const d = customerDetailsUpdatedSchema.parse(event.data);
      await tx.query(
        `UPDATE customers SET trip_charge_cents = $2, is_senior_citizen = $3, is_military = $4, is_tax_exempt = $5,
                default_gratuity_percent = $6, default_gratuity_cents = $7, preferred_stylist_id = $8, contact_method_id = $9
          WHERE id = $1`,
        [
          d.customerId,
          d.tripChargeCents,
          d.isSeniorCitizen,
          d.isMilitary,
          d.isTaxExempt,
          d.defaultGratuityPercent,
          d.defaultGratuityCents,
          d.preferredStylistId,
          d.contactMethodId,
        ],
      );
      return d.userId;
    }
    case 'CustomerAcceptedPolicies': {
      const d = customerAcceptedPoliciesEventSchema.parse(event.data);
      await tx.query(`UPDATE customers SET accepted_policies = true, policies_accepted_at = $2 WHERE id = $1`, [d.customerId, d.acceptedAt]);
      return d.userId;
    }
    default:
      throw new Error(`customers projector: unexpected event type ${event.type}`);
  }
}
