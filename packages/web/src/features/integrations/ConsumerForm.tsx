// An auth consumer's name and redirect URIs (1 to 10, each matched exactly at sign-in, decision 122)
// in a side panel: rows to add and remove, each checked with the domain's rule when saved.
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AUTH_CONSUMER } from '@tuura/domain/limits';
import type { AuthConsumer } from '@tuura/domain/schemas/authConsumer';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { showToast } from '../../components/toast.ts';
import { useCreateConsumer, useUpdateConsumer } from './api.ts';
import { type ConsumerValues, validateConsumer } from './consumerValidation.ts';

export function ConsumerForm({
  consumer,
  onCreated,
  onDone,
}: {
  /** The consumer edited; null for a new one. */
  consumer: AuthConsumer | null;
  onCreated: (secret: string, consumer: AuthConsumer) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ConsumerValues>({
    mode: 'controlled',
    initialValues: { name: consumer?.name ?? '', redirectUris: consumer?.redirectUris ?? [''] },
    validate: validateConsumer,
    // Checked on submit (each message clears as its field changes): a message appearing as a row
    // is left would move the buttons below it away from the click that left it.
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const create = useCreateConsumer();
  const update = useUpdateConsumer();
  const uris = form.values.redirectUris;
  const submit = (values: ConsumerValues) => {
    const body = { name: values.name.trim(), redirectUris: values.redirectUris.map((u) => u.trim()) };
    if (consumer)
      update.mutate(
        { id: consumer._id, body },
        {
          onSuccess: () => {
            showToast('green', t('integrations.consumer.saved', { name: body.name }));
            onDone();
          },
          onError: (error) => onServerError(error, t('integrations.consumer.saveFailed')),
        },
      );
    else
      create.mutate(body, {
        onSuccess: (created) => onCreated(created.clientSecret ?? '', created.consumer),
        onError: (error) => onServerError(error, t('integrations.consumer.createFailed')),
      });
  };
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="consumer-form">
      <Stack gap="md">
        <TextInput
          label={t('integrations.consumer.name')}
          description={t('integrations.limit', { max: AUTH_CONSUMER.name })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="consumer-name"
        />
        <Stack gap="xs" data-testid="consumer-uris">
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('integrations.consumer.redirectUris')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('integrations.consumer.redirectUrisHelp', { max: AUTH_CONSUMER.redirectUrisMax })}
            </Text>
          </Stack>
          {uris.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list being typed
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('integrations.consumer.uriLabel', { n: i + 1 })}
                placeholder="https://"
                type="url"
                inputMode="url"
                autoComplete="off"
                {...form.getInputProps(`redirectUris.${i}`)}
                data-testid="consumer-uri"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('integrations.consumer.removeUri', { n: i + 1 })}
                disabled={uris.length <= AUTH_CONSUMER.redirectUrisMin}
                onClick={() => form.removeListItem('redirectUris', i)}
                data-testid="consumer-uri-remove"
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={uris.length >= AUTH_CONSUMER.redirectUrisMax}
              onClick={() => form.insertListItem('redirectUris', '')}
              data-testid="consumer-uri-add"
            >
              {t('integrations.consumer.addUri')}
            </Button>
          </Group>
        </Stack>
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={create.isPending || update.isPending}
          saveLabel={t(consumer ? 'common.save' : 'integrations.consumer.create')}
          saveTestId="consumer-save"
        />
      </Stack>
    </form>
  );
}
