// The organisation's basic details in one form: name, admin email and plugin name, with the
// domain's limits and its field messages (the server's go under the same fields). A reader sees
// the values in disabled fields and no save button.
import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ORGANIZATION } from '@tuura/domain/limits';
import {
  type Organization,
  organizationDetailsInput,
  organizationEmailInput,
} from '@tuura/domain/schemas/organization';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { showToast } from '../../components/toast.ts';
import { useSaveDetails } from './organizationApi.ts';
import { SettingsFooter } from './SettingsFooter.tsx';

const validate = domainValidator(organizationDetailsInput.extend(organizationEmailInput.shape));

export function DetailsCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: organization.name,
      adminEmail: organization.adminEmail,
      pluginName: organization.pluginName,
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  // Fresher stored values (the page's refetch after a cached first draw) replace untouched ones.
  const { name, adminEmail, pluginName } = organization;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the stored values resets
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues({ name, adminEmail, pluginName });
    form.resetDirty({ name, adminEmail, pluginName });
  }, [name, adminEmail, pluginName]);
  const save = useSaveDetails(organization);
  const submit = (values: typeof form.values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        // What was stored (trimmed, the email in lower case) is the form's new starting point.
        const saved = answer?.organization;
        if (saved) {
          const stored = { name: saved.name, adminEmail: saved.adminEmail, pluginName: saved.pluginName };
          form.setValues(stored);
          form.resetDirty(stored);
        }
        showToast('green', t('organization.detailsSaved'));
      },
      onError: (error) => onServerError(error, t('organization.detailsFailed')),
    });
  const limit = (max: number) => (canEdit ? t('organization.limit', { max }) : undefined);
  return (
    <Paper withBorder p="md" data-testid="organization-details">
      <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('organization.detailsTitle')}
          </Title>
          <TextInput
            label={t('organization.name')}
            description={limit(ORGANIZATION.name)}
            required={canEdit}
            disabled={!canEdit}
            {...form.getInputProps('name')}
            data-testid="organization-name-input"
          />
          <TextInput
            label={t('organization.adminEmail')}
            description={canEdit ? t('organization.adminEmailHelp') : undefined}
            type="email"
            required={canEdit}
            disabled={!canEdit}
            {...form.getInputProps('adminEmail')}
            data-testid="organization-email-input"
          />
          <TextInput
            label={t('organization.pluginName')}
            description={limit(ORGANIZATION.pluginName)}
            disabled={!canEdit}
            {...form.getInputProps('pluginName')}
            data-testid="organization-plugin-input"
          />
          <SettingsFooter
            problem={problem}
            canEdit={canEdit}
            dirty={form.isDirty()}
            saving={save.isPending}
            label={t('organization.saveDetails')}
            data-testid="organization-details-save"
          />
        </Stack>
      </form>
    </Paper>
  );
}
