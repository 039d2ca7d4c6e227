// A guest user's fields in a side panel (UI.md): name, email, notes and the filters that decide
// which shifts they see (docs/decisions/106, 126): a customer picked from the list, then all its
// departments or one; every limit from the domain schema the API uses.
// Errors under a field once it is touched; the server's (an email in use) under theirs.
import { Alert, NumberInput, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { GUEST_USER } from '@tuura/domain/limits';
import { type GuestUser, guestUserInput } from '@tuura/domain/schemas/guestUser';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { saveAnswer } from '../../components/saveAnswer.ts';
import { guestPlacesQuery, useSaveGuestUser } from './api.ts';

const validate = domainValidator(guestUserInput);

type Values = {
  name: string;
  email: string;
  meta: string;
  filters: { customerId: string | null; departmentId: string | null; days: number | string };
};

function GuestUserFormBody({ target, onDone }: { target: GuestUser | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: target?.name ?? '',
      email: target?.email ?? '',
      meta: target?.meta ?? '',
      filters: {
        customerId: target?.filters.customerId ?? null,
        departmentId: target?.filters.departmentId ?? null,
        days: target?.filters.days ?? GUEST_USER.filterDaysMin,
      },
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSaveGuestUser();
  const places = useQuery(guestPlacesQuery);
  const customers = places.data ?? [];
  const chosen = customers.find((c) => c._id === form.values.filters.customerId);
  const submit = (values: Values) => {
    const guestUser = guestUserInput.parse(values);
    save.mutate(
      { id: target?._id, guestUser },
      saveAnswer({
        saved: t(target ? 'guestUsers.saved' : 'guestUsers.created', { name: guestUser.name }),
        failed: t('guestUsers.saveFailed'),
        onDone,
        onServerError,
      }),
    );
  };
  const limit = (max: number) => t('guestUsers.limit', { max });
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="guest-user-form">
      <Stack gap="sm">
        <TextInput
          label={t('fields.name')}
          description={limit(GUEST_USER.name)}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="guest-user-name"
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          {...form.getInputProps('email')}
          data-testid="guest-user-email"
        />
        <Textarea
          label={t('fields.meta')}
          description={limit(GUEST_USER.meta)}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('meta')}
          data-testid="guest-user-meta"
        />
        <Stack gap={4} mt="xs">
          <Title order={2} fz="h5">
            {t('guestUsers.filters')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('guestUsers.filtersHelp')}
          </Text>
        </Stack>
        {target?.filters.unresolvedName && (
          <Alert color="orange" data-testid="guest-user-unresolved">
            {t('guestUsers.unresolved', { name: target.filters.unresolvedName })}
          </Alert>
        )}
        <Select
          label={t('fields.filters.customerId')}
          placeholder={t('guestUsers.noCustomer')}
          data={customers.map((c) => ({ value: c._id, label: c.name }))}
          searchable
          clearable
          {...form.getInputProps('filters.customerId')}
          onChange={(id) => {
            form.setFieldValue('filters.customerId', id);
            form.setFieldValue('filters.departmentId', null);
          }}
          data-testid="guest-user-filter-customer"
        />
        <Select
          label={t('fields.filters.departmentId')}
          placeholder={t('guestUsers.allDepartments')}
          data={(chosen?.departments ?? []).map((d) => ({ value: d._id, label: d.name }))}
          disabled={!chosen}
          searchable
          clearable
          {...form.getInputProps('filters.departmentId')}
          data-testid="guest-user-filter-department"
        />
        <NumberInput
          label={t('fields.filters.days')}
          description={t('guestUsers.daysHelp')}
          min={GUEST_USER.filterDaysMin}
          max={GUEST_USER.filterDaysMax}
          allowDecimal={false}
          {...form.getInputProps('filters.days')}
          data-testid="guest-user-filter-days"
        />
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={save.isPending}
          saveLabel={t(target ? 'guestUsers.save' : 'guestUsers.create')}
          saveTestId="guest-user-save"
        />
      </Stack>
    </form>
  );
}

/** `target` null: a new guest user. */
export function GuestUserForm(props: { opened: boolean; target: GuestUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditDrawer
      opened={props.opened}
      onClose={props.onClose}
      title={t(props.target ? 'guestUsers.editTitle' : 'guestUsers.newTitle')}
    >
      {/* A fresh form each time it opens, with that guest user's values. */}
      {props.opened && (
        <GuestUserFormBody key={props.target?._id ?? 'new'} target={props.target} onDone={props.onClose} />
      )}
    </EditDrawer>
  );
}
