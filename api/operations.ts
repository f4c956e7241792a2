/**
 * Every operation of the service, by the name the other interfaces give it: the one registry the REST routes
 * (each area registers its own declarations), the OpenAPI document, the tRPC router, the MCP tools, the GraphQL
 * schema and the README's index of operations all come from. An operation is declared once, in its area's
 * `routes.ts` (`api/shared/operation.ts`).
 */
import type { AnyOperation } from './shared/operation.ts';
import { ayanamshaOperations } from './areas/ayanamshas/routes.ts';
import { calendarOperations } from './areas/calendar/routes.ts';
import { chartOperations } from './areas/charts/routes.ts';
import { cityOperations } from './areas/cities/routes.ts';
import { dashaOperations } from './areas/dasha/routes.ts';
import { doshaOperations } from './areas/doshas/routes.ts';
import { eclipseOperations } from './areas/eclipses/routes.ts';
import { gemstoneOperations } from './areas/gemstones/routes.ts';
import { horoscopeOperations } from './areas/horoscopes/routes.ts';
import { jaiminiOperations } from './areas/jaimini/routes.ts';
import { kpOperations } from './areas/kp/routes.ts';
import { kundaliOperations } from './areas/kundali/routes.ts';
import { matchingOperations } from './areas/matching/routes.ts';
import { muhurtaOperations } from './areas/muhurta/routes.ts';
import { numerologyOperations } from './areas/numerology/routes.ts';
import { panchangaOperations } from './areas/panchanga/routes.ts';
import { remedyOperations } from './areas/remedies/routes.ts';
import { strengthOperations } from './areas/strength/routes.ts';
import { transitOperations } from './areas/transits/routes.ts';
import { varshaphalOperations } from './areas/varshaphal/routes.ts';
import { westernOperations } from './areas/western/routes.ts';

/** Each area's operations, in the order the interfaces list them. */
const AREA_OPERATIONS = [
  panchangaOperations, kundaliOperations, chartOperations, jaiminiOperations, varshaphalOperations, dashaOperations, strengthOperations, doshaOperations, horoscopeOperations,
  matchingOperations, gemstoneOperations, remedyOperations, numerologyOperations, transitOperations, eclipseOperations, westernOperations, calendarOperations,
  muhurtaOperations, kpOperations, cityOperations, ayanamshaOperations,
] as const;

export const OPERATIONS = {
  ...panchangaOperations, ...kundaliOperations, ...chartOperations, ...jaiminiOperations, ...varshaphalOperations, ...dashaOperations, ...strengthOperations, ...doshaOperations,
  ...horoscopeOperations, ...matchingOperations, ...gemstoneOperations, ...remedyOperations, ...numerologyOperations, ...transitOperations,
  ...eclipseOperations, ...westernOperations, ...calendarOperations, ...muhurtaOperations, ...kpOperations, ...cityOperations, ...ayanamshaOperations,
} as const satisfies Record<string, AnyOperation>;

export type OperationName = keyof typeof OPERATIONS;

// Two areas naming an operation alike would leave one out of the interfaces silently: refuse to start instead.
const declared = AREA_OPERATIONS.flatMap((operations) => Object.keys(operations));
if (declared.length !== Object.keys(OPERATIONS).length) {
  throw new Error(`Operation names declared twice: ${declared.filter((name, i) => declared.indexOf(name) !== i).join(', ')}`);
}

/** The operation of a name a client sent, or undefined. */
export function operationNamed(name: string): AnyOperation | undefined {
  return Object.hasOwn(OPERATIONS, name) ? (OPERATIONS as Record<string, AnyOperation>)[name] : undefined;
}
