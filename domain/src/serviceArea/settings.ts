import { z } from 'zod';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { storableText } from '../shared/storable';
import { ADDRESS_MAX } from '../shared/validators';
import { SERVICE_AREA_MESSAGES as M } from './messages';

/**
 * How the service area is drawn (docs/RULES.md "Service area"): `mapsco`, the spec's rule and the
 * default (part 1: an estimate needs a valid Mapsco); `zip`, a list of ZIP Codes; `driveTime`, at
 * most `maxMinutes` of driving from the business's base address (its map pin), through the routing
 * port. One flat shape so that one schema serves the Management form and the server check; the
 * fields another kind uses are kept, so switching back loses nothing.
 */
export const SERVICE_AREA_KINDS = ['mapsco', 'zip', 'driveTime'] as const;
export type ServiceAreaKind = (typeof SERVICE_AREA_KINDS)[number];

const ZIP5 = /^\d{5}$/;
/** '75201, 75202\n75203' or ['75201'] -> ['75201', '75202', '75203'], sorted, each once. */
const zipcodeList = z
  .union([z.string().max(5000), z.array(z.string().max(20)).max(1000)], { error: M.zipcodes })
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : value.split(/[\s,;]+/)).map((z) => z.trim()).filter(Boolean);
    const bad = parts.find((zip) => !ZIP5.test(zip));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: M.zipcodeInvalid(bad.slice(0, 20)) });
      return z.NEVER;
    }
    return [...new Set(parts)].sort();
  })
  .pipe(z.array(z.string()).max(500, { error: M.tooManyZipcodes }));

const coordinate = (max: number) => z.number({ error: M.basePin }).min(-max, { error: M.basePin }).max(max, { error: M.basePin }).nullable();

export const serviceAreaSchema = z
  .object({
    kind: z.enum(SERVICE_AREA_KINDS, { error: M.kind }),
    zipcodes: zipcodeList.default([]),
    baseAddress: storableText().trim().max(ADDRESS_MAX, { error: M.baseAddress }).default(''),
    baseLat: coordinate(90).default(null),
    baseLng: coordinate(180).default(null),
    maxMinutes: z.number({ error: M.maxMinutes }).int({ error: M.maxMinutes }).min(5, { error: M.maxMinutes }).max(240, { error: M.maxMinutes }).default(30),
  })
  .superRefine((area, ctx) => {
    if (area.kind === 'zip' && area.zipcodes.length === 0) ctx.addIssue({ code: 'custom', message: M.zipcodes, path: ['zipcodes'] });
    if (area.kind === 'driveTime') {
      if (area.baseAddress === '') ctx.addIssue({ code: 'custom', message: M.baseAddress, path: ['baseAddress'] });
      if (area.baseLat === null || area.baseLng === null) ctx.addIssue({ code: 'custom', message: M.basePin, path: ['baseLat'] });
    }
  });
export type ServiceArea = z.output<typeof serviceAreaSchema>;
export type ServiceAreaBody = z.input<typeof serviceAreaSchema>;

export const DEFAULT_SERVICE_AREA: ServiceArea = { kind: 'mapsco', zipcodes: [], baseAddress: '', baseLat: null, baseLng: null, maxMinutes: 30 };

/** The whole setting each time: the latest wins. Stream `ServiceArea`. */
export const SERVICE_AREA_STREAM = 'ServiceArea';
export type ServiceAreaSet = DomainEvent<'ServiceAreaSet', ServiceArea>;
export const SERVICE_AREA_EVENT_SCHEMAS = { ServiceAreaSet: serviceAreaSchema } as const;

export type SetServiceArea = { type: 'SetServiceArea'; data: ServiceAreaBody };

export const serviceAreaDecider: Decider<SetServiceArea, ServiceAreaSet, ServiceArea> = {
  initialState: () => DEFAULT_SERVICE_AREA,
  evolve: (state, event: DomainEvent) => (event.type === 'ServiceAreaSet' ? (event.data as ServiceArea) : state),
  decide(command: SetServiceArea, state: ServiceArea, _ctx: CommandContext) {
    const next = serviceAreaSchema.parse(command.data);
    // The same setting again is no change: nothing to record.
    if (JSON.stringify(next) === JSON.stringify(state)) return [];
    return [{ type: 'ServiceAreaSet', data: next }];
  },
};

