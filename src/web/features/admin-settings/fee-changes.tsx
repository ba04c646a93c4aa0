import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ukMidnightOf } from '../../../core/fee-schedule';
import type { FeeChange, FeeChangeList } from '../../../core/fees';
import { formatMoney } from '../../../core/format';
import { formatDate } from '../../../core/format-time';
import { poundsToPence } from '../../../core/money';
import { maxFeePence } from '../../../core/settings';
import { Button, Card, TextField } from '../../components/ui/form-controls';
import { ApiError, apiGet, apiRequest } from '../../lib/api';
import { describeError } from '../../lib/api-errors';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { refreshPublicSettings } from '../../lib/public-settings';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';

const feesQuery = { queryKey: ['admin', 'fees'], queryFn: () => apiGet<FeeChangeList>('/api/admin/fees') };
/** The form's two amounts, in pounds: the input's name, the request's field, the label's key. */
const amountFields = [
  ['price', 'pricePence', 'newPrice'],
  ['fee', 'governmentFeePence', 'newGovernmentFee'],
] as const;
const badge: Record<FeeChange['state'], string> = {
  current: 'bg-green-100 text-green-900',
  future: 'bg-amber-100 text-amber-900',
  past: 'bg-slate-100 text-slate-700',
  withdrawn: 'bg-slate-100 text-slate-500 line-through',
};

/**
 * The fee schedule in the settings page (issue #35, decision 037): its history and coming changes,
 * a change from a UK date (sent as its 00:00 Europe/London), and Withdraw on a change not started.
 */
export function FeeChanges() {
  const { t } = useTranslation(['adminSettings', 'admin']);
  const fieldMessage = useFieldMessage();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useQuery(feesQuery);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const money = (pence: number) => formatMoney(pence, language);

  async function changed(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      setErrors({});
      toast({ title: t(done) });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), refreshPublicSettings()]);
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.fieldErrors ?? {}) : {};
      const max = formatMoney(maxFeePence, language, { wholePounds: true });
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, fieldMessage(code, { max }) ?? code])),
      );
      toast({ title: describeError(error), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function schedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const day = String(values.get('day') ?? '');
    if (!day) return setErrors({ effectiveFrom: t('settings.fees.errors.effectiveFrom') });
    const body = {
      effectiveFrom: ukMidnightOf(day).toISOString(),
      pricePence: poundsToPence(Number(values.get('price'))),
      governmentFeePence: poundsToPence(Number(values.get('fee'))),
    };
    if (await changed(() => apiRequest('POST', '/api/admin/fees', body), 'settings.fees.scheduled')) form.reset();
  }

  return (
    <Card title={t('settings.fees.title')} description={t('settings.fees.description')}>
      {isError ? (
        <div role="alert" className="text-red-900">
          <p>{t('settings.fees.loadError')}</p>
          <Button className="mt-2" onClick={() => refetch()}>
            {t('admin:common.retry')}
          </Button>
        </div>
      ) : (
        <table className="w-full text-left text-sm" data-testid="fee-changes">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="py-2">{t('settings.fees.starts')}</th>
              <th>{t('settings.fees.price')}</th>
              <th>{t('settings.fees.governmentFee')}</th>
              <th>{t('settings.fees.state')}</th>
              <th>{t('settings.fees.revenue')}</th>
              <th>
                <span className="sr-only">{t('settings.fees.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.changes.map((change) => (
              <tr key={change.id} className="border-b border-slate-100">
                <td className="py-2">{formatDate(change.effectiveFrom, language, 'Europe/London')}</td>
                <td>{money(change.pricePence)}</td>
                <td>{money(change.governmentFeePence)}</td>
                <td>
                  <span className={`rounded px-2 py-0.5 text-xs font-medium ${badge[change.state]}`}>
                    {t(`settings.fees.states.${change.state}`)}
                  </span>
                </td>
                <td>
                  {t('settings.fees.revenueOf', {
                    count: change.applications,
                    travellers: change.travellers,
                    amount: money(change.revenuePence),
                  })}
                </td>
                <td className="text-end">
                  {change.state === 'future' && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() =>
                        changed(() => apiRequest('DELETE', `/api/admin/fees/${change.id}`), 'settings.fees.withdrawn')
                      }
                    >
                      {t('settings.fees.withdraw')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="mt-6 grid gap-4 sm:grid-cols-3"
        onSubmit={schedule}
        noValidate
        aria-label={t('settings.fees.formTitle')}
      >
        <TextField
          name="day"
          type="date"
          label={t('settings.fees.day')}
          hint={t('settings.fees.dayHint')}
          error={errors.effectiveFrom}
        />
        {amountFields.map(([name, field, key]) => (
          <TextField
            key={name}
            name={name}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            currencyOf={language}
            label={t(`settings.fees.${key}`)}
            error={errors[field]}
          />
        ))}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={busy}>
            {t('settings.fees.schedule')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
