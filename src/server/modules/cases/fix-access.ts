import { eq } from 'drizzle-orm';
import { caseMessages } from '../../../core/case-requests';
import { refusalCodes } from '../../../core/errors';
import { applicationNotFoundMessage } from '../../../core/not-found';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { AppError, applicationNotFound, notFound, notYours, unauthorized } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import type { FixLinks } from './fix-links';
import { casesOf } from './state';

/** Who asks to fix a traveller: the signed-in user (if any) and the link's token (if any). */
export interface FixCaller {
  user: SessionUser | null;
  token: string | undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The owner, or the holder of this traveller's signed link; a wrong or expired link is 403, a
 * signed-in stranger gets the same 404 as a missing application, nobody at all 401.
 */
export async function authorised(db: Database, links: FixLinks, id: string, index: number, caller: FixCaller) {
  if (!uuidPattern.test(id)) throw applicationNotFound();
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  const current = (await casesOf(db, id)).find((item) => item.travellerIndex === index);
  if (caller.token !== undefined) {
    if (!links.verify(caller.token, id, index, current?.requestedAt ?? null))
      throw new AppError(403, refusalCodes.fixLinkInvalid, caseMessages.linkInvalid);
  } else if (!caller.user) {
    throw unauthorized(caseMessages.signInOrLink, refusalCodes.fixSignInOrLink);
  } else if (row.userId !== caller.user.id) {
    throw notYours(applicationNotFoundMessage, refusalCodes.applicationNotFound);
  }
  if (!current) throw notFound(caseMessages.travellerNotFound, refusalCodes.travellerNotFound);
  return { row, current };
}
