// Change own password: current and new (10..128 from the domain rule), errors under the fields;
// a wrong current password comes back as the server's message under that field.
import { Button, Checkbox, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications as toast } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { PASSWORD } from '@tuura/domain/limits';
import { changePasswordInput } from '@tuura/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import '../../components/sessionTexts.ts';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import './texts.ts';

type Props = { guest?: boolean };

export function ChangePasswordForm({ guest = false }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const client = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '', endOtherSessions: true },
    validate: domainValidator(changePasswordInput),
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const change = useMutation({
    meta: { silent: true },
    mutationFn: (body: typeof form.values) =>
      guest
        ? call(authContracts.guestChangePassword, { body })
        : call(authContracts.changePassword, { body }),
    onSuccess: () => {
      form.reset();
      void client.invalidateQueries({ queryKey: ['sessions'] });
      toast.show({ color: 'green', message: t('profile.password.changed') });
    },
    onError: (error) => onServerError(error, t('profile.password.failed')),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="change-password">
      <form ref={formRef} onSubmit={form.onSubmit((values) => change.mutate(values), onInvalid)} noValidate>
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
          <Checkbox
            label={t('sessions.endOtherSessions')}
            data-testid="password-end-others"
            {...form.getInputProps('endOtherSessions', { type: 'checkbox' })}
          />
          <FormProblem problem={problem} />
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
