// The foot every admin form shares (decision 146): what keeps it from being sent, then cancel and
// the submit button on the right; the submit waits while saving and is off while offline.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem, type Problem } from './FormProblem.tsx';
import { useOfflineAction } from './offlineAction.ts';

type Props = {
  problem: Problem | null;
  onCancel: () => void;
  saving: boolean;
  saveLabel: ReactNode;
  saveTestId: string;
  /** A reader of the form: no cancel and no submit. */
  readOnly?: boolean;
};

export function FormFooter({ problem, onCancel, saving, saveLabel, saveTestId, readOnly = false }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  return (
    <>
      <FormProblem problem={problem} />
      {!readOnly && (
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid={saveTestId} {...offline}>
            {saveLabel}
          </Button>
        </Group>
      )}
    </>
  );
}
