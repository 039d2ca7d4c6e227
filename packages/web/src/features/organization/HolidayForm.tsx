// Adding or changing one holiday in a side panel (UI.md: the table keeps its place): name, a
// description and the date, checked with the domain's limits before they are sent.
import '@mantine/dates/styles.layer.css';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HOLIDAY } from '@tuura/domain/limits';
import { type Holiday, holidayInput } from '@tuura/domain/schemas/holiday';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { showToast } from '../../components/toast.ts';
import { useSaveHoliday } from './holidaysApi.ts';

const validate = domainValidator(holidayInput);

export function HolidayForm({
  holiday,
  defaultDate,
  onDone,
}: {
  holiday: Holiday | null;
  defaultDate: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: holiday?.name ?? '',
      description: holiday?.description ?? '',
      date: holiday?.date ?? defaultDate,
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSaveHoliday();
  const submit = (values: typeof form.values) =>
    save.mutate(
      { ...(holiday && { id: holiday._id }), holiday: values },
      {
        onSuccess: (data) => {
          showToast('green', t('holidays.saved', { name: data.holiday.name }));
          onDone();
        },
        onError: (error) => onServerError(error, t('holidays.saveFailed')),
      },
    );
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="holiday-form">
      <Stack gap="md">
        <TextInput
          label={t('holidays.name')}
          description={t('holidays.limit', { max: HOLIDAY.name })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="holiday-name"
        />
        <TextInput
          label={t('holidays.description')}
          description={t('holidays.limit', { max: HOLIDAY.description })}
          {...form.getInputProps('description')}
          data-testid="holiday-description"
        />
        <DateField
          label={t('holidays.date')}
          required
          valueFormat={t('holidays.dateFormat')}
          value={form.values.date}
          onChange={(value) => form.setFieldValue('date', value ?? '')}
          error={form.errors.date}
          data-testid="holiday-date"
        />
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={save.isPending}
          saveLabel={t('holidays.save')}
          saveTestId="holiday-save"
        />
      </Stack>
    </form>
  );
}
