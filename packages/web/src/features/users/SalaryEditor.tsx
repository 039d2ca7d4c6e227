// Salary values over time (spec §3, decision 117): rows of "valid from", a rate text and a
// compensation scheme; the row in force today is marked. Like the education editor: the domain's
// messages (duplicate dates, unreadable rates) land under the row's fields.
import { ActionIcon, Badge, Box, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { USER } from '@tuura/domain/limits';
import {
  COMPENSATION_MULTIPLIERS,
  COMPENSATION_SCHEMES,
  type CompensationScheme,
} from '@tuura/domain/rules/compensation';
import { valueOn } from '@tuura/domain/rules/timeEffective';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField.tsx';
import { schemeLabel } from '../../lib/payLabels.ts';

export type SalaryRow = { validFrom: string; value: { rate: string; scheme: CompensationScheme } };

/** The validFrom of the row in force today, if any. */
function currentFrom(rows: SalaryRow[], today: string) {
  const inForce = valueOn(
    rows.filter((r) => r.value.rate.trim() !== ''),
    today,
  );
  if (!inForce) return undefined;
  return rows
    .filter((r) => r.validFrom <= today && r.value.rate.trim() !== '')
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0]?.validFrom;
}

export function SalaryEditor({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: SalaryRow[];
  onChange: (next: SalaryRow[]) => void;
  /** Messages keyed `salaries.<i>.validFrom`, `salaries.<i>.value.rate`, `salaries.<i>.value.scheme`. */
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const today = zonedDate(new Date());
  const current = currentFrom(value, today);
  const update = (i: number, patch: Partial<SalaryRow['value']> & { validFrom?: string }) =>
    onChange(
      value.map((row, j) => {
        if (j !== i) return row;
        const { validFrom, ...inner } = patch;
        return { validFrom: validFrom ?? row.validFrom, value: { ...row.value, ...inner } };
      }),
    );
  const schemes = COMPENSATION_SCHEMES.map((scheme) => ({
    value: scheme,
    label: schemeLabel(t, scheme, COMPENSATION_MULTIPLIERS[scheme], i18n.language),
  }));
  return (
    <Stack gap="xs" data-testid="salary-editor">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('users.salaries.empty')}
        </Text>
      )}
      {value.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap" data-testid="salary-row">
          <DateField
            label={t('users.salaries.validFrom')}
            value={row.validFrom}
            onChange={(day) => update(i, { validFrom: day ?? '' })}
            error={errors[`salaries.${i}.validFrom`]}
            readOnly={disabled}
            style={{ flex: 1 }}
            data-testid="salary-validFrom"
          />
          <TextInput
            label={t('users.salaries.rate')}
            placeholder={t('users.salaries.rateHint')}
            maxLength={USER.salaryValue}
            value={row.value.rate}
            onChange={(e) => update(i, { rate: e.currentTarget.value })}
            error={errors[`salaries.${i}.value.rate`] ?? errors[`salaries.${i}.value`]}
            readOnly={disabled}
            style={{ flex: 1 }}
            data-testid="salary-rate"
          />
          <Select
            label={t('users.salaries.scheme')}
            data={schemes}
            value={row.value.scheme}
            onChange={(scheme) => update(i, { scheme: (scheme ?? 'regular') as CompensationScheme })}
            error={errors[`salaries.${i}.value.scheme`]}
            readOnly={disabled}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: 1 }}
            data-testid="salary-scheme"
          />
          {!disabled && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              aria-label={t('users.salaries.remove')}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
          {/* A slot of the same width on every row, so the fields line up whichever is in force. */}
          <Box w={128} mt={30} style={{ flexShrink: 0 }}>
            {current !== undefined && row.validFrom === current && (
              <Badge variant="light" data-testid="salary-current">
                {t('users.salaries.current')}
              </Badge>
            )}
          </Box>
        </Group>
      ))}
      {!disabled && (
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              // A new row starts from today with the scheme in force (a raise keeps the scheme).
              const scheme = valueOn(value, today)?.scheme ?? 'regular';
              onChange([...value, { validFrom: today, value: { rate: '', scheme } }]);
            }}
            data-testid="salary-add"
          >
            {t('users.salaries.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
