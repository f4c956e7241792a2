// Entry point of every worker thread. The tasks are TypeScript, so the worker registers tsx's loader itself
// (worker threads do not inherit loader hooks in every host, e.g. under the test runner) and then dispatches
// `{ name, input }` to the named export of worker.ts.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./worker.ts');

export default function dispatch({ name, input }) {
  const task = tasks[name];
  if (typeof task !== 'function') throw new Error(`Unknown worker task ${name}`);
  return task(input);
}
