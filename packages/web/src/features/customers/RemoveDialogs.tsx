// Confirmations that name what they remove (UI.md). A customer goes with its departments, and the
// server refuses while any of its shifts remain: its message shows ('Deleting customer failed',
// spec §8). A department with shifts asks where they move: another department of the same customer.
import { Alert, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { readOrAbove } from '@tuura/domain/permissions';
import type { Customer } from '@tuura/domain/schemas/customer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { ConfirmButtons, DialogFor } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { departmentShiftCountQuery, useRemoveCustomer, useRemoveDepartment } from './api.ts';

export function RemoveCustomerDialog({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = customer?.name ?? '';
  return (
    <RemoveDialog
      target={customer}
      onClose={onClose}
      remove={useRemoveCustomer()}
      texts={{
        title: t('customers.removeTitle', { name }),
        text: t('customers.removeText', { count: customer?.departments.length ?? 0 }),
        confirmLabel: t('customers.remove'),
        removed: t('customers.removed', { name }),
        failed: t('customers.removeFailed'),
      }}
      testId="remove-customer-dialog"
      confirmTestId="remove-customer-confirm"
    />
  );
}

type DepartmentTarget = { customer: Customer; id: string; name: string };

function RemoveDepartmentBody({ target, onClose }: { target: DepartmentTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const remove = useRemoveDepartment();
  const [moveTo, setMoveTo] = useState<string | null>(null);
  // How many shifts it has needs read on shifts; without it the move stays a free choice.
  const canCount = readOrAbove(user.permissions, 'shifts');
  const count = useQuery({ ...departmentShiftCountQuery(target.id), enabled: canCount });
  const others = target.customer.departments.filter((d) => d._id !== target.id);
  const shifts = count.data?.total;
  const hasShifts = shifts === undefined ? undefined : shifts > 0;
  const mustMove = hasShifts === true;
  const confirm = () =>
    remove.mutate(
      { id: target.id, moveShiftsTo: moveTo ?? undefined },
      {
        onSuccess: () => {
          showToast('green', t('customers.department.removed', { name: target.name }));
          onClose();
        },
        onError: (error) => showErrorDialog(error, t('customers.department.removeFailed')),
      },
    );
  if (canCount && count.isPending) return <Skeleton h={80} role="status" aria-label={t('common.loading')} />;
  return (
    <Stack gap="md" data-testid="remove-department-dialog">
      {hasShifts === false && <Text>{t('customers.department.noShifts')}</Text>}
      {hasShifts === true && (
        <Text data-testid="department-shift-count">
          {t(count.data?.capped ? 'customers.department.hasShiftsMore' : 'customers.department.hasShifts', {
            count: shifts,
          })}
        </Text>
      )}
      {hasShifts !== false &&
        (others.length > 0 ? (
          <Select
            label={t('customers.department.moveTo')}
            description={mustMove ? undefined : t('customers.department.moveToOptional')}
            placeholder={t('customers.department.moveToPlaceholder')}
            data={others.map((d) => ({ value: d._id, label: d.name }))}
            value={moveTo}
            onChange={setMoveTo}
            required={mustMove}
            clearable={!mustMove}
            comboboxProps={{ withinPortal: true }}
            data-testid="department-move-to"
          />
        ) : (
          mustMove && (
            <Alert color="yellow" data-testid="department-no-other">
              {t('customers.department.noOther')}
            </Alert>
          )
        ))}
      <ConfirmButtons
        onCancel={onClose}
        onConfirm={confirm}
        loading={remove.isPending}
        label={moveTo ? t('customers.department.moveAndRemove') : t('customers.department.remove')}
        testId="remove-department-confirm"
        disabled={mustMove && !moveTo}
      />
    </Stack>
  );
}

export function RemoveDepartmentDialog({
  target,
  onClose,
}: {
  target: DepartmentTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFor
      target={target}
      onClose={onClose}
      title={t('customers.department.removeTitle', { name: target?.name ?? '' })}
    >
      {(shown) => <RemoveDepartmentBody key={shown.id} target={shown} onClose={onClose} />}
    </DialogFor>
  );
}
