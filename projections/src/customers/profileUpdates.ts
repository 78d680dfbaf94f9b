import {
  customerAcceptedPoliciesEventSchema,
  customerDetailsUpdatedSchema,
  userCommentGroupAssignedSchema,
  userDeletedSchema,
  userDetailsUpdatedSchema,
  userMergedSchema,
  userRestoredSchema,
  nameSearch,
  petDeletedSchema,
  petDetailsChangedSchema,
  petOwnerChangedSchema,
} from './profileDomain';
import type { RecordedEvent, SqlExecutor } from '@pawroute/platform';
// The estimates feature's "save the new fee to the customer's profile" (part 1 §4).
import { customerTripChargeChangedSchema, UserTypeChangedSchema, UserTypeDeletedSchema } from '@pawroute/domain';
import { publishLiveEvent } from '@pawroute/platform';

/** Events older than this are history being caught up with, not news: no updatedPermissions for them. */
const LIVE_PUSH_MAX_AGE_MS = 5 * 60_000;
const isNews = (event: RecordedEvent, now: Date) => !(event.createdAt instanceof Date) || now.getTime() - event.createdAt.getTime() < LIVE_PUSH_MAX_AGE_MS;

/** The profile's changes to existing rows, one UPDATE per event. Returns the user id touched. */
export const PROFILE_EVENT_TYPES = [
  'UserDetailsUpdated',
  'UserDeleted',
  'UserRestored',
  'UserMerged',
  'UserCommentGroupAssigned',
  'CustomerDetailsUpdated',
  'CustomerAcceptedPolicies',
  'CustomerTripChargeChanged',
  // The pets feature's changes that the customer list's pet names follow.
  'PetDetailsChanged',
  'PetDeleted',
  'PetOwnerChanged',
  // Management: one user's type changed, or a deleted type's users moved to its replacement.
  'UserTypeChanged',
  'UserTypeDeleted',
] as const;

export async function applyProfileUpdate(tx: SqlExecutor, event: RecordedEvent, now: Date = new Date()): Promise<number | number[]> {
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
    case 'CustomerTripChargeChanged': {
      const d = customerTripChargeChangedSchema.parse(event.data);
      await tx.query(`UPDATE customers SET trip_charge_cents = $2 WHERE id = $1`, [d.customerId, d.tripChargeCents]);
      return d.userId;
    }
    case 'PetDetailsChanged': {
      const d = petDetailsChangedSchema.parse(event.data);
      const { petName, breedId, animalTypeId } = d.changes;
      if (petName === undefined && breedId === undefined && animalTypeId === undefined) return [];
      await tx.query(
        `UPDATE customer_pet_names SET pet_name = coalesce($2, pet_name), breed_id = coalesce($3, breed_id),
                animal_type_id = coalesce($4, animal_type_id)
          WHERE pet_id = $1`,
        [d.petId, petName ?? null, breedId ?? null, animalTypeId ?? null],
      );
      return d.userId;
    }
    case 'PetDeleted': {
      const d = petDeletedSchema.parse(event.data);
      await tx.query(`UPDATE customer_pet_names SET is_deleted = true WHERE pet_id = $1`, [d.petId]);
      return d.userId;
    }
    case 'PetOwnerChanged': {
      const d = petOwnerChangedSchema.parse(event.data);
      await tx.query(`UPDATE customer_pet_names SET customer_id = $2, user_id = $3 WHERE pet_id = $1`, [d.petId, d.toCustomerId, d.toUserId]);
      return [d.fromUserId, d.toUserId];
    }
    case 'UserTypeChanged': {
      const d = UserTypeChangedSchema.parse(event.data);
      await tx.query(`UPDATE users SET user_type_id = $2 WHERE id = $1`, [d.userId, d.userTypeId]);
      // Their next request already carries the new permissions; the push makes open browsers refetch.
      if (isNews(event, now)) await publishLiveEvent(tx, 'updatedPermissions', { userTypeIds: [d.userTypeId] }, { userIds: [d.userId] });
      return d.userId;
    }
    case 'UserTypeDeleted': {
      const d = UserTypeDeletedSchema.parse(event.data);
      const { rows } = await tx.query<{ id: number }>(`UPDATE users SET user_type_id = $2 WHERE user_type_id = $1 RETURNING id`, [d.id, d.replacingId]);
      const moved = rows.map((r) => Number(r.id));
      // Addressed by the old type (a socket knows its user's type), not by user ids: any number of users fits.
      if (moved.length > 0 && isNews(event, now)) await publishLiveEvent(tx, 'updatedPermissions', { userTypeIds: [d.id, d.replacingId] }, { userTypeIds: [d.id] });
      return moved;
    }
    default:
      throw new Error(`customers projector: unexpected event type ${event.type}`);
  }
}
