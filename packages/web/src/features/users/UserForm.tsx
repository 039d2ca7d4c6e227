// A user's every admin-editable field (spec §3, §5) in a side panel: personal details with the
// national id and IBAN checked by the domain's rules, address, employment, education as
// time-effective values and notes. The same schema as the API checks each field; the server's
// per-field messages land under the same fields. A new user also gets their permissions here.
import { Alert, Divider, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GENDERS, NOTIFICATION_SETTINGS, PAY_TYPES, USER_GROUPS } from '@tuura/domain/enums';
import { USER } from '@tuura/domain/limits';
import type { Permissions } from '@tuura/domain/permissions';
import { type AdminUser, adminUserInput } from '@tuura/domain/schemas/user';
import { parseWithMessages } from '@tuura/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { fieldMessageText } from '../../components/fieldMessage.ts';
import { saveAnswer } from '../../components/saveAnswer.ts';
import { type AdminUserInput, useCreateUser, useUpdateUser } from './api.ts';
import { EducationEditor, type EducationRow } from './EducationEditor.tsx';
import { PermissionsEditor } from './PermissionsEditor.tsx';

/** The form holds the fields flat, named as the server's messages end (`user.personal.phone`). */
type Values = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  nationalId: string;
  bankAccount: string;
  gender: string | null;
  street: string;
  zip: string;
  city: string;
  jobTitle: string;
  company: string;
  employmentModeValue: string;
  accountingId: string;
  payType: string | null;
  userGroup: string;
  notificationSetting: string;
  education: EducationRow[];
  meta: string;
};

function valuesOf(user: AdminUser | null): Values {
  return {
    email: user?.email ?? '',
    firstName: user?.personal.firstName ?? '',
    lastName: user?.personal.lastName ?? '',
    phone: user?.personal.phone ?? '',
    nationalId: user?.personal.nationalId ?? '',
    bankAccount: user?.personal.bankAccount ?? '',
    gender: user?.personal.gender ?? null,
    street: user?.personal.address.street ?? '',
    zip: user?.personal.address.zip ?? '',
    city: user?.personal.address.city ?? '',
    jobTitle: user?.work.jobTitle ?? '',
    company: user?.work.company ?? '',
    employmentModeValue: user?.work.employmentModeValue ?? '',
    accountingId: user?.work.accountingId ?? '',
    payType: user?.work.payType ?? null,
    userGroup: user?.work.userGroup ?? 'user-general',
    notificationSetting: user?.work.notificationSetting ?? 'notification',
    education: user?.education ?? [],
    meta: user?.meta ?? '',
  };
}

/** The API's nested input from the flat form. */
function inputOf(v: Values): AdminUserInput {
  return {
    email: v.email,
    personal: {
      firstName: v.firstName,
      lastName: v.lastName,
      phone: v.phone,
      nationalId: v.nationalId,
      bankAccount: v.bankAccount,
      gender: v.gender as AdminUserInput['personal']['gender'],
      address: { street: v.street, zip: v.zip, city: v.city },
    },
    work: {
      jobTitle: v.jobTitle,
      company: v.company,
      employmentModeValue: v.employmentModeValue,
      accountingId: v.accountingId,
      payType: v.payType as NonNullable<AdminUserInput['work']>['payType'],
      userGroup: v.userGroup as NonNullable<AdminUserInput['work']>['userGroup'],
      notificationSetting: v.notificationSetting as NonNullable<
        AdminUserInput['work']
      >['notificationSetting'],
    },
    education: v.education as AdminUserInput['education'],
    meta: v.meta,
  };
}

/** The schema's message paths (`personal.address.zip`) as the form's fields (`zip`). */
const formPath = (path: string) => path.replace(/^(personal\.address|personal|work)\./, '');

function validate(values: Values): Record<string, string> {
  const result = parseWithMessages(adminUserInput, inputOf(values));
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(result.fields).map(([path, m]) => [formPath(path), fieldMessageText(formPath(path), m)]),
  );
}

