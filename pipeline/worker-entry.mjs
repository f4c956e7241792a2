// Entry point of every worker thread. The tasks are TypeScript, so the worker registers tsx's loader itself
// (worker threads do not inherit loader hooks in every host, e.g. under the test runner) and then dispatches
// `{ name, input }` to the named export of worker.ts. An engine error with a `code` crosses the thread boundary
// as a plain record (structured cloning an Error keeps only its message); pool.ts turns it back into an Error.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./worker.ts');

export default function dispatch({ name, input }) {
  const task = tasks[name];
  if (typeof task !== 'function') throw new Error(`Unknown worker task ${name}`);
  try {
    return task(input);
  } catch (err) {
    if (err instanceof Error && typeof err.code === 'string') {
      throw { engineError: true, name: err.name, code: err.code, message: err.message };
    }
    throw err;
  }
}
