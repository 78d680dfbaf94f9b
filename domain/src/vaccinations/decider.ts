import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import {
  DEFAULT_VACCINES,
  vaccinationRecordedSchema,
  type PetVaccinationEvent,
  type VaccinationRecordedData,
  type VaccineDefinedData,
  type VaccineListEvent,
} from './events';
import { VACCINATION_MESSAGES as M } from './messages';

/** The folded `Vaccines` stream: the managed list (by id) and the business's rules. */
export interface VaccineListState {
  vaccines: ReadonlyMap<number, string>;
  requiredVaccineIds: readonly number[];
  refuseBookings: boolean;
}

export const initialVaccineListState = (): VaccineListState => ({
  vaccines: new Map(DEFAULT_VACCINES.map((v) => [v.vaccineId, v.name])),
  requiredVaccineIds: [],
  refuseBookings: false,
});

export function evolveVaccineList(state: VaccineListState, anyEvent: DomainEvent): VaccineListState {
  const event = anyEvent as VaccineListEvent;
  switch (event.type) {
    case 'VaccineDefined':
      return { ...state, vaccines: new Map(state.vaccines).set(event.data.vaccineId, event.data.name) };
    case 'VaccineRemoved': {
      const vaccines = new Map(state.vaccines);
      vaccines.delete(event.data.vaccineId);
      return { ...state, vaccines };
    }
    case 'VaccinationRulesSet':
      return { ...state, requiredVaccineIds: [...event.data.requiredVaccineIds], refuseBookings: event.data.refuseBookings };
    default:
      return state;
  }
}

