import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { AuditAction, AuditDetails } from '../../../core/admin-audit';
import { auditEvents, contactMessages } from '../../db/schema';

let test: TestApp;
let staff: Record<string, string>;
let staffId: string;

beforeAll(async () => {
  test = await createTestApp();
  const admin = await createUser(test.db(), { role: 'admin', email: 'lists@advena.example' });
  staffId = admin.id;
  staff = await sessionCookieFor(test.db(), admin.id);
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url, cookies: staff });
async function lastEvent(action: AuditAction) {
  const [event] = await test
    .db()
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return event && { ...event, details: event.details as AuditDetails };
}

describe('staff list reads leave an audit event naming what was shown, never personal data', () => {
  it('the applications list: the references of the page shown', async () => {
    const one = await createApplication(test.db(), { firstName: 'Zelda', lastName: 'Quill' });
    const two = await createApplication(test.db(), { firstName: 'Yuri', lastName: 'Quill' });
    const response = await get('/api/admin/applications?search=Quill');
    expect(response.statusCode).toBe(200);
    const event = await lastEvent('staff_list.applications');
    expect(event?.actorId).toBe(staffId);
    expect(event?.details).toMatchObject({ page: 1, searched: true, rowCount: 2 });
    expect([...(event?.details.references ?? [])].sort()).toEqual([one.referenceNumber, two.referenceNumber].sort());
    expect(JSON.stringify(event?.details)).not.toMatch(/Quill|Zelda|Yuri/);
  });

  it('the users list: the ids of the users shown, not their addresses', async () => {
    const user = await createUser(test.db(), { email: 'listed-person@example.com' });
    expect((await get('/api/admin/users?search=listed-person')).statusCode).toBe(200);
    const event = await lastEvent('staff_list.users');
    expect(event?.details).toMatchObject({ ids: [user.id], searched: true, rowCount: 1 });
    expect(JSON.stringify(event)).not.toContain('listed-person');
  });

  it('the contact messages: the ids shown, not their text', async () => {
    const [message] = await test
      .db()
      .insert(contactMessages)
      .values({ name: 'Ola Writer', email: 'ola@example.com', subject: 'Help', message: 'A private question' })
      .returning();
    expect((await get('/api/admin/contact-messages')).statusCode).toBe(200);
    const event = await lastEvent('staff_list.messages');
    expect(event?.details.ids).toContain(message!.id);
    expect(JSON.stringify(event)).not.toMatch(/Ola|private question|ola@example/);
  });

  it('the selection export: the references exported', async () => {
    const one = await createApplication(test.db());
    const two = await createApplication(test.db());
    const response = await get(`/api/admin/applications/selection.csv?ids=${one.id},${two.id}`);
    expect(response.statusCode).toBe(200);
    const event = await lastEvent('applications.exported');
    expect([...(event?.details.references ?? [])].sort()).toEqual([one.referenceNumber, two.referenceNumber].sort());
    expect(event?.details.rowCount).toBe(2);
  });
});
