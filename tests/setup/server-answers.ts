import {
  type ApplicationListItem,
  type ApplicationListResponse,
  applicationListItemSchema,
  applicationListResponseSchema,
} from '../../src/core/admin-applications';
import { type PublicUser, publicUserSchema } from '../../src/core/auth';
import { defaultSettings } from '../../src/core/default-settings';
import { adminPageSize } from '../../src/core/limits';
import { poundsToPence } from '../../src/core/money';
import { type PublicSettings, publicSettingsSchema } from '../../src/core/settings';

// Answers of our API for component tests, each checked against the response schema in src/core
// that the server answers by, so a test cannot stub a shape the server would never send.

/** GET /api/settings/public with the default settings and no disruption or coming change. */
export function publicSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  // The schema keeps only what the public may read of the stored settings.
  return publicSettingsSchema.parse({
    ...defaultSettings,
    testPayments: true,
    disruption: { active: false, since: null, message: null },
    fees: {
      current: {
        pricePence: poundsToPence(defaultSettings.priorityProcessingFee),
        governmentFeePence: poundsToPence(defaultSettings.governmentFee),
      },
      next: null,
    },
    ...overrides,
  });
}

/** GET /api/user for a signed-in traveller. */
export function signedInUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return publicUserSchema.parse({
    id: '0b7c4c8e-5d1a-4c61-9d0e-000000000001',
    email: 'ana.silva@example.com',
    username: null,
    firstName: 'Ana',
    lastName: 'Silva',
    phone: '+351 912 345 678',
    address: null,
    city: null,
    country: null,
    zipCode: null,
    role: 'user',
    emailVerified: true,
    preferredLanguage: 'en',
    createdAt: '2026-11-01T10:00:00.000Z',
    mfaEnabled: false,
    mfaEnrolmentRequired: false,
    ...overrides,
  });
}

/** One row of the admin applications list: a pending application of one traveller, paid. */
export function applicationRow(number: number, overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return applicationListItemSchema.parse({
    id: `7a4e0c2b-0000-4000-8000-${String(number).padStart(12, '0')}`,
    referenceNumber: `ETA-2026-${String(number).padStart(6, '0')}`,
    firstName: 'Jane',
    lastName: `Traveller ${number}`,
    email: `traveller${number}@example.com`,
    nationality: 'US',
    status: 'pending',
    processingType: 'priority',
    applicantCount: 1,
    arrivalDate: '2026-12-20',
    version: 1,
    createdAt: '2026-11-27T09:00:00.000Z',
    assignee: null,
    paidAt: '2026-11-27T09:00:00.000Z',
    reviewClock: 'on_time',
    departsWithin72Hours: false,
    arrivalAtRisk: false,
    duplicatePassport: false,
    informationNeeded: false,
    refusedTravellers: 0,
    decidedTravellers: 0,
    suitabilityDeclared: false,
    passportDiffers: false,
    photoWarnings: false,
    ...overrides,
  });
}

/** GET /api/admin/applications: one page of rows, its total and counters, checked against the list's schema. */
export function applicationList(
  applications: ApplicationListItem[],
  rest: Partial<Omit<ApplicationListResponse, 'success' | 'applications'>> = {},
): ApplicationListResponse {
  const total = rest.total ?? applications.length;
  return applicationListResponseSchema.parse({
    success: true,
    applications,
    total,
    capped: false,
    page: 1,
    pageSize: adminPageSize,
    counters: {
      total,
      pending: total,
      processing: 0,
      approved: 0,
      partly_approved: 0,
      rejected: 0,
      cancelled: 0,
      expedited: total,
    },
    ...rest,
  });
}
