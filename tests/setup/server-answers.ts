import {
  type ApplicationListItem,
  type ApplicationListResponse,
  applicationListResponseSchema,
} from '../../src/core/admin';
import { type PublicUser, publicUserSchema } from '../../src/core/auth';
import { defaultSettings } from '../../src/core/default-settings';
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

/** GET /api/admin/applications: the rows given, checked against the list's response schema. */
export function applicationList(
  applications: ApplicationListItem[],
  rest: Partial<Omit<ApplicationListResponse, 'applications'>> = {},
): ApplicationListResponse {
  return applicationListResponseSchema.parse({ applications, ...rest });
}
