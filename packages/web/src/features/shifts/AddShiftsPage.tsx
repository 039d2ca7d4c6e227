// /add-shifts (spec §2, §3, §5): choose customer → department → template, which fills the name
// (locked) and its times moved to today keeping the duration, or enter a shift freely. The
// start-stop form rules apply (end mode: both times at most 5 minutes ahead, the end not before
// the start), with errors after touch and the generic form error inline above the submit button.
import {
  Alert,
  Button,
  Fieldset,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ShiftType } from '@tuura/domain/enums';
import { SHIFT, SHIFT_TIMING } from '@tuura/domain/limits';
import { templateTimesOn, zonedDate } from '@tuura/domain/rules/zonedTime';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { customerTemplatesSchema } from '@tuura/domain/schemas/template';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { customerTemplatesQuery } from '../../api/workerTemplates.ts';
import { paths } from '../../app/paths.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { ShiftTimeField } from '../../components/ShiftTimeField.tsx';
import { formatClock, formatShiftSpan } from '../../lib/shiftTime.ts';
import { useCreateShift } from './api.ts';
import { notify } from './notify.ts';
import { ShiftDuration } from './ShiftDuration.tsx';
import type { AddShiftsSlots } from './slots.ts';
import { useShiftTimesForm } from './useShiftTimesForm.ts';
import '../../i18n/startEndTexts.ts';

type Customer = z.infer<typeof customerTemplatesSchema>;
type Department = Customer['departments'][number];

const TYPE_KEYS = Object.keys(ShiftType).filter((k) => k !== 'values') as (keyof typeof ShiftType & string)[];

/** `slots.requests`: the worker's shift requests, from app/pages/AddShifts.tsx (decision 146). */
export default function AddShiftsPage({ slots }: { slots: AddShiftsSlots }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<WorkerShift | null>(null);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} fz="h2">
        {t('nav.addShifts')}
      </Title>
      {added ? <Added shift={added} onAnother={() => setAdded(null)} /> : <AddShiftForm onAdded={setAdded} />}
      {slots.requests}
    </Stack>
  );
}

function Added({ shift, onAnother }: { shift: WorkerShift; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="shift-added">
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconCheck size={20} aria-hidden />}
          title={t('addShifts.added')}
        >
          <Text fw={600}>{formatShiftSpan(shift.from, shift.to)}</Text>
          <Text size="sm">{shift.name}</Text>
        </Alert>
        <Button component={Link} to={paths.shifts} size="md" data-testid="to-my-shifts">
          {t('addShifts.toMyShifts')}
        </Button>
        <Button variant="default" size="md" onClick={onAnother}>
          {t('addShifts.addAnother')}
        </Button>
      </Stack>
    </Paper>
  );
}

