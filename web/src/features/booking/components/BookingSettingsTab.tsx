import { PACKAGE_LABELS, PACKAGES, bookingSettingsSchema, type BookingSettingsBody } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useBookingSettings, useSaveBookingSettings } from '../api';
import { BlockedClients } from './BlockedClients';
import './booking.css';

/**
 * Management → Online Booking (ViewManagement and EditSettings): docs/RULES.md "Online
 * booking". The form checks with the schema the server checks.
 */
export function BookingSettingsTab() {
  const current = useBookingSettings();
  const save = useSaveBookingSettings();
  const [draft, setDraft] = useState<BookingSettingsBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (current.isLoading) return <p className="muted">Loading…</p>;
  if (current.isError || !current.data) return <p role="alert">Failed to get the online booking settings</p>;
  const value = draft ?? current.data.settings;
  const set = (patch: Partial<BookingSettingsBody>) => setDraft({ ...value, ...patch });
  const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const submit = () => {
    const parsed = bookingSettingsSchema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the settings');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Saved the online booking settings');
        setDraft(null);
      },
      onError: (e) => toast.error(isApiError(e) && e.statusCode < 500 ? e.message : 'Failed to save the online booking settings'),
    });
  };
  return (
    <form className="mgmt-form booking-settings" noValidate aria-label="Online booking" onSubmit={(e) => (e.preventDefault(), submit())}>
      <label className="field field--check booking__check">
        <input type="checkbox" checked={value.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> Customers may book online
      </label>
      <fieldset className="field">
        <legend>Online bookings are</legend>
        <label>
          <input type="radio" name="acceptMode" checked={value.acceptMode === 'automatic'} onChange={() => set({ acceptMode: 'automatic' })} /> accepted automatically
        </label>
        <label>
          <input type="radio" name="acceptMode" checked={value.acceptMode === 'request'} onChange={() => set({ acceptMode: 'request' })} /> requests the office answers (Booking requests)
        </label>
      </fieldset>
      <fieldset className="field">
        <legend>Services bookable online</legend>
        {PACKAGES.map((p) => (
          <label key={p}>
            <input type="checkbox" checked={value.packages.includes(p)} onChange={(e) => set({ packages: toggle(value.packages, p, e.target.checked) })} /> {PACKAGE_LABELS[p]}
          </label>
        ))}
      </fieldset>
      <fieldset className="field">
        <legend>Stylists bookable online</legend>
        {current.data.stylists.map((s) => (
          <label key={s.employeeId}>
            <input type="checkbox" checked={value.employeeIds.includes(s.employeeId)} onChange={(e) => set({ employeeIds: toggle(value.employeeIds, s.employeeId, e.target.checked) })} /> {s.name}
          </label>
        ))}
      </fieldset>
      <label className="field">
        How far ahead (days)
        <input inputMode="numeric" value={Number.isNaN(value.horizonDays) ? '' : value.horizonDays} onChange={(e) => set({ horizonDays: number(e.target.value) })} />
      </label>
      <label className="field">
        Shortest notice (hours)
        <input inputMode="numeric" value={Number.isNaN(value.noticeHours) ? '' : value.noticeHours} onChange={(e) => set({ noticeHours: number(e.target.value) })} />
      </label>
      <label className="field">
        Cancel or move online until (hours before)
        <input inputMode="numeric" value={Number.isNaN(value.cutoffHours) ? '' : value.cutoffHours} onChange={(e) => set({ cutoffHours: number(e.target.value) })} />
      </label>
      <label className="field field--check booking__check">
        <input type="checkbox" checked={value.requireCardOnFile ?? false} onChange={(e) => set({ requireCardOnFile: e.target.checked })} /> Ask for a card on file before booking online
      </label>
      <BlockedClients
        ids={value.blockedCustomerIds ?? []}
        known={current.data.blockedClients ?? []}
        onChange={(blockedCustomerIds) => set({ blockedCustomerIds })}
      />
      {error && <p role="alert" className="field__error">{error}</p>}
      <button type="submit" className="button" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}
