// A department's fields in a side panel (UI.md), every limit of spec §5 from the domain schema:
// the same rule and message keys as the API. Errors under a field once it is touched.
import { Divider, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { DEPARTMENT } from '@tuura/domain/limits';
import { hasEdit, readOrAbove } from '@tuura/domain/permissions';
import { type Department, departmentInput } from '@tuura/domain/schemas/department';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { NotesPanel } from '../../components/notes/NotesPanel.tsx';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { saveAnswer } from '../../components/saveAnswer.ts';
import { useSaveDepartment } from './api.ts';

const validate = domainValidator(departmentInput);

/** A department to change, or a new one for `customer`. */
export type DepartmentFormTarget = { customer: { id: string; name: string }; department?: Department };

const FIELDS = ['name', 'street', 'zip', 'email', 'phone', 'compensationInstruction', 'meta'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { customer: string };

function DepartmentFormBody({ target, onDone }: { target: DepartmentFormTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const d = target.department;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: d?.name ?? '',
      street: d?.street ?? '',
      zip: d?.zip ?? '',
      email: d?.email ?? '',
      phone: d?.phone ?? '',
      compensationInstruction: d?.compensationInstruction ?? '',
      meta: d?.meta ?? '',
      customer: target.customer.id,
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSaveDepartment();
  const submit = (values: Values) =>
    save.mutate(
      { id: d?._id, department: departmentInput.parse(values) },
      saveAnswer({
        saved: t(d ? 'customers.department.saved' : 'customers.department.created', {
          name: values.name.trim(),
        }),
        failed: t('customers.department.saveFailed'),
        onDone,
        onServerError,
      }),
    );
  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`fields.${name}`),
    description: t('customers.limit', { max: DEPARTMENT[name] }),
    ...form.getInputProps(name),
    'data-testid': `department-${name}`,
  });
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="department-form">
      <Stack gap="sm">
        <TextInput {...field('name')} required data-autofocus />
        <TextInput {...field('street')} autoComplete="street-address" />
        <TextInput {...field('zip')} autoComplete="postal-code" inputMode="numeric" />
        <TextInput {...field('email')} type="email" autoComplete="email" inputMode="email" />
        <TextInput {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        <TextInput {...field('compensationInstruction')} />
        <Textarea {...field('meta')} autosize minRows={2} maxRows={6} />
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={save.isPending}
          saveLabel={t('common.save')}
          saveTestId="department-save"
        />
      </Stack>
    </form>
  );
}

export function DepartmentForm(props: { target: DepartmentFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const target = props.target;
  const user = useUser();
  return (
    <EditDrawer
      opened={target !== null}
      onClose={props.onClose}
      size={phone ? '100%' : 'md'}
      title={
        target?.department
          ? t('customers.department.editTitle', { name: target.department.name })
          : t('customers.department.newTitle', { customer: target?.customer.name ?? '' })
      }
    >
      {target && (
        <DepartmentFormBody
          key={target.department?._id ?? `new-${target.customer.id}`}
          target={target}
          onDone={props.onClose}
        />
      )}
      {/* Notes are the users area's (decision 112): shown to those who read users. */}
      {target?.department && readOrAbove(user.permissions, 'users') && (
        <Stack gap="lg" mt="lg">
          <Divider />
          <NotesPanel
            targetType="department"
            target={target.department._id}
            canEdit={hasEdit(user.permissions, 'users')}
          />
        </Stack>
      )}
    </EditDrawer>
  );
}
