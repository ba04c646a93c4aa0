import * as Tabs from '@radix-ui/react-tabs';
import { RequireUser } from '../components/auth/require-user';
import { PageMeta } from '../components/layout/page-meta';
import { Button } from '../components/ui/form-controls';
import { ApplicationsTab } from '../features/my-applications/applications-tab';
import { MessagesTab } from '../features/my-applications/messages-tab';
import { TrackTab } from '../features/my-applications/track-tab';
import { displayName, useLogout } from '../lib/current-user';
import { useTranslation } from '../lib/i18n';
import { withQueryClient } from '../lib/with-query-client';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** /dashboard: welcome, Logout, and the tabs My Applications, Track an Application, Messages (spec §2). */
function DashboardPage() {
  const { t, i18n } = useTranslation('myApplications');
  const logout = useLogout();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta title={t('title')} />
      <RequireUser>
        {(user) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h1 className="text-3xl font-bold text-brand-900">{t('welcome', { name: displayName(user) })}</h1>
              <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
                {logout.isPending ? t('common:account.loggingOut') : t('common:account.logout')}
              </Button>
            </div>
            <Tabs.Root dir={i18n.dir()} defaultValue="applications" className="mt-8">
              <Tabs.List aria-label={t('title')} className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
                <Tabs.Trigger value="applications" className={tabClass}>
                  {t('tabs.applications')}
                </Tabs.Trigger>
                <Tabs.Trigger value="track" className={tabClass}>
                  {t('tabs.track')}
                </Tabs.Trigger>
                <Tabs.Trigger value="messages" className={tabClass}>
                  {t('tabs.messages')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="applications" className="mt-6">
                <ApplicationsTab />
              </Tabs.Content>
              <Tabs.Content value="track" className="mt-6">
                <TrackTab />
              </Tabs.Content>
              <Tabs.Content value="messages" className="mt-6">
                <MessagesTab />
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </RequireUser>
    </div>
  );
}

export default withQueryClient(DashboardPage);
