import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isOpen } from '../../../core/admin-queue';
import type { ApplicationStatus } from '../../../core/statuses';
import { QueueFlags } from '../../components/admin/queue-flags';
import { useCurrentUser } from '../../lib/current-user';
import { formatDateTime } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { assignmentQuery, useQueueAction } from './api';
import { AssignDialog, type AssignTarget } from './assign-dialog';

const button = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50';
const when = (iso: string, language: string) => formatDateTime(iso, language);

/** The detail page's header strip: who has the application, its clocks and duplicates, Claim / Assign / Release. */
export function AssignmentStrip({
  id,
  reference,
  status,
  suitabilityDeclared = false,
}: {
  id: string;
  reference: string;
  status: ApplicationStatus;
  suitabilityDeclared?: boolean;
}) {
  const { t } = useTranslation('adminQueue');
  const language = currentLanguage();
  const { data: viewer } = useCurrentUser();
  const { data: assignment } = useQuery(assignmentQuery(id));
  const act = useQueueAction();
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  if (!assignment) return null;
  const { assignee } = assignment;
  const mine = assignee?.id === viewer?.id;
  return (
    <section
      aria-label={t('strip.title')}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-5 py-3 text-sm"
      data-testid="assignment-strip"
    >
      <div className="space-y-1">
        <p data-testid="assignee">
          {assignee && assignment.claimedAt
            ? t('strip.assignedTo', { name: assignee.name, date: when(assignment.claimedAt, language) })
            : t('strip.nobody')}
        </p>
        {assignment.reviewDueAt && (
          <p className="text-slate-700">{t('strip.dueBy', { date: when(assignment.reviewDueAt, language) })}</p>
        )}
        <QueueFlags
          reviewClock={assignment.reviewClock}
          departsWithin72Hours={assignment.departsWithin72Hours}
          arrivalAtRisk={assignment.arrivalAtRisk}
          duplicatePassport={assignment.duplicates.length > 0}
          suitabilityDeclared={suitabilityDeclared}
        />
        {assignment.duplicates.length > 0 && (
          <p className="text-purple-950">
            {t('strip.duplicates')}{' '}
            {assignment.duplicates.map((other, index) => (
              <span key={other.id}>
                {index > 0 && ', '}
                <Link to={`/admin/applications/${other.id}`} className="font-mono underline">
                  {other.referenceNumber}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      {isOpen(status) && (
        <div className="flex flex-wrap gap-2">
          {!assignee && (
            <button type="button" className={button} onClick={() => act(id, reference, { kind: 'claim' })}>
              {t('actions.claim')}
            </button>
          )}
          <button
            type="button"
            className={button}
            onClick={() =>
              setAssigning({ title: t('assignDialog.titleOne', { reference }), currentAssigneeId: assignee?.id })
            }
          >
            {t('actions.assign')}
          </button>
          {mine && (
            <button type="button" className={button} onClick={() => act(id, reference, { kind: 'release' })}>
              {t('actions.release')}
            </button>
          )}
        </div>
      )}
      <AssignDialog
        target={assigning}
        onClose={() => setAssigning(null)}
        onAssign={(member) =>
          act(
            id,
            reference,
            { kind: 'assign', assigneeId: member.id, expectedAssigneeId: assignee?.id ?? null },
            member.name,
          )
        }
      />
    </section>
  );
}
