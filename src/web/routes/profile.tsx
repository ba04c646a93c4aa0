import * as Tabs from '@radix-ui/react-tabs';
import { RequireUser } from '../components/auth/require-user';
import { PageMeta } from '../components/layout/page-meta';
import { TwoStepCard } from '../features/mfa/two-step-card';
import { AccountActionsCard } from '../features/profile/account-actions-card';
import { MyDataCard } from '../features/profile/my-data-card';
import { PasswordResetCard } from '../features/profile/password-reset-card';
import { ProfileForm } from '../features/profile/profile-form';
import { RemindersCard } from '../features/profile/reminders-card';
import { useTranslation } from '../lib/i18n';
import { withQueryClient } from '../lib/with-query-client';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** /profile, 'My Account': Profile and Security tabs (spec §2); Security also holds two-step verification. */
function ProfilePage() {
  const { t, i18n } = useTranslation('profile');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title={t('title')} />
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <RequireUser>
        {(user) => (
          <Tabs.Root dir={i18n.dir()} defaultValue="profile" className="mt-6">
            <Tabs.List aria-label={t('title')} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tabs.Trigger value="profile" className={tabClass}>
                {t('tabs.profile')}
              </Tabs.Trigger>
              <Tabs.Trigger value="security" className={tabClass}>
                {t('tabs.security')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="profile" className="mt-6 grid gap-6">
              <ProfileForm user={user} />
              <MyDataCard />
              <RemindersCard />
            </Tabs.Content>
            <Tabs.Content value="security" className="mt-6 grid gap-6">
              <PasswordResetCard email={user.email} />
              <TwoStepCard user={user} />
              <AccountActionsCard />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </RequireUser>
    </div>
  );
}

export default withQueryClient(ProfilePage);
