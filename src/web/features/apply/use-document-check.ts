import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import type { DocumentKind } from '../../../core/applications';
import { useTranslation } from '../../lib/i18n';
import type { DocState, WizardData } from './state';

/**
 * A tick only for a file the server still holds: asked on every step, and again after signing in
 * (`round`); a file the server no longer has is marked to be uploaded again.
 */
export function useDocumentCheck(
  enabled: boolean,
  step: string | undefined,
  round: number,
  dataRef: RefObject<WizardData>,
  setData: Dispatch<SetStateAction<WizardData>>,
) {
  const { t } = useTranslation('apply');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the sign-in round are what trigger the check
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    dataRef.current.documents.forEach((set, index) => {
      for (const [kind, doc] of Object.entries(set) as [DocumentKind, DocState][]) {
        if (doc.status !== 'valid' || !doc.id) continue;
        const id = doc.id;
        fetch(`/api/documents/${encodeURIComponent(id)}/info`, { credentials: 'include' })
          .then((response) => {
            if (cancelled || (response.status !== 404 && response.status !== 401)) return;
            setData((d) => {
              const current = d.documents[index]?.[kind];
              if (current?.id !== id) return d;
              const documents = [...d.documents];
              documents[index] = {
                ...documents[index],
                [kind]: { ...current, id: undefined, status: 'invalid', progress: 0, error: t('documents.gone') },
              };
              return { ...d, documents };
            });
          })
          .catch(() => {
            // Offline: the server checks again before the payment.
          });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, step, round, t]);
}
