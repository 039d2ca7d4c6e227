// The worker's salary values in the user drawer: read with read on users and
// compensation, saved with all on both (PUT /api/users/:id/salaries/admin). Checked with the
// domain's schema before sending; the server's per-field messages land under the same rows.
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { salaryContracts } from '@tuura/domain/api/salaries';
import { hasEdit } from '@tuura/domain/permissions';
import { salaryList } from '@tuura/domain/schemas/money';
import type { AdminUser } from '@tuura/domain/schemas/user';
import { type FieldMessages, parseWithMessages } from '@tuura/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useUser } from '../../api/session.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { fieldMessageText } from '../../components/fieldMessage.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { SalaryEditor, type SalaryRow } from './SalaryEditor.tsx';

const salariesKey = (id: string) => [...queryKeys.userAdmin(id), 'salaries'] as const;

/** A row's field by the name its messages use (`fields.*`): the rate reads as the salary. */
const fieldName = (path: string) => {
  const last = path.split('.').at(-1) ?? path;
  return last === 'rate' || last === 'value' ? 'salaryValue' : last;
};

/** Messages keyed by the row's path (`salaries.0.value.rate`), in the person's language. */
const texts = (fields: FieldMessages) =>
  Object.fromEntries(Object.entries(fields).map(([path, m]) => [path, fieldMessageText(fieldName(path), m)]));

function Editor({ user, rows: saved, canEdit }: { user: AdminUser; rows: SalaryRow[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const client = useQueryClient();
  const [rows, setRows] = useState<SalaryRow[]>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = `${user.personal.firstName} ${user.personal.lastName}`;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (salaries: SalaryRow[]) =>
      call(salaryContracts.setSalaries, { params: { id: user._id }, body: { salaries } }),
    onSuccess: (answer) => {
      setRows(answer.salaries);
      client.setQueryData(salariesKey(user._id), answer.salaries);
      showToast('green', t('users.salaries.saved', { name }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.body.fields)
        setErrors(texts(error.body.fields as FieldMessages));
      else showErrorDialog(error, t('users.salaries.saveFailed'));
    },
    // The user's own `work.salaryValue` mirrors today's rate: read it again.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.usersAdmin, exact: false }),
  });
  const submit = () => {
    const checked = parseWithMessages(salaryList, rows);
    if (!checked.success) {
      setErrors(
        texts(Object.fromEntries(Object.entries(checked.fields).map(([p, m]) => [`salaries.${p}`, m]))),
      );
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  return (
    <Stack gap="sm">
      <SalaryEditor
        value={rows}
        onChange={(next) => {
          // The messages were about the rows as they were: an edit clears them until the next save.
          setRows(next);
          setErrors({});
        }}
        errors={errors}
        disabled={!canEdit}
      />
      {canEdit ? (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="salaries-save" {...offline}>
            {t('users.salaries.save')}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('users.salaries.readOnlyNote')}
        </Text>
      )}
    </Stack>
  );
}

export function SalariesSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const me = useUser();
  const canEdit = hasEdit(me.permissions, 'users') && hasEdit(me.permissions, 'compensation');
  const salaries = useQuery({
    queryKey: salariesKey(user._id),
    queryFn: () => call(salaryContracts.salaries, { params: { id: user._id } }).then((r) => r.salaries),
    gcTime: 0,
  });
  return (
    <Stack gap="sm" data-testid="salaries-section">
      <Title order={3} size="h5">
        {t('users.sections.salaries')}
      </Title>
      {salaries.isError && (
        <Alert color="red" title={t('users.salaries.loadFailed')}>
          {salaries.error.message}
        </Alert>
      )}
      {salaries.isPending && <Skeleton h={36} />}
      {salaries.data && <Editor user={user} rows={salaries.data} canEdit={canEdit} />}
    </Stack>
  );
}
