// A shift of the grid in a side panel (a sheet from the bottom on a phone), so the grid keeps its
// place. Everyone with read on shifts sees its details; level `all` also gets the actions: assign
// a worker to an open shift and move the shift to another day or department (spec §6).
import '@mantine/dates/styles.layer.css';
import { Badge, Button, Drawer, Group, Select, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import type { Customer } from '@tuura/domain/schemas/customer';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAssignment } from '../../components/assignmentOverlaps.ts';
import { TakeOverButton } from '../../components/TakeOverButton.tsx';
import { WorkerPicker } from '../../components/WorkerPicker.tsx';
import '../../i18n/dayjs.ts';
import { formatFullSpan } from './format.ts';
import { daysBetween, shiftByDays } from './grid.ts';
import { notify, useAssignWorker, useMoveShift } from './mutations.ts';
import { useDescribeFit } from './useDescribeFit.ts';

type Worker = { id: string; name: string };

type Props = {
  shift: AdminShift | undefined;
  canEdit: boolean;
  customers: Customer[];
  /** The window's shifts: a candidate's hours and overlaps are read from them. */
  windowShifts: readonly AdminShift[];
  /** Copies the shift for pasting onto other days (edit level; a shift with an end). */
  onCopy: (shift: AdminShift) => void;
  onClose: () => void;
};

export default function ShiftPanel({ shift, canEdit, customers, windowShifts, onCopy, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={Boolean(shift)}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '92%' : 440}
      radius={phone ? 'lg' : 0}
      title={t('planning.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'lg' }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      data-testid="planning-panel"
    >
      {shift && (
        <Stack gap="lg">
          <Details shift={shift} />
          {canEdit ? (
            <>
              {!shift.worker && <AssignForm key={shift._id} shift={shift} windowShifts={windowShifts} />}
              {shift.to && (
                <Button
                  variant="default"
                  leftSection={<IconCopy size={18} aria-hidden />}
                  onClick={() => onCopy(shift)}
                  style={{ alignSelf: 'flex-start' }}
                  aria-keyshortcuts="Control+C Meta+C"
                  data-testid="planning-copy-shift"
                >
                  {t('planning.paste.copy')}
                </Button>
              )}
              {shift.to && (
                <MoveForm
                  key={`${shift._id}-move`}
                  shift={{ ...shift, to: shift.to }}
                  customers={customers}
                />
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="planning-read-only">
              {t('planning.detail.readOnly')}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

function Details({ shift }: { shift: AdminShift }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  return (
    <Stack gap="xs" data-testid="planning-detail">
      <Text fw={700} fz="lg">
        {formatFullSpan(shift.from, shift.to, language)}
      </Text>
      <Text fw={600}>{shift.name}</Text>
      {shift.place && (
        <Text size="sm">
          {shift.place.customer} · {shift.place.department}
        </Text>
      )}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('planning.detail.worker')}:
        </Text>
        {shift.worker ? (
          <>
            <Text size="sm" fw={600} data-testid="planning-detail-worker">
              {shift.workerName}
            </Text>
            {/* An admin with all on users may see the planning as this worker does. */}
            <TakeOverButton userId={shift.worker} name={shift.workerName ?? ''} />
          </>
        ) : (
          <Badge color="orange" variant="light" data-testid="planning-detail-unfilled">
            {t('planning.unfilled')}
          </Badge>
        )}
      </Group>
      {shift.tentativeWorker && (
        <Text size="sm">
          {t('planning.detail.tentative')}: {shift.tentativeWorker}
        </Text>
      )}
      {shift.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {shift.description}
        </Text>
      )}
    </Stack>
  );
}

function AssignForm({ shift, windowShifts }: { shift: AdminShift; windowShifts: readonly AdminShift[] }) {
  const { t } = useTranslation();
  const describe = useDescribeFit(windowShifts, [shift]);
  const [picked, setPicked] = useState<Worker | null>(null);
  const assign = useAssignWorker();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return;
    // The worker's own shifts and requests at that time, wherever they are (server check).
    if (!(await confirmAssignment(picked.id, { from: shift.from, to: shift.to, exclude: shift._id }))) return;
    assign.mutate({ shift, worker: picked });
  };
  return (
    <form onSubmit={submit} data-testid="planning-assign">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('planning.assign.title')}
        </Title>
        <WorkerPicker
          label={t('planning.assign.worker')}
          value={picked?.id ?? null}
          currentName={picked?.name ?? null}
          onChange={(id, name) => setPicked(id && name ? { id, name } : null)}
          fitFor={shift._id}
          describe={describe}
        />
        <Button
          type="submit"
          disabled={!picked}
          loading={assign.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('planning.assign.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function MoveForm({ shift, customers }: { shift: AdminShift & { to: string }; customers: Customer[] }) {
  const { t } = useTranslation();
  const startDay = zonedDate(shift.from);
  const [day, setDay] = useState<string | null>(startDay);
  const [department, setDepartment] = useState<string | null>(shift.department);
  const move = useMoveShift();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!day) return;
    if (day === startDay && department === shift.department) {
      notify('red', t('planning.move.unchanged'));
      return;
    }
    move.mutate({ shift, ...shiftByDays(shift, daysBetween(startDay, day)), department });
  };
  return (
    <form onSubmit={submit} data-testid="planning-move">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('planning.move.title')}
        </Title>
        <DatePickerInput
          label={t('planning.move.day')}
          value={day}
          onChange={(value) => setDay(value)}
          valueFormat={t('planning.format.dayLong')}
          popoverProps={{ withinPortal: true }}
          data-testid="planning-move-day"
        />
        <Select
          label={t('planning.move.department')}
          data={customers.map((c) => ({
            group: c.name,
            items: c.departments.map((d) => ({ value: d._id, label: d.name })),
          }))}
          value={department}
          onChange={setDepartment}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="planning-move-department"
        />
        <Button type="submit" variant="default" loading={move.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('planning.move.submit')}
        </Button>
      </Stack>
    </form>
  );
}
