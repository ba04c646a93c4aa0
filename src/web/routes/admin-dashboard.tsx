import { useQuery } from '@tanstack/react-query';
import { Activity, Clock, FileText, Hourglass, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { AdminStatistics } from '../../core/admin-statistics';
import { formatDateTime } from '../../core/format-time';
import { PageMeta } from '../components/layout/page-meta';
import { statisticsQuery } from '../features/admin-applications/api';
import { FeePeriodRevenue } from '../features/admin-applications/fee-period-revenue';
import { DisruptionPanel } from '../features/disruption/disruption-panel';
import { toastError } from '../lib/api-errors';
import { country } from '../lib/country';
import { currentLanguage, useTranslation } from '../lib/i18n';

/** Admin spec §2 'Dashboard': four cards, the 7-day trend, recent activity and the top 5 countries. */
export default function AdminDashboard() {
  const { t } = useTranslation(['adminApplications', 'admin']);
  const { data, isPending, isError, error, refetch } = useQuery(statisticsQuery);

  useEffect(() => {
    if (isError) {
      toastError(t('dashboard.errorToast'), error);
    }
  }, [isError, error, t]);

  return (
    <div className="mx-auto max-w-7xl">
      <PageMeta title={t('dashboard.title')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('dashboard.subtitle')}</p>
      <DisruptionPanel />
      {isPending ? (
        <output className="block mt-8 text-slate-600">{t('admin:loading')}</output>
      ) : isError ? (
        <div className="mt-8 rounded-lg border border-red-200 bg-red-50 p-6" role="alert">
          <p className="text-red-900">{t('dashboard.errorText')}</p>
          <button
            type="button"
            onClick={() => refetch()}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('admin:retry')}
          </button>
        </div>
      ) : (
        <Statistics stats={data} />
      )}
    </div>
  );
}

function Change({ value }: { value: number | null }) {
  const { t } = useTranslation('adminApplications');
  if (value === null) return <p className="mt-2 text-xs text-slate-500">{t('dashboard.noComparison')}</p>;
  // value is in percent ('+7.5'); the locale places the sign and '%' ('+7,5 %' in French).
  const formatted = new Intl.NumberFormat(currentLanguage(), {
    style: 'percent',
    signDisplay: 'always',
    maximumFractionDigits: 1,
  }).format(value / 100);
  return (
    <p className={`mt-2 text-xs ${value >= 0 ? 'text-emerald-700' : 'text-red-700'}`}>
      {t('dashboard.change', { change: formatted })}
    </p>
  );
}

function Card({
  title,
  value,
  icon: Icon,
  children,
}: {
  title: string;
  value: string;
  icon: typeof FileText;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      {children}
    </div>
  );
}

/** '1.5 days' or '5 hours' in the reader's language (Intl unit formatting); 'N/A' when none. */
function processingTime(stats: AdminStatistics, notAvailable: string) {
  const hours = stats.averageProcessingHours;
  if (hours === null) return notAvailable;
  const format = (value: number, unit: 'hour' | 'day') =>
    new Intl.NumberFormat(currentLanguage(), {
      style: 'unit',
      unit,
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    }).format(value);
  return hours < 24 ? format(hours, 'hour') : format(hours / 24, 'day');
}

function Statistics({ stats }: { stats: AdminStatistics }) {
  const { t } = useTranslation('adminApplications');
  const language = currentLanguage();
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const pendingShare = stats.totalApplications ? (stats.pendingApplications / stats.totalApplications) * 100 : 0;
  const maxTrend = Math.max(0, ...stats.applicationTrend.map((day) => day.count));
  const maxCountry = Math.max(0, ...stats.applicationsByCountry.map((row) => row.count));
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });

  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card title={t('dashboard.totalApplications')} value={number(stats.totalApplications)} icon={FileText}>
          <Change value={stats.applicationsChange} />
        </Card>
        <Card title={t('dashboard.pendingApplications')} value={number(stats.pendingApplications)} icon={Hourglass}>
          <p className="mt-2 text-xs text-slate-500">
            {t('dashboard.pendingShare', {
              percent: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
                pendingShare,
              ),
            })}
          </p>
        </Card>
        <Card title={t('dashboard.registeredUsers')} value={number(stats.totalUsers)} icon={Users}>
          <Change value={stats.usersChange} />
        </Card>
        <Card
          title={t('dashboard.processingTime')}
          value={processingTime(stats, t('dashboard.notAvailable'))}
          icon={Clock}
        >
          <p className="mt-2 text-xs text-slate-500">{t('dashboard.processingTimeNote')}</p>
        </Card>
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="trend-title">
          <h2 id="trend-title" className="font-semibold">
            {t('dashboard.trend')}
          </h2>
          {stats.applicationTrend.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t('dashboard.noData')}</p>
          ) : maxTrend === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t('dashboard.noTrend')}</p>
          ) : (
            <ol className="mt-4 flex h-48 items-end gap-2" data-testid="trend-chart">
              {stats.applicationTrend.map((day) => (
                <li key={day.date} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                  <span className="text-xs text-slate-600">{number(day.count)}</span>
                  <span
                    className="w-full rounded-t bg-brand-600"
                    style={{ height: `${Math.max(2, (day.count / maxTrend) * 100)}%` }}
                    aria-hidden="true"
                  />
                  <span className="text-xs text-slate-600">
                    {weekday.format(new Date(`${day.date}T00:00:00Z`))}
                    <span className="sr-only">: {t('dashboard.trendDay', { count: day.count })}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          aria-labelledby="countries-title"
        >
          <h2 id="countries-title" className="font-semibold">
            {t('dashboard.byCountry')}
          </h2>
          {stats.applicationsByCountry.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t('dashboard.noCountries')}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {stats.applicationsByCountry.map((row) => (
                <li key={row.country}>
                  <div className="flex justify-between text-sm">
                    <span>{country(row.country, language)}</span>
                    <span className="font-medium">{number(row.count)}</span>
                  </div>
                  <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
                    <div className="h-2 rounded bg-brand-600" style={{ width: `${(row.count / maxCountry) * 100}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section
        className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="activity-title"
      >
        <h2 id="activity-title" className="flex items-center gap-2 font-semibold">
          <Activity className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {t('dashboard.recentActivity')}
        </h2>
        {stats.recentActivity.length === 0 ? (
          <p className="mt-4 text-sm text-slate-500">{t('dashboard.noActivity')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {stats.recentActivity.map((item) => (
              <li
                key={`${item.type}-${item.date}-${item.user}`}
                className="flex flex-wrap justify-between gap-2 py-2 text-sm"
              >
                <span>
                  <span className="font-medium">{t(`activity.${item.type}`)}</span> · {item.user}
                  {item.reference && item.type.startsWith('application_') ? (
                    <>
                      {' '}
                      ·{' '}
                      <Link className="text-brand-700 underline" to={`/admin/applications?search=${item.reference}`}>
                        {item.reference}
                      </Link>
                    </>
                  ) : null}
                </span>
                <time className="text-slate-500" dateTime={item.date}>
                  {formatDateTime(item.date, language)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>

      <FeePeriodRevenue periods={stats.revenueByFeePeriod} />
    </>
  );
}
