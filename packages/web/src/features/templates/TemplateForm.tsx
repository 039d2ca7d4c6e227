// A template's fields in a side panel (UI.md: editing keeps the list in place). Times are Helsinki
// clock times; the sample the API stores is built from them on a reference day (the template's own
// sample day, or today), ending the next day when the end is not after the start. The domain's
// templateInput checks the form, so the form and the API refuse alike.
import { Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EDUCATION_LEVELS, type EducationLevel } from '@tuura/domain/enums';
import { EMPLOYER, TEMPLATE } from '@tuura/domain/limits';
import { addDays, zonedDate, zonedParts, zonedTime } from '@tuura/domain/rules/zonedTime';
import { type Template, type TemplateInput, templateInput } from '@tuura/domain/schemas/template';
import { parseWithMessages } from '@tuura/domain/validation';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { fieldMessageText } from '../../components/fieldMessage.ts';
import { notify } from '../../components/notify.ts';
import { TimeField } from '../../components/TimeField.tsx';
import { useCreateTemplate, useUpdateTemplate } from './api.ts';
import './texts.ts';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';

type Values = {
  name: string;
  description: string;
  start: string;
  end: string;
  education: string;
  employer: string;
  billing: string;
  salary: string;
  meta: string;
};

const clock = (instant: string) => {
  const p = zonedParts(instant);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The API's template from the form: the clock times on the reference day (and the next). */
function toInput(v: Values, day: string, department: string, priority: number) {
  const valid = /^\d\d:\d\d$/;
  const start = valid.test(v.start) ? minutesOf(v.start) : null;
  const end = valid.test(v.end) ? minutesOf(v.end) : null;
  return {
    name: v.name,
    description: v.description,
    from: start === null ? undefined : zonedTime(day, Math.floor(start / 60), start % 60).toISOString(),
    to:
      start === null || end === null
        ? undefined
        : zonedTime(end > start ? day : addDays(day, 1), Math.floor(end / 60), end % 60).toISOString(),
    education: (v.education || null) as EducationLevel | null,
    employer: v.employer.trim() === '' ? null : v.employer,
    billing: v.billing,
    salary: v.salary,
    meta: v.meta,
    priority,
    department,
  };
}

/** The API names times `from`/`to`; the form shows them as `start`/`end`. */
const FORM_FIELD: Record<string, keyof Values> = { from: 'start', to: 'end' };

type Props = {
  /** The template being edited, 'new' for a new one, null when closed. */
  editing: Template | 'new' | null;
  department: string;
  /** A new template goes last. */
  nextPriority: number;
  onClose: () => void;
};

export function TemplateDrawer({ editing, department, nextPriority, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <EditDrawer
      opened={editing !== null}
      onClose={onClose}
      title={t(editing === 'new' ? 'templates.addTitle' : 'templates.editTitle')}
    >
      {editing !== null && (
        <TemplateForm
          key={editing === 'new' ? 'new' : editing._id}
          template={editing === 'new' ? null : editing}
          department={department}
          nextPriority={nextPriority}
          onDone={onClose}
        />
      )}
    </EditDrawer>
  );
}

function TemplateForm({
  template,
  department,
  nextPriority,
  onDone,
}: {
  template: Template | null;
  department: string;
  nextPriority: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const day = template ? zonedDate(template.from) : zonedDate(new Date());
  const priority = template?.priority ?? nextPriority;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      start: template ? clock(template.from) : '07:00',
      end: template ? clock(template.to) : '15:00',
      education: template?.education ?? '',
      employer: template?.employer ?? '',
      billing: template?.billing ?? '',
      salary: template?.salary ?? '',
      meta: template?.meta ?? '',
    },
    validate: (values) => {
      const result = parseWithMessages(templateInput, toInput(values, day, department, priority));
      if (result.success) return {};
      return Object.fromEntries(
        Object.entries(result.fields).map(([field, m]) => {
          const name = FORM_FIELD[field] ?? field;
          return [name, fieldMessageText(name, m)];
        }),
      );
    },
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.onSubmit((values) => {
    const input = templateInput.parse(toInput(values, day, department, priority)) as TemplateInput;
    const done = {
      onSuccess: () => {
        notify('green', t('templates.saved'));
        onDone();
      },
      onError: (error: unknown) => onServerError(error, t('templates.saveFailed')),
    };
    if (template) {
      const { priority: _keep, ...changes } = input;
      update.mutate({ id: template._id, template: changes }, done);
    } else create.mutate(input, done);
  }, onInvalid);

  const label = (field: keyof Values) => t(`fields.${field}`);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="template-form">
      <Stack gap="sm">
        <TextInput
          label={label('name')}
          required
          maxLength={TEMPLATE.name}
          data-testid="template-name"
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          <TimeField
            label={label('start')}
            required
            data-testid="template-start"
            {...form.getInputProps('start')}
          />
          <TimeField
            label={label('end')}
            required
            data-testid="template-end"
            {...form.getInputProps('end')}
          />
        </Group>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('templates.timesHint')}
        </Text>
        <Textarea
          label={label('description')}
          autosize
          minRows={2}
          maxLength={TEMPLATE.description}
          {...form.getInputProps('description')}
        />
        <NativeSelect
          label={label('education')}
          data={[
            { value: '', label: t('templates.anyEducation') },
            ...EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`templates.education.${level}`) })),
          ]}
          {...form.getInputProps('education')}
        />
        <TextInput label={label('employer')} maxLength={EMPLOYER.name} {...form.getInputProps('employer')} />
        <Group grow align="flex-start">
          <TextInput
            label={label('billing')}
            maxLength={TEMPLATE.billing}
            {...form.getInputProps('billing')}
          />
          <TextInput label={label('salary')} maxLength={TEMPLATE.salary} {...form.getInputProps('salary')} />
        </Group>
        <Textarea
          label={label('meta')}
          autosize
          minRows={2}
          maxLength={TEMPLATE.meta}
          {...form.getInputProps('meta')}
        />
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={pending}
          saveLabel={t('common.save')}
          saveTestId="template-save"
        />
      </Stack>
    </form>
  );
}
