// Every permission area × none / read / all (spec §6) as a segmented choice per area, with presets
// to apply when given. Read-only for a reader. Levels above the editor's own are disabled: the
// server refuses them too (decision 104), so the form never offers what would be refused. Shared by
// the users admin (a user's and a preset's permissions) and the integrations page (a token's scope).
import { Alert, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { PERMISSION_AREAS, PERMISSION_LEVELS, type PermissionLevel } from '@tuura/domain/enums';
import type { Permissions } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import '../i18n/usersTexts.ts';
import { lockedFor, mayGive } from './permissionLevels.ts';

type Preset = { _id: string; name: string; permissions: Permissions };

export function PermissionsEditor({
  value,
  onChange,
  own,
  readOnly,
  presets,
  error,
}: {
  value: Permissions;
  onChange: (next: Permissions) => void;
  /** The editor's own permissions: no level above them is offered where it would change. */
  own: Permissions;
  readOnly: boolean;
  /** Presets to apply (none: no preset choice). */
  presets?: readonly Preset[];
  /** What is wrong with the whole choice (a token given no area). */
  error?: string;
}) {
  const { t } = useTranslation();
  const set = (area: (typeof PERMISSION_AREAS)[number], level: PermissionLevel) => {
    const next = { ...value };
    if (level === 'none') delete next[area];
    else next[area] = level;
    onChange(next);
  };
  return (
    <Stack gap="sm" data-testid="permissions-editor">
      {readOnly ? (
        <Alert color="gray" variant="light">
          {t('users.permissions.readOnly')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('users.permissions.ownLimit')}
        </Text>
      )}
      {presets && !readOnly && (
        <Select
          label={t('users.permissions.applyPreset')}
          placeholder={t('users.permissions.applyPresetPlaceholder')}
          data={presets.map((p) => ({ value: p._id, label: p.name }))}
          value={null}
          onChange={(id) => {
            const preset = presets.find((p) => p._id === id);
            if (preset) onChange({ ...preset.permissions });
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="apply-preset"
        />
      )}
      <Table verticalSpacing={4} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.permissions.area')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERMISSION_AREAS.map((area) => {
            const current = value[area] ?? 'none';
            // Changing this area is allowed only within the editor's own level (both ways).
            const locked = lockedFor(own, value, area);
            return (
              <Table.Tr key={area} data-testid={`permission-${area}`}>
                <Table.Td>
                  <Text size="sm">{t(`users.permissions.areas.${area}`)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <SegmentedControl
                      size="xs"
                      aria-label={t(`users.permissions.areas.${area}`)}
                      value={current}
                      onChange={(level) => set(area, level as PermissionLevel)}
                      readOnly={readOnly}
                      disabled={readOnly || locked}
                      data={PERMISSION_LEVELS.map((level) => ({
                        value: level,
                        label: t(`users.permissions.${level}`),
                        disabled: !mayGive(own, area, level),
                      }))}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="permissions-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
