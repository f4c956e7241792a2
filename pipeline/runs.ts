/** Pipeline runs recorded in `pipeline_runs`, so an operator can see what ran, when, and how it ended. */
import { eq } from 'drizzle-orm';
import { ENGINE_VERSION } from '../astro/engine-version.ts';
import { formatLocalDate } from '../astro/time.ts';
import type { DerivedDb } from '../storage/open.ts';
import { pipelineRuns } from '../storage/schema.ts';
import type { ComputePool } from '../compute/pool.ts';
import { type RunReport, type RunRequest, runPipeline } from './run.ts';

/** Runs the pipeline and records the run with its outcome (failed runs too). */
export async function recordedRun(
  db: DerivedDb,
  request: RunRequest,
  pool: ComputePool,
  options: Parameters<typeof runPipeline>[3],
): Promise<RunReport> {
  const described = JSON.stringify({
    from: formatLocalDate(request.from),
    to: formatLocalDate(request.to),
    cities: request.cityIds.length,
    stages: request.stages,
  });
  // A run still marked running was killed (the pipeline is one process per database); say so.
  db.update(pipelineRuns).set({ status: 'killed' }).where(eq(pipelineRuns.status, 'running')).run();
  const [run] = db
    .insert(pipelineRuns)
    .values({ startedAt: new Date().toISOString(), request: described, engineVersion: ENGINE_VERSION, status: 'running' })
    .returning({ id: pipelineRuns.id })
    .all();
  const finish = (status: string, report?: RunReport) =>
    db
      .update(pipelineRuns)
      .set({ finishedAt: new Date().toISOString(), status, written: report ? JSON.stringify(report.written) : null })
      .where(eq(pipelineRuns.id, run!.id))
      .run();
  try {
    const report = await runPipeline(db, pool, request, options);
    finish(report.interrupted ? 'interrupted' : 'completed', report);
    return report;
  } catch (err) {
    finish('failed');
    throw err;
  }
}
