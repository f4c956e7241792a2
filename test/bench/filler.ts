/**
 * A JSON body of exactly `bytes` bytes (at least 11), one string of a repeated letter: what sending a body of that
 * size alone costs (the bare process's `/body/<bytes>`, the bare pool's answers).
 */
export const fillerJson = (bytes: number): string => `{"body":"${'x'.repeat(Math.max(0, bytes - 11))}"}`;
