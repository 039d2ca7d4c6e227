// The bucket's use as a bar with words: `1,2 Gt / 2 Gt` and what is free (1000-based, spec §9).
import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { usedPercent } from '@tuura/domain/rules/fileSize';
import { useTranslation } from 'react-i18next';
import { useBytes } from './fileFormat.ts';

type Size = { used: number; available: number; limit: number };

export function SpaceBar({ size, label }: { size: Size | undefined; label: string }) {
  const { t } = useTranslation();
  const bytes = useBytes();
  if (!size) return <Skeleton h={44} aria-busy="true" />;
  const percent = usedPercent(size.used, size.limit);
  const used = t('files.space.used', { used: bytes(size.used), limit: bytes(size.limit) });
  return (
    <Stack gap={4} data-testid="space-bar">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" data-testid="space-used">
          {used}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        color={percent >= 90 ? 'red' : percent >= 75 ? 'orange' : undefined}
        aria-label={`${label}: ${used}`}
      />
      <Text size="xs" c="dimmed">
        {t('files.space.available', { available: bytes(size.available) })}
      </Text>
    </Stack>
  );
}
