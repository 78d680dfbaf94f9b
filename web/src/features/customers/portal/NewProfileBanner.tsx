import { useState } from 'react';

/**
 * Part 1 §1: shown to a customer whose profile is new, until they dismiss it (remembered per user). Not to a
 * customer the office already books (an existing customer was thanked for setting up a profile).
 */
export const NEW_PROFILE_MESSAGE = 'Thank you for setting up a profile! Someone from our office will contact you shortly.';
const NEW_FOR_DAYS = 30;
const storageKey = (userId: number) => `pawroute.newProfileBanner.dismissed.${userId}`;

export function isNewProfile(createdAt: string, now = Date.now()): boolean {
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created < NEW_FOR_DAYS * 24 * 60 * 60 * 1000;
}

export function NewProfileBanner({ userId, createdAt, hasAppointments }: { userId: number; createdAt: string; hasAppointments: boolean | undefined }) {
  const [dismissed, setDismissed] = useState(() => {
    try {
      return localStorage.getItem(storageKey(userId)) === '1';
    } catch {
      return false;
    }
  });
  if (dismissed || hasAppointments !== false || !isNewProfile(createdAt)) return null;
  return (
    <div className="welcome-banner" role="status">
      <span>{NEW_PROFILE_MESSAGE}</span>
      <button
        type="button"
        className="modal__close"
        aria-label="Dismiss"
        onClick={() => {
          setDismissed(true);
          try {
            localStorage.setItem(storageKey(userId), '1');
          } catch {
            // private mode: dismissed for this visit only
          }
        }}
      >
        ×
      </button>
    </div>
  );
}
