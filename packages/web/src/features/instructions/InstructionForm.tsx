// Writing an instruction page (admins with all on the organisation): title, order and the body in
// the shared rich-text editor, which loads only here (it is heavy; workers never need it).
import { NumberInput, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCALES, type Locale } from '@tuura/domain/enums';
import { INSTRUCTION } from '@tuura/domain/limits';
import { type Instruction, instructionInput } from '@tuura/domain/schemas/instruction';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { showToast } from '../../components/toast.ts';
import { useSaveInstruction } from './api.ts';

const RichTextEditor = lazy(() => import('../../components/RichTextEditor.tsx'));
const validate = domainValidator(instructionInput);

export default function InstructionForm({
  page,
  nextPosition,
  onDone,
  onCancel,
}: {
  /** The page to change, or null for a new one. */
  page: Instruction | null;
  /** Where a new page goes: after the last one. */
  nextPosition: number;
  onDone: (id: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: page?.title ?? '',
      body: page?.body ?? '',
      // A new page is in the writer's language unless they choose another.
      language: page?.language ?? (i18n.language as Locale),
      position: page?.position ?? nextPosition,
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSaveInstruction();
  const submit = (values: typeof form.values) =>
    save.mutate(
      { ...(page && { id: page._id }), instruction: values },
      {
        onSuccess: (data) => {
          const title = data.instruction.title;
          showToast('green', t(page ? 'instructions.saved' : 'instructions.created', { title }));
          onDone(data.instruction._id);
        },
        onError: (error) => onServerError(error, t('instructions.saveFailed')),
      },
    );
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="instruction-form">
      <Stack gap="md">
        <TextInput
          label={t('instructions.title')}
          description={t('instructions.limit', { max: INSTRUCTION.title })}
          required
          data-autofocus
          {...form.getInputProps('title')}
          data-testid="instruction-title"
        />
        <Select
          label={t('instructions.language')}
          description={t('instructions.languageHelp')}
          data={LOCALES.map((value) => ({ value, label: t(`profile.languages.${value}`) }))}
          allowDeselect={false}
          w={200}
          {...form.getInputProps('language')}
          data-testid="instruction-language"
        />
        <NumberInput
          label={t('instructions.position')}
          description={t('instructions.positionHelp')}
          min={0}
          max={INSTRUCTION.positionMax}
          allowDecimal={false}
          w={200}
          {...form.getInputProps('position')}
          data-testid="instruction-position"
        />
        <Suspense fallback={<Skeleton h={240} aria-busy="true" />}>
          <RichTextEditor
            label={t('instructions.body')}
            value={form.values.body}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body as string | undefined}
            data-testid="instruction-body"
          />
        </Suspense>
        <FormFooter
          problem={problem}
          onCancel={onCancel}
          saving={save.isPending}
          saveLabel={t(page ? 'instructions.save' : 'instructions.create')}
          saveTestId="instruction-save"
        />
      </Stack>
    </form>
  );
}
