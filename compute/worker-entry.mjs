// Entry point of every worker thread. The tasks are TypeScript, so the worker registers tsx's loader itself
// (worker threads do not inherit loader hooks in every host, e.g. under the test runner) and then dispatches
// `{ name, input }` to the named export of tasks.ts, or `{ module, name, input }` to the named export of another
// worker module (a file URL, imported once: a layer above compute giving the workers tasks of its own). An
// engine error with a `code` crosses the thread boundary as a plain record (structured cloning an Error keeps
// only its message); pool.ts turns it back into an Error.
import { register } from 'tsx/esm/api';

register();
const computeTasks = await import('./tasks.ts');
const modules = new Map();

function crossing(err) {
  if (err instanceof Error && typeof err.code === 'string') return { engineError: true, name: err.name, code: err.code, message: err.message };
  return err;
}

export default async function dispatch({ module, name, input }) {
  let tasks = computeTasks;
  if (module !== undefined) {
    if (!modules.has(module)) modules.set(module, await import(module));
    tasks = modules.get(module);
  }
  const task = tasks[name];
  if (typeof task !== 'function') throw new Error(`Unknown worker task ${name}`);
  try {
    return await task(input);
  } catch (err) {
    throw crossing(err);
  }
}
