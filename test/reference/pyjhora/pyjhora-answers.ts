/**
 * PyJHora 4.8.5's recorded answers (../shared/reference/pyjhora/, README.md there), read when the folder is
 * present: each case line paired with its answer line. Only the fields the tests here compare are typed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder beside the repository's checkout where the recorded answers live (absent in a clone elsewhere). */
export const PYJHORA_DIR = fileURLToPath(new URL('../../../../shared/reference/pyjhora/', import.meta.url));

/** Why the tests reading the answers skip when the folder is absent. */
export const PYJHORA_ABSENT = `PyJHora's recorded answers are not at ${PYJHORA_DIR} (a clone outside the shared workspace)`;

export const pyjhoraPresent = existsSync(`${PYJHORA_DIR}dev.cases.jsonl`) && existsSync(`${PYJHORA_DIR}dev.answers.jsonl`);

/** Whether the second recorded set (dasha systems, Jaimini, yogas, KP, Tajika) is there too. */
export const pyjhoraSecondSetPresent = existsSync(`${PYJHORA_DIR}dev2.cases.jsonl`) && existsSync(`${PYJHORA_DIR}dev2.answers.jsonl`);

/** The recorded files: the first set's and the second set's cases and answers, line i of one answering line i of the other. */
export type RecordedFile = 'dev.cases.jsonl' | 'dev.answers.jsonl' | 'dev2.cases.jsonl' | 'dev2.answers.jsonl';

const parsed = new Map<RecordedFile, readonly unknown[]>();

/**
 * Every line of a recorded file parsed, read once per test worker: the files are 0.2 to 10 MB and a dozen test
 * files read them, a third of a second each time for the largest. The lines are shared: read them, never change them.
 */
export function recordedLines<T>(file: RecordedFile): readonly T[] {
  let lines = parsed.get(file);
  if (lines === undefined) {
    lines = readFileSync(`${PYJHORA_DIR}${file}`, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as unknown);
    parsed.set(file, lines);
  }
  return lines as readonly T[];
}

/** A birth as the cases give it: local civil date and time, east-positive longitude, zone in hours. */
export interface PyjhoraBirth {
  readonly date: string;
  readonly time: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timezone: number;
}

export interface PyjhoraCase {
  readonly id: string;
  readonly kind: string;
  readonly method?: 'North' | 'South';
  /** The groom and the bride of a couple. */
  readonly boy?: PyjhoraBirth;
  readonly girl?: PyjhoraBirth;
}

export interface PyjhoraAnswer {
  readonly id: string;
  readonly kind: string;
  readonly boy?: { readonly moon_longitude: number; readonly nakshatra: number; readonly pada: number };
  readonly girl?: { readonly moon_longitude: number; readonly nakshatra: number; readonly pada: number };
  readonly scores?: Readonly<Record<string, number | boolean>>;
}

/** The development set's cases of one kind with their answers, in file order (empty when the folder is absent). */
export function pyjhoraCases(kind: string): { case: PyjhoraCase; answer: PyjhoraAnswer }[] {
  if (!pyjhoraPresent) return [];
  const cases = recordedLines<PyjhoraCase>('dev.cases.jsonl');
  const answers = recordedLines<PyjhoraAnswer>('dev.answers.jsonl');
  return cases.flatMap((entry, i) => {
    const answer = answers[i]!;
    if (answer.id !== entry.id) throw new Error(`line ${i + 1}: case ${entry.id} answered by ${answer.id}`);
    return entry.kind === kind ? [{ case: entry, answer }] : [];
  });
}

/** The instant (Unix ms) of a birth's local civil date and time at its zone. */
export function birthInstant(birth: PyjhoraBirth): number {
  const [y, m, d] = birth.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = birth.time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) - birth.timezone * 3_600_000;
}

/** Whether the second recorded set (`dev2`, the rasi dashas among its kinds) is present. */
export const pyjhoraDev2Present = existsSync(`${PYJHORA_DIR}dev2.cases.jsonl`) && existsSync(`${PYJHORA_DIR}dev2.answers.jsonl`);

/** A recorded dasha period: the lords of its levels (PyJHora's numbers), its start (Julian day, UT) and its length in years. */
export interface RecordedDashaPeriod {
  readonly lord_ids: readonly number[];
  readonly start_jd_ut: number;
  readonly duration_years: number;
}

/** The second set's rasi dasha cases of one system (PyJHora's name) with their recorded periods, in file order. */
export function pyjhoraRasiDashas(system: string): { birth: PyjhoraBirth; periods: readonly RecordedDashaPeriod[] }[] {
  const cases = recordedLines<PyjhoraBirth & { kind: string; system?: string }>('dev2.cases.jsonl');
  const answers = recordedLines<{ periods?: RecordedDashaPeriod[] }>('dev2.answers.jsonl');
  return cases.flatMap((birth, i) => (birth.kind === 'rasi_dashas' && birth.system === system ? [{ birth, periods: answers[i]!.periods! }] : []));
}
