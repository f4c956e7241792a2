/**
 * The IANA time zone in force at a point on the Earth, from the timezone boundaries of timezone-boundary-builder
 * (OpenStreetMap borders, one polygon set per tz database zone) as packaged and searched by geo-tz 8.
 *
 * Dataset: the comprehensive one, `geo-tz/all` (419 zones). geo-tz ships three products: `geo-tz` (the default,
 * "alike since 1970": a zone is merged into the most populous zone that keeps the same clock since 1970), `/all`
 * (every zone of the tz database, including those that differ only before 1970) and `/now` (alike from today
 * on). Births go back to 1800, so a merged zone would be wrong for older births: the 1970 product answers
 * Europe/London for Dublin (Dublin Mean Time, −0:25, until 1916), Asia/Riyadh for Aden, Europe/Berlin for
 * Tromsø, Africa/Abidjan for Reykjavik (Iceland kept −1:00 until 1968). With `/all` the name is the place's
 * own, and its history is as good as the runtime's tz data. That last point limits what the name buys: Node's
 * ICU carries the tz database's main data, in which most such zones are links to the merged zone (in this
 * Node, ICU 78.2 / tz 2025c, Europe/Oslo has Berlin's offsets before 1970 and Atlantic/Reykjavik Abidjan's);
 * of the 118 zones `/all` adds, 7 have their own pre-1970 offsets in it (Europe/Dublin, America/La_Paz,
 * Asia/Jayapura, Asia/Macau, Pacific/Niue, Pacific/Palau, Pacific/Tahiti). A runtime with the tz `backzone`
 * data would give all of them their own history with no change here.
 *
 * Cells are loaded lazily and a bounded number is kept; nothing is preloaded. Figures from this machine (2 cores,
 * Node 20.20), each from a fresh process, three runs:
 * - importing this module parses geo-tz's 0.9 MB cell index: 25–51 ms, +5–9 MB RSS, +3 MB heap;
 * - the first call: 11–13 ms, nearly all of it ICU building its first time-zone formatter (astro/time.ts pays
 *   that anyway); geo-tz reads and decodes New Delhi's cell in 0.2–0.4 ms;
 * - the first lookup in a cell reads and decodes it from the 30 MB data file, synchronously: mean 32–55 µs over
 *   5,000 points spread over the populated continents; the largest cell (central Europe) takes 11 ms;
 * - a lookup in a cell held: median 0.4–0.5 µs, mean 2.6–3.4 µs, 99th percentile 32–38 µs (point in polygon
 *   along long coastlines and borders);
 * - memory follows the cells used (about 196 bytes of heap per polygon vertex): the 400 catalogue cities use 73
 *   cells (53,000 vertices, about 10 MB); 5,000 random points over India 466 cells (270,000 vertices, 50 MB);
 *   5,000 points over the populated continents 830 cells, +87 MB heap, +120 MB RSS.
 * Preloading (geo-tz `preCache`) takes 3.0 s at start-up and holds all 21,525 cells, 7.9 million vertices, in
 * 1.47 GB of heap (+1.5 GB RSS) to save 30–50 µs on the first lookup of each area. Left alone, geo-tz's lazy cache
 * never drops a cell, so a client sweeping coordinates could drive it to the same size (970 MB of heap after
 * 866,000 points over the populated continents). Hence `BoundedCellStore`: at most `MAX_CACHED_VERTICES`, least
 * recently used out first; the same sweep levels off at 102 MB of heap (RSS 450–550 MB while cells churn, 278 MB
 * once idle).
 *
 * Zone names: every name `/all` can return (the 419 of its index, Etc/UTC among them, and the 25 `Etc/GMT±N` sea
 * zones) is known to this Node's ICU, so `parseZone` (astro/time.ts) accepts each as an IANA zone
 * (test/data/timezones.test.ts checks the whole list). Names the tz database introduced recently are missing from
 * older ICU data (America/Coyhaique is from tz 2025b, newer than the ICU of Node 20.10): such a name is replaced
 * by its entry in `ZONE_EQUIVALENTS`, and a name with neither is refused with `TimezoneUnavailableError` rather
 * than guessed.
 */
import { find, setCache } from 'geo-tz/all';
import { CodedError } from './errors.ts';

