/**
 * Two people's birth data in one JSON body: the request of every two-person endpoint (kundali matching, the
 * compatibility report, the match percentage, Western synastry). Designed once: each person has the birth
 * fields of the chart endpoints (`date`, `city` or `latitude` and `longitude`, `timezone`, `place`) and an optional
 * `name`; the options that must be the same for both charts are given once for the pair, so both charts are always
 * read in one frame (`SIDEREAL_PAIR_OPTIONS`, `ayanamsha` and `node`, for the sidereal endpoints; the Western
 * ones add their house system and orbs).
 *
 * Matching names the persons `bride` and `groom`: the asymmetric factors read those roles (varna, tara and the
 * South Indian counts run from one partner to the other); for a couple of the same sex, choose the roles, or ask
 * twice with them swapped. Synastry is symmetric and names them `person1` and `person2`; it takes `bride` and
 * `groom` as other names of the two, so one body can be sent to both.
 */
import { z } from 'zod';
import { DEFAULT_AYANAMSHA_ID } from '../../astro/ayanamsha.ts';
import type { Instant } from '../../astro/time.ts';
import { birthBodyFields, birthPlaceGiven, type ResolvedBirth, resolveBirth } from './birth.ts';
import type { MissingFieldParams } from '../plugins/errors.ts';
import { LangField } from './lang.ts';
import { REQUIRED_PHRASE } from './messages.ts';
import { OptionFields } from './params.ts';

const PERSONS_EXAMPLE = [
  { name: 'Asha', date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', place: 'Mumbai' },
  { name: 'Vikram', date: '1992-11-02T21:15:00', city: 'new-delhi' },
] as const;

/** One person of a pair: the chart endpoints' birth fields (place by city or coordinates) and a name. */
export function personSchema(described: string) {
  const { date, city, latitude, longitude, timezone, place } = birthBodyFields();
  return z
    .object({ date, city, latitude, longitude, timezone, place, name: z.string().trim().max(100).optional().describe('The name, echoed back') })
    .strict()
    .superRefine(birthPlaceGiven)
    .describe(`${described} (the same fields as the chart endpoints)`);
}

/** The frame both charts of a sidereal pair share: the ayanamsha, the node and the positions, given once. */
export const SIDEREAL_PAIR_OPTIONS = { ayanamsha: OptionFields.body.ayanamsha, node: OptionFields.node, positions: OptionFields.positions };

/** The pair body of matching: `bride`, `groom` and `lang`; `extra` adds the options both charts share and the endpoint's own fields. */
export function pairBodySchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ bride: personSchema("The bride's birth data"), groom: personSchema("The groom's birth data"), lang: LangField, ...extra })
    .meta({ example: { bride: PERSONS_EXAMPLE[0], groom: PERSONS_EXAMPLE[1] } });
}

/**
 * The pair body of synastry: `person1`, `person2` (or `bride`, `groom` for them, as matching's body names them) and
 * `lang`; `extra` adds the endpoint's options. Each person is required once, under one of its two names.
 */
export function personsBodySchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({
      person1: personSchema("The first person's birth data").optional(),
      person2: personSchema("The second person's birth data").optional(),
      bride: personSchema("Another name of `person1` (matching's body)").optional(),
      groom: personSchema("Another name of `person2` (matching's body)").optional(),
      lang: LangField,
      ...extra,
    })
    .superRefine((body: { person1?: unknown; person2?: unknown; bride?: unknown; groom?: unknown }, ctx) => {
      for (const [role, other] of [['person1', 'bride'], ['person2', 'groom']] as const) {
        if (body[role] !== undefined && body[other] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [other], message: `is another name of ${role}: send one of the two` });
        } else if (body[role] === undefined && body[other] === undefined) {
          const params: MissingFieldParams = { alternative: ` (or '${other}')` };
          ctx.addIssue({ code: 'custom', path: [role], message: REQUIRED_PHRASE, params });
        }
      }
    })
    .meta({ example: { person1: PERSONS_EXAMPLE[0], person2: PERSONS_EXAMPLE[1] } });
}

/** A synastry body's two persons, each under the name the client sent it (`person1` or `bride`, `person2` or `groom`). */
export function personsOf(body: { person1?: Person | undefined; person2?: Person | undefined; bride?: Person | undefined; groom?: Person | undefined }): readonly [readonly [string, Person], readonly [string, Person]] {
  const first: readonly [string, Person] = body.person1 ? ['person1', body.person1] : ['bride', body.bride!];
  const second: readonly [string, Person] = body.person2 ? ['person2', body.person2] : ['groom', body.groom!];
  return [first, second];
}

export type Person = z.output<ReturnType<typeof personSchema>>;
/** What resolving a pair reads from a body: its two persons (by the endpoint's names) and the options they share. */
type PairBody = { readonly lang: z.output<typeof LangField> } & Partial<z.output<z.ZodObject<typeof SIDEREAL_PAIR_OPTIONS>>>;

/** One person of a pair resolved like any chart's birth, with its name. */
export type ResolvedPerson = ResolvedBirth & { name: string | null };

/** Matching's couple resolved. */
export interface ResolvedPair {
  bride: ResolvedPerson;
  groom: ResolvedPerson;
}

/**
 * Both births of a pair resolved like any chart's (zone rules, instant, engine input), with whole-sign houses
 * and the pair's ayanamsha and node (the defaults where the endpoint has none). A bad zone or date is a 400
 * naming the person's field as sent (`bride.date`, `person2.timezone`).
 * @param persons the two persons with the names the client sent them under
 */
export function resolvePair(body: PairBody, persons: readonly [readonly [string, Person], readonly [string, Person]], now: Instant): [ResolvedPerson, ResolvedPerson] {
  const resolve = ([role, person]: readonly [string, Person]): ResolvedPerson => {
    const request = {
      ...person,
      ayanamsha: body.ayanamsha ?? DEFAULT_AYANAMSHA_ID,
      node: body.node ?? 'mean',
      positions: body.positions ?? 'apparent',
      houseSystem: 'whole-sign' as const,
      lang: body.lang,
    };
    const fields = { date: `${role}.date`, timezone: `${role}.timezone`, latitude: `${role}.latitude`, longitude: `${role}.longitude`, part: 'body' } as const;
    return { ...resolveBirth(request, now, undefined, fields), name: person.name ?? null };
  };
  return [resolve(persons[0]), resolve(persons[1])];
}
