// A guest user's fields in a side panel (UI.md): name, email, notes and the filters that decide
// which shifts they see (docs/decisions/106), every limit from the domain schema the API uses.
// Errors under a field once it is touched; the server's (an email in use) under theirs.
import { Button, Drawer, Group, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GUEST_USER } from '@tuura/domain/limits';
import { type GuestUser, guestUserInput } from '@tuura/domain/schemas/guestUser';
import { useTranslation } from 'react-i18next';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { useSaveGuestUser } from './api.ts';

const validate = domainValidator(guestUserInput);

type Values = { name: string; email: string; meta: string; filters: { name: string; days: number | string } };

function GuestUserFormBody({ target, onDone }: { target: GuestUser | null; onDone: () => void }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: target?.name ?? '',
      email: target?.email ?? '',
      meta: target?.meta ?? '',
      filters: { name: target?.filters.name ?? '', days: target?.filters.days ?? GUEST_USER.filterDaysMin },
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSaveGuestUser();
  const submit = (values: Values) => {
    const guestUser = guestUserInput.parse(values);
    save.mutate(
      { id: target?._id, guestUser },
      {
        onSuccess: () => {
          showToast('green', t(target ? 'guestUsers.saved' : 'guestUsers.created', { name: guestUser.name }));
          onDone();
        },
        onError: (error) => onServerError(error, t('guestUsers.saveFailed')),
      },
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
        <TextInput
          label={t('fields.filters.name')}
          description={limit(GUEST_USER.filterName)}
          {...form.getInputProps('filters.name')}
          data-testid="guest-user-filter-name"
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
        <FormProblem problem={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="guest-user-save" {...offline}>
            {t(target ? 'guestUsers.save' : 'guestUsers.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `target` null: a new guest user. */
export function GuestUserForm(props: { opened: boolean; target: GuestUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      title={t(props.target ? 'guestUsers.editTitle' : 'guestUsers.newTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A fresh form each time it opens, with that guest user's values. */}
      {props.opened && (
        <GuestUserFormBody key={props.target?._id ?? 'new'} target={props.target} onDone={props.onClose} />
      )}
    </Drawer>
  );
}