/** How a zone of `ZONE_EQUIVALENTS` relates to its stand-in. */
export type ZoneEquivalenceKind = 'rename' | 'split';

interface ZoneEquivalent {
  /** The older name that older ICU data knows. */
  readonly equivalent: string;
  /** `rename`: the same zone under its former name (identical offsets); `split`: split off from `equivalent`. */
  readonly kind: ZoneEquivalenceKind;
  /** The tz database release that introduced the new name. */
  readonly tzRelease: string;
  /** For a split, the instant the clocks part (ISO 8601, UTC); they agree for at least the ten years before. */
  readonly splitAt?: string;
}

/**
 * Stand-ins for zone names geo-tz returns that the tz database introduced since 2016, for a runtime whose ICU
 * predates them. A rename is exact. A split is exact for the years before `splitAt` and afterwards shows the clock
 * the area kept before (all that an ICU without the new zone knows anyway). Source: tz database NEWS of each
 * release; test/data/timezones.test.ts checks the offsets against this Node's ICU.
 */
export const ZONE_EQUIVALENTS = {
  'America/Coyhaique': {
    equivalent: 'America/Santiago', kind: 'split', tzRelease: '2025b', splitAt: '2025-04-06T03:00:00Z',
  },
  'America/Ciudad_Juarez': {
    equivalent: 'America/Ojinaga', kind: 'split', tzRelease: '2022g', splitAt: '2022-11-30T06:00:00Z',
  },
  'Europe/Kyiv': { equivalent: 'Europe/Kiev', kind: 'rename', tzRelease: '2022b' },
  'Pacific/Kanton': { equivalent: 'Pacific/Enderbury', kind: 'rename', tzRelease: '2021b' },
  'America/Nuuk': { equivalent: 'America/Godthab', kind: 'rename', tzRelease: '2020a' },
  'Asia/Qostanay': {
    equivalent: 'Asia/Qyzylorda', kind: 'split', tzRelease: '2018h', splitAt: '2018-12-20T18:00:00Z',
  },
  'Asia/Yangon': { equivalent: 'Asia/Rangoon', kind: 'rename', tzRelease: '2016b' },
} as const satisfies Record<string, ZoneEquivalent>;

interface OverlapPick {
  /** The zones geo-tz returns together inside the area (both present selects this record). */
  readonly zones: readonly [string, string];
  readonly pick: string;
  readonly area: string;
  readonly reason: string;
}

/**
 * Areas where timezone-boundary-builder deliberately lets two zones overlap (its expectedZoneOverlaps.json) and
 * people live, with the zone `timezoneAt` answers there. The rule: the clock of the civil records of the place
 * (a birth time is read from them), which is the clock of the authority that administers it in fact.
 */
export const OVERLAP_PICKS = [
  {
    zones: ['Asia/Shanghai', 'Asia/Urumqi'],
    pick: 'Asia/Shanghai',
    area: 'Xinjiang, China',
    reason: 'Beijing time is the only legal time in China; Xinjiang time (UTC+6) is kept informally by part of the ' +
      'population. timezone-boundary-builder issue #41 suggests the same reading.',
  },
  {
    zones: ['Asia/Kathmandu', 'Asia/Kolkata'],
    pick: 'Asia/Kolkata',
    area: 'Kalapani and Lipulekh, claimed by Nepal',
    reason: 'administered by India (Pithoragarh district, Uttarakhand), which keeps IST there.',
  },
  {
    zones: ['Asia/Tbilisi', 'Europe/Moscow'],
    pick: 'Europe/Moscow',
    area: 'Abkhazia (Georgia)',
    reason: 'the de facto authorities keep Moscow time (UTC+3) and record births in it; Georgian time is UTC+4.',
  },
  {
    zones: ['Asia/Hebron', 'Asia/Jerusalem'],
    pick: 'Asia/Hebron',
    area: 'West Bank outside Area A (Areas B and C, with the Israeli settlements)',
    reason: 'most people there are Palestinians keeping Palestinian time; the settlements keep Israel time. Both ' +
      'keep UTC+2 as standard time and differ when only one keeps summer time: days to weeks around the change ' +
      'dates each year, whole summers before 1967. A birth in a settlement needs timezone=Asia/Jerusalem.',
  },
  {
    zones: ['Africa/Juba', 'Africa/Khartoum'],
    pick: 'Africa/Khartoum',
    area: 'Abyei and Kafia Kingi (Sudan and South Sudan)',
    reason: 'Kafia Kingi is administered by Sudan; Abyei has rival administrations. The clocks agree since 1931 ' +
      'except from 2017-11-01 (Sudan to UTC+2) to 2021-02-01 (South Sudan to UTC+2).',
  },
] as const satisfies readonly OverlapPick[];

