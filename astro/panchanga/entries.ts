/**
 * The element entries of a stored day (tithi, nakshatra with its padas, yoga, karana, sign, varjyam and amrit
 * kaal windows) and their conversion from the solved occurrences of elements.ts and varjyam.ts.
 */
import { nakshatraShool } from '../day-periods.ts';
import type { Instant } from '../time.ts';
import type { GrahaId } from '../../data/grahas.ts';
import { nakshatraByNumber, type Nakshatra } from '../../data/nakshatras.ts';
import type { DirectionId } from '../../data/shool.ts';
import { type SignId, signByNumber, type Sign } from '../../data/signs.ts';
import { type Paksha, type Tithi, tithiByNumber } from '../../data/tithis.ts';
import { type Yoga, yogaByNumber } from '../../data/yogas.ts';
import { type Karana, karanaOfHalfTithi } from '../../data/karanas.ts';
import type { ElementOccurrence } from './elements.ts';
import type { GhatiWindow } from './varjyam.ts';

/** A half-open window [start, end) of instants (ms, UT). */
export interface Span {
  readonly start: Instant;
  readonly end: Instant;
}

export interface TithiEntry extends Span {
  /** 1–30 (1–15 Shukla, 16–30 Krishna). */
  readonly number: number;
  readonly name: string;
  readonly paksha: Paksha;
}

export interface PadaEntry extends Span {
  /** 1–4. */
  readonly pada: number;
}

export interface NakshatraEntry extends Span {
  /** 1 = Ashwini … 27 = Revati. */
  readonly number: number;
  readonly name: string;
  readonly lord: GrahaId;
  /** The padas of this nakshatra that overlap the day, in order. */
  readonly padas: readonly PadaEntry[];
  /** Direction barred while the Moon is in this nakshatra (nakshatra shool), or null. */
  readonly shool: DirectionId | null;
}

export interface YogaEntry extends Span {
  /** 1 = Vishkambha … 27 = Vaidhriti. */
  readonly number: number;
  readonly name: string;
}

export interface KaranaEntry extends Span {
  /** Half-tithi of the synodic month, 1–60. */
  readonly halfTithi: number;
  /** Karana number, 1 = Bava … 7 = Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna. */
  readonly number: number;
  readonly name: string;
}

export interface SignEntry extends Span {
  /** 1 = Aries … 12 = Pisces (sidereal). */
  readonly number: number;
  readonly id: SignId;
  readonly name: string;
}

export interface MoonSignEntry extends SignEntry {
  /** Chandra nivas: the direction the Moon dwells in while in this sign. */
  readonly nivas: DirectionId;
}

export interface GhatiWindowEntry extends Span {
  /** The nakshatra whose ghatis define the window, 1–27. */
  readonly nakshatra: number;
  readonly nakshatraName: string;
}

function tithiRecord(n: number): Tithi {
  return tithiByNumber(n) as Tithi;
}

/** The nakshatra record of number `n`, 1–27. */
export function nakshatraRecord(n: number): Nakshatra {
  return nakshatraByNumber(n) as Nakshatra;
}

function signRecord(n: number): Sign {
  return signByNumber(n) as Sign;
}

export function toTithis(list: readonly ElementOccurrence[]): TithiEntry[] {
  return list.map(({ index, start, end }) => {
    const tithi = tithiRecord(index);
    return { number: index, name: tithi.en, paksha: tithi.paksha, start, end };
  });
}

/** The nakshatra entries, each with the occurrences of `padas` (pada indexes 1–108) that fall inside it. */
export function toNakshatras(list: readonly ElementOccurrence[], padas: readonly ElementOccurrence[]): NakshatraEntry[] {
  return list.map(({ index, start, end }) => {
    const nakshatra = nakshatraRecord(index);
    const own = padas
      .filter((pada) => Math.ceil(pada.index / 4) === index && pada.start < end && pada.end > start)
      .map((pada) => ({ pada: ((pada.index - 1) % 4) + 1, start: pada.start, end: pada.end }));
    return {
      number: index,
      name: nakshatra.en,
      lord: nakshatra.lord,
      padas: own,
      shool: nakshatraShool(nakshatra.id),
      start,
      end,
    };
  });
}

export function toYogas(list: readonly ElementOccurrence[]): YogaEntry[] {
  return list.map(({ index, start, end }) => ({ number: index, name: (yogaByNumber(index) as Yoga).en, start, end }));
}

export function toKaranas(list: readonly ElementOccurrence[]): KaranaEntry[] {
  return list.map(({ index, start, end }) => {
    const karana = karanaOfHalfTithi(index) as Karana;
    return { halfTithi: index, number: karana.number, name: karana.en, start, end };
  });
}

export function toSigns(list: readonly ElementOccurrence[]): SignEntry[] {
  return list.map(({ index, start, end }) => {
    const sign = signRecord(index);
    return { number: index, id: sign.id, name: sign.en, start, end };
  });
}

export function toGhatiEntries(windows: readonly GhatiWindow[]): GhatiWindowEntry[] {
  return windows.map((window) => ({ ...window, nakshatraName: nakshatraRecord(window.nakshatra).en }));
}
