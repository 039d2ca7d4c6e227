// Keyboard use of an admin table (decision 142): ↑/↓ move the focus from row to row, Space toggles
// the focused row's selection, Enter opens it, A approves and R rejects it. Rows carry
// `data-row-index` and take focus; the handler sits on the table. Never while typing: a key in an
// input, a text area, a select or a combobox is the field's own.
import type { KeyboardEvent } from 'react';

export type RowKeyActions = {
  onOpen?: (index: number) => void;
  onToggle?: (index: number) => void;
  onApprove?: (index: number) => void;
  onReject?: (index: number) => void;
  /** Brings a row of a virtualised table into the DOM before it takes focus. */
  reveal?: (index: number) => void;
};

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]';

function focusRow(container: HTMLElement, index: number, reveal?: (index: number) => void) {
  const find = () => container.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
  const row = find();
  if (row) {
    row.focus();
    row.scrollIntoView?.({ block: 'nearest' });
    return;
  }
  if (!reveal) return;
  reveal(index);
  requestAnimationFrame(() => find()?.focus());
}

/** The table's key handler; `count` bounds the moves. */
export function rowKeyHandler(count: number, actions: RowKeyActions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest(TYPING)) return;
    const row = target.closest<HTMLElement>('[data-row-index]');
    if (!row || !event.currentTarget.contains(row)) return;
    const index = Number(row.dataset.rowIndex);
    // Enter and Space on a button in the row press that button.
    const onRow = target === row;
    const act = (action: ((index: number) => void) | undefined) => {
      if (!action) return;
      event.preventDefault();
      action(index);
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const to = index + (event.key === 'ArrowDown' ? 1 : -1);
        if (to >= 0 && to < count) focusRow(event.currentTarget, to, actions.reveal);
        return;
      }
      case 'Enter':
        if (onRow) act(actions.onOpen);
        return;
      case ' ':
        if (onRow) act(actions.onToggle);
        return;
      case 'a':
      case 'A':
        act(actions.onApprove);
        return;
      case 'r':
      case 'R':
        act(actions.onReject);
        return;
    }
  };
}
