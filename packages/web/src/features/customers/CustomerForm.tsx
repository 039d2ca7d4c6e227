// Creating or renaming a customer in a side panel (UI.md: the list keeps its place): the name with
// the domain's rule, errors under the field after it is touched, the action at the bottom.
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CUSTOMER } from '@tuura/domain/limits';
import { customerInput } from '@tuura/domain/schemas/customer';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { showToast } from '../../components/toast.ts';
import { useCreateCustomer, useRenameCustomer } from './api.ts';

const validate = domainValidator(customerInput);

/** `customer` null: a new one. */
export type CustomerFormTarget = { id: string; name: string } | null;

type BodyProps = { target: CustomerFormTarget; onDone: () => void; onCreated?: (id: string) => void };

function CustomerFormBody({ target, onDone, onCreated }: BodyProps) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: target?.name ?? '' },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const create = useCreateCustomer();
  const rename = useRenameCustomer();
  const failed = t(target ? 'customers.renameFailed' : 'customers.createFailed');
  const submit = ({ name }: { name: string }) => {
    const done = {
      onSuccess: (data: { customer: { _id: string } }) => {
        if (!target) onCreated?.(data.customer._id);
        showToast('green', t(target ? 'customers.renamed' : 'customers.created', { name }));
        onDone();
      },
      onError: (error: unknown) => onServerError(error, failed),
    };
    if (target) rename.mutate({ id: target.id, name }, done);
    else create.mutate(name.trim(), done);
  };
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="customer-form">
      <Stack gap="md">
        <TextInput
          label={t('customers.name')}
          description={t('customers.limit', { max: CUSTOMER.name })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="customer-name"
        />
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={create.isPending || rename.isPending}
          saveLabel={t(target ? 'customers.rename' : 'customers.create')}
          saveTestId="customer-save"
        />
      </Stack>
    </form>
  );
}

export function CustomerForm(props: {
  opened: boolean;
  target: CustomerFormTarget;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <EditDrawer
      opened={props.opened}
      onClose={props.onClose}
      title={t(props.target ? 'customers.renameTitle' : 'customers.newTitle')}
    >
      {/* A fresh form each time it opens, with that customer's name. */}
      {props.opened && (
        <CustomerFormBody
          key={props.target?.id ?? 'new'}
          target={props.target}
          onDone={props.onClose}
          onCreated={props.onCreated}
        />
      )}
    </EditDrawer>
  );
}
