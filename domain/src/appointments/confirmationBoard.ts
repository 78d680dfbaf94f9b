import type { AppointmentStatus } from '../options';
import type { AppointmentRow } from './answers';
import { weekdayOf } from './schedule/stylistDay';

/**
 * The confirmation board's words (/dashboard/appointments/confirmations): where each
 * appointment of the next two business days stands with its confirmation email. Pure, so the server
 * computes the state and the screen shows the same labels.
 *
 * - notSent: no mail for the appointment's current date and time (never, or only for an earlier placing);
 * - sent: the mail went out less than NO_ANSWER_AFTER_MS ago;
 * - opened: the customer opened the mail (its image loaded, or its link was visited) but has not confirmed;
 * - confirmed: the appointment is confirmed (by the link or by the office);
 * - noAnswer: the mail went out NO_ANSWER_AFTER_MS ago or more, and nothing came back.
 */
export const CONFIRMATION_STATES = ['notSent', 'sent', 'opened', 'confirmed', 'noAnswer'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

export const CONFIRMATION_STATE_LABELS: Record<ConfirmationState, string> = {
  notSent: 'Not sent',
  sent: 'Sent',
  opened: 'Opened',
  confirmed: 'Confirmed',
  noAnswer: 'No answer',
};

/** A day without an answer to the mail is "no answer": the office phones (ours, docs/API.md). */
export const NO_ANSWER_AFTER_MS = 24 * 3_600_000;

/** Business days: Monday to Saturday (the spec names no business calendar; Sunday is the day off). */
export const BUSINESS_DAYS_SHOWN = 2;

export interface ConfirmationFacts {
  status: AppointmentStatus | string;
  /** The appointment's placing now, business-local. */
  appointmentDate: string | null;
  startTime: string | null;
  /** The last mail: when (ISO), and the placing it was for. */
  sentAt: string | null;
  sentForDate: string | null;
  sentForTime: string | null;
  /** When the customer last opened a mail (ISO), or null. */
  openedAt: string | null;
}

export function confirmationState(facts: ConfirmationFacts, now: Date): ConfirmationState {
  if (facts.status === 'confirmed') return 'confirmed';
  const sentForThis = facts.sentAt !== null && facts.sentForDate === facts.appointmentDate && facts.sentForTime === facts.startTime;
  if (!sentForThis) return 'notSent';
  if (facts.openedAt !== null && Date.parse(facts.openedAt) >= Date.parse(facts.sentAt!)) return 'opened';
  return now.getTime() - Date.parse(facts.sentAt!) >= NO_ANSWER_AFTER_MS ? 'noAnswer' : 'sent';
}

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const isSunday = (date: string): boolean => weekdayOf(date) === 0;

/** The `count` business days after `today` ('YYYY-MM-DD', business-local), in order. */
export function nextBusinessDays(today: string, count = BUSINESS_DAYS_SHOWN): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset += 1) {
    const day = addDays(today, offset);
    if (!isSunday(day)) days.push(day);
  }
  return days;
}

/** The statuses the board lists: the upcoming ones (part 2 §4: scheduled and confirmed). */
export const CONFIRMATION_BOARD_STATUSES = ['scheduled', 'confirmed'] as const;

/** One line of GET /api/v4/appointments/getConfirmations. */
export interface ConfirmationBoardRow {
  appointment: AppointmentRow;
  state: ConfirmationState;
  /** The last mail for the current placing (ISO), where it went and how many went out in all. */
  sentAt: string | null;
  sentTo: string | null;
  sendCount: number;
  openedAt: string | null;
}

export interface ConfirmationBoard {
  /** The business days shown, 'YYYY-MM-DD'. */
  days: string[];
  /** The business time zone: the board shows when mails were sent and opened in it, wherever the browser is. */
  timeZone: string;
  rows: ConfirmationBoardRow[];
}
