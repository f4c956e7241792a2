/** Solar and lunar eclipses seen from a place over a range of dates, with their contacts and the sutak. */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { eclipsesAnswer } from './answers.ts';
import { EclipseQuerySchema, EclipsesResponseSchema, MAX_ECLIPSE_RANGE_DAYS } from './schemas.ts';

export const eclipseOperations = {
  eclipses: getOperation({
    tag: 'eclipses',
    path: '/eclipses',
    summary: 'Solar and lunar eclipses at a place over up to three years: local contacts, maximum, magnitude, obscuration, visibility and the sutak',
    description:
      `Solar and lunar eclipses whose greatest eclipse falls between \`from\` and \`to\` (at most ${MAX_ECLIPSE_RANGE_DAYS} days), seen from a place (\`city\` or latitude/longitude): each contact (solar C1–C4, lunar P1, U1–U4, P4) and the maximum with the altitude of the eclipsed body and whether it is above the horizon, the magnitude and obscuration, the stretch that can be seen, and the sutak (12 hours before a solar, 9 before a lunar eclipse is first seen, until it ends).`,
    notes:
      'Solar contacts from astronomy-engine\'s local eclipse search, lunar contacts root-found on the Earth\'s shadow enlarged by Danjon\'s rule; a body is up when its upper limb is above the refracted horizon. The sutak rule, its exemptions and sources: docs/eclipses.md.',
    query: EclipseQuerySchema,
    output: EclipsesResponseSchema,
    answering: { worker: eclipsesAnswer },
  }),
};

export default operationsPlugin(eclipseOperations);
