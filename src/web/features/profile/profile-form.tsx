import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../../core/auth';
import { type ProfileInput, profileSchema } from '../../../core/auth';
import { maxLengths } from '../../../core/limits';
import { Button, Card, TextField } from '../../components/ui/form-controls';
import { apiRequest } from '../../lib/api';
import { toastError } from '../../lib/api-errors';
import { setCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';

const fields = ['firstName', 'lastName', 'phone', 'address', 'city', 'country', 'zipCode'] as const;
const autoComplete: Record<(typeof fields)[number], string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  country: 'country-name',
  zipCode: 'postal-code',
};
/** The longest each field may be: the schema refuses more, so typing stops there. */
const maxLength: Record<(typeof fields)[number], number> = {
  firstName: maxLengths.name,
  lastName: maxLengths.name,
  phone: maxLengths.phone,
  address: maxLengths.address,
  city: maxLengths.city,
  country: maxLengths.country,
  zipCode: maxLengths.zipCode,
};

/** Profile tab: every field optional; Save Changes answers the saved user. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  const fieldMessage = useFieldMessage();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: Object.fromEntries(fields.map((field) => [field, user[field] ?? ''])),
  });
  const save = useMutation({
    mutationFn: (values: ProfileInput) =>
      apiRequest<{ message: string; user: PublicUser }>('PUT', '/api/user/profile', values),
    onSuccess: (answer) => {
      setCurrentUser(answer.user);
      toast({ title: t('toast.profileUpdated'), description: t('toast.profileUpdatedText') });
    },
    onError: (error) => toastError(t('toast.profileFailed'), error),
  });
  const errors = form.formState.errors;
  return (
    <Card title={t('profile.title')} description={t('profile.description')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField label={t('fields.email')} value={user.email} readOnly className="sm:col-span-2" />
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`fields.${field}`)}
            autoComplete={autoComplete[field]}
            maxLength={maxLength[field]}
            error={fieldMessage(errors[field]?.message)}
            className={field === 'address' ? 'sm:col-span-2' : undefined}
            {...form.register(field)}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
