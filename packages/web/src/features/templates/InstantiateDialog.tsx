// Makes open shifts from all of a department's templates on chosen days of a week (next week
// Monday to Sunday by default), in one call (docs/decisions/095). Says how many it will make
// before, and how many it made after.
import { ActionIcon, Alert, Button, Checkbox, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { TEMPLATE, UI } from '@tuura/domain/limits';
import { addDays, zonedDate } from '@tuura/domain/rules/zonedTime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { isoWeek, noon, weekDays, weekStart } from '../../lib/week.ts';
import { useInstantiate } from './api.ts';
import './texts.ts';

type Props = { opened: boolean; templateIds: string[]; onClose: () => void };

/** The Monday of next week in Helsinki. */
const nextMonday = () => addDays(weekStart(zonedDate(new Date())), 7);

export function InstantiateDialog({ opened, templateIds, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const instantiate = useInstantiate();
  const [monday, setMonday] = useState(nextMonday);
  const [days, setDays] = useState<string[]>(() => weekDays(nextMonday()));
  // Workers usually stamp their shifts (spec §4): on unless the admin says otherwise.
  const [stampRequired, setStampRequired] = useState(true);
  const week = weekDays(monday);
  const count = templateIds.length * days.length;
  const tooMany = count > TEMPLATE.instantiateMaxShifts;
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });

  const moveWeek = (weeks: number) => {
    const next = addDays(monday, 7 * weeks);
    setMonday(next);
    setDays(weekDays(next));
  };
  const create = () =>
    instantiate.mutate(
      { templates: templateIds, days, stampRequired },
      {
        onSuccess: ({ shifts }) => {
          notify('green', t('templates.created', { count: shifts.length }));
          onClose();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('templates.instantiateTitle')}
      size={UI.modalWidth}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('templates.instantiateText')}</Text>
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('templates.previousWeek')}
            onClick={() => moveWeek(-1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text fw={600} data-testid="instantiate-week">
            {t('templates.week', { week: isoWeek(monday).week })}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('templates.nextWeek')}
            onClick={() => moveWeek(1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Chip.Group multiple value={days} onChange={setDays}>
          <Group gap="xs" role="group" aria-label={t('fields.days')}>
            {week.map((day) => (
              <Chip key={day} value={day} data-testid={`instantiate-day-${day}`}>
                {dayLabel.format(new Date(noon(day)))}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Checkbox
          checked={stampRequired}
          onChange={(e) => setStampRequired(e.currentTarget.checked)}
          label={t('templates.stampRequired')}
          data-testid="instantiate-stamp"
        />
        {tooMany ? (
          <Alert color="red" variant="light">
            {t('templates.tooMany', { max: TEMPLATE.instantiateMaxShifts })}
          </Alert>
        ) : (
          <Text size="sm" data-testid="instantiate-summary">
            {t('templates.summary', { count })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={create}
            loading={instantiate.isPending}
            data-testid="instantiate-confirm"
            {...offline}
            disabled={offline.disabled || count === 0 || tooMany}
          >
            {t('templates.create', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
