import type { FastifyInstance } from 'fastify';
import type { Job } from '../../lib/jobs';
import type { DisruptionNotifier } from '../disruption/routes';
import { sendDisruptionEndNotices, sendDisruptionNotices } from './disruption-notices';
import { sendDraftNudges } from './drafts';
import { sendEtaEndReminders } from './eta-end';
import { sendFeeRiseNotices } from './fee-rise';
import type { ReminderDeps } from './once';
import { UnsubscribeTokens } from './tokens';
import { sendTripSoonNotices } from './trip-soon';

/** Every reminder that may be due at `now`; each sends what is due and not yet sent (decision 035). */
export async function runReminders(deps: ReminderDeps) {
  return {
    etaEnd: await sendEtaEndReminders(deps),
    tripSoon: await sendTripSoonNotices(deps),
    disruption: await sendDisruptionNotices(deps),
    drafts: await sendDraftNudges(deps),
    feeRise: await sendFeeRiseNotices(deps),
  };
}

/** The reminders' dependencies at this moment, from the app's database and configuration. */
export function reminderDeps(app: FastifyInstance, now = new Date()): ReminderDeps {
  return { db: app.db, appUrl: app.config.appUrl, tokens: UnsubscribeTokens.fromConfig(app.config), now };
}

/** What staff's declaring or ending a disruption sends at once: the notices, or the all-clear to those told. */
export const notifyOfDisruption: DisruptionNotifier = async (app, change) => {
  const deps = reminderDeps(app);
  let notified = 0;
  if (change.declared) notified = await sendDisruptionNotices(deps);
  if (change.ended !== undefined) notified = await sendDisruptionEndNotices(deps, change.ended);
  return notified;
};

/** Hourly: the 72-hour notices stay within hours of their moment; the others are by the day. */
export const remindersJob = (app: FastifyInstance): Job => ({
  name: 'reminders',
  everyMs: 3600_000,
  leaseMs: 15 * 60_000,
  async run() {
    const counts = await runReminders(reminderDeps(app));
    app.log.info({ job: 'reminders', ...counts }, 'reminders run');
    if (Object.values(counts).some((count) => count > 0)) app.mailer.nudge();
  },
});
