import type { FastifyInstance } from 'fastify';
import type { Job } from './lib/jobs';
import { sessionsCleanupJob } from './lib/sessions';
import { pendingChecksJob } from './modules/document-checks/service';
import { abandonedDocumentsJob } from './modules/documents/routes';
import { paymentsReconcileJob } from './modules/payments/routes';
import { remindersJob } from './modules/reminders/job';
import { retentionJob } from './modules/retention/routes';

/**
 * Every scheduled job, in one list (decision 012; issue #34): the scheduler runs them, and
 * `npm run jobs:run -- <name>` runs one of them once. The README lists the same names.
 */
export const jobFactories: ((app: FastifyInstance) => Job)[] = [
  sessionsCleanupJob,
  abandonedDocumentsJob,
  pendingChecksJob,
  paymentsReconcileJob,
  retentionJob,
  remindersJob,
];

/** Registers the list's jobs; called once the features they use are registered. */
export function registerJobs(app: FastifyInstance) {
  for (const factory of jobFactories) app.jobs.register(factory(app));
}

/** The jobs' names, without an app: a factory only reads the app when its job runs. */
export const jobNames = () => jobFactories.map((factory) => factory(undefined as never).name);
