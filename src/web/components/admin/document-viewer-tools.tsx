import { RotateCw, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { currentLanguage, useTranslation } from '../../lib/i18n';

export const minZoom = 1;
export const maxZoom = 4;
const zoomStep = 0.5;

export const toolButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-40';

/** The document viewer's toolbar: zoom, rotate, reset and full screen, each a labelled button. */
export function ViewerTools({
  name,
  image,
  zoom,
  rotation,
  onZoom,
  onRotate,
  onReset,
  fullScreenButton,
}: {
  name: string;
  image: boolean;
  zoom: number;
  rotation: number;
  onZoom: (zoom: number) => void;
  onRotate: () => void;
  onReset: () => void;
  fullScreenButton: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <div className="ms-auto flex items-center gap-1" role="toolbar" aria-label={t('viewer.tools', { document: name })}>
      <button
        type="button"
        className={toolButton}
        aria-label={t('viewer.zoomOut')}
        disabled={!image || zoom <= minZoom}
        onClick={() => onZoom(zoom - zoomStep)}
      >
        <ZoomOut className="h-4 w-4" aria-hidden="true" />
      </button>
      <output className="w-14 text-center text-sm tabular-nums" aria-live="polite" data-testid="zoom-level">
        {new Intl.NumberFormat(language, { style: 'percent' }).format(zoom)}
      </output>
      <button
        type="button"
        className={toolButton}
        aria-label={t('viewer.zoomIn')}
        disabled={!image || zoom >= maxZoom}
        onClick={() => onZoom(zoom + zoomStep)}
      >
        <ZoomIn className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className={toolButton} aria-label={t('viewer.rotate')} disabled={!image} onClick={onRotate}>
        <RotateCw className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={toolButton}
        aria-label={t('viewer.reset')}
        disabled={!image || (zoom === minZoom && rotation === 0)}
        onClick={onReset}
      >
        <Undo2 className="h-4 w-4" aria-hidden="true" />
      </button>
      {fullScreenButton}
    </div>
  );
}
