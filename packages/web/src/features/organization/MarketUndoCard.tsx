// The marketplace's undo window (decision 140): how many minutes after reserving a worker may undo
// their own reservation, and how many hours before the shift's start they no longer may. Limits
// and field messages from the domain; a reader sees the values and no save button.
import { NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MARKET_UNDO } from '@tuura/domain/limits';
import { marketUndoInput, type Organization } from '@tuura/domain/schemas/organization';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { showToast } from '../../components/toast.ts';
import { useSaveMarketUndo } from './organizationApi.ts';
import { SettingsFooter } from './SettingsFooter.tsx';

const validate = domainValidator(marketUndoInput);

export function MarketUndoCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const { reservationUndoMinutes, reservationUndoLockHours } = organization.settings;
  const form = useForm<{
    reservationUndoMinutes: number | string;
    reservationUndoLockHours: number | string;
  }>({
    mode: 'controlled',
    initialValues: { reservationUndoMinutes, reservationUndoLockHours },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the stored values resets
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues({ reservationUndoMinutes, reservationUndoLockHours });
    form.resetDirty({ reservationUndoMinutes, reservationUndoLockHours });
  }, [reservationUndoMinutes, reservationUndoLockHours]);
  const save = useSaveMarketUndo();
  const submit = (values: typeof form.values) =>
    save.mutate(
      {
        reservationUndoMinutes: Number(values.reservationUndoMinutes),
        reservationUndoLockHours: Number(values.reservationUndoLockHours),
      },
      {
        onSuccess: ({ organization: saved }) => {
          const stored = {
            reservationUndoMinutes: saved.settings.reservationUndoMinutes,
            reservationUndoLockHours: saved.settings.reservationUndoLockHours,
          };
          form.setValues(stored);
          form.resetDirty(stored);
          showToast('green', t('organization.marketUndo.saved'));
        },
        onError: (error) => onServerError(error, t('organization.marketUndo.failed')),
      },
    );
  const range = (limits: { min: number; max: number }) =>
    canEdit ? t('organization.marketUndo.range', limits) : undefined;
  return (
    <Paper withBorder p="md" data-testid="organization-market-undo">
      <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('organization.marketUndo.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('organization.marketUndo.help')}
          </Text>
          <NumberInput
            label={t('organization.marketUndo.minutes')}
            description={range(MARKET_UNDO.minutes)}
            allowDecimal={false}
            allowNegative={false}
            required={canEdit}
            disabled={!canEdit}
            {...form.getInputProps('reservationUndoMinutes')}
            data-testid="market-undo-minutes"
          />
          <NumberInput
            label={t('organization.marketUndo.lockHours')}
            description={range(MARKET_UNDO.lockHours)}
            allowDecimal={false}
            allowNegative={false}
            required={canEdit}
            disabled={!canEdit}
            {...form.getInputProps('reservationUndoLockHours')}
            data-testid="market-undo-hours"
          />
          <SettingsFooter
            problem={problem}
            canEdit={canEdit}
            dirty={form.isDirty()}
            saving={save.isPending}
            label={t('organization.marketUndo.save')}
            data-testid="market-undo-save"
          />
        </Stack>
      </form>
    </Paper>
  );
}
