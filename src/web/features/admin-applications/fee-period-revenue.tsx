import type { AdminStatistics } from '../../../core/admin-statistics';
import { formatMoney, formatNumber } from '../../../core/format';
import { formatDate } from '../../../core/format-time';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/**
 * Revenue by fee period on the dashboard (issue #35, decision 037): for each fee change that has
 * started, what the applications priced under it paid, the government fees passed on and our part.
 * Periods are UK dates, as staff scheduled them.
 */
export function FeePeriodRevenue({ periods }: { periods: AdminStatistics['revenueByFeePeriod'] }) {
  const { t } = useTranslation('adminApplications');
  const language = currentLanguage();
  const money = (pence: number) => formatMoney(pence, language);
  const date = (value: string) => formatDate(value, language, 'Europe/London');
  return (
    <section
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="fee-periods-title"
    >
      <h2 id="fee-periods-title" className="font-semibold">
        {t('dashboard.feePeriods.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('dashboard.feePeriods.note')}</p>
      {periods.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('dashboard.noData')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-slate-600">
              <tr>
                {(['period', 'price', 'applications', 'travellers', 'paid', 'governmentFees', 'ours'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="py-2 pe-4 text-start font-medium">
                      {t(`dashboard.feePeriods.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {periods.map((period) => (
                <tr key={period.effectiveFrom}>
                  <th scope="row" className="py-2 pe-4 text-start font-normal">
                    {period.until
                      ? t('dashboard.feePeriods.between', {
                          from: date(period.effectiveFrom),
                          until: date(period.until),
                        })
                      : t('dashboard.feePeriods.since', { from: date(period.effectiveFrom) })}
                  </th>
                  <td className="py-2 pe-4">
                    {t('dashboard.feePeriods.priceIncluding', {
                      price: money(period.pricePence),
                      fee: money(period.governmentFeePence),
                    })}
                  </td>
                  <td className="py-2 pe-4">{formatNumber(period.applications, language)}</td>
                  <td className="py-2 pe-4">{formatNumber(period.travellers, language)}</td>
                  <td className="py-2 pe-4">{money(period.revenuePence)}</td>
                  <td className="py-2 pe-4">{money(period.governmentFeesPence)}</td>
                  <td className="py-2 pe-4 font-medium">{money(period.revenuePence - period.governmentFeesPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