function AddShiftForm({ onAdded }: { onAdded: (shift: WorkerShift) => void }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const templates = useQuery(customerTemplatesQuery);
  const create = useCreateShift();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const { form, setFrom, setTo, duration, long } = useShiftTimesForm({
    mode: 'end',
    initialValues: {
      name: '',
      description: '',
      from: null as string | null,
      to: null as string | null,
      type: ShiftType.shift as ShiftType,
      template: null as string | null,
      department: null as string | null,
    },
  });
  const values = form.getValues();
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const customers = templates.data ?? [];
  const customer = customers.find((c) => c._id === customerId);
  const department = customer?.departments.find((d) => d._id === values.department);

  const chooseTemplate = (from: Department | undefined, id: string | null) => {
    form.setFieldValue('template', id);
    const template = from?.templates.find((x) => x._id === id);
    if (!template) return;
    // Today's date in Helsinki, the template's wall-clock start and its duration (spec §3).
    const times = templateTimesOn(template, zonedDate(new Date()));
    form.setFieldValue('name', template.name);
    form.setFieldValue('from', times.from.toISOString());
    form.setFieldValue('to', times.to.toISOString());
  };
  const chooseCustomer = (id: string | null) => {
    setCustomerId(id);
    form.setFieldValue('department', null);
    chooseTemplate(undefined, null);
  };
  const chooseDepartment = (id: string | null) => {
    form.setFieldValue('department', id);
    chooseTemplate(undefined, null);
  };

  const onSubmit = form.onSubmit(
    (v) =>
      create.mutate(
        {
          name: v.name.trim(),
          from: v.from ?? '',
          to: v.to,
          description: v.description.trim(),
          type: v.type,
          template: v.template,
          department: v.department,
          submitted: true,
        },
        {
          onSuccess: ({ shift }) => {
            notify('green', t('addShifts.added'));
            onAdded(shift);
          },
          onError: (error) => onServerError(error, t('addShifts.addFailed')),
        },
      ),
    onInvalid,
  );

  const locked = Boolean(values.template);
  const pickerState = templates.isPending ? { placeholder: t('common.loading'), disabled: true } : {};
  return (
    <Paper withBorder radius="md" p="md">
      <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="add-shift-form">
        <Stack gap="md">
          <Fieldset legend={t('addShifts.templateLegend')} variant="unstyled">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('addShifts.templateHint')}
              </Text>
              {templates.isError && (
                <Alert color="red" variant="light" role="alert" title={t('addShifts.templatesFailed')}>
                  <Button variant="subtle" size="compact-sm" onClick={() => void templates.refetch()}>
                    {t('common.refresh')}
                  </Button>
                </Alert>
              )}
              <Select
                label={t('addShifts.customer')}
                size="md"
                data={customers.map((c) => ({ value: c._id, label: c.name }))}
                value={customerId}
                onChange={chooseCustomer}
                clearable
                nothingFoundMessage={t('addShifts.noCustomers')}
                data-testid="customer-select"
                {...pickerState}
              />
              <Select
                label={t('addShifts.department')}
                size="md"
                data={(customer?.departments ?? []).map((d) => ({ value: d._id, label: d.name }))}
                value={values.department}
                onChange={chooseDepartment}
                disabled={!customer}
                clearable
                error={form.errors.department}
                data-testid="department-select"
              />
              <Select
                label={t('addShifts.template')}
                size="md"
                data={(department?.templates ?? []).map((x) => ({
                  value: x._id,
                  label: t('addShifts.templateOption', {
                    name: x.name,
                    from: formatClock(x.from),
                    to: formatClock(x.to),
                  }),
                }))}
                value={values.template}
                onChange={(id) => chooseTemplate(department, id)}
                disabled={!department}
                clearable
                nothingFoundMessage={t('addShifts.noTemplates')}
                error={form.errors.template}
                data-testid="template-select"
              />
            </Stack>
          </Fieldset>
          <TextInput
            label={t('addShifts.name')}
            required
            size="md"
            autoComplete="off"
            readOnly={locked}
            description={locked ? t('addShifts.nameLocked') : undefined}
            data-testid="shift-name"
            {...form.getInputProps('name')}
          />
          <ShiftTimeField
            label={t('addShifts.from')}
            description={t('addShifts.timeRule', { minutes: SHIFT_TIMING.maxFutureMinutes })}
            required
            value={values.from}
            onChange={setFrom}
            error={form.errors.from}
            data-testid="add-shift-from"
          />
          <ShiftTimeField
            label={t('addShifts.to')}
            required
            value={values.to}
            onChange={setTo}
            min={values.from}
            error={form.errors.to}
            data-testid="add-shift-to"
          />
          <ShiftDuration duration={duration} long={long} />
          <NativeSelect
            label={t('addShifts.type')}
            size="md"
            data={TYPE_KEYS.map((k) => ({ value: String(ShiftType[k]), label: t(`addShifts.types.${k}`) }))}
            value={String(values.type)}
            onChange={(e) => form.setFieldValue('type', Number(e.currentTarget.value) as ShiftType)}
            data-testid="shift-type"
          />
          <Textarea
            label={t('addShifts.description')}
            size="md"
            autosize
            minRows={2}
            maxRows={6}
            description={`${values.description.length} / ${SHIFT.description}`}
            {...form.getInputProps('description')}
          />
          <FormProblem problem={problem} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={create.isPending}
            data-testid="add-shift-submit"
            {...offline}
          >
            {t('addShifts.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
