// One shift's pay, compact for a phone: the day and the times that count, the sum on the right;
// under them the shift and place, the hours and why those times count, the rate and the scheme
// when not regular, and the type when it is not an ordinary shift.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PayLineItem } from '@tuura/domain/schemas/money';
import { useTranslation } from 'react-i18next';
import { formatCents, formatHours } from '../../lib/money.ts';
import { rateLabel, schemeLabel } from '../../lib/payLabels.ts';
import { formatShiftSpan } from '../../lib/shiftTime.ts';

export function PayLineCard({ line }: { line: PayLineItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { pay } = line;
  const priced = pay.reason === 'priced' && pay.rate;
  const place = [line.name, line.department?.name].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="pay-line" data-reason={pay.reason}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} size="sm">
            {formatShiftSpan(line.from, line.to, language)}
          </Text>
          <Text
            fw={700}
            style={{ whiteSpace: 'nowrap' }}
            data-testid="pay-line-amount"
            data-cents={pay.amount ?? ''}
          >
            {formatCents(pay.amount, language)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {place}
        </Text>
        <Group gap={6} wrap="wrap">
          {line.type !== 0 && (
            <Badge
              size="sm"
              variant="light"
              color={line.type === 3 ? 'gray' : 'grape'}
              data-testid="pay-line-type"
            >
              {t(`compensation.type.${line.type}`)}
            </Badge>
          )}
          <Text size="sm">
            {formatHours(line.minutes, language)} · {t(`compensation.times.${line.times}`)}
          </Text>
        </Group>
        <Text size="sm" c={priced ? undefined : pay.amount === null ? 'orange' : 'dimmed'}>
          {priced && pay.rate ? rateLabel(t, pay.rate, language) : t(`compensation.reason.${pay.reason}`)}
          {priced && pay.scheme !== 'regular' && ` · ${schemeLabel(t, pay.scheme, pay.multiplier, language)}`}
        </Text>
      </Stack>
    </Paper>
  );
}
