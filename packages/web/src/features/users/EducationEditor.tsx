// Education as time-effective values (spec §3): rows of "valid from" and a level; the level in
// effect today is marked. Duplicate dates and empty levels get the domain's messages under the row.
import { ActionIcon, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EDUCATION_LEVELS, type EducationLevel } from '@tuura/domain/enums';
import { valueOn } from '@tuura/domain/rules/timeEffective';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField.tsx';

export type EducationRow = { validFrom: string; value: EducationLevel | '' };

export function EducationEditor({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: EducationRow[];
  onChange: (next: EducationRow[]) => void;
  /** Form errors keyed `education.<i>.validFrom` / `education.<i>.value`. */
  errors: Record<string, unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const today = zonedDate(new Date());
  const filled = value.filter((r): r is { validFrom: string; value: EducationLevel } => Boolean(r.value));
  const current = valueOn(filled, today);
  const currentFrom = filled
    .filter((r) => r.validFrom <= today)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0]?.validFrom;
  const update = (i: number, patch: Partial<EducationRow>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const error = (path: string) => (errors[path] ? String(errors[path]) : undefined);
  return (
    <Stack gap="xs" data-testid="education-editor">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('users.education.empty')}
        </Text>
      )}
      {value.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap" data-testid="education-row">
          <DateField
            label={t('users.education.validFrom')}
            value={row.validFrom}
            onChange={(day) => update(i, { validFrom: day ?? '' })}
            error={error(`education.${i}.validFrom`)}
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <Select
            label={t('users.education.value')}
            data={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`users.level.${level}`) }))}
            value={row.value || null}
            onChange={(level) => update(i, { value: (level ?? '') as EducationLevel | '' })}
            error={error(`education.${i}.value`)}
            disabled={disabled}
            allowDeselect={false}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            disabled={disabled}
            aria-label={t('users.education.remove')}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
          {current && row.validFrom === currentFrom && row.value === current && (
            <Badge mt={30} variant="light" visibleFrom="sm">
              {t('users.education.current')}
            </Badge>
          )}
        </Group>
      ))}
      {!disabled && (
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...value, { validFrom: today, value: '' }])}
            data-testid="education-add"
          >
            {t('users.education.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
