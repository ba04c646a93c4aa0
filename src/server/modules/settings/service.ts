import { eq } from 'drizzle-orm';
import { refusalCodes } from '../../../core/errors';
import { penceToPounds, poundsToPence } from '../../../core/money';
import {
  type PublicSettings,
  publicSettingsSchema,
  type SystemSettings,
  settingsChangedMessage,
} from '../../../core/settings';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { changeFeesNow, feesAt } from '../fees/service';

type SettingsRow = typeof settings.$inferSelect;

function fromRow(row: SettingsRow): SystemSettings {
  return {
    maintenanceMode: row.maintenanceMode,
    applicationProcessingEnabled: row.applicationProcessingEnabled,
    visaProcessingTime: row.visaProcessingTime,
    standardProcessingFee: penceToPounds(row.standardProcessingFeePence),
    priorityProcessingFee: penceToPounds(row.priorityProcessingFeePence),
    governmentFee: penceToPounds(row.governmentFeePence),
    supportEmail: row.supportEmail,
    supportPhone: row.supportPhone,
    emailNotificationsEnabled: row.emailNotificationsEnabled,
    adminNotificationsEnabled: row.adminNotificationsEnabled,
    documentRetentionDays: row.documentRetentionDays,
  };
}

const missingRow = () => new Error('The settings row is missing; migrations insert it.');

/** The one settings row, as stored. */
async function readRow(db: Database) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) throw missingRow();
  return row;
}

/** The settings row with the price and government fee in force now (the fee schedule), in pounds as the form edits them. */
export async function getSettings(db: Database, now: Date = new Date()): Promise<SystemSettings> {
  return withFeesInForce(db, fromRow(await readRow(db)), now);
}

async function withFeesInForce(db: Database, stored: SystemSettings, now: Date): Promise<SystemSettings> {
  const fees = await feesAt(db, now);
  return {
    ...stored,
    priorityProcessingFee: penceToPounds(fees.pricePence),
    governmentFee: penceToPounds(fees.governmentFeePence),
  };
}

/** Fees in pence in force at `now` (the fee schedule), for what is charged (never from the client). */
export async function getFeesInPence(db: Database, now: Date = new Date()) {
  const row = await readRow(db);
  const fees = await feesAt(db, now);
  return {
    perTravellerPence: fees.pricePence,
    governmentFeePence: fees.governmentFeePence,
    standardFeePence: row.standardProcessingFeePence,
  };
}

/** When the settings were last saved (ISO), the precondition of the next save (decision 025). */
export async function settingsUpdatedAt(db: Database): Promise<string> {
  return (await readRow(db)).updatedAt.toISOString();
}

/**
 * Saves the settings; the audit event names the settings that changed, not their values. With
 * `expectedUpdatedAt` (when the form was loaded) a save by someone else since is refused (409),
 * checked under the row's lock so two saves at once cannot both pass.
 */
export async function updateSettings(
  db: Database,
  next: SystemSettings,
  admin: SessionUser,
  context: RequestContext,
  expectedUpdatedAt?: string,
): Promise<SystemSettings> {
  assertAdmin(admin);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
    if (!current) throw missingRow();
    if (expectedUpdatedAt && current.updatedAt.getTime() !== new Date(expectedUpdatedAt).getTime()) {
      throw conflict(settingsChangedMessage, refusalCodes.settingsChanged);
    }
    const now = new Date();
    const before = await withFeesInForce(tx, fromRow(current), now);
    // The price and fee of the form are a change of the fee schedule effective now (decision 037).
    await changeFeesNow(
      tx,
      { pricePence: poundsToPence(next.priorityProcessingFee), governmentFeePence: poundsToPence(next.governmentFee) },
      admin,
      context,
      now,
    );
    const saved = await writeSettings(tx, next, admin);
    const changed = (Object.keys(saved) as (keyof SystemSettings)[]).filter((key) => saved[key] !== before[key]);
    await recordAudit(tx, {
      action: 'settings.updated',
      actor: admin,
      context,
      target: { type: 'settings', id: null },
      details: { changed },
    });
    return saved;
  });
}

async function writeSettings(db: Database, next: SystemSettings, admin: SessionUser): Promise<SystemSettings> {
  const [row] = await db
    .update(settings)
    .set({
      maintenanceMode: next.maintenanceMode,
      applicationProcessingEnabled: next.applicationProcessingEnabled,
      visaProcessingTime: next.visaProcessingTime,
      standardProcessingFeePence: poundsToPence(next.standardProcessingFee),
      priorityProcessingFeePence: poundsToPence(next.priorityProcessingFee),
      governmentFeePence: poundsToPence(next.governmentFee),
      supportEmail: next.supportEmail,
      supportPhone: next.supportPhone,
      emailNotificationsEnabled: next.emailNotificationsEnabled,
      adminNotificationsEnabled: next.adminNotificationsEnabled,
      documentRetentionDays: next.documentRetentionDays,
      updatedAt: new Date(),
      updatedBy: admin.id,
    })
    .where(eq(settings.id, 1))
    .returning();
  if (!row) throw missingRow();
  return fromRow(row);
}

/** What anyone may read: the public schema's fields of the settings, and no others. */
export function toPublicSettings(
  all: SystemSettings,
  mode: { testPayments: boolean; disruption: PublicSettings['disruption']; fees: PublicSettings['fees'] },
): PublicSettings {
  return publicSettingsSchema.parse({ ...all, ...mode });
}
