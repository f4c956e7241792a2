/**
 * How far this engine agrees with PyJHora 4.8.5's answers for its development set (200 births, 200 couples), as
 * charts.reference.test.ts and matching.reference.test.ts measure it with positions=geometric, Lahiri and the mean
 * node. docs/conventions.md states these figures and test/docs.test.ts checks it does.
 * For matching, `agree`: couples with PyJHora's answer; `pyjhoraErrors`: couples one of PyJHora's own errors
 * touches (the test's predicates, docs/conventions.md's evidence); `agreeWithoutErrors`: couples untouched by such
 * an error that agree.
 */
interface Agreement {
  readonly agree: number;
  readonly pyjhoraErrors: number;
  readonly agreeWithoutErrors: number;
}

const a = (agree: number, pyjhoraErrors: number, agreeWithoutErrors: number): Agreement => ({ agree, pyjhoraErrors, agreeWithoutErrors });

export const PYJHORA_KOOTA_AGREEMENT = {
  standard: {
    varna: a(168, 0, 168), vashya: a(75, 29, 72), tara: a(141, 59, 141), yoni: a(199, 0, 199),
    grahaMaitri: a(200, 0, 200), gana: a(101, 0, 101), bhakoot: a(198, 2, 198), nadi: a(200, 0, 200),
    all: a(17, 79, 17),
  },
  saravali: {
    varna: a(200, 0, 200), vashya: a(173, 29, 171), tara: a(141, 59, 141), yoni: a(200, 0, 200),
    grahaMaitri: a(200, 0, 200), gana: a(200, 0, 200), bhakoot: a(198, 2, 198), nadi: a(200, 0, 200),
    all: a(121, 79, 121),
  },
} as const;

export const PYJHORA_PORUTHAM_AGREEMENT = {
  standard: {
    dina: a(87, 55, 64), gana: a(156, 7, 156), mahendra: a(200, 0, 200), streeDeergha: a(200, 0, 200),
    yoni: a(196, 0, 196), rasi: a(97, 0, 97), rasiAdhipati: a(90, 0, 90), vasya: a(183, 0, 183),
    rajju: a(178, 6, 174), vedha: a(188, 12, 188), all: a(8, 74, 7),
  },
  tamil: {
    dina: a(177, 55, 145), gana: a(193, 7, 193), mahendra: a(200, 0, 200), streeDeergha: a(200, 0, 200),
    yoni: a(200, 0, 200), rasi: a(200, 0, 200), rasiAdhipati: a(200, 0, 200), vasya: a(200, 0, 200),
    rajju: a(195, 6, 194), vedha: a(188, 12, 188), all: a(154, 74, 126),
  },
} as const;

/** Births whose lagna and nine grahas all fall in PyJHora's pada (so sign and nakshatra); births whose eight
 * bhinnashtakavargas and sarvashtakavarga equal PyJHora's, per school. */
export const PYJHORA_CHART_AGREEMENT = {
  planets: 199,
  ashtakavarga: { parashara: 0, 'narasimha-rao': 200 },
} as const;

/** Births (of 200) on which all seven grahas' shadbala component is within 0.02 virupa of PyJHora's, and (`bhavaBala`)
 * all twelve bhava balas, with the default methods and with PyJHora's Moon paksha, war amount, bhava lord and Mercury's
 * company. */
export const PYJHORA_STRENGTH_AGREEMENT = {
  defaults: {
    uchcha: 200, saptavargaja: 199, ojayugma: 199, kendradi: 200, drekkana: 200, sthana: 199,
    nathonnatha: 88, paksha: 73, tribhaga: 200, abda: 192, masa: 143, vara: 200, hora: 28, ayana: 0, yuddha: 125, kala: 0,
    dig: 21, cheshta: 6, naisargika: 200, drik: 175, total: 0, bhavaBala: 0,
  },
  pyjhoraConventions: {
    uchcha: 200, saptavargaja: 199, ojayugma: 199, kendradi: 200, drekkana: 200, sthana: 199,
    nathonnatha: 88, paksha: 156, tribhaga: 200, abda: 192, masa: 143, vara: 200, hora: 28, ayana: 0, yuddha: 126, kala: 0,
    dig: 21, cheshta: 6, naisargika: 200, drik: 197, total: 0, bhavaBala: 0,
  },
} as const;

/**
 * With PyJHora's conventions, per component: the births (of 200) on which it differs from PyJHora (`differ`), and of
 * those, the births one of PyJHora's errors explains (`explained`): for paksha, hora, nathonnatha, dig, abda, masa,
 * ayana and cheshta, PyJHora's rule recomputed from this engine's chart gives PyJHora's figure for all seven grahas;
 * `ayana mean equinox`, the births PyJHora's rule gives only with PyJHora's mean ayanamsha, not with this engine's true
 * one; for yuddha, the chart meets the error's condition (pyjhora-strength-rules.ts): PyJHora's
 * closest pair is another war than this engine's, and for `yuddha amount` it is the same war, whose amount PyJHora
 * makes of its own dig, nathonnatha, paksha and hora figures.
 */
export const PYJHORA_STRENGTH_ERRORS = {
  paksha: { differ: 44, explained: 43 },
  hora: { differ: 172, explained: 172 },
  nathonnatha: { differ: 112, explained: 112 },
  dig: { differ: 179, explained: 179 },
  abda: { differ: 8, explained: 8 },
  masa: { differ: 57, explained: 57 },
  ayana: { differ: 200, explained: 195 },
  'ayana mean equinox': { differ: 200, explained: 5 },
  yuddha: { differ: 74, explained: 66 },
  'yuddha amount': { differ: 74, explained: 8 },
  cheshta: { differ: 194, explained: 194 },
  'bhava bala': { differ: 200, explained: 200 },
} as const;

/**
 * With PyJHora's conventions, the births (of 200) on which each of PyJHora's bhava bala rules gives another figure
 * than this engine's for at least one bhava (pyjhora-strength-rules.ts): `lord total`, its own shadbala total of the
 * lord (the shadbala errors above); `lord sign`, the lord of the sign where the bhava begins, 15° before the lagna;
 * `drishti`, its bhava drishti bala.
 */
export const PYJHORA_BHAVA_RULES = { 'lord total': 200, 'lord sign': 89, drishti: 200 } as const;
