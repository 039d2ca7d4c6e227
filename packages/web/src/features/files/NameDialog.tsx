// A name for a new folder or a new name for a file or folder: the domain's filename rule (no
// path separators, at most FILES.filename characters), with the server's messages under the field.
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { UI } from '@tuura/domain/limits';
import { fileInput } from '@tuura/domain/schemas/file';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';

const validate = domainValidator(fileInput.pick({ filename: true }));

type Props = {
  opened: boolean;
  title: string;
  label: string;
  action: string;
  initial: string;
  pending: boolean;
  onSave: (filename: string, onError: (error: unknown) => void) => void;
  onClose: () => void;
};

export function NameDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size={UI.modalWidth}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <NameForm {...props} />}
    </Modal>
  );
}

function NameForm({ label, action, initial, pending, onSave, onClose }: Props) {
  const form = useForm({ mode: 'controlled', initialValues: { filename: initial }, validate });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  return (
    <form
      ref={formRef}
      noValidate
      data-testid="file-name-form"
      onSubmit={form.onSubmit(
        (values) => onSave(values.filename.trim(), (error) => onServerError(error, action)),
        onInvalid,
      )}
    >
      <Stack gap="md">
        <TextInput
          label={label}
          required
          data-autofocus
          {...form.getInputProps('filename')}
          data-testid="file-name"
        />
        <FormFooter
          problem={problem}
          onCancel={onClose}
          saving={pending}
          saveLabel={action}
          saveTestId="file-name-save"
        />
      </Stack>
    </form>
  );
}
