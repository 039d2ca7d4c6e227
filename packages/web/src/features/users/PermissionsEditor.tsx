// Every permission area × none / read / all (spec §6) as a segmented choice per area, with a preset
// to apply. Read-only for a users reader. Levels above the editor's own are disabled: the server
// refuses them too (decision 104), so the form never offers what would be refused.
import { Alert, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PERMISSION_AREAS, PERMISSION_LEVELS, type PermissionLevel } from '@tuura/domain/enums';
import type { Permissions } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import { presetsQuery } from './api.ts';

const rank = (level: PermissionLevel | undefined) => PERMISSION_LEVELS.indexOf(level ?? 'none');

export function PermissionsEditor({
  value,
  onChange,
  own,
  readOnly,
  withPresets = true,
}: {
  value: Permissions;
  onChange: (next: Permissions) => void;
  /** The editor's own permissions: no level above them is offered where it would change. */
  own: Permissions;
  readOnly: boolean;
  withPresets?: boolean;
}) {
  const { t } = useTranslation();
  const presets = useQuery({ ...presetsQuery, enabled: withPresets && !readOnly });
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
      {withPresets && !readOnly && (
        <Select
          label={t('users.permissions.applyPreset')}
          placeholder={t('users.permissions.applyPresetPlaceholder')}
          data={(presets.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={null}
          onChange={(id) => {
            const preset = presets.data?.find((p) => p._id === id);
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
            const locked = rank(current) > rank(own[area]);
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
                        disabled: rank(level) > rank(own[area]),
                      }))}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
