import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minPhotoSize } from '../../core/applications';
import { errorCodes, refusalCodes } from '../../core/errors';
import { shrunkPhotoMaxSide } from '../../core/limits';
import { ApiError } from './api';
import { i18n } from './i18n';
import { shrinkPlan } from './prepare-upload';
import { acceptOf, uploadAnswer, uploadRuleParams } from './upload';
import { refusalMessage, uploadErrorMessage } from './upload-messages';

const refusal = (status: number, code?: string) =>
  new ApiError(status, `${status}`, code ? { code, message: 'English words the web never matches' } : undefined);

beforeAll(() => i18n.loadNamespaces(['common', 'errors', 'upload']));
afterAll(() => i18n.changeLanguage('en'));

describe('the answer to an upload', () => {
  it('is the stored file for a 201', () => {
    const stored = { id: 'a', name: 'photo.jpg', size: 10, type: 'image/jpeg' };
    expect(uploadAnswer(201, JSON.stringify(stored))).toEqual(stored);
  });

  it('is a refusal with its code, and an HTML error page is a refusal without one, never a parse error', () => {
    const code = (() => {
      try {
        uploadAnswer(400, JSON.stringify({ code: refusalCodes.photoTooSmall, message: 'x' }));
      } catch (error) {
        return error instanceof ApiError ? error.body?.code : 'not an ApiError';
      }
    })();
    expect(code).toBe(refusalCodes.photoTooSmall);
    expect(() => uploadAnswer(502, '<html><body>Bad gateway</body></html>')).toThrow(ApiError);
    expect(() => uploadAnswer(201, '<html></html>')).toThrow(ApiError);
  });
});

describe('the message for a refused upload', () => {
  it('says what the server found by its code, in the reader’s language, not by its English words', async () => {
    await i18n.changeLanguage('ja');
    const words = uploadErrorMessage('photo', refusal(400, refusalCodes.photoTooSmall));
    expect(words).toBe(i18n.t('errors:PHOTO_TOO_SMALL', uploadRuleParams));
    expect(words).not.toContain('English');
    expect(uploadErrorMessage('passportScan', refusal(415, errorCodes.activeContent))).toBe(
      i18n.t('errors:PDF_ACTIVE_CONTENT'),
    );
    await i18n.changeLanguage('en');
  });

  it('tells a proxy’s bare 413 and 415 as the server would, a photo by the photo types', () => {
    expect(uploadErrorMessage('photo', refusal(413))).toBe(i18n.t('errors:FILE_TOO_LARGE', uploadRuleParams));
    expect(uploadErrorMessage('photo', refusal(415))).toBe(i18n.t('errors:PHOTO_TYPE_UNSUPPORTED'));
    expect(uploadErrorMessage('passportScan', refusal(415))).toBe(i18n.t('errors:DOCUMENT_TYPE_UNSUPPORTED'));
  });

  it('falls back to the generic words for a fault, no connection and a timeout', () => {
    expect(uploadErrorMessage('photo', refusal(500, 'INTERNAL_ERROR'))).toBe(i18n.t('errors.unexpected'));
    expect(uploadErrorMessage('photo', new TypeError('Network error'))).toBe(i18n.t('errors.serverUnavailable'));
    expect(uploadErrorMessage('photo', new DOMException('late', 'TimeoutError'))).toBe(i18n.t('errors.timeout'));
  });

  it('says a refusal found in the browser with the same words as the server’s', () => {
    expect(refusalMessage(refusalCodes.photoTooSmall)).toBe(
      uploadErrorMessage('photo', refusal(400, 'PHOTO_TOO_SMALL')),
    );
    expect(refusalMessage('HEIC')).toBe(i18n.t('upload:heic'));
  });
});

describe('the rules before choosing', () => {
  it('take their numbers from core', () => {
    expect(uploadRuleParams).toEqual({ maxMb: 5, minWidth: minPhotoSize.width, minHeight: minPhotoSize.height });
    const words = i18n.t('upload:rules.photo', uploadRuleParams);
    expect(words).toContain(`${minPhotoSize.width} × ${minPhotoSize.height}`);
    expect(i18n.t('upload:rules.document', uploadRuleParams)).toContain('5 MB');
  });

  it('offer a photo only as JPEG or PNG, a scan also as PDF', () => {
    expect(acceptOf('photo')).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
    expect(acceptOf('passportScan')).toContain('application/pdf');
  });
});

describe('shrinking a phone photo', () => {
  it('tries the sharpest first: a 12-megapixel photo at its own size, then smaller, lower qualities', () => {
    const plan = shrinkPlan(4000, 3000);
    expect(plan[0]).toEqual({ width: 4000, height: 3000, quality: 0.9 });
    expect(plan.at(-1)?.width).toBeLessThan(4000);
    expect(plan.every((step) => step.width <= 4000 && step.height <= 3000)).toBe(true);
  });

  it('brings a 48-megapixel photo to the longest side allowed', () => {
    expect(shrinkPlan(8000, 6000)[0]).toMatchObject({ width: shrunkPhotoMaxSide, height: 3000 });
  });

  it('never goes under the photo’s pixel minimum', () => {
    for (const step of shrinkPlan(700, 3000)) {
      expect(step.width).toBeGreaterThanOrEqual(minPhotoSize.width);
      expect(step.height).toBeGreaterThanOrEqual(minPhotoSize.height);
    }
  });
});