/**
 * Upper bound of the decoded boundary cells kept in memory, in polygon vertices: about 100 MB of heap at 196 bytes
 * a vertex, room for every cell of India (270,000 vertices) with the world's large cities besides.
 */
export const MAX_CACHED_VERTICES = 500_000;

/** A latitude or longitude outside its range, or not a finite number; `value` is the coordinate given. */
export class CoordinateRangeError extends CodedError<number> {
  readonly code = 'INVALID_PARAMETER';
}

/**
 * The zone found at a point is not known to this runtime's `Intl` (ICU time zone data older than geo-tz's) and
 * has no stand-in in `ZONE_EQUIVALENTS`; `value` is the zone name. A client can still give `timezone` itself.
 */
export class TimezoneUnavailableError extends CodedError<string> {
  readonly code = 'TIMEZONE_UNAVAILABLE';

  constructor(zone: string) {
    super(`The time zone at these coordinates, ${zone}, is not in this server's time zone data (tz ${process.versions.tz ?? 'unknown'}): send 'timezone'`, zone);
  }
}

type Ring = readonly unknown[];
type Geometry =
  | { readonly type: 'Polygon'; readonly coordinates: readonly Ring[] }
  | { readonly type: 'MultiPolygon'; readonly coordinates: readonly (readonly Ring[])[] };

/** One quadtree cell of geo-tz's data file as decoded: a GeoJSON FeatureCollection of zone polygons. */
export interface BoundaryCell {
  readonly features: readonly { readonly geometry: Geometry }[];
}

/** Polygon vertices of a cell, at least 1 (the memory a cell holds grows with them). */
export function vertexCount(cell: BoundaryCell): number {
  let count = 0;
  for (const { geometry } of cell.features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const rings of polygons) for (const ring of rings) count += ring.length;
  }
  return Math.max(count, 1);
}

/**
 * A Map-like store for geo-tz's decoded cells that keeps at most `maxVertices` polygon vertices, dropping the
 * least recently used cells first. A cell larger than the bound on its own is kept alone.
 */
export class BoundedCellStore {
  readonly #cells = new Map<string, { readonly cell: BoundaryCell; readonly vertices: number }>();
  #vertices = 0;

  constructor(readonly maxVertices: number) {}

  get(key: string): BoundaryCell | undefined {
    const entry = this.#cells.get(key);
    if (entry === undefined) return undefined;
    this.#cells.delete(key);
    this.#cells.set(key, entry);
    return entry.cell;
  }

