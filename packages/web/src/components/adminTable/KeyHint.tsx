// The line under an action table saying which keys it takes (decision 142): a desk's admin finds
// the shortcuts without a manual. The buttons carry the same keys in aria-keyshortcuts.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/adminTexts.ts';

export type KeyHintKind = 'move' | 'open' | 'openSelect' | 'decide' | 'decideSelect';

export function KeyHint({ kind }: { kind: KeyHintKind }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="table-keys-hint">
      {t(`adminTable.keys.${kind}`)}
    </Text>
  );
}
