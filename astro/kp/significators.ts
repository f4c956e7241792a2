/**
 * KP significators of the twelve houses and of the nine grahas, by the four levels of K.S. Krishnamurti's
 * *KP Reader* (as commonly taught; strongest first):
 * - A: grahas in the star of an occupant of the house;
 * - B: the occupants of the house;
 * - C: grahas in the star of the owner of the house;
 * - D: the owner of the house.
 * A house is the cusp-to-cusp (Placidus) bhava: a graha occupies the bhava whose cusp it has passed last; the
 * owner is the lord of the sign on the cusp. Nodes own no sign.
 *
 * The node rule (`KpNodeRule`):
 * - `agents`: Rahu and Ketu also signify what their agents signify, as KP books teach ("a node gives the results
 *   of the planets it represents"): the grahas conjunct with it (in its sign), the grahas aspecting it (graha
 *   drishti on its sign, `DRISHTI_HOUSES`), the lord of its sign and its star lord; at every level of every house
 *   where an agent stands, the node stands too (after the grahas of that level). Nodes are not agents of nodes.
 * - `parashari`: the nodes signify only by their own star lord and occupation, like any graha.
 */
import type { GrahaId } from '../../data/grahas.ts';
import { aspectsSign } from '../chart/aspects.ts';
import { GRAHA_IDS, type HouseNumber, lordOfSign, type Placements, signOfLongitude } from '../chart/placement.ts';

/** How Rahu and Ketu signify (see the module comment). */
export const KP_NODE_RULES = ['agents', 'parashari'] as const;
export type KpNodeRule = (typeof KP_NODE_RULES)[number];
export const DEFAULT_KP_NODE_RULE: KpNodeRule = 'agents';

/** The four levels, strongest first. */
export const KP_SIGNIFICATOR_LEVELS = ['A', 'B', 'C', 'D'] as const;
export type KpSignificatorLevel = (typeof KP_SIGNIFICATOR_LEVELS)[number];

const NODES: readonly GrahaId[] = ['rahu', 'ketu'];

/** What the significators are read from. */
export interface KpSignificatorInput {
  /** Sidereal longitudes of the twelve cusps, degrees; index 0 = cusp 1. */
  readonly cuspLongitudes: readonly number[];
  /** The sidereal sign placements of the grahas and the lagna (for conjunctions and aspects of the nodes). */
  readonly placements: Placements;
  /** The bhava 1–12 each graha occupies (cusp to cusp). */
  readonly bhavaOf: Readonly<Record<GrahaId, HouseNumber>>;
  /** The star (nakshatra) lord of each graha. */
  readonly starLordOf: Readonly<Record<GrahaId, GrahaId>>;
  readonly nodeRule: KpNodeRule;
}

/** The significators of one house, level by level (each list in Sun … Ketu order, nodes by rule after). */
export interface KpHouseSignificators {
  readonly house: HouseNumber;
  /** Lord of the sign on the cusp. */
  readonly owner: GrahaId;
  readonly occupants: readonly GrahaId[];
  readonly levels: Readonly<Record<KpSignificatorLevel, readonly GrahaId[]>>;
}

/** The houses one graha signifies, strongest first, each with the strongest level it signifies it at. */
export interface KpGrahaSignifications {
  readonly graha: GrahaId;
  readonly houses: readonly { readonly house: HouseNumber; readonly level: KpSignificatorLevel }[];
  /** Under `agents`, the grahas a node represents (conjunct, aspecting, sign lord, star lord); [] otherwise. */
  readonly agents: readonly GrahaId[];
}

export interface KpSignificators {
  readonly nodeRule: KpNodeRule;
  readonly houses: readonly KpHouseSignificators[];
  readonly grahas: readonly KpGrahaSignifications[];
}

/** The agents of node `node`: grahas in its sign, grahas aspecting its sign, its sign lord, its star lord (no nodes). */
export function nodeAgents(input: Pick<KpSignificatorInput, 'placements' | 'starLordOf'>, node: GrahaId): GrahaId[] {
  const { placements } = input;
  const sign = signOfLongitude(placements.grahas[node].longitude);
  const agents = GRAHA_IDS.filter(
    (graha) =>
      !NODES.includes(graha) &&
      (signOfLongitude(placements.grahas[graha].longitude) === sign ||
        aspectsSign(placements, graha, sign) ||
        graha === lordOfSign(sign) ||
        graha === input.starLordOf[node]),
  );
  return agents;
}

/** The significators of every house and every graha (see the module comment for the levels and node rule). */
export function kpSignificators(input: KpSignificatorInput): KpSignificators {
  const agentsOf = new Map<GrahaId, GrahaId[]>(
    input.nodeRule === 'agents' ? NODES.map((node) => [node, nodeAgents(input, node)]) : [],
  );
  const withNodes = (grahas: GrahaId[]): GrahaId[] => {
    const added = NODES.filter((node) => !grahas.includes(node) && (agentsOf.get(node) ?? []).some((agent) => grahas.includes(agent)));
    return [...grahas, ...added];
  };
  const houses = input.cuspLongitudes.map((cusp, i): KpHouseSignificators => {
    const house = (i + 1) as HouseNumber;
    const owner = lordOfSign(signOfLongitude(cusp));
    const occupants = GRAHA_IDS.filter((graha) => input.bhavaOf[graha] === house);
    const inStarOf = (lords: readonly GrahaId[]) => GRAHA_IDS.filter((graha) => lords.includes(input.starLordOf[graha]));
    return {
      house,
      owner,
      occupants,
      levels: {
        A: withNodes(inStarOf(occupants)),
        B: withNodes([...occupants]),
        C: withNodes(inStarOf([owner])),
        D: withNodes([owner]),
      },
    };
  });
  const grahas = GRAHA_IDS.map((graha): KpGrahaSignifications => {
    const signified: { house: HouseNumber; level: KpSignificatorLevel }[] = [];
    for (const level of KP_SIGNIFICATOR_LEVELS) {
      for (const entry of houses) {
        if (entry.levels[level].includes(graha) && !signified.some((s) => s.house === entry.house)) signified.push({ house: entry.house, level });
      }
    }
    return { graha, houses: signified, agents: agentsOf.get(graha) ?? [] };
  });
  return { nodeRule: input.nodeRule, houses, grahas };
}
