// The organisation's next holidays, read-only, under the instruction pages (decision 112): a
// worker sees which coming days are holidays (they change pay) without an admin page.
import { Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { holidayContracts } from '@tuura/domain/api/holidays';
import { addDays, zonedDate } from '@tuura/domain/rules/zonedTime';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { communicationKeys } from '../../api/communicationKeys.ts';
import { dayjs } from '../../i18n/dayjs.ts';

const SHOWN = 6;
const DAYS_AHEAD = 365;

export function ComingHolidays() {
  const { t, i18n } = useTranslation();
  const from = zonedDate(new Date());
  const holidays = useQuery({
    queryKey: communicationKeys.holidaysComing(from),
    queryFn: () =>
      call(holidayContracts.list, { query: { from, to: addDays(from, DAYS_AHEAD) } }).then((r) => r.holidays),
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="coming-holidays" data-testid="coming-holidays">
      <Title order={2} fz="h4" id="coming-holidays">
        {t('instructions.coming')}
      </Title>
      {holidays.isPending && <Skeleton h={120} aria-busy="true" />}
      {holidays.data?.length === 0 && <Text c="dimmed">{t('instructions.noComing')}</Text>}
      {holidays.data && holidays.data.length > 0 && (
        <List listStyleType="none" spacing={6}>
          {holidays.data.slice(0, SHOWN).map((h) => (
            <List.Item key={h._id} data-testid="coming-holiday">
              <Group gap="sm" wrap="nowrap" align="baseline">
                <Text fw={600} w={88} style={{ flexShrink: 0 }}>
                  {dayjs(h.date).locale(i18n.language).format(t('instructions.dayFormat'))}
                </Text>
                <Text>
                  {h.name}
                  {h.description && (
                    <Text span c="dimmed" size="sm">
                      {` · ${h.description}`}
                    </Text>
                  )}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
