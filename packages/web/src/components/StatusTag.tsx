// A short status word on a tint (or filled), wrapping rather than cut off as Mantine's Badge would
// in a narrow column; the tint's text colour is the theme's AA one (theme.ts). The stamps and the
// shift requests queues show their states in it.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatusTag(props: {
  color: string;
  filled?: boolean;
  /** Lays its children in a centred row (an icon and a word), as the stamps' tags do. */
  row?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const c = props.color;
  return (
    <Text
      span
      size="xs"
      fw={700}
      px={6}
      py={2}
      bg={props.filled ? `var(--mantine-color-${c}-filled)` : `var(--mantine-color-${c}-light)`}
      c={props.filled ? 'white' : `var(--mantine-color-${c}-light-color)`}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        ...(props.row
          ? { display: 'inline-flex', alignItems: 'center', gap: 4 }
          : { display: 'inline-block' }),
      }}
      data-testid={props['data-testid']}
    >
      {props.children}
    </Text>
  );
}
