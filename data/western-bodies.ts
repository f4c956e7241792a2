/**
 * The bodies and points of a Western (tropical) chart, one record each: the id the engine and the API use,
 * English and Hindi names, the Unicode glyph astrologers draw, and the kind.
 *
 * Kinds: the two luminaries, the eight planets from Mercury to Pluto (Pluto kept with the planets, as every
 * astrological ephemeris does), the Moon's nodes (mean and true: the Moon's ascending node, the north node;
 * the south node is always opposite) and the mean lunar apogee (Black Moon Lilith). The Part of Fortune is a
 * chart point computed from the ascendant and the luminaries, not an ephemeris body.
 *
 * Optional bodies (`optional: true`), shown when a request names them (`bodies=`): the true (osculating) lunar
 * apogee, the centaur Chiron and the four first asteroids, Ceres, Pallas, Juno and Vesta
 * (astro/western/minor-bodies.ts; the integration seeds are data/minor-bodies.ts).
 *
 * Hindi names: the planets' names as Hindi almanacs print them (अरुण, वरुण, यम are the usual Sanskritised names
 * of Uranus, Neptune and Pluto, with the English name beside them); the nodes and the apogee translated
 * (चंद्रपात, "the Moon's node"; चंद्र-उच्च, "the Moon's apogee"); Chiron and the asteroids transliterated as Hindi
 * astronomy texts write them (काइरन, सेरेस, पैलस, जूनो, वेस्टा).
 */

export type WesternBodyKind = 'luminary' | 'planet' | 'node' | 'apogee' | 'centaur' | 'asteroid';

export const WESTERN_BODIES = [
  { id: 'sun', en: 'Sun', hi: 'सूर्य', glyph: '☉', kind: 'luminary' },
  { id: 'moon', en: 'Moon', hi: 'चंद्र', glyph: '☽', kind: 'luminary' },
  { id: 'mercury', en: 'Mercury', hi: 'बुध', glyph: '☿', kind: 'planet' },
  { id: 'venus', en: 'Venus', hi: 'शुक्र', glyph: '♀', kind: 'planet' },
  { id: 'mars', en: 'Mars', hi: 'मंगल', glyph: '♂', kind: 'planet' },
  { id: 'jupiter', en: 'Jupiter', hi: 'बृहस्पति', glyph: '♃', kind: 'planet' },
  { id: 'saturn', en: 'Saturn', hi: 'शनि', glyph: '♄', kind: 'planet' },
  { id: 'uranus', en: 'Uranus', hi: 'अरुण (यूरेनस)', glyph: '♅', kind: 'planet' },
  { id: 'neptune', en: 'Neptune', hi: 'वरुण (नेपच्यून)', glyph: '♆', kind: 'planet' },
  { id: 'pluto', en: 'Pluto', hi: 'यम (प्लूटो)', glyph: '♇', kind: 'planet' },
  { id: 'mean-node', en: 'North Node (mean)', hi: 'उत्तर चंद्रपात (मध्यम)', glyph: '☊', kind: 'node' },
  { id: 'true-node', en: 'North Node (true)', hi: 'उत्तर चंद्रपात (स्पष्ट)', glyph: '☊', kind: 'node' },
  { id: 'mean-lilith', en: 'Black Moon Lilith (mean)', hi: 'ब्लैक मून लिलिथ (मध्यम चंद्र-उच्च)', glyph: '⚸', kind: 'apogee' },
  { id: 'true-lilith', en: 'Black Moon Lilith (true)', hi: 'ब्लैक मून लिलिथ (स्पष्ट चंद्र-उच्च)', glyph: '⚸', kind: 'apogee', optional: true },
  { id: 'chiron', en: 'Chiron', hi: 'काइरन', glyph: '⚷', kind: 'centaur', optional: true },
  { id: 'ceres', en: 'Ceres', hi: 'सेरेस', glyph: '⚳', kind: 'asteroid', optional: true },
  { id: 'pallas', en: 'Pallas', hi: 'पैलस', glyph: '⚴', kind: 'asteroid', optional: true },
  { id: 'juno', en: 'Juno', hi: 'जूनो', glyph: '⚵', kind: 'asteroid', optional: true },
  { id: 'vesta', en: 'Vesta', hi: 'वेस्टा', glyph: '⚶', kind: 'asteroid', optional: true },
] as const satisfies readonly { id: string; en: string; hi: string; glyph: string; kind: WesternBodyKind; optional?: true }[];

