import { describe, expect, it } from 'vitest';
import { photoTooSmallMessage } from '../../../core/application';
import { errorCodes } from '../../../core/errors';
import { uploadErrorKey } from './upload-document';

describe('the message for a refused upload', () => {
  it('names what the server found by its code, before the status', () => {
    expect(uploadErrorKey('photo', { status: 400, code: errorCodes.imageTooLarge })).toBe('documents.imageTooLarge');
    expect(uploadErrorKey('passportScan', { status: 400, code: errorCodes.activeContent })).toBe(
      'documents.activeContent',
    );
    expect(uploadErrorKey('passportScan', { status: 415, code: errorCodes.fileInfected })).toBe('documents.infected');
  });

  it('tells a photo that is too small by the message core shares with the server', () => {
    expect(uploadErrorKey('photo', { status: 400, message: photoTooSmallMessage })).toBe('documents.photoTooSmall');
  });

  it('asks a photo for a photo type and a scan for a document type', () => {
    expect(uploadErrorKey('photo', { status: 415 })).toBe('documents.invalidPhotoType');
    expect(uploadErrorKey('passportScan', { status: 415 })).toBe('documents.invalidType');
    expect(uploadErrorKey('additionalDocument', { status: 413 })).toBe('documents.tooLarge');
  });

  it('falls back to a general upload error (network, 5xx)', () => {
    expect(uploadErrorKey('photo', { status: 0 })).toBe('documents.uploadError');
    expect(uploadErrorKey('photo', { status: 500, message: 'Something went wrong' })).toBe('documents.uploadError');
  });
});