export function UserForm({
  user,
  canEdit,
  onDone,
}: {
  /** null: a new user. */
  user: AdminUser | null;
  canEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const me = useUser();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate,
    validateInputOnBlur: true,
  });
  const [permissions, setPermissions] = useState<Permissions>({});
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const create = useCreateUser();
  const update = useUpdateUser();
  const name = (v: Values) => `${v.firstName} ${v.lastName}`.trim();

  const submit = (values: Values) => {
    const done = saveAnswer({
      saved: t(user ? 'users.saved' : 'users.created', { name: name(values) }),
      failed: t(user ? 'users.saveFailed' : 'users.createFailed'),
      onDone,
      onServerError,
    });
    if (user) update.mutate({ id: user._id, user: inputOf(values) }, done);
    else create.mutate({ user: inputOf(values), permissions }, done);
  };

  // A reader sees values, not inputs: no frame and no length hint for what they cannot type.
  const readOnlyLook = canEdit ? {} : ({ variant: 'unstyled' } as const);
  const text = (field: keyof Values, max: number, extra: object = {}) => (
    <TextInput
      label={t(`users.field.${field}`)}
      description={canEdit ? t('users.limit', { max }) : undefined}
      readOnly={!canEdit}
      {...readOnlyLook}
      {...form.getInputProps(field)}
      {...extra}
      data-testid={`user-${field}`}
    />
  );
  const choice = (field: keyof Values, options: readonly string[], group: string, clearable = false) => (
    <Select
      label={t(`users.field.${field}`)}
      data={options.map((o) => ({ value: o, label: t(`users.${group}.${o}`) }))}
      clearable={clearable}
      allowDeselect={clearable}
      readOnly={!canEdit}
      {...readOnlyLook}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(field)}
      data-testid={`user-${field}`}
    />
  );

  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="user-form">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('users.sections.personal')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('firstName', USER.firstName, { required: true, 'data-autofocus': true })}
          {text('lastName', USER.lastName, { required: true })}
          {text('email', USER.email, { required: true, type: 'email', label: t('users.field.email') })}
          {text('phone', USER.phone, { type: 'tel' })}
          {text('nationalId', USER.nationalId, { autoComplete: 'off' })}
          {text('bankAccount', USER.bankAccount, { autoComplete: 'off' })}
          {choice('gender', GENDERS, 'gender', true)}
        </SimpleGrid>
        <Alert variant="light" color="gray" p="xs">
          {t('users.sensitiveNote')}
        </Alert>
        <Divider />
        <Title order={3} size="h5">
          {t('users.sections.address')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('street', USER.street)}
          {text('zip', USER.zip)}
          {text('city', USER.city)}
        </SimpleGrid>
        <Divider />
        <Title order={3} size="h5">
          {t('users.sections.work')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('jobTitle', USER.jobTitle)}
          {text('company', USER.company)}
          {text('employmentModeValue', USER.employmentModeValue)}
          {user && user.work.salaryValue !== '' && (
            // Today's rate, derived from the salary values (decision 120): changed in their editor.
            <TextInput
              label={t('users.field.salaryValue')}
              description={t('users.salaries.derivedNote')}
              value={user.work.salaryValue}
              readOnly
              data-testid="user-salaryValue"
            />
          )}
          {text('accountingId', USER.accountingId)}
          {choice('payType', PAY_TYPES, 'payType', true)}
          {choice('userGroup', USER_GROUPS, 'userGroup')}
          {choice('notificationSetting', NOTIFICATION_SETTINGS, 'notificationSetting')}
        </SimpleGrid>
        <Divider />
        <Title order={3} size="h5">
          {t('users.sections.education')}
        </Title>
        <EducationEditor
          value={form.values.education}
          onChange={(rows) => form.setFieldValue('education', rows)}
          errors={form.errors}
          disabled={!canEdit}
        />
        <Divider />
        <Textarea
          label={t('users.field.meta')}
          description={canEdit ? t('users.limit', { max: USER.meta }) : undefined}
          autosize
          minRows={2}
          readOnly={!canEdit}
          {...readOnlyLook}
          {...form.getInputProps('meta')}
          data-testid="user-meta"
        />
        {!user && (
          <>
            <Divider />
            <Title order={3} size="h5">
              {t('users.sections.permissions')}
            </Title>
            <PermissionsEditor
              value={permissions}
              onChange={setPermissions}
              own={me.permissions}
              readOnly={!canEdit}
            />
          </>
        )}
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={create.isPending || update.isPending}
          saveLabel={t(user ? 'users.save' : 'users.create')}
          saveTestId="user-save"
          readOnly={!canEdit}
        />
      </Stack>
    </form>
  );
}