export type VaccineListCommand =
  /** `vaccineId` null: a new vaccine (its id is the next after the highest ever on the list). */
  | { type: 'DefineVaccine'; data: { vaccineId: number | null; name: string } }
  | { type: 'RemoveVaccine'; data: { vaccineId: number } }
  | { type: 'SetVaccinationRules'; data: { requiredVaccineIds: number[]; refuseBookings: boolean } };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function decideVaccineList(command: VaccineListCommand, state: VaccineListState, _ctx: CommandContext): VaccineListEvent[] {
  switch (command.type) {
    case 'DefineVaccine': {
      const { vaccineId, name } = command.data;
      if (vaccineId !== null && !state.vaccines.has(vaccineId)) throw new DomainError(404, M.vaccineNotFound, { vaccineId: M.vaccineNotFound });
      if ([...state.vaccines].some(([id, other]) => id !== vaccineId && sameName(other, name))) throw new DomainError(409, M.nameTaken, { name: M.nameTaken });
      const id = vaccineId ?? Math.max(DEFAULT_VACCINES.length, ...state.vaccines.keys()) + 1;
      if (state.vaccines.get(id) === name) return [];
      return [{ type: 'VaccineDefined', data: { vaccineId: id, name } satisfies VaccineDefinedData }];
    }
    case 'RemoveVaccine': {
      const { vaccineId } = command.data;
      if (!state.vaccines.has(vaccineId)) throw new DomainError(404, M.vaccineNotFound, { vaccineId: M.vaccineNotFound });
      if (state.requiredVaccineIds.includes(vaccineId)) throw new DomainError(409, M.requiredInUse, { vaccineId: M.requiredInUse });
      return [{ type: 'VaccineRemoved', data: { vaccineId } }];
    }
    case 'SetVaccinationRules': {
      const requiredVaccineIds = [...new Set(command.data.requiredVaccineIds)];
      if (requiredVaccineIds.some((id) => !state.vaccines.has(id))) throw new DomainError(400, M.requiredUnknown, { requiredVaccineIds: M.requiredUnknown });
      return [{ type: 'VaccinationRulesSet', data: { requiredVaccineIds, refuseBookings: command.data.refuseBookings } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown vaccine list command ${JSON.stringify(unknown)}`);
    }
  }
}

export const vaccineListDecider: Decider<VaccineListCommand, VaccineListEvent, VaccineListState> = {
  initialState: initialVaccineListState,
  evolve: evolveVaccineList,
  decide: decideVaccineList,
};

/** The folded `PetVaccinations-<petId>` stream: the pet's records by id, and the highest id ever used. */
export interface PetVaccinationsState {
  records: ReadonlyMap<number, VaccinationRecordedData>;
  lastRecordId: number;
}

export const initialPetVaccinationsState = (): PetVaccinationsState => ({ records: new Map(), lastRecordId: 0 });

export function evolvePetVaccinations(state: PetVaccinationsState, anyEvent: DomainEvent): PetVaccinationsState {
  const event = anyEvent as PetVaccinationEvent;
  switch (event.type) {
    case 'VaccinationRecorded':
      return { records: new Map(state.records).set(event.data.recordId, event.data), lastRecordId: Math.max(state.lastRecordId, event.data.recordId) };
    case 'VaccinationRemoved': {
      const records = new Map(state.records);
      records.delete(event.data.recordId);
      return { ...state, records };
    }
    default:
      return state;
  }
}

/**
 * Facts the handler loaded from the streams: the pet exists (and is the actor's when a customer), and
 * the vaccine list as the `Vaccines` stream holds it.
 */
export type PetVaccinationCommand =
  | {
      type: 'RecordVaccination';
      data: { petId: number; recordId: number | null; vaccineId: number; givenOn: string; expiresOn: string; vaccines: ReadonlyMap<number, string> };
    }
  | { type: 'RemoveVaccination'; data: { petId: number; recordId: number } }
  /** The certificate's picture (`<sha256>.<ext>`, stored by the handler) on a record. */
  | { type: 'AttachCertificate'; data: { petId: number; recordId: number; certificate: string } };

export function decidePetVaccinations(command: PetVaccinationCommand, state: PetVaccinationsState, ctx: CommandContext): PetVaccinationEvent[] {
  switch (command.type) {
    case 'RecordVaccination': {
      const { petId, recordId, vaccineId, givenOn, expiresOn, vaccines } = command.data;
      if (!vaccines.has(vaccineId)) throw new DomainError(400, M.vaccineNotFound, { vaccineId: M.vaccineNotFound });
      if (expiresOn < givenOn) throw new DomainError(400, M.expiryBeforeGiven, { expiresOn: M.expiryBeforeGiven });
      if (recordId !== null && !state.records.has(recordId)) throw new DomainError(404, M.recordNotFound);
      const data = vaccinationRecordedSchema.parse({
        petId,
        recordId: recordId ?? state.lastRecordId + 1,
        vaccineId,
        givenOn,
        expiresOn,
        // An edit of the dates keeps the certificate's picture.
        certificate: recordId === null ? null : (state.records.get(recordId)?.certificate ?? null),
        recordedAt: ctx.now,
      });
      return [{ type: 'VaccinationRecorded', data }];
    }
    case 'AttachCertificate': {
      const record = state.records.get(command.data.recordId);
      if (!record) throw new DomainError(404, M.recordNotFound);
      // The same picture again (a retried upload) changes nothing.
      if (record.certificate === command.data.certificate) return [];
      return [{ type: 'VaccinationRecorded', data: vaccinationRecordedSchema.parse({ ...record, certificate: command.data.certificate, recordedAt: ctx.now }) }];
    }
    case 'RemoveVaccination':
      if (!state.records.has(command.data.recordId)) throw new DomainError(404, M.recordNotFound);
      return [{ type: 'VaccinationRemoved', data: { petId: command.data.petId, recordId: command.data.recordId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown pet vaccination command ${JSON.stringify(unknown)}`);
    }
  }
}

export const petVaccinationsDecider: Decider<PetVaccinationCommand, PetVaccinationEvent, PetVaccinationsState> = {
  initialState: initialPetVaccinationsState,
  evolve: evolvePetVaccinations,
  decide: decidePetVaccinations,
};
