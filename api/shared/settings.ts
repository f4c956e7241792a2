/**
 * The settings echo: every response says what it was computed with. One base (ayanamsha, node, the positions
 * convention, the zone and how it was chosen) that each family extends: the panchanga with the ayanamsha's value, the sunrise rule and
 * the day rule; charts with the house system and the dasha year.
 */
import { z } from 'zod';
import { AYANAMSHAS, type AyanamshaId } from '../../astro/ayanamsha.ts';
import { NODE_TYPES, type NodeType } from '../../astro/nodes.ts';
import { DEFAULT_POSITION_CONVENTION, POSITION_CONVENTIONS, type PositionConvention } from '../../astro/positions.ts';
import { zoneLabel } from './format.ts';
import { type ChosenZone, ZONE_SOURCES } from './place.ts';

export const SettingsSchema = z.object({
  ayanamsha: z.object({ id: z.number().int(), name: z.string() }),
  node: z.enum(NODE_TYPES),
  positions: z
    .enum(POSITION_CONVENTIONS)
    .describe('Graha positions: `apparent` (light-time and aberration, the default) or `geometric` (docs/conventions.md)'),
  timezone: z.union([z.string(), z.number()]).describe('The zone dates and clock times are read and given in: IANA name or hours from UTC'),
  timezoneSource: z
    .enum(ZONE_SOURCES)
    .describe(
      "request: the `timezone` sent; date: the offset the birth `date` carries; city: the catalogued city's zone; coordinates: the zone in force at the coordinates; default: the endpoint's documented default",
    ),
});

export type Settings = z.output<typeof SettingsSchema>;

/** The base settings of a computation with these options in this zone. */
export function settingsOf(options: { ayanamshaId: AyanamshaId; node: NodeType; positions?: PositionConvention }, zone: ChosenZone): Settings {
  return {
    ayanamsha: { id: options.ayanamshaId, name: AYANAMSHAS[options.ayanamshaId].name },
    node: options.node,
    positions: options.positions ?? DEFAULT_POSITION_CONVENTION,
    timezone: zoneLabel(zone.zone),
    timezoneSource: zone.source,
  };
}
