import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { sampleApplicationData } from '../../setup/application-data';
import { codeFromMail } from './mail';

/**
 * A traveller made through the real API: register, verify with the mailed code (which signs the
 * request context in; pass `page.request` to share the session with the page), then submit
 * applications the way the wizard does: upload documents, create the payment intent, confirm it
 * with the sandbox test card, submit.
 */
export async function registerVerifiedUser(
  request: APIRequestContext,
  input: { email: string; password?: string; firstName?: string; lastName?: string },
) {
  const password = input.password ?? 'traveller-password-1';
  const since = Date.now() - 1000;
  const registered = await request.post('/api/register', {
    data: {
      email: input.email,
      password,
      confirmPassword: password,
      firstName: input.firstName,
      lastName: input.lastName,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await codeFromMail(input.email, 'Your Advena verification code', since);
  const verified = await request.post('/api/verify-email', { data: { email: input.email, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email: input.email, password };
}

let image: Buffer | undefined;
async function png() {
  image ??= await sharp({
    // As large as the smallest photo the server takes (600 × 750 pixels).
    create: { width: 600, height: 750, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return image;
}

async function uploadDocument(request: APIRequestContext, kind: 'passportScan' | 'photo') {
  const response = await request.post('/api/documents', {
    multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await png() } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

export interface SubmittedApplication {
  id: string;
  referenceNumber: string;
  status: string;
}

/** Submits one paid application for a single traveller; `overrides` change the form data. */
export async function submitApplication(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<SubmittedApplication> {
  const applicationData = sampleApplicationData(
    {
      passportScanPath: await uploadDocument(request, 'passportScan'),
      photoPath: await uploadDocument(request, 'photo'),
    },
    overrides,
  );
  const intent = await request.post('/api/create-payment-intent', { data: { applicationData } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  const confirmed = await request.post('/api/payments/sandbox/confirm', {
    data: {
      paymentIntentId,
      cardholderName: `${applicationData.firstName} ${applicationData.lastName}`,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const submitted = await request.post('/api/applications', {
    data: { ...applicationData, paymentId: paymentIntentId },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return ((await submitted.json()) as { application: SubmittedApplication }).application;
}
