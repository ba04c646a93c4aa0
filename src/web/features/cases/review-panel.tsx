import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminApplication, Traveller } from '../../../core/admin-applications';
import type { CaseTraveller } from '../../../core/case-requests';
import { staffMovesFrom } from '../../../core/cases';
import { DocumentViewer } from '../../components/admin/document-viewer';
import { toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { nextInQueue } from '../../lib/queue-order';
import { relationshipLabel } from '../../lib/relationship';
import { toast } from '../../lib/toast';
import { canRequest, suggestionsOf, travellersOf } from '../../lib/travellers';
import { CaseStatusBadge } from './case-status-badge';
import { RequestInformationDialog } from './request-information-dialog';
import { type ReviewAction, ShortcutList, useReviewShortcuts, useShortcutsSetting } from './review-shortcuts';
import { moveCase } from './staff-api';

const button = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50';

/**
 * The review screen (issue #36, decision 045): one traveller at a time, the typed data and the
 * checks' results beside the passport scan and the photo (three columns on a wide screen,
 * stacked on a narrow one), the common actions as buttons and as single-key shortcuts.
 */
export function ReviewPanel({
  application,
  aside,
}: {
  application: AdminApplication;
  /** The typed data and the checks' results (from document-checks), beside the scan and the photo. */
  aside: (traveller: Traveller, checks: CaseTraveller | undefined) => ReactNode;
}) {
  const { t } = useTranslation(['cases', 'reasons', 'admin']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const travellers = travellersOf(application);
  const [index, setIndex] = useState(0);
  const [requesting, setRequesting] = useState(false);
  const [shortcutsOn, setShortcutsOn] = useShortcutsSetting();
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => setNext(nextInQueue(application.id)), [application.id]);
  const screen = useRef<HTMLDivElement>(null);

  const at = Math.min(index, travellers.length - 1);
  const traveller = travellers[at];
  const checks = application.travellers.find((item) => item.index === at);
  const canMarkReady = Boolean(checks && staffMovesFrom(checks.caseStatus).includes('ready_to_submit'));
  const mayRequest = canRequest(checks);
  // The traveller's current files (a replaced one stays in the Documents tab).
  const own = (kind: string) =>
    application.documents.find(
      (document) => document.travellerIndex === at && document.kind === kind && !document.replacedAt,
    );
  const scan = own('passportScan');
  const photo = own('photo');

  const markReady = useCallback(async () => {
    try {
      const { application: updated } = await moveCase(application.id, at, { status: 'ready_to_submit' });
      queryClient.setQueryData(['admin', 'application', application.id], updated);
      toast({ title: t('cases:staff.saved') });
    } catch (error) {
      toastError(t('cases:staff.error'), error);
    }
  }, [application.id, at, queryClient, t]);

  const act = useCallback(
    (action: ReviewAction) => {
      const fullScreen = (kind: string) =>
        screen.current?.querySelector<HTMLElement>(`[data-review-document="${kind}"] [data-full-screen]`)?.click();
      if (action === 'nextTraveller') setIndex(Math.min(at + 1, travellers.length - 1));
      else if (action === 'previousTraveller') setIndex(Math.max(at - 1, 0));
      else if (action === 'markReady' && canMarkReady) void markReady();
      else if (action === 'requestInformation' && mayRequest) setRequesting(true);
      else if (action === 'openScan') fullScreen('passportScan');
      else if (action === 'openPhoto') fullScreen('photo');
      else if (action === 'nextCase' && next) navigate(`/admin/applications/${next}`);
    },
    [at, travellers.length, canMarkReady, markReady, mayRequest, next, navigate],
  );
  useReviewShortcuts(shortcutsOn, act);
  if (!traveller) return null;

  const name = [traveller.firstName, traveller.lastName].filter(Boolean).join(' ');
  const heading = t('review.traveller', { number: at + 1, count: travellers.length, name });
  const document = (kind: 'passportScan' | 'photo', file: typeof scan) => (
    <div data-review-document={kind} className="min-w-0">
      <h4 className="mb-2 text-sm font-semibold">{t(`admin:documents.${kind}`)}</h4>
      {file ? (
        <DocumentViewer documents={[file]} title={`${heading} · ${t(`admin:documents.${kind}`)}`} />
      ) : (
        <p className="text-sm text-slate-600">{t('review.missing')}</p>
      )}
    </div>
  );

  return (
    <div className="space-y-4" ref={screen} data-testid="review">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={button}
          onClick={() => act('previousTraveller')}
          disabled={at === 0}
          aria-label={t('review.actions.previousTraveller')}
        >
          <ChevronLeft className="rtl-mirror h-4 w-4" aria-hidden="true" />
        </button>
        <h3 className="font-semibold" data-testid="review-traveller" aria-live="polite" tabIndex={-1}>
          {heading}
          {traveller.relationship && ` (${relationshipLabel(t, traveller.relationship)})`}
        </h3>
        <button
          type="button"
          className={button}
          onClick={() => act('nextTraveller')}
          disabled={at === travellers.length - 1}
          aria-label={t('review.actions.nextTraveller')}
        >
          <ChevronRight className="rtl-mirror h-4 w-4" aria-hidden="true" />
        </button>
        {checks && <CaseStatusBadge status={checks.caseStatus} />}
        <div className="ms-auto flex flex-wrap gap-2">
          {canMarkReady && (
            <button type="button" className={button} data-review-action="markReady" onClick={() => act('markReady')}>
              {t('review.actions.markReady')}
            </button>
          )}
          {mayRequest && (
            <button
              type="button"
              className={button}
              data-review-action="requestInformation"
              onClick={() => act('requestInformation')}
            >
              {t('review.actions.requestInformation')}
            </button>
          )}
          {next && (
            <Link to={`/admin/applications/${next}`} className={`${button} text-brand-700`}>
              {t('review.actions.nextCase')}
            </Link>
          )}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid="review-data">
          {aside(traveller, checks)}
        </div>
        {document('passportScan', scan)}
        {document('photo', photo)}
      </div>
      <ShortcutList on={shortcutsOn} onChange={setShortcutsOn} />
      {requesting && (
        <RequestInformationDialog
          applicationId={application.id}
          index={at}
          name={name}
          onClose={() => setRequesting(false)}
          caseElement={() => screen.current?.querySelector<HTMLElement>('[data-testid="review-traveller"]') ?? null}
          suggested={suggestionsOf(checks)}
        />
      )}
    </div>
  );
}
