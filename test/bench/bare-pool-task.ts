/**
 * The task of the bare pool (bare-pool-server.ts): `rounds` rounds of arithmetic that allocate nothing, then a
 * JSON body of `bytes` bytes made once per worker. What the machine does for an on-demand answer of that worker
 * time and that size when the answer itself costs nothing else: no garbage, no engine, no presenter.
 */
import { fillerJson } from './filler.ts';

const bodies = new Map<number, string>();

/** The fixed work alone: `rounds` rounds of a floating-point recurrence (its result keeps it from being skipped). */
export function spin(rounds: number): number {
  let x = 0;
  for (let i = 0; i < rounds; i++) x += Math.sin(i) * Math.cos(x);
  return x;
}

export default function work({ rounds, bytes }: { rounds: number; bytes: number }): string {
  let body = bodies.get(bytes);
  if (body === undefined) bodies.set(bytes, (body = fillerJson(bytes)));
  return Number.isNaN(spin(rounds)) ? '' : body;
}
