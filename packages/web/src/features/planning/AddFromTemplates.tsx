// Clicking an empty spot of a department's day: the department's templates to tick, and open
// shifts made from them on that day at their Helsinki clock times (docs/decisions/095).
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { UI } from '@tuura/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { departmentTemplatesQuery } from '../../api/departmentTemplates.ts';
import { adminMenuPath } from '../../app/paths.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { formatClock } from '../../lib/shiftTime.ts';
import { formatDay } from './format.ts';
import { useAddFromTemplates } from './mutations.ts';

export type AddTarget = { department: string; name: string; day: string };

type Props = { target: AddTarget; onClose: () => void };

export default function AddFromTemplates({ target, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const templates = useQuery(departmentTemplatesQuery(target.department));
  const add = useAddFromTemplates();
  const [picked, setPicked] = useState<string[]>([]);
  // Workers usually stamp their shifts (spec §4): on unless the admin says otherwise.
  const [stampRequired, setStampRequired] = useState(true);
  const day = formatDay(target.day, 'dayLong', i18n.language);
  const create = () =>
    add.mutate({ templates: picked, day: target.day, stampRequired }, { onSuccess: onClose });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('planning.add.title', { department: target.name })}
      size={UI.modalWidth}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="planning-add"
    >
      <Stack gap="md">
        <Text size="sm">{t('planning.add.text', { day })}</Text>
        {templates.isError ? (
          <Alert color="red">{t('planning.loadFailed')}</Alert>
        ) : templates.data?.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="planning-add-none">
            {t('planning.add.none')}{' '}
            <Anchor component={Link} to={adminMenuPath('templates')}>
              {t('planning.add.toTemplates')}
            </Anchor>
          </Text>
        ) : (
          <Checkbox.Group value={picked} onChange={setPicked} label={t('planning.add.templates')}>
            <Stack gap="xs" mt="xs">
              {(templates.data ?? []).map((x) => (
                <Checkbox
                  key={x._id}
                  value={x._id}
                  label={`${formatClock(x.from)}–${formatClock(x.to)} ${x.name}`}
                  data-testid="planning-add-template"
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Checkbox
          checked={stampRequired}
          onChange={(e) => setStampRequired(e.currentTarget.checked)}
          label={t('planning.add.stamp')}
          data-testid="planning-add-stamp"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={create}
            loading={add.isPending}
            data-testid="planning-add-confirm"
            {...offline}
            disabled={offline.disabled || picked.length === 0}
          >
            {t('planning.add.confirm', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
