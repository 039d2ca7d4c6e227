// The marketplace's admin view inside /admin/shifts (decision 100): the published shifts, open or
// reserved, on a desk.
// Editors publish open shifts of the next four weeks (one call for all chosen) and withdraw the
// selected ones; anyone with read on shifts sees the list and each shift's possible workers
// (spec §5 education on the date, overlaps). Read level sees no edit control (spec §6).
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MarketShift } from '@tuura/domain/api/shiftMarket';
import { UI } from '@tuura/domain/limits';
import { hasEdit } from '@tuura/domain/permissions';
import { addDays, zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../api/session.ts';
import { formatShiftSpan } from '../../../lib/shiftTime.ts';
import {
  adminMarketQuery,
  MARKET_WINDOW_DAYS,
  possibleWorkersQuery,
  unfilledQuery,
  usePublish,
  useWithdraw,
} from './api.ts';

type State = 'open' | 'reserved' | 'all';

export function MarketView() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user?.permissions, 'shifts');
  const [state, setState] = useState<State>('open');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [publishing, setPublishing] = useState(false);
  const [possibleFor, setPossibleFor] = useState<MarketShift | null>(null);
  const list = useQuery(adminMarketQuery(state === 'all' ? {} : { state }));
  const withdraw = useWithdraw();
  const shifts = list.data?.shifts ?? [];
  const selectable = shifts.filter((s) => s.worker === null);
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text c="dimmed">{t('market.admin.intro')}</Text>
        {canEdit && (
          <Button onClick={() => setPublishing(true)} data-testid="market-publish">
            {t('market.admin.publish')}
          </Button>
        )}
      </Group>
      <Group justify="space-between">
        <SegmentedControl
          value={state}
          onChange={(value) => {
            setState(value as State);
            setSelected(new Set());
          }}
          data={[
            { value: 'open', label: t('market.admin.open') },
            { value: 'reserved', label: t('market.admin.reserved') },
            { value: 'all', label: t('market.admin.all') },
          ]}
        />
        {canEdit && selected.size > 0 && (
          <Button
            color="red"
            variant="light"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate([...selected], { onSuccess: () => setSelected(new Set()) })}
          >
            {t('market.admin.withdrawSelected', { count: selected.size })}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <Skeleton h={200} />
      ) : shifts.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('market.admin.empty')}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover data-testid="market-table">
            <Table.Thead>
              <Table.Tr>
                {canEdit && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('market.admin.selectAll')}
                      checked={selectable.length > 0 && selectable.every((s) => selected.has(s._id))}
                      onChange={(e) =>
                        setSelected(
                          e.currentTarget.checked ? new Set(selectable.map((s) => s._id)) : new Set(),
                        )
                      }
                    />
                  </Table.Th>
                )}
                <Table.Th>{t('market.admin.shift')}</Table.Th>
                <Table.Th>{t('market.admin.place')}</Table.Th>
                <Table.Th>{t('market.admin.education')}</Table.Th>
                <Table.Th>{t('market.admin.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shifts.map((shift) => (
                <Table.Tr key={shift._id}>
                  {canEdit && (
                    <Table.Td>
                      {shift.worker === null && (
                        <Checkbox
                          aria-label={t('market.admin.select', { name: shift.name })}
                          checked={selected.has(shift._id)}
                          onChange={() => toggle(shift._id)}
                        />
                      )}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {shift.name}
                    </Text>
                    <Text size="sm">{formatShiftSpan(shift.from, shift.to)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {shift.place ? `${shift.place.customer} · ${shift.place.department}` : '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {shift.education ? t(`market.level.${shift.education}`) : t('market.anyEducation')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={shift.worker === null ? 400 : 600}>
                      {shift.worker === null
                        ? t('market.admin.stateOpen')
                        : t('market.admin.stateReserved', { name: shift.workerName ?? '' })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" onClick={() => setPossibleFor(shift)}>
                      {t('market.admin.possible')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {publishing && (
        <PublishDialog published={new Set(shifts.map((s) => s._id))} onClose={() => setPublishing(false)} />
      )}
      {possibleFor && <PossibleWorkers shift={possibleFor} onClose={() => setPossibleFor(null)} />}
    </Stack>
  );
}

function PublishDialog({ published, onClose }: { published: Set<string>; onClose: () => void }) {
  const { t } = useTranslation();
  // The window is fixed when the dialog opens: its query keys stay the same while it is open.
  const [{ from, to }] = useState(() => ({
    from: new Date().toISOString(),
    to: zonedTime(addDays(zonedDate(new Date()), MARKET_WINDOW_DAYS), 0).toISOString(),
  }));
  const open = useQuery(unfilledQuery(from, to));
  const market = useQuery(adminMarketQuery({ state: 'open', from, to }));
  const publish = usePublish();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const onMarket = new Set([...published, ...(market.data?.shifts ?? []).map((s) => s._id)]);
  const candidates = (open.data?.shifts ?? []).filter((s) => !onMarket.has(s._id));
  return (
    <Modal opened onClose={onClose} title={t('market.admin.publishTitle')} size={UI.modalWidth}>
      <Stack gap="sm">
        <Text size="sm">{t('market.admin.publishText')}</Text>
        {open.isPending || market.isPending ? (
          <Skeleton h={120} />
        ) : candidates.length === 0 ? (
          <Text c="dimmed">{t('market.admin.noUnpublished')}</Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={6} data-testid="publish-candidates">
              {candidates.map((shift) => (
                <Checkbox
                  key={shift._id}
                  checked={chosen.has(shift._id)}
                  onChange={() =>
                    setChosen((now) => {
                      const next = new Set(now);
                      if (next.has(shift._id)) next.delete(shift._id);
                      else next.add(shift._id);
                      return next;
                    })
                  }
                  label={`${shift.name} · ${formatShiftSpan(shift.from, shift.to)}${shift.place ? ` · ${shift.place.department}` : ''}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={chosen.size === 0}
            loading={publish.isPending}
            onClick={() => publish.mutate([...chosen], { onSuccess: onClose })}
          >
            {t('market.admin.publishSelected', { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PossibleWorkers({ shift, onClose }: { shift: MarketShift; onClose: () => void }) {
  const { t } = useTranslation();
  const workers = useQuery(possibleWorkersQuery(shift._id));
  return (
    <Modal opened onClose={onClose} title={t('market.admin.possibleTitle')} size={UI.modalWidth}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {shift.name} · {formatShiftSpan(shift.from, shift.to)}
        </Text>
        {workers.data && (
          <Text size="sm" c="dimmed">
            {t('market.admin.qualifiedCount', {
              qualified: workers.data.qualified,
              total: workers.data.total,
            })}
          </Text>
        )}
        {workers.isPending ? (
          <Skeleton h={160} />
        ) : (
          <ScrollArea.Autosize mah={400}>
            <Table data-testid="possible-workers">
              <Table.Tbody>
                {(workers.data?.workers ?? []).map((w) => (
                  <Table.Tr key={w._id}>
                    <Table.Td>{w.name}</Table.Td>
                    <Table.Td>{w.education ? t(`market.level.${w.education}`) : '–'}</Table.Td>
                    <Table.Td>
                      {w.qualifies ? (
                        <Badge color="teal" variant="light">
                          {t('market.admin.qualifies')}
                        </Badge>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {w.reason !== null
                            ? t(`market.admin.reason.${w.reason}`)
                            : t('market.admin.overlapFlag')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
