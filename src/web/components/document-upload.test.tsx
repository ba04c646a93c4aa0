import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, refusal, stubServer, stubUploads } from '../../../tests/setup/fake-server';
import { person } from '../../../tests/setup/render';
import { photoTooSmallMessage } from '../../core/applications';
import { refusalCodes } from '../../core/errors';
import { announcerId } from '../lib/announce';
import { i18n, type TFunction } from '../lib/i18n';
import { uploadRuleParams } from '../lib/upload';
import { DocumentUpload, type UploadState } from './document-upload';

let t: TFunction;
beforeAll(async () => {
  await i18n.loadNamespaces(['upload', 'apply', 'errors']);
  t = i18n.getFixedT('en', ['upload']);
});

// jsdom draws no images: an object URL stands for the chosen file (the browser's own, not our code).
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview-of-the-chosen-file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const label = () => i18n.getFixedT('en', ['apply'])('documents.photo');

/** The chooser as a page holds it: its state kept by the page, a heading to fall back on. */
function Page({ kind = 'photo' as const }: { kind?: 'photo' | 'passportScan' }) {
  const [state, setState] = useState<UploadState | undefined>();
  return (
    <main>
      <h1>Documents</h1>
      <DocumentUpload id="doc-0-photo" kind={kind} label={label()} state={state} onChange={setState} />
    </main>
  );
}

/** The file chooser, by its accessible name: the document, then 'Choose file' or 'Replace'. */
const chooser = (action: 'choose' | 'replace' = 'choose', language: 'en' | 'fr' = 'en') =>
  screen.getByLabelText(`${label()} ${i18n.getFixedT(language, ['upload'])(action)}`) as HTMLInputElement;
const announced = () => document.getElementById(announcerId)?.textContent;
const png = (name = 'photo.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });

describe('the document upload', () => {
  it('shows progress while a photo is sent, then its preview, with focus back on the chooser and the result said', async () => {
    const server = stubServer({ 'POST /api/session': { body: { signedIn: false } } });
    const stored = heldAnswer();
    const uploads = stubUploads(stored.route);
    const user = person();
    render(<Page />);
    expect(screen.getByText(t('rules.photo', uploadRuleParams))).toBeTruthy();

    await user.upload(chooser(), png());
    const progress = await screen.findByRole('progressbar', { name: t('uploading', { name: 'photo.png' }) });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(server.to('POST /api/session')).toHaveLength(1);
    expect(uploads.sent[0]?.get('kind')).toBe('photo');

    stored.release({
      status: 201,
      body: { id: 'f3b9c1de-0000-4000-8000-000000000001', name: 'photo.png', size: 2048, type: 'image/png' },
    });
    const preview = await screen.findByRole('img', { name: t('previewOf', { name: 'photo.png' }) });
    expect(preview.getAttribute('src')).toBe('blob:preview-of-the-chosen-file');
    expect(screen.getByRole('button', { name: new RegExp(t('remove')) })).toBeTruthy();
    expect(document.activeElement).toBe(chooser('replace'));
    await waitFor(() => expect(announced()).toBe(t('a11y.uploaded', { document: label(), name: 'photo.png' })));
  });

  it('refuses a file of a type the server would refuse at the field, by its code, and sends nothing', async () => {
    const server = stubServer({});
    const uploads = stubUploads(() => ({ status: 500 }));
    // A person can pick 'All files' in the dialog, past the chooser's filter.
    const user = person({ applyAccept: false });
    render(<Page />);
    await user.upload(chooser(), new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));

    const words = i18n.t(`errors:${refusalCodes.photoType}`, uploadRuleParams);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', `scan.pdf: ${words}`);
    expect(chooser().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(chooser());
    await waitFor(() => expect(announced()).toBe(t('a11y.uploadFailed', { document: label(), error: words })));
    expect(server.requests).toHaveLength(0);
    expect(uploads.sent).toHaveLength(0);
  });

  it("says the server's refusal by its code in the reader's language, not the server's English", async () => {
    stubServer({ 'POST /api/session': { body: { signedIn: false } } });
    stubUploads(() =>
      refusal(400, {
        code: refusalCodes.photoTooSmall,
        message: photoTooSmallMessage,
        fieldErrors: { file: photoTooSmallMessage },
      }),
    );
    await i18n.changeLanguage('fr');
    try {
      const user = person();
      render(<Page />);
      await user.upload(chooser('choose', 'fr'), png('petite.png'));
      const words = i18n.getFixedT('fr', ['errors'])(refusalCodes.photoTooSmall, uploadRuleParams);
      expect(words).not.toBe(photoTooSmallMessage);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', `petite.png: ${words}`);
      expect(document.activeElement).toBe(chooser('choose', 'fr'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('removes a stored file on the server, keeps focus on the chooser and says so', async () => {
    const id = 'f3b9c1de-0000-4000-8000-000000000002';
    const server = stubServer({
      'POST /api/session': { body: { signedIn: false } },
      [`DELETE /api/documents/${id}`]: {},
    });
    stubUploads(() => ({ status: 201, body: { id, name: 'photo.png', size: 2048, type: 'image/png' } }));
    const user = person();
    render(<Page />);
    await user.upload(chooser(), png());
    await user.click(await screen.findByRole('button', { name: new RegExp(t('remove')) }));

    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(chooser('choose'));
    await waitFor(() => expect(announced()).toBe(t('a11y.removed', { document: label() })));
    expect(server.to(`DELETE /api/documents/${id}`)).toHaveLength(1);
  });
});
