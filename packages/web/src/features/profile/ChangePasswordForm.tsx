// Change own password: current and new (10..128 from the domain rule), errors under the fields.
import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications as toast } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { PASSWORD } from '@tuura/domain/limits';
import { changePasswordInput } from '@tuura/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { showFormErrorLater } from '../../components/formError.ts';
import { showFormServerError } from '../../components/formErrors.ts';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';

type Props = { guest?: boolean };

export function ChangePasswordForm({ guest = false }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '' },
    validate: domainValidator(changePasswordInput),
    validateInputOnBlur: true,
  });
  const change = useMutation({
    meta: { silent: true },
    mutationFn: (body: typeof form.values) =>
      guest
        ? call(authContracts.guestChangePassword, { body })
        : call(authContracts.changePassword, { body }),
    onSuccess: () => {
      form.reset();
      toast.show({ color: 'green', message: t('profile.password.changed') });
    },
    onError: (error) => showFormServerError(form, error),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="change-password">
      <form onSubmit={form.onSubmit((values) => change.mutate(values), showFormErrorLater)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('profile.password.title')}
          </Title>
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('profile.password.new')}
            description={t('profile.password.rule', { min: PASSWORD.min, max: PASSWORD.max })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} {...offline}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
