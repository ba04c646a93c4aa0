import * as Dialog from '@radix-ui/react-dialog';
import { Download, ExternalLink, FileText, Maximize2, MessageSquareWarning, Minimize2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminDocument } from '../../../core/admin-applications';
import { type FixableDocument, fixableDocuments } from '../../../core/case-requests';
import { currentLanguage, useTranslation } from '../../lib/i18n';

import { maxZoom, minZoom, toolButton, ViewerTools } from './document-viewer-tools';

/** A document's file, read through the document route (each staff read is recorded there). */
export const documentUrl = (document: Pick<AdminDocument, 'id'>) => `/api/documents/${document.id}`;

/**
 * One traveller's documents in review order (passport, then photo) in a viewer staff can zoom,
 * rotate and open full screen, with `aside` (the typed passport data) beside it in both views.
 * Every control is a labelled button; Escape leaves full screen (Radix Dialog) and focus returns.
 * With `onRequest`, a passport scan or photo shown offers to ask the traveller for a new one (issue #36).
 * Without `aside` it is the viewer alone (the review screen sets the typed data beside it).
 */
export function DocumentViewer({
  documents,
  title,
  aside,
  onRequest,
}: {
  documents: AdminDocument[];
  title: string;
  aside?: ReactNode;
  onRequest?: (document: FixableDocument) => void;
}) {
  const { t } = useTranslation('admin');
  const [selectedId, setSelectedId] = useState(documents[0]?.id);
  const [zoom, setZoom] = useState(minZoom);
  const [rotation, setRotation] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const selected = documents.find((document) => document.id === selectedId) ?? documents[0];
  if (!selected) return null;

  const fixable = fixableDocuments.find((kind) => kind === selected.kind);
  const choose = (id: string) => {
    setSelectedId(id);
    setZoom(minZoom);
    setRotation(0);
  };
  const view = (inFullScreen: boolean) => (
    <Viewer
      documents={documents}
      selected={selected}
      zoom={zoom}
      rotation={rotation}
      onChoose={choose}
      onZoom={(next) => setZoom(Math.min(maxZoom, Math.max(minZoom, next)))}
      onRotate={() => setRotation((rotation + 90) % 360)}
      onReset={() => {
        setZoom(minZoom);
        setRotation(0);
      }}
      fullScreenButton={
        inFullScreen ? (
          <Dialog.Close className={toolButton} aria-label={t('viewer.exitFullScreen')}>
            <Minimize2 className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        ) : (
          <button
            ref={fullScreenButton}
            type="button"
            data-full-screen
            className={toolButton}
            aria-label={t('viewer.fullScreen')}
            onClick={() => setFullScreen(true)}
          >
            <Maximize2 className="h-4 w-4" aria-hidden="true" />
          </button>
        )
      }
      stageClassName={inFullScreen ? 'min-h-0 flex-1' : 'h-80 sm:h-[28rem]'}
      title={title}
      request={
        onRequest && fixable && !inFullScreen ? (
          <button
            type="button"
            data-request-document={fixable}
            onClick={() => onRequest(fixable)}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
          >
            <MessageSquareWarning className="h-4 w-4" aria-hidden="true" />
            {t('reasons:staff.requestThis')}
          </button>
        ) : null
      }
    />
  );

  return (
    <div className={aside ? 'grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]' : 'min-w-0'}>
      {aside && <div className="rounded-lg border border-slate-200 bg-white p-4">{aside}</div>}
      {view(false)}
      <Dialog.Root open={fullScreen} onOpenChange={setFullScreen}>
        <Dialog.Portal>
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col gap-3 bg-white p-3 sm:p-4"
            aria-describedby={undefined}
            data-testid="viewer-full-screen"
            onCloseAutoFocus={(event) => {
              // Back to the button that opened it (it is no Dialog.Trigger, so Radix cannot know).
              event.preventDefault();
              fullScreenButton.current?.focus();
            }}
          >
            <Dialog.Title className="font-semibold">{title}</Dialog.Title>
            <div className="grid min-h-0 flex-1 grid-rows-[auto_minmax(0,1fr)] gap-3 lg:grid-cols-[18rem_minmax(0,1fr)] lg:grid-rows-[minmax(0,1fr)]">
              {/* Scrolls on a phone, so the keyboard must be able to reach it (WCAG 2.1.1). */}
              <section
                aria-label={title}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach.
                tabIndex={0}
                className="max-h-40 overflow-auto rounded-lg border border-slate-200 p-3 lg:max-h-none"
              >
                {aside}
              </section>
              {view(true)}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

function Viewer({
  documents,
  selected,
  zoom,
  rotation,
  onChoose,
  onZoom,
  onRotate,
  onReset,
  fullScreenButton,
  stageClassName,
  title,
  request,
}: {
  documents: AdminDocument[];
  selected: AdminDocument;
  zoom: number;
  rotation: number;
  onChoose: (id: string) => void;
  onZoom: (zoom: number) => void;
  onRotate: () => void;
  onReset: () => void;
  fullScreenButton: ReactNode;
  stageClassName: string;
  title: string;
  request: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'adminApplications']);
  const language = currentLanguage();
  const image = selected.mimeType.startsWith('image/');
  const quarterTurn = rotation % 180 !== 0;
  const name = t(`documents.${selected.kind}`);
  const stage = useRef<HTMLElement>(null);
  // A new zoom keeps the middle of the document in the middle of the stage (right to left too).
  useEffect(() => {
    const element = stage.current;
    if (!element || zoom < minZoom) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    const left = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTo({ left: rtl ? -left : left, top: (element.scrollHeight - element.clientHeight) / 2 });
  }, [zoom]);
  return (
    <div className="flex min-h-0 min-w-0 flex-col gap-2" data-testid="document-viewer">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t('viewer.documents')}</legend>
          {documents.map((document) => (
            <button
              key={document.id}
              type="button"
              aria-pressed={document.id === selected.id}
              onClick={() => onChoose(document.id)}
              className={`rounded-md px-3 py-2 text-sm font-medium ${document.id === selected.id ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800'}`}
            >
              {t(`documents.${document.kind}`)}
              {/* A document replaced by the traveller's fix stays for staff until the decision (decision 017). */}
              {document.replacedAt && ` (${t('cases:staff.replaced')})`}
            </button>
          ))}
        </fieldset>
        <ViewerTools
          name={name}
          image={image}
          zoom={zoom}
          rotation={rotation}
          onZoom={onZoom}
          onRotate={onRotate}
          onReset={onReset}
          fullScreenButton={fullScreenButton}
        />
      </div>
      <section
        ref={stage}
        className={`overflow-auto rounded-lg border border-slate-200 bg-slate-100 ${stageClassName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed document scrolls; the keyboard must reach it.
        tabIndex={0}
        aria-label={t('adminApplications:detail.viewerLabel', { title, name })}
        data-testid="viewer-stage"
      >
        {image ? (
          <div
            className="flex items-center justify-center"
            style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%`, containerType: 'size' }}
          >
            <img
              src={documentUrl(selected)}
              alt={name}
              className="object-contain transition-transform"
              style={{
                transform: `rotate(${rotation}deg)`,
                width: quarterTurn ? '100cqmin' : '100%',
                height: quarterTurn ? '100cqmin' : '100%',
              }}
              data-rotation={rotation}
              data-testid="viewer-image"
            />
          </div>
        ) : (
          <a
            href={documentUrl(selected)}
            target="_blank"
            rel="noopener"
            className="flex h-full flex-col items-center justify-center gap-2 text-sm text-brand-700 underline"
          >
            <FileText className="h-10 w-10" aria-hidden="true" />
            <span className="inline-flex items-center gap-1">
              {t('adminApplications:detail.openPdf')}
              <ExternalLink className="h-3 w-3" aria-hidden="true" />
            </span>
          </a>
        )}
      </section>
      <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span className="truncate">
          {selected.name} ·{' '}
          {new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
            selected.sizeBytes / 1024,
          )}
        </span>
        <a
          href={documentUrl(selected)}
          download={selected.name}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('adminApplications:detail.download')}
        </a>
        {request}
      </p>
    </div>
  );
}
