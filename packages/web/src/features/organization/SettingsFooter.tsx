// The foot of an organisation settings card: what the save was refused for, and (edit level) the
// save button, enabled once something changed and while online.
import { Button, Group } from '@mantine/core';
import { FormProblem, type Problem } from '../../components/FormProblem.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';

type Props = {
  problem: Problem | null;
  canEdit: boolean;
  dirty: boolean;
  saving: boolean;
  label: string;
  'data-testid': string;
};

export function SettingsFooter({ problem, canEdit, dirty, saving, label, 'data-testid': testId }: Props) {
  const offline = useOfflineAction();
  return (
    <>
      <FormProblem problem={problem} />
      {canEdit && (
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={saving}
            {...offline}
            disabled={offline.disabled || !dirty}
            data-testid={testId}
          >
            {label}
          </Button>
        </Group>
      )}
    </>
  );
}
