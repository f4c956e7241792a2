/**
 * The figures docs/benchmarks.md states for the lines the benchmark gate (`npm run bench:check`) runs: the
 * lowest of the documented runs of the current code on the 2-core development machine. The gate fails a line only when it falls
 * below `GATE_SHARE` of its figure; `test/bench/documented.test.ts` checks that the page states these numbers.
 */
export const GATE_SHARE = 0.8;

export interface DocumentedLine {
  /** The line as docs/benchmarks.md names it. */
  label: string;
  /**
   * Throughput ÷ the bare Fastify route (`bare`), ÷ the bare route sending the same bytes (`ceiling`: a
   * read bound by its bytes), or ÷ the worker-bound ceiling (`workers`: computed on demand).
   */
  against: 'bare' | 'ceiling' | 'workers';
  figure: number;
}

export const DOCUMENTED = {
  horoscope: { label: 'precomputed daily horoscope, one sign read repeatedly', against: 'bare', figure: 0.79 },
  transit: { label: 'transit positions at a date, read repeatedly', against: 'bare', figure: 0.75 },
  panchanga: { label: 'precomputed panchanga, one city-day', against: 'bare', figure: 0.73 },
  festivals: { label: 'a year of festivals for a catalogued city', against: 'ceiling', figure: 0.74 },
  kundali: { label: 'full kundali', against: 'workers', figure: 0.34 },
} as const satisfies Record<string, DocumentedLine>;
