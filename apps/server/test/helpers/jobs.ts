import { createJobHandlers, type JobDeps } from '../../src/services/job-handlers.ts';
import { JobWorker, type JobHandlers, type JobWorkerOptions } from '../../src/services/jobs.ts';
import type { TestApp } from './app.ts';

/** The queue's own handlers on a test app's services (what its worker runs), with `deps` over them. */
export function jobHandlersOf(t: TestApp, deps: Partial<JobDeps> = {}): JobHandlers {
  return createJobHandlers({ ...t.app.services, log: t.app.log, ...deps });
}

/** A worker of the test's own on a test app's queue with the queue's own handlers: the test runs it. */
export function jobWorkerOf(t: TestApp, options: JobWorkerOptions = {}, deps: Partial<JobDeps> = {}) {
  return new JobWorker(t.database, jobHandlersOf(t, deps), t.app.log, options);
}
