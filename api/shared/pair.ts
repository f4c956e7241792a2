/**
 * Two people's birth data in one JSON body: the request of every two-person endpoint (kundali matching, the
 * compatibility report, the match percentage, Western synastry). Designed once: each person has the birth
 * fields of the chart endpoints (`date`, `latitude`, `longitude`, `timezone`, `place`) and an optional `name`;
 * the options that must be the same for both charts are given once for the pair, so both charts are always
 * read in one frame (`SIDEREAL_PAIR_OPTIONS`, `ayanamsha` and `node`, for the sidereal endpoints; the Western
 * ones add their house system and orbs).
 *
 * `bride` and `groom` name the roles the asymmetric factors of matching read (varna, tara and the South Indian
 * counts run from one partner to the other); for a couple of the same sex, choose the roles, or ask twice with
 * them swapped. Synastry is symmetric and reads them as the first and second person.
 */
import { z } from 'zod';
import { DEFAULT_AYANAMSHA_ID } from '../../astro/ayanamsha.ts';
import type { Instant } from '../../astro/time.ts';
import { birthBodySchema, type ResolvedBirth, resolveBirth } from './birth.ts';
import { LangField } from './lang.ts';
import { OptionFields } from './params.ts';

const PERSON_EXAMPLE = {
  bride: { name: 'Asha', date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', place: 'Mumbai' },
  groom: { name: 'Vikram', date: '1992-11-02T21:15:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi' },
};

/** One person of a pair: the chart endpoints' birth fields and a name. */
export function personSchema(role: 'bride' | 'groom') {
  return birthBodySchema()
    .pick({ date: true, latitude: true, longitude: true, timezone: true, place: true })
    .extend({ name: z.string().trim().max(100).optional().describe(`The ${role}'s name, echoed back`) })
    .strict()
    .describe(`The ${role}'s birth data (the same fields as the chart endpoints)`);
}

const required = (role: 'bride' | 'groom') => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? `${role} is required: the ${role}'s birth data` : `${role} must be an object with the ${role}'s birth data`,
});

/** The frame both charts of a sidereal pair share: the ayanamsha, the node and the positions, given once. */
export const SIDEREAL_PAIR_OPTIONS = { ayanamsha: OptionFields.body.ayanamsha, node: OptionFields.node, positions: OptionFields.positions };

/** The pair body: both persons and `lang`; `extra` adds the options both charts share and the endpoint's own fields. */
export function pairBodySchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({
      bride: z.object(personSchema('bride').shape, required('bride')).strict().describe(personSchema('bride').description!),
      groom: z.object(personSchema('groom').shape, required('groom')).strict().describe(personSchema('groom').description!),
      lang: LangField,
      ...extra,
    })
    .meta({ example: PERSON_EXAMPLE });
}

type PairBody = z.output<ReturnType<typeof pairBodySchema<{}>>> & Partial<z.output<z.ZodObject<typeof SIDEREAL_PAIR_OPTIONS>>>;
export type Person = PairBody['bride'];

export interface ResolvedPair {
  bride: ResolvedBirth & { name: string | null };
  groom: ResolvedBirth & { name: string | null };
}

/**
 * Both births of a pair resolved like any chart's (zone rules, instant, engine input), with whole-sign houses
 * and the pair's ayanamsha and node (the defaults where the endpoint has none). A bad zone or date is a 400
 * naming `bride.date`, `groom.timezone` and so on.
 */
export function resolvePair(body: PairBody, now: Instant): ResolvedPair {
  const resolve = (role: 'bride' | 'groom') => {
    const person = body[role];
    const request = {
      ...person,
      ayanamsha: body.ayanamsha ?? DEFAULT_AYANAMSHA_ID,
      node: body.node ?? 'mean',
      positions: body.positions ?? 'apparent',
      houseSystem: 'whole-sign' as const,
      lang: body.lang,
    };
    return { ...resolveBirth(request, now, undefined, { date: `${role}.date`, timezone: `${role}.timezone` }), name: person.name ?? null };
  };
  return { bride: resolve('bride'), groom: resolve('groom') };
}
