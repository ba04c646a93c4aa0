import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { formatMoney } from '../../core/format';
import { maxLengths } from '../../core/limits';
import { maxDocumentRetentionDays } from '../../core/retention';
import { maxFeePence, type SystemSettings, systemSettingsSchema } from '../../core/settings';
import { PageMeta } from '../components/layout/page-meta';
import { Button, Card, TextField } from '../components/ui/form-controls';
import { saveSettings, settingsQuery } from '../features/admin-settings/api';
import { FeeChanges } from '../features/admin-settings/fee-changes';
import { ApiError } from '../lib/api';
import { describeError, toastError } from '../lib/api-errors';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { refreshPublicSettings } from '../lib/public-settings';
import { useFieldMessage } from '../lib/schema-message';
import { toast } from '../lib/toast';

type BooleanField =
  | 'maintenanceMode'
  | 'applicationProcessingEnabled'
  | 'emailNotificationsEnabled'
  | 'adminNotificationsEnabled';
/** The money settings, each with its label key under settings.pricing. */
const feeFields = [
  ['priorityProcessingFee', 'priorityFee'],
  ['governmentFee', 'governmentFee'],
  ['standardProcessingFee', 'standardFee'],
] as const;

/** Admin spec §2 'System Settings': four cards; Save only when changed; Reset; re-fetch after save. */
export default function AdminSettings() {
  const { t } = useTranslation(['adminSettings', 'admin']);
  const fieldMessage = useFieldMessage();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = useQuery(settingsQuery);
  const form = useForm<SystemSettings>({ resolver: zodResolver(systemSettingsSchema), values: data?.settings });
  const { errors, isDirty, isSubmitting } = form.formState;
  // Another admin saved since this form was loaded (409): their values are shown only on reload.
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    if (!isError) return;
    toast({ title: t('toast.settingsLoadError', { message: describeError(error) }), variant: 'destructive' });
  }, [isError, error, t]);

  async function submit(values: SystemSettings) {
    try {
      if (!data) return;
      await saveSettings(values, data.updatedAt);
      setConflict(false);
      toast({ title: t('toast.settingsUpdated') });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
      await queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
      await refreshPublicSettings();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setConflict(true);
        toast({ title: t('toast.settingsError'), description: t('toast.settingsConflict'), variant: 'destructive' });
        return;
      }
      if (failure instanceof ApiError && failure.body?.fieldErrors) {
        for (const [field, message] of Object.entries(failure.body.fieldErrors)) {
          form.setError(field as FieldPath<SystemSettings>, { type: 'server', message });
        }
      }
      toastError(t('toast.settingsError'), failure);
    }
  }

  function reset() {
    form.reset(data?.settings);
    toast({ title: t('toast.formReset') });
  }

  const message = (field: FieldPath<SystemSettings>) => {
    const error = errors[field as keyof SystemSettings]?.message;
    const max = formatMoney(maxFeePence, language, { wholePounds: true });
    return fieldMessage(error, { max });
  };
  const number = { valueAsNumber: true } as const;
  const maintenance = form.watch('maintenanceMode');

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={t('settings.title')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('settings.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('settings.subtitle')}</p>

      {isPending ? (
        <p className="mt-8 text-slate-600" role="status">
          {t('admin:common.loading')}
        </p>
      ) : isError ? (
        <div className="mt-8 rounded-lg border border-red-200 bg-red-50 p-6" role="alert">
          <p className="text-red-900">{t('settings.loadError')}</p>
          <Button className="mt-4" onClick={() => refetch()}>
            {t('admin:common.retry')}
          </Button>
        </div>
      ) : (
        <form className="mt-6 space-y-6" onSubmit={form.handleSubmit(submit)} noValidate>
          {conflict && (
            <div
              className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
              role="alert"
              data-testid="settings-conflict"
            >
              <p>{t('toast.settingsConflict')}</p>
              <Button
                className="mt-3"
                onClick={async () => {
                  await refetch();
                  setConflict(false);
                }}
              >
                {t('settings.reload')}
              </Button>
            </div>
          )}
          {maintenance && (
            <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="status">
              <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold">{t('settings.maintenanceBanner.title')}</p>
                <p className="text-sm">{t('settings.maintenanceBanner.text')}</p>
              </div>
            </div>
          )}

          <Card title={t('settings.site.title')} description={t('settings.site.description')}>
            <div className="space-y-4">
              <Switch
                form={form}
                field="maintenanceMode"
                label={t('settings.site.maintenance')}
                hint={t('settings.site.maintenanceHint')}
              />
              <Switch
                form={form}
                field="applicationProcessingEnabled"
                label={t('settings.site.processing')}
                hint={t('settings.site.processingHint')}
              />
              <TextField
                label={t('settings.site.processingTime')}
                hint={t('settings.site.processingTimeHint')}
                type="number"
                min={1}
                step={1}
                className="max-w-xs"
                error={message('visaProcessingTime')}
                {...form.register('visaProcessingTime', number)}
              />
            </div>
          </Card>

          <Card title={t('settings.pricing.title')} description={t('settings.pricing.description')}>
            <div className="grid gap-4 sm:grid-cols-3">
              {feeFields.map(([field, key]) => (
                <TextField
                  key={field}
                  label={t(`settings.pricing.${key}`)}
                  hint={t(`settings.pricing.${key}Hint`)}
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  currencyOf={language}
                  error={message(field)}
                  {...form.register(field, number)}
                />
              ))}
            </div>
          </Card>

          <Card title={t('settings.contact.title')} description={t('settings.contact.description')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('settings.contact.email')}
                type="email"
                maxLength={maxLengths.email}
                error={message('supportEmail')}
                {...form.register('supportEmail')}
              />
              <TextField
                label={t('settings.contact.phone')}
                type="tel"
                maxLength={maxLengths.phone}
                error={message('supportPhone')}
                {...form.register('supportPhone')}
              />
            </div>
          </Card>

          <Card title={t('settings.retention.title')} description={t('settings.retention.description')}>
            <TextField
              label={t('settings.retention.days')}
              hint={t('settings.retention.daysHint')}
              type="number"
              min={1}
              max={maxDocumentRetentionDays}
              step={1}
              className="max-w-xs"
              error={message('documentRetentionDays')}
              {...form.register('documentRetentionDays', number)}
            />
          </Card>

          <Card title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
            <div className="space-y-4">
              <Switch
                form={form}
                field="emailNotificationsEnabled"
                label={t('settings.notifications.email')}
                hint={t('settings.notifications.emailHint')}
              />
              <Switch
                form={form}
                field="adminNotificationsEnabled"
                label={t('settings.notifications.admin')}
                hint={t('settings.notifications.adminHint')}
              />
            </div>
          </Card>

          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={reset} disabled={!isDirty || isSubmitting}>
              {t('settings.reset')}
            </Button>
            <Button type="submit" disabled={!isDirty || isSubmitting}>
              {t('settings.save')}
            </Button>
          </div>
        </form>
      )}
      <div className="mt-6">
        <FeeChanges />
      </div>
    </div>
  );
}

/** An on/off setting as a labelled switch (a checkbox with role=switch). */
function Switch({
  form,
  field,
  label,
  hint,
}: {
  form: ReturnType<typeof useForm<SystemSettings>>;
  field: BooleanField;
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={Boolean(form.watch(field))}
        aria-describedby={`${id}-hint`}
        className="peer mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:h-4 before:w-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-700 checked:before:translate-x-[1.125rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rtl:before:-translate-x-0.5 rtl:checked:before:-translate-x-[1.125rem]"
        {...form.register(field)}
      />
    </div>
  );
}
