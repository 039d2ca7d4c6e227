// A token's name, scope and expiry in a side panel (UI.md: the list keeps its place). The scope is
// the users admin's permissions editor: no level above the admin's own is offered (decision 121).
import '@mantine/dates/styles.layer.css';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ORGANIZATION } from '@tuura/domain/limits';
import type { Permissions } from '@tuura/domain/permissions';
import { type ApiToken, organizationTokenInput } from '@tuura/domain/schemas/organization';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { DateField } from '../../components/DateField.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { PermissionsEditor } from '../../components/PermissionsEditor.tsx';
import { showToast } from '../../components/toast.ts';
import { useCreateToken, useUpdateToken } from './api.ts';
import { dateOfExpiry, expiryDateRange, expiryOfDate, hasScope, isExpired } from './scope.ts';

const validateName = domainValidator(organizationTokenInput.pick({ name: true }));

type Values = { name: string; permissions: Permissions; expiry: string | null };

export function TokenForm({
  token,
  onCreated,
  onDone,
}: {
  /** The token edited; null for a new one. */
  token: ApiToken | null;
  onCreated: (secret: string, token: ApiToken) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const me = useUser();
  const range = expiryDateRange(new Date());
  // An expired token is never renewed or rescoped (decision 133): only its name changes.
  const expired = token !== null && isExpired(token.expiresAt, new Date());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: token?.name ?? '',
      permissions: token?.permissions ?? {},
      expiry: dateOfExpiry(token?.expiresAt ?? null),
    },
    validate: (values) => ({
      ...validateName(values),
      ...(!hasScope(values.permissions) && { permissions: t('errors.message.apiToken.noScope') }),
    }),
    // Checked on submit, not on leaving a field: a message appearing under the name as the admin
    // clicks a level below it moved the level away from the click (the click was lost).
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const create = useCreateToken();
  const update = useUpdateToken();
  const submit = (values: Values) => {
    const name = values.name.trim();
    const body = { name, permissions: values.permissions, expiresAt: expiryOfDate(values.expiry) };
    if (token)
      update.mutate(
        { id: token._id, body: expired ? { name } : body },
        {
          onSuccess: () => {
            showToast('green', t('integrations.token.saved', { name }));
            onDone();
          },
          onError: (error) => onServerError(error, t('integrations.token.saveFailed')),
        },
      );
    else
      create.mutate(body, {
        onSuccess: (created) => onCreated(created.secret, created.token),
        onError: (error) => onServerError(error, t('integrations.token.createFailed')),
      });
  };
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="token-form">
      <Stack gap="md">
        <TextInput
          label={t('integrations.token.name')}
          description={t('integrations.limit', { max: ORGANIZATION.tokenName })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="token-name"
        />
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('integrations.token.scope')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('integrations.token.scopeHelp')}
          </Text>
        </Stack>
        <PermissionsEditor
          value={form.values.permissions}
          onChange={(p) => form.setFieldValue('permissions', p)}
          own={me.permissions}
          readOnly={expired}
          error={typeof form.errors.permissions === 'string' ? form.errors.permissions : undefined}
        />
        <DateField
          label={t('integrations.token.expires')}
          description={t('integrations.token.expiresHelp')}
          placeholder={t('integrations.token.noExpiry')}
          clearable
          clearButtonProps={{ 'aria-label': t('integrations.token.clearExpiry') }}
          minDate={range.min}
          maxDate={range.max}
          value={form.values.expiry}
          onChange={(value) => form.setFieldValue('expiry', value)}
          error={form.errors.expiresAt}
          disabled={expired}
          data-testid="token-expiry"
        />
        {expired && (
          <Text size="sm" c="dimmed" data-testid="token-expired-note">
            {t('integrations.token.expiredNote')}
          </Text>
        )}
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={create.isPending || update.isPending}
          saveLabel={t(token ? 'common.save' : 'integrations.token.create')}
          saveTestId="token-save"
        />
      </Stack>
    </form>
  );
}
