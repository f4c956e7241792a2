/**
 * Published charts and what follows for Manglik from what the sources state. No source found states a
 * person's manglik status together with the house of Mars and birth data; so every expected value here is
 * DERIVED, by the published rules of data/manglik.ts, from placements the sources print (the house of Mars
 * from the lagna, the Moon and Venus). Birth data are those of test/reference/charts/published-charts.ts
 * (same ids); nothing was produced by this service. Houses are whole-sign, 1–12.
 */
import type { ManglikCancellationId, ManglikReferenceId } from '../../../astro/doshas/manglik.ts';

export interface PublishedManglik {
  /** Id of the chart in test/reference/charts/published-charts.ts (birth data and the sources of its signs). */
  readonly chartId: string;
  readonly person: string;
  /** House of Mars from each reference point, as stated or as follows from the stated signs. */
  readonly marsHouses: Readonly<Record<ManglikReferenceId, number>>;
  /** Manglik before cancellations under the combined house set (1, 2, 4, 7, 8, 12), and under the north set. */
  readonly manglikCombined: boolean;
  readonly manglikNorth: boolean;
  /** Cancellations that the stated placements meet (by the rule's own source), each with the rule's source. */
  readonly cancellations: readonly ManglikCancellationId[];
  /** Where each fact comes from. */
  readonly sources: readonly string[];
}

export const PUBLISHED_MANGLIK: readonly PublishedManglik[] = [
  {
    chartId: 'gandhi',
    person: 'Mohandas K. Gandhi (1869-10-02 07:11 LMT, Porbandar)',
    marsHouses: { lagna: 1, moon: 4, venus: 1 },
    manglikCombined: true,
    manglikNorth: true,
    cancellations: [],
    sources: [
      '"born in Libra lagna but with Mars, Mercury and Venus in lagna": https://www.shankerstudy.com/2007/10/father-of-nation-mahatma-gandhi.html',
      'Moon in Cancer in the 10th; "the several planets in Libra are in the fourth from the Moon … Mars, along with … Venus": https://www.aghortantra.com/mahatma-gandhi/',
      'Rule: Mars in the lagna (FS verse, futuresamachar.com); the 4th from the Moon (PP, poorvapunya.com)',
    ],
  },
  {
    chartId: 'indira-gandhi',
    person: 'Indira Gandhi (1917-11-19 23:11 IST, Allahabad)',
    marsHouses: { lagna: 2, moon: 8, venus: 9 },
    manglikCombined: true,
    manglikNorth: true,
    cancellations: ['mars-in-leo-aquarius', 'lagna-cancer-leo'],
    sources: [
      '"ASC Cancer 27-20-56"; "2nd house of Leo has Mars 16-23-06"; "6th house of Sagittarius has … Venus"; ' +
        '"7th house of Capricorn has Moon": https://jyotshivirbhagat.com/blog/former-prime-minister-indira-gandhis-chart-a-tough-life/',
      'Rules: 2nd house (DK, BVR), 8th from the Moon (FS); Mars in Leo gives no dosha (BVR f, jyothishi-pandit.blogspot.com Part 7); ' +
        'Cancer lagna (DK verse "arkendu kshetra jatanam", vijayalur.com)',
    ],
  },
  {
    chartId: 'vivekananda',
    person: 'Swami Vivekananda (1863-01-12 06:33 LMT, Calcutta)',
    marsHouses: { lagna: 5, moon: 8, venus: 4 },
    manglikCombined: true,
    manglikNorth: true,
    cancellations: ['fourth-in-aries-scorpio', 'mars-own-or-exalted'],
    sources: [
      'Sagittarius lagna; Mars in Aries, Moon in Virgo, Venus in Capricorn as stated in test/reference/charts/published-charts.ts ' +
        '(astroassured.com; clickastro.com; blabberwockying.wordpress.com 2016/08/09)',
      'Rules: 8th from the Moon and 4th from Venus (FS); 4th in Aries exempt (BVR b); Mars in its own sign (BP 1)',
    ],
  },
  {
    chartId: 'nehru',
    person: 'Jawaharlal Nehru (1889-11-14 23:03 +5:30, Allahabad)',
    marsHouses: { lagna: 3, moon: 3, venus: 12 },
    manglikCombined: true,
    manglikNorth: true,
    cancellations: ['lagna-cancer-leo'],
    sources: [
      'Cancer lagna; Moon in Cancer, Mars in Virgo, Venus in Libra as stated in test/reference/charts/published-charts.ts ' +
        '(blabberwockying.wordpress.com 2016/06/14; shankerstudy.com 2007/11)',
      'Rules: 12th from Venus (FS); Virgo is not an exempt sign for the 12th (BVR e); Cancer lagna (DK, vijayalur.com)',
    ],
  },
];
