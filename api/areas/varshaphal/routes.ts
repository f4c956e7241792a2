/** Varshaphal (Tajika annual horoscopy): the annual chart of a year of life and the monthly chart of one of its months. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOperation, registerOperations, routeSchema } from '../../shared/operation.ts';
import { DEFAULT_PICTURE_SIZE, SVG_CONTENT_TYPE, SvgResponseSchema } from '../../shared/picture.ts';
import type { Services } from '../../shared/services.ts';
import { varshaphal } from './operations.ts';
import { varshaphalPicture } from './present.ts';
import { maasaAnswer, tithiPraveshaAnswer, varshaphalAnswer } from './answers.ts';
import { MaasaQuerySchema, MaasaResponseSchema, VarshaphalPictureQuerySchema, TithiPraveshaQuerySchema, TithiPraveshaResponseSchema, VarshaphalQuerySchema, VarshaphalResponseSchema } from './schemas.ts';

export const varshaphalOperations = {
  varshaphal: getOperation({
    tag: 'varshaphal',
    path: '/varshaphal',
    summary: 'Tajika annual chart (varshaphal) of a year of life: the varsha pravesha (sidereal solar return, to the second), its chart with D9, the muntha, the five office-bearers and the year lord, the panchavargeeya and harsha bala, the 36 sahams, the Tajika aspects and yogas and the mudda and patyayini dashas',
    description:
      'The Tajika annual chart of a birth for one year of life (`age` = completed years, or the calendar `year`): the varsha pravesha, the instant the Sun returns to its natal sidereal longitude (solved by root finding, with the request\'s ayanamsha), in UTC and local time; the chart cast for it where the year is lived (`yearCity` or `yearLatitude`/`yearLongitude`, default the birth place): lagna, whole-sign houses, the nine grahas and their navamsha (D9) signs; the muntha (natal lagna + completed years) with its house and lord; the five office-bearers (muntha lord, birth lagna lord, annual lagna lord, tri-rashi pati, the Sun\'s or Moon\'s sign lord by day or night) and the year lord chosen among them (the strongest by panchavargeeya bala that aspects the annual lagna, else the muntha lord), with its reason; the panchavargeeya bala (kshetra, uchcha, hadda, drekkana, navamsha) and harsha bala of the seven grahas; and the 36 sahams with the formula applied and the +30° rule; the Tajika aspects among the seven grahas (by sign distance, the kinds of `tajikaAspectSet`: with Narasimha Rao\'s neutral semi-sextile, default, or the friendly and inimical kinds only; within orb by `tajikaOrb`: each within the other\'s deeptamsa, default, or within their mean) and the sixteen Tajika yogas they form (ikkavala, induvara, ithasala, eesarpha, nakta, yamaya, manahoo, kamboola, gairi-kamboola, khallasara, radda, duhphali-kuttha, dutthottha-davira, tambira, kuttha, durupha; gairi-kamboola and khallasara by `tajikaMoonYogas`), each with its grahas and rule; the mudda dasha (Vimshottari compressed into the year, `muddaYear`) and the patyayini dasha (the year divided among the seven grahas and the lagna by their degrees within their signs). Needs the birth date, time and place.',
    query: VarshaphalQuerySchema,
    output: VarshaphalResponseSchema,
    answering: { worker: varshaphalAnswer },
  }),
  varshaphalMonth: getOperation({
    tag: 'varshaphal',
    path: '/varshaphal/month',
    summary: 'Tajika monthly chart (maasa pravesha) of month 1–12 of a year of life: the Sun\'s return to the natal sidereal longitude + 30° × (month − 1), its chart, the year\'s muntha, office-bearers and sahams',
    description:
      'The Tajika monthly chart of one month (`month` 1–12) of a year of life (`age` or `year`): the maasa pravesha, the instant the sidereal Sun reaches the natal Sun\'s longitude + 30° × (month − 1) (month 1 = the varsha pravesha), solved by root finding; the chart cast for it where the year is lived with D9; the year\'s muntha counted from the monthly lagna, the five office-bearers of the monthly chart, the panchavargeeya and harsha bala of its grahas, its 36 sahams and its Tajika aspects and yogas. Needs the birth date, time and place.',
    query: MaasaQuerySchema,
    output: MaasaResponseSchema,
    answering: { worker: maasaAnswer },
  }),
  tithiPravesha: getOperation({
    tag: 'varshaphal',
    path: '/tithi-pravesha',
    summary: 'Tithi pravesha of a year of life: the instant the birth tithi returns while the Sun is in its natal sidereal sign, with its chart',
    description:
      'The tithi pravesha (the lunar return of a year of life, `age` = completed years or the calendar `year`): the instants, while the sidereal Sun is in the sign it was in at birth, when the birth tithi returns, by `definition`: pyjhora (default, PyJHora\'s rule: each occurrence of the birth tithi at the same fraction of its duration as had elapsed at birth) or elongation (the instant the Moon\'s elongation from the Sun equals its value at birth). Usually one instant, two when the tithi recurs within the solar month. Each comes with its chart cast where the year is lived (`yearCity` or `yearLatitude`/`yearLongitude`, default the birth place): the lagna and the nine grahas with their whole-sign houses. Needs the birth date, time and place.',
    query: TithiPraveshaQuerySchema,
    output: TithiPraveshaResponseSchema,
    answering: { worker: tithiPraveshaAnswer },
  }),
};

const varshaphalRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  registerOperations(app, services, varshaphalOperations);
  const { tags, response } = routeSchema(varshaphalOperations.varshaphal);
  app.get(
    '/varshaphal/svg',
    {
      schema: {
        tags,
        summary: 'The Tajika annual chart as a picture (image/svg+xml) in the North, South or East Indian style: the annual lagna, the nine grahas with degrees, retrograde (R) and combust (C) marks, and the muntha; lang=hi draws Devanagari',
        querystring: VarshaphalPictureQuerySchema,
        response: { ...response, 200: SvgResponseSchema },
        produces: ['image/svg+xml'],
      },
    },
    async ({ query }, reply) => reply.type(SVG_CONTENT_TYPE).send(varshaphalPicture(await varshaphal(services, query), query.style, query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
};

export default varshaphalRoutes;
