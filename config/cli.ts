/**
 * What every command-line entry point shares (`npm run pipeline`, `npm run export`, `npm run keys`): the usage
 * error and the wrapping of its text, the date flag, and how a command ends. A usage error exits 2 with its message; any other failure
 * exits 1 with its message (a bad configuration names each variable).
 */
import { InvalidDateError, type LocalDate, parseLocalDate } from '../astro/time.ts';

/** The command line was wrong: the message says what to type instead. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Columns usage text is wrapped to: the narrowest common terminal. */
export const USAGE_WIDTH = 80;

/**
 * `text` broken at spaces into lines of at most `width` columns, every line after the first indented by `indent`
 * spaces (the first keeps its own leading spaces); a word longer than a line stays whole on its own line.
 */
export function wrapText(text: string, indent: number, width: number = USAGE_WIDTH): string {
  const lead = /^ */.exec(text)![0];
  const [first = '', ...words] = text.slice(lead.length).split(' ');
  const lines: string[] = [];
  let line = lead + first;
  for (const word of words) {
    if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = ' '.repeat(indent) + word;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

/** A `YYYY-MM-DD` flag value; a missing or impossible date is a usage error naming the flag. */
export function dateFlag(value: string | undefined, flag: string): LocalDate {
  if (value === undefined) throw new UsageError(`${flag} is required (YYYY-MM-DD)`);
  try {
    return parseLocalDate(value);
  } catch (err) {
    if (err instanceof InvalidDateError) throw new UsageError(`${flag}: ${err.message}`);
    throw err;
  }
}

/** Runs a command's main function and exits the way every command does. */
export function runCommand(main: () => Promise<void> | void): void {
  const fail = (err: unknown) => {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(err instanceof UsageError ? 2 : 1);
  };
  try {
    Promise.resolve(main()).catch(fail);
  } catch (err) {
    fail(err);
  }
}