  set(key: string, cell: BoundaryCell): void {
    const previous = this.#cells.get(key);
    if (previous !== undefined) {
      this.#cells.delete(key);
      this.#vertices -= previous.vertices;
    }
    const vertices = vertexCount(cell);
    for (const [oldestKey, oldest] of this.#cells) {
      if (this.#vertices + vertices <= this.maxVertices) break;
      this.#cells.delete(oldestKey);
      this.#vertices -= oldest.vertices;
    }
    this.#cells.set(key, { cell, vertices });
    this.#vertices += vertices;
  }

  /** Cells held and their polygon vertices. */
  get size(): { readonly cells: number; readonly vertices: number } {
    return { cells: this.#cells.size, vertices: this.#vertices };
  }
}

const cellStore = new BoundedCellStore(MAX_CACHED_VERTICES);
setCache({ store: cellStore });

/** Cells of boundary data held in memory now, and their polygon vertices (at most `MAX_CACHED_VERTICES`). */
export function timezoneCacheSize(): { readonly cells: number; readonly vertices: number } {
  return cellStore.size;
}

/**
 * The IANA time zone name at a point: the zone whose boundary contains it, or at sea the nautical zone.
 *
 * - On land and in territorial waters (12 nautical miles): the tz database zone of timezone-boundary-builder's
 *   polygon, under its current name ('Asia/Kolkata', 'Europe/Kyiv'), including Antarctic stations and claims.
 * - At sea and on land no country's boundary covers: `Etc/GMT±N`, the nautical zone of the longitude, 15° wide and
 *   centred on a multiple of 15°, from Etc/GMT+12 (west of −172.5°) to Etc/GMT-12. The sign is POSIX's: Etc/GMT-5
 *   is five hours ahead of UTC. On a band edge (±7.5°, ±22.5°…) the band to the east is taken; longitude +180
 *   gives Etc/GMT-12 and −180 gives Etc/GMT+12.
 * - Where geo-tz returns two zones: inside a deliberate overlap, the pick of `OVERLAP_PICKS`; elsewhere (a point
 *   exactly on a border line, or an overlap nobody lives in: reefs, glaciers, estuaries) the first name in code
 *   point order, so the answer is stable across data releases.
 * - Poles: latitude within 0.0001° of a pole is read at ±89.9999° (geo-tz's rule). The South Pole is in
 *   Antarctica/McMurdo (Amundsen–Scott station keeps New Zealand time); at the North Pole (Arctic Ocean) the
 *   answer is the nautical zone of the longitude given.
 * - The name is the one geo-tz returns when this runtime's `Intl` knows it, else its `ZONE_EQUIVALENTS` stand-in.
 *
 * The first lookup in an area reads and decodes a cell of the data file synchronously (30–55 µs on average, 11 ms
 * for the largest cell); later lookups there take half a microsecond at the median, 32–38 µs at the 99th percentile.
 *
 * @param latitude decimal degrees, north positive, −90…90 (WGS 84).
 * @param longitude decimal degrees, east positive, −180…180 (WGS 84).
 * @returns an IANA zone name accepted by `parseZone` and `Intl.DateTimeFormat`.
 * @throws CoordinateRangeError (code INVALID_PARAMETER) for a coordinate out of range or not finite.
 * @throws TimezoneUnavailableError (code TIMEZONE_UNAVAILABLE) when the runtime's tz data lacks the zone.
 */
export function timezoneAt(latitude: number, longitude: number): string {
  if (!(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) {
    throw new CoordinateRangeError('latitude must be a number from -90 to 90', latitude);
  }
  if (!(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) {
    throw new CoordinateRangeError('longitude must be a number from -180 to 180', longitude);
  }
  return usableName(pickZone(find(latitude, longitude), longitude));
}

const SEA_ZONE = /^Etc\/GMT([+-]\d{1,2})?$/;

/** `Etc/GMT±N` of the 15° nautical band holding `longitude` (east edge exclusive; +180 is in Etc/GMT-12). */
function seaZoneAt(longitude: number): string {
  const hoursEast = Math.min(12, Math.max(-12, Math.floor((longitude + 7.5) / 15)));
  if (hoursEast === 0) return 'Etc/GMT';
  return hoursEast > 0 ? `Etc/GMT-${hoursEast}` : `Etc/GMT+${-hoursEast}`;
}

function pickZone(candidates: readonly string[], longitude: number): string {
  const [first] = candidates;
  if (first === undefined) throw new Error(`geo-tz found no zone at longitude ${longitude}`);
  if (candidates.length === 1) return first;
  if (candidates.every((zone) => SEA_ZONE.test(zone))) {
    const band = seaZoneAt(longitude);
    if (candidates.includes(band)) return band;
  }
  for (const overlap of OVERLAP_PICKS) {
    if (overlap.zones.every((zone) => candidates.includes(zone))) return overlap.pick;
  }
  return [...candidates].sort()[0]!;
}

/** The usable name for each zone name met so far (at most the 444 names geo-tz can return). */
const usableNames = new Map<string, string>();

function usableName(zone: string): string {
  const known = usableNames.get(zone);
  if (known !== undefined) return known;
  const standIn: string | undefined = (ZONE_EQUIVALENTS as Record<string, ZoneEquivalent>)[zone]?.equivalent;
  const usable = isKnownToIntl(zone) ? zone : standIn !== undefined && isKnownToIntl(standIn) ? standIn : undefined;
  if (usable === undefined) throw new TimezoneUnavailableError(zone);
  usableNames.set(zone, usable);
  return usable;
}

function isKnownToIntl(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
