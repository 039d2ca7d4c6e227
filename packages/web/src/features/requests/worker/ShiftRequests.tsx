// Beside /add-shifts (spec §2, §4): the worker requests shifts they would like to work and sees
// their requests with each one's state (pending, approved, rejected with the admin's words);
// a pending one can be withdrawn. Phone first: one column of cards.
import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { ApprovalState, ShiftType } from '@tuura/domain/enums';
import { SHIFT, SUGGESTION } from '@tuura/domain/limits';
import { addDays, templateTimesOn, zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';
import type { OwnSuggestion } from '@tuura/domain/schemas/suggestion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerTemplatesQuery } from '../../../api/workerTemplates.ts';
import { showErrorDialog } from '../../../components/errorDialog.tsx';
import { FormProblem, useFormProblem } from '../../../components/FormProblem.tsx';
import { fieldMessageText } from '../../../components/fieldMessage.ts';
import { notify } from '../../../components/notify.ts';
import { useOfflineAction } from '../../../components/offlineAction.ts';
import { ShiftTimeField } from '../../../components/ShiftTimeField.tsx';
import { toPickerValue } from '../../../lib/pickerTime.ts';
import { formatShiftDay, formatShiftSpan } from '../../../lib/shiftTime.ts';
import { ownSuggestionsQuery, useRequestShift, useRequestShifts, useWithdrawRequest } from './api.ts';
import './texts.ts';

const STATE_COLOR: Record<ApprovalState, string> = {
  [ApprovalState.pending]: 'yellow',
  [ApprovalState.approved]: 'green',
  [ApprovalState.rejected]: 'red',
};

export function ShiftRequests() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="md" data-testid="shift-requests">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t('requests.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('requests.intro')}
        </Text>
      </Stack>
      {open ? (
        <RequestForm onDone={() => setOpen(false)} />
      ) : (
        <Button size="md" variant="light" onClick={() => setOpen(true)} data-testid="request-open">
          {t('requests.open')}
        </Button>
      )}
      <MyRequests />
    </Stack>
  );
}

/** The next days a template's shifts can be asked for, from today (Helsinki). */
const DAYS_AHEAD = 14;
const comingDays = (today: string) => Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i));

/**
 * Few taps per request (decision 140): a template fills the name, place and times and any number
 * of days (up to the API's 30) go in one request; without a template, start and end as before,
 * the end's picker opening on the start's day.
 */
function RequestForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const templates = useQuery(customerTemplatesQuery);
  const request = useRequestShift();
  const requestMany = useRequestShifts();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [days, setDays] = useState<string[]>([]);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [today] = useState(() => zonedDate(new Date()));
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      description: '',
      from: null as string | null,
      to: null as string | null,
      department: null as string | null,
    },
    validate: {
      name: (v) => (v.trim() ? null : fieldMessageText('name', { key: 'required' })),
      from: (v) => (templateId || v ? null : fieldMessageText('from', { key: 'required' })),
      to: (v, values) =>
        templateId
          ? null
          : !v
            ? fieldMessageText('to', { key: 'required' })
            : values.from && Date.parse(v) <= Date.parse(values.from)
              ? fieldMessageText('to', { key: 'after' })
              : null,
    },
  });
  const values = form.getValues();
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const customers = templates.data ?? [];
  const customer = customers.find((c) => c._id === customerId);
  const choices = customers.flatMap((c) =>
    c.departments.flatMap((d) => d.templates.map((template) => ({ customer: c, department: d, template }))),
  );
  const chosen = choices.find((x) => x.template._id === templateId);

  const chooseTemplate = (id: string | null) => {
    setTemplateId(id);
    const choice = choices.find((x) => x.template._id === id);
    if (!choice) return;
    setCustomerId(choice.customer._id);
    form.setFieldValue('name', choice.template.name);
    form.setFieldValue('department', choice.department._id);
  };
  const setFrom = (from: string | null) => form.setFieldValue('from', from);

  const sent = () => {
    notify('green', t('requests.sent'));
    onDone();
  };
  const fail = (error: unknown) => onServerError(error, t('requests.sendFailed'));
  const onSubmit = form.onSubmit((v) => {
    const base = {
      name: v.name.trim(),
      description: v.description.trim(),
      type: ShiftType.shift,
      department: v.department,
    };
    if (!chosen) {
      request.mutate({ ...base, from: v.from ?? '', to: v.to ?? '' }, { onSuccess: sent, onError: fail });
      return;
    }
    if (days.length === 0) {
      setDaysError(t('requests.daysRequired'));
      return;
    }
    const suggestions = [...days].sort().map((day) => {
      const times = templateTimesOn(chosen.template, day);
      return { ...base, from: times.from.toISOString(), to: times.to.toISOString() };
    });
    requestMany.mutate(suggestions, { onSuccess: sent, onError: fail });
  }, onInvalid);
  const dayLabel = (day: string) => formatShiftDay(zonedTime(day, 12).toISOString(), i18n.language);
  return (
    <Paper withBorder radius="md" p="md">
      <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="request-form">
        <Stack gap="sm">
          <Select
            label={t('requests.template')}
            description={t('requests.templateHelp')}
            size="md"
            data={customers
              .map((c) => ({
                group: c.name,
                items: c.departments.flatMap((d) =>
                  d.templates.map((x) => ({ value: x._id, label: `${x.name} · ${d.name}` })),
                ),
              }))
              .filter((g) => g.items.length > 0)}
            value={templateId}
            onChange={chooseTemplate}
            clearable
            searchable
            data-testid="request-template"
          />
          <TextInput
            label={t('requests.name')}
            required
            size="md"
            autoComplete="off"
            maxLength={SHIFT.name}
            readOnly={Boolean(chosen)}
            data-testid="request-name"
            {...form.getInputProps('name')}
          />
          {chosen ? (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('requests.days', { count: days.length })}
              </Text>
              <Chip.Group
                multiple
                value={days}
                onChange={(picked) => {
                  setDays(picked.slice(0, SUGGESTION.massCreateMax));
                  setDaysError(null);
                }}
              >
                <Group gap={6} data-testid="request-days">
                  {comingDays(today).map((day) => (
                    <Chip key={day} value={day} size="md" data-day={day}>
                      {dayLabel(day)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {daysError && (
                <Text size="sm" c="red" role="alert">
                  {daysError}
                </Text>
              )}
            </Stack>
          ) : (
            <>
              <ShiftTimeField
                label={t('requests.from')}
                required
                value={values.from}
                onChange={setFrom}
                error={form.errors.from}
                data-testid="request-from"
              />
              <ShiftTimeField
                label={t('requests.to')}
                required
                value={values.to}
                onChange={(v) => form.setFieldValue('to', v)}
                min={values.from}
                // Opens on the start's day: most shifts end on the day they start.
                defaultDate={toPickerValue(values.from) ?? undefined}
                error={form.errors.to}
                data-testid="request-to"
              />
              <Select
                label={t('requests.customer')}
                size="md"
                data={customers.map((c) => ({ value: c._id, label: c.name }))}
                value={customerId}
                onChange={(id) => {
                  setCustomerId(id);
                  form.setFieldValue('department', null);
                }}
                clearable
                data-testid="request-customer"
              />
              <Select
                label={t('requests.department')}
                size="md"
                data={(customer?.departments ?? []).map((d) => ({ value: d._id, label: d.name }))}
                value={values.department}
                onChange={(id) => form.setFieldValue('department', id)}
                disabled={!customer}
                clearable
                error={form.errors.department}
                data-testid="request-department"
              />
            </>
          )}
          <Textarea
            label={t('requests.description')}
            size="md"
            autosize
            minRows={2}
            maxRows={5}
            description={`${values.description.length} / ${SHIFT.description}`}
            {...form.getInputProps('description')}
          />
          <FormProblem problem={problem} />
          {/* One button a row: side by side at 390 px the submit's words were cut. */}
          <Stack gap="xs">
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={request.isPending || requestMany.isPending}
              data-testid="request-submit"
              {...offline}
            >
              {chosen && days.length > 1
                ? t('requests.submitMany', { count: days.length })
                : t('requests.submit')}
            </Button>
            <Button variant="default" size="md" fullWidth onClick={onDone}>
              {t('requests.cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}

function MyRequests() {
  const { t } = useTranslation();
  const list = useQuery(ownSuggestionsQuery);
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('requests.mine')}
      </Title>
      {list.isPending ? (
        <Skeleton h={80} />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('requests.loadFailed')}>
          <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
            {t('common.refresh')}
          </Button>
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed" data-testid="requests-none">
          {t('requests.none')}
        </Text>
      ) : (
        list.data.map((s) => <RequestCard key={s._id} suggestion={s} />)
      )}
    </Stack>
  );
}

function RequestCard({ suggestion: s }: { suggestion: OwnSuggestion }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const withdraw = useWithdrawRequest();
  const span = formatShiftSpan(s.from, s.to);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="request-row" data-id={s._id} data-state={s.approved}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{s.name}</Text>
            <Text size="sm">{span}</Text>
          </Stack>
          <Badge
            variant="light"
            color={STATE_COLOR[s.approved]}
            data-testid="request-state"
            style={{ flexShrink: 0 }}
          >
            {t(`requests.states.${s.approved}`)}
          </Badge>
        </Group>
        {s.description && (
          <Text size="sm" c="dimmed">
            {s.description}
          </Text>
        )}
        {s.decisionMessage && (
          <Text size="sm" data-testid="request-reason">
            {t('requests.reason', { message: s.decisionMessage })}
          </Text>
        )}
        {s.approved === ApprovalState.pending && (
          <Group justify="flex-end">
            <Button
              variant="default"
              size="compact-md"
              loading={withdraw.isPending}
              aria-label={t('requests.withdrawOne', { name: s.name, span })}
              onClick={() =>
                withdraw.mutate(s._id, {
                  onSuccess: () => notify('green', t('requests.withdrawn')),
                  onError: (error) => showErrorDialog(error, t('requests.withdrawFailed')),
                })
              }
              data-testid="request-withdraw"
              {...offline}
            >
              {t('requests.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
