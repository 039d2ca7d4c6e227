// The users admin's permissions editor: the shared one (components/PermissionsEditor.tsx) with the
// organisation's permission presets to apply.
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { PermissionsEditor as Editor } from '../../components/PermissionsEditor.tsx';
import { presetsQuery } from './api.ts';

export function PermissionsEditor({
  withPresets = true,
  ...props
}: Omit<ComponentProps<typeof Editor>, 'presets'> & { withPresets?: boolean }) {
  const presets = useQuery({ ...presetsQuery, enabled: withPresets && !props.readOnly });
  return <Editor {...props} presets={withPresets ? (presets.data ?? []) : undefined} />;
}
