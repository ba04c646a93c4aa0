import { describe, expect, it } from 'vitest';
import {
  applicationPayload,
  type DocSet,
  type DocState,
  documentsComplete,
  emptyApplicant,
  emptyWizard,
  missingDocuments,
} from './state';

const valid = (id: string): DocState => ({ status: 'valid', progress: 1, id, name: `${id}.jpg`, size: 1000 });
const uploading: DocState = { status: 'uploading', progress: 0.5, name: 'scan.jpg', size: 1000 };
const both = (prefix: string): DocSet => ({ passportScan: valid(`${prefix}-scan`), photo: valid(`${prefix}-photo`) });

describe('the documents step rule', () => {
  it('is met when every traveller has a valid passport scan and photo', () => {
    expect(documentsComplete([both('a'), both('b')], 2)).toBe(true);
  });

  it('waits for a traveller without both documents, or one still uploading', () => {
    expect(documentsComplete([both('a')], 2)).toBe(false);
    expect(documentsComplete([{ passportScan: valid('a-scan') }], 1)).toBe(false);
    expect(documentsComplete([{ ...both('a'), photo: uploading }], 1)).toBe(false);
  });

  it('does not ask for the optional document, but refuses to go on while it is invalid or uploading', () => {
    expect(documentsComplete([{ ...both('a'), additionalDocument: valid('a-extra') }], 1)).toBe(true);
    expect(documentsComplete([{ ...both('a'), additionalDocument: uploading }], 1)).toBe(false);
  });
});

describe('what the wizard sends', () => {
  it('names each traveller’s stored documents and counts the family', () => {
    const data = { ...emptyWizard(), additionalApplicants: [{ ...emptyApplicant, firstName: 'Ann' }] };
    data.documents = [{ ...both('main'), additionalDocument: valid('main-extra') }, both('ann')];
    const payload = applicationPayload(data);
    expect(payload).toMatchObject({
      passportScanPath: 'main-scan',
      photoPath: 'main-photo',
      additionalDocumentPath: 'main-extra',
      isMultipleApplicants: true,
      applicantCount: 2,
      processingType: 'priority',
    });
    expect(payload.additionalApplicants).toEqual([
      expect.objectContaining({ firstName: 'Ann', passportScanPath: 'ann-scan', photoPath: 'ann-photo' }),
    ]);
  });
});

describe('what the documents step lists as missing', () => {
  it('names each traveller and upload still missing or failed, in page order', () => {
    const failed: DocState = { status: 'invalid', progress: 0, name: 'x.pdf', size: 1, error: 'too big' };
    expect(missingDocuments([{ passportScan: valid('a'), additionalDocument: failed }, {}], 2)).toEqual([
      { index: 0, kind: 'photo', failed: false },
      { index: 0, kind: 'additionalDocument', failed: true },
      { index: 1, kind: 'passportScan', failed: false },
      { index: 1, kind: 'photo', failed: false },
    ]);
    expect(missingDocuments([both('a')], 1)).toEqual([]);
  });
});
