// The side panel of the shift table: a shift's every field as a form (edit needs `all`; a reader
// sees the same fields read-only) and its history. A new shift opens it empty.
import {
  Button,
  Drawer,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { BillingStatus, ShiftType } from '@tuura/domain/enums';
import { SHIFT } from '@tuura/domain/limits';
import { type AdminShift, shiftInput } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { confirmAssignment, needsOverlapCheck } from '../../../components/assignmentOverlaps.ts';
import { FormProblem, useFormProblem } from '../../../components/FormProblem.tsx';
import { domainValidator } from '../../../components/formValidation.ts';
import { ShiftTimeField } from '../../../components/ShiftTimeField.tsx';
import { WorkerPicker } from '../../../components/WorkerPicker.tsx';
import { billingKey, typeKey } from '../labels.ts';
import { useCustomersFull, useSaveShift } from './adminApi.ts';
import { ShiftHistory } from './ShiftHistory.tsx';
import { changedFields, emptyShiftForm, formOfShift, type ShiftFormValues } from './shiftForm.ts';

type Props = {
  /** The shift shown, `'new'` for an empty form, null when closed. */
  shift: AdminShift | 'new' | null;
  canEdit: boolean;
  onClose: () => void;
};

export function ShiftPanel({ shift, canEdit, onClose }: Props) {
  const { t } = useTranslation();
  const title = shift === 'new' ? t('adminShifts.newShift') : (shift?.name ?? '');
  return (
    <Drawer opened={shift !== null} onClose={onClose} position="right" size="lg" title={title}>
      {shift === 'new' && <ShiftForm key="new" shift={null} canEdit={canEdit} onDone={onClose} />}
      {shift && shift !== 'new' && (
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">{t('adminShifts.details')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('adminShifts.history.title')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <ShiftForm key={shift._id} shift={shift} canEdit={canEdit} onDone={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <ShiftHistory shiftId={shift._id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}

const validate = domainValidator(shiftInput);

function ShiftForm({
  shift,
  canEdit,
  onDone,
}: {
  shift: AdminShift | null;
  canEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const customers = useCustomersFull();
  const save = useSaveShift();
  const initial = shift ? formOfShift(shift) : emptyShiftForm();
  const form = useForm<ShiftFormValues>({ mode: 'controlled', initialValues: initial, validate });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const readOnly = !canEdit;
  const departments = (customers.data?.customers ?? []).map((c) => ({
    group: c.name,
    items: c.departments.map((d) => ({ value: d._id, label: d.name })),
  }));
  const submit = async (values: ShiftFormValues) => {
    const body = shift ? changedFields(initial, values) : values;
    if (shift && Object.keys(body).length === 0) return onDone();
    if (values.worker && values.from && needsOverlapCheck(body)) {
      const span = { from: values.from, to: values.to, exclude: shift?._id ?? null };
      if (!(await confirmAssignment(values.worker, span))) return;
    }
    save.mutate(
      { id: shift?._id ?? null, shift: body as never },
      {
        onSuccess: onDone,
        onError: (error) => onServerError(error, t('adminShifts.saveFailed')),
      },
    );
  };
  const enumOptions = <V extends number>(values: readonly V[], key: (v: number) => string) =>
    values.map((v) => ({ value: String(v), label: t(key(v)) }));

  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="shift-form">
      <Stack gap="sm">
        <TextInput
          data-testid="shift-name"
          label={t('adminShifts.field.name')}
          required
          maxLength={SHIFT.name}
          readOnly={readOnly}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ShiftTimeField
            label={t('adminShifts.field.from')}
            required
            readOnly={readOnly}
            size="sm"
            value={form.getValues().from}
            onChange={(v) => form.setFieldValue('from', v)}
            error={form.errors.from}
          />
          <ShiftTimeField
            label={t('adminShifts.field.to')}
            required
            readOnly={readOnly}
            size="sm"
            value={form.getValues().to}
            min={form.getValues().from}
            onChange={(v) => form.setFieldValue('to', v)}
            error={form.errors.to}
          />
        </SimpleGrid>
        <Select
          label={t('adminShifts.field.department')}
          data={departments}
          searchable
          clearable
          readOnly={readOnly}
          {...form.getInputProps('department')}
        />
        <WorkerPicker
          value={form.getValues().worker}
          currentName={shift?.workerName ?? null}
          onChange={(id) => form.setFieldValue('worker', id)}
          readOnly={readOnly}
          error={form.errors.worker}
        />
        <TextInput
          label={t('adminShifts.field.tentativeWorker')}
          maxLength={SHIFT.tentativeWorker}
          readOnly={readOnly}
          {...form.getInputProps('tentativeWorker')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('adminShifts.field.type')}
            data={enumOptions(ShiftType.values, typeKey)}
            disabled={readOnly}
            value={String(form.getValues().type)}
            onChange={(e) => form.setFieldValue('type', Number(e.currentTarget.value) as ShiftType)}
          />
          <NativeSelect
            label={t('adminShifts.field.billingStatus')}
            data={enumOptions(BillingStatus.values, billingKey)}
            disabled={readOnly}
            value={String(form.getValues().billingStatus)}
            onChange={(e) =>
              form.setFieldValue('billingStatus', Number(e.currentTarget.value) as BillingStatus)
            }
          />
        </SimpleGrid>
        <Switch
          label={t('adminShifts.field.stampRequired')}
          disabled={readOnly}
          {...form.getInputProps('stamp.required', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('adminShifts.field.billing')}
            maxLength={SHIFT.billing}
            readOnly={readOnly}
            {...form.getInputProps('billing')}
          />
          <TextInput
            label={t('adminShifts.field.salary')}
            maxLength={SHIFT.salary}
            readOnly={readOnly}
            {...form.getInputProps('salary')}
          />
        </SimpleGrid>
        <Textarea
          label={t('adminShifts.field.description')}
          autosize
          minRows={2}
          maxLength={SHIFT.description}
          readOnly={readOnly}
          {...form.getInputProps('description')}
        />
        <Textarea
          label={t('adminShifts.field.meta')}
          autosize
          minRows={2}
          readOnly={readOnly}
          {...form.getInputProps('meta')}
        />
        <FormProblem problem={problem} />
        {canEdit && (
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('adminShifts.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="save-shift">
              {t('adminShifts.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
