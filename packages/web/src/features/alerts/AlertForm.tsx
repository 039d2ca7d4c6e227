// Creating or changing an alert in a side panel: its name, the rule built as a sentence, how often
// it is checked and whether it is on. The same domain schema checks it here and on the server.
import { Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INTERVALS } from '@tuura/domain/enums';
import { ALERT } from '@tuura/domain/limits';
import { type Alert, type AlertRule, alertInput, DEFAULT_ALERT_RULE } from '@tuura/domain/schemas/alert';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { saveAnswer } from '../../components/saveAnswer.ts';
import { usePlaces, useSaveAlert } from './api.ts';
import { RuleBuilder } from './RuleBuilder.tsx';
import { placeNameOf, ruleSentence } from './sentence.ts';

const validate = domainValidator(alertInput);

function AlertFormBody({ alert, onDone }: { alert: Alert | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const places = usePlaces();
  const customers = places.data ?? [];
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: alert?.name ?? '',
      rule: (alert?.rule ?? DEFAULT_ALERT_RULE) as AlertRule,
      recurrence: alert?.recurrence ?? '1d',
      isEnabled: alert?.isEnabled ?? true,
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSaveAlert();
  const submit = (values: typeof form.values) => {
    save.mutate(
      { ...(alert && { id: alert._id }), alert: values },
      saveAnswer({
        saved: t(alert ? 'alerts.saved' : 'alerts.created', { name: values.name.trim() }),
        failed: t(alert ? 'alerts.saveFailed' : 'alerts.createFailed'),
        onDone,
        onServerError,
      }),
    );
  };
  const ruleErrors = Object.fromEntries(
    Object.entries(form.errors)
      .filter(([k]) => k.startsWith('rule.'))
      .map(([k, v]) => [k.slice('rule.'.length), v]),
  );
  const rule = form.values.rule;
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="alert-form">
      <Stack gap="md">
        <TextInput
          label={t('alerts.name')}
          description={t('alerts.limit', { max: ALERT.name })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="alert-name"
        />
        <RuleBuilder
          value={rule}
          onChange={(next) => {
            form.setFieldValue('rule', next);
            form.clearFieldError('rule');
          }}
          customers={customers}
          errors={ruleErrors}
        />
        <Paper withBorder p="xs" radius="sm">
          <Text size="sm" c="dimmed">
            {t('alerts.preview')}
          </Text>
          <Text data-testid="rule-preview">
            {ruleSentence(t, rule, placeNameOf(rule, customers), i18n.language)}
          </Text>
        </Paper>
        <Group gap="md" align="flex-end">
          <Select
            label={t('alerts.recurrence')}
            data={INTERVALS.map((i) => ({ value: i, label: t(`alerts.interval.${i}`) }))}
            allowDeselect={false}
            {...form.getInputProps('recurrence')}
            w={220}
            data-testid="alert-recurrence"
          />
          <Switch
            label={t('alerts.enabled')}
            {...form.getInputProps('isEnabled', { type: 'checkbox' })}
            data-testid="alert-enabled"
          />
        </Group>
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={save.isPending}
          saveLabel={t(alert ? 'common.save' : 'alerts.create')}
          saveTestId="alert-save"
        />
      </Stack>
    </form>
  );
}

export function AlertForm({
  target,
  title,
  onClose,
}: {
  /** `null` closed, `'new'` a new alert, or the alert to edit. */
  target: Alert | 'new' | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <EditDrawer opened={target !== null} onClose={onClose} size="xl" title={title}>
      {target && (
        <AlertFormBody
          key={target === 'new' ? 'new' : target._id}
          alert={target === 'new' ? null : target}
          onDone={onClose}
        />
      )}
    </EditDrawer>
  );
}