export type WesternBodyRecord = (typeof WESTERN_BODIES)[number];
export type WesternBodyId = WesternBodyRecord['id'];

/** Every id, in the order of the table (the order of a chart's body list). */
export const WESTERN_BODY_IDS = WESTERN_BODIES.map((body) => body.id) as readonly WesternBodyId[];

/** The bodies every chart shows: all but the optional ones. */
export const CHART_BODY_IDS = WESTERN_BODIES.filter((body) => !('optional' in body)).map((body) => body.id) as readonly WesternBodyId[];

/** The bodies a request adds by naming them (`bodies=`). */
export const OPTIONAL_BODY_IDS = WESTERN_BODIES.filter((body) => 'optional' in body).map((body) => body.id) as unknown as readonly [OptionalBodyId, ...OptionalBodyId[]];
export type OptionalBodyId = Extract<WesternBodyRecord, { optional: true }>['id'];

/** The ten planets in the astronomical sense of a chart (luminaries and Mercury … Pluto): what aspects and patterns are drawn between by default. */
export const WESTERN_PLANET_IDS = WESTERN_BODY_IDS.filter((id) => {
  const kind = WESTERN_BODIES.find((body) => body.id === id)!.kind;
  return kind === 'luminary' || kind === 'planet';
}) as readonly WesternPlanetId[];
export type WesternPlanetId = Extract<WesternBodyRecord, { kind: 'luminary' | 'planet' }>['id'];

/** The chart points that are not bodies: the four angles, the vertex and the Part of Fortune. */
export const WESTERN_POINTS = [
  { id: 'ascendant', en: 'Ascendant', hi: 'लग्न', glyph: 'Asc' },
  { id: 'midheaven', en: 'Midheaven', hi: 'मध्य आकाश (दशम)', glyph: 'MC' },
  { id: 'descendant', en: 'Descendant', hi: 'सप्तम बिंदु', glyph: 'Dsc' },
  { id: 'imum-coeli', en: 'Imum Coeli', hi: 'पाताल (चतुर्थ)', glyph: 'IC' },
  { id: 'vertex', en: 'Vertex', hi: 'वर्टेक्स', glyph: 'Vx' },
  { id: 'part-of-fortune', en: 'Part of Fortune', hi: 'भाग्य सहम', glyph: '⊗' },
] as const satisfies readonly { id: string; en: string; hi: string; glyph: string }[];

export type WesternPointId = (typeof WESTERN_POINTS)[number]['id'];

/** Western names of the three modalities (the sign table's movable, fixed, dual). */
export const WESTERN_MODALITIES = [
  { id: 'cardinal', signModality: 'movable', en: 'Cardinal', hi: 'चर' },
  { id: 'fixed', signModality: 'fixed', en: 'Fixed', hi: 'स्थिर' },
  { id: 'mutable', signModality: 'dual', en: 'Mutable', hi: 'द्विस्वभाव' },
] as const;
export type WesternModality = (typeof WESTERN_MODALITIES)[number]['id'];

/** The four elements in their Western order. */
export const WESTERN_ELEMENTS = [
  { id: 'fire', en: 'Fire', hi: 'अग्नि' },
  { id: 'earth', en: 'Earth', hi: 'पृथ्वी' },
  { id: 'air', en: 'Air', hi: 'वायु' },
  { id: 'water', en: 'Water', hi: 'जल' },
] as const;
