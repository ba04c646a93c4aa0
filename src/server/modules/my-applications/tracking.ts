import { eq } from 'drizzle-orm';
import { maskName } from '../../../core/my-applications';
import { normaliseReference } from '../../../core/references';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import type { RequestContext } from '../../lib/audit';
import { applicationNotFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { iso } from '../../lib/sql';
import { recordApplicationAudit } from '../../lib/staff-write';
import { casesOf } from '../cases/state';
import { travellersOf } from '../cases/travellers';
import { isStaff } from './service';

/** GET /api/application-status/{reference}: full names for the owner and staff, initials for anyone else. */
export async function trackApplication(
  db: Database,
  reference: string,
  viewer: SessionUser | null,
  context: RequestContext,
) {
  // 'adv 12345678', '12345678' and full-width digits find 'ADV-12345678' too.
  const wanted = normaliseReference(reference);
  if (!wanted) throw applicationNotFound();
  const [row] = await db.select().from(applications).where(eq(applications.referenceNumber, wanted));
  if (!row) throw applicationNotFound();
  const full = viewer !== null && (row.userId === viewer.id || isStaff(viewer));
  // Staff see every traveller's full name here: a read of personal data, recorded like the others.
  if (viewer !== null && row.userId !== viewer.id && isStaff(viewer))
    await recordApplicationAudit(db, {
      action: 'application.viewed',
      actor: viewer,
      context,
      application: { id: row.id, reference: row.referenceNumber },
      details: { via: 'tracking' },
    });
  const name = (value: string) => (full ? value : maskName(value));
  const travellers = travellersOf(row, await casesOf(db, row.id)).map((item) => ({
    name: [name(item.firstName ?? ''), name(item.lastName ?? '')].join(' ').trim(),
    status: item.caseStatus,
  }));
  return {
    travellers,
    firstName: full ? row.firstName : maskName(row.firstName),
    lastName: full ? row.lastName : maskName(row.lastName),
    referenceNumber: row.referenceNumber,
    status: row.status,
    lastUpdated: iso(row.lastStatusUpdate),
  };
}
