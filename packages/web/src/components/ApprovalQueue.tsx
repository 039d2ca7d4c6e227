// The admin's approval queues (stamps, shift requests, cancellations) share their frame: the title
// with its count, the read-only note, the table on a desk or the cards on a phone (or the empty
// note), the pager and the bar that decides the selected rows; a row's approve and reject pair;
// the page and the selection as the page keeps them (decision 146).
import { Alert, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { hasEdit } from '@tuura/domain/permissions';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../api/session.ts';
import { KeyHint } from './adminTable/KeyHint.tsx';
import { BulkDecisionBar } from './DecisionList.tsx';
import { useOfflineAction } from './offlineAction.ts';
import { Pager } from './Pager.tsx';
import { EmptyNote, PageHeading } from './resourceList/ResourcePage.tsx';

/** The title and the count under it (`<testId>-total`), with the queue's own controls beside. */
export function ApprovalQueueHeading(props: {
  title: string;
  total: string;
  testId: string;
  /** The count is read out when it changes (a filter that changes it). */
  live?: boolean;
  children?: ReactNode;
}) {
  return (
    <PageHeading
      title={props.title}
      note={props.total}
      noteTestId={`${props.testId}-total`}
      live={props.live}
    >
      {props.children}
    </PageHeading>
  );
}

type BulkProps = Omit<Parameters<typeof BulkDecisionBar>[0], 'testId' | 'stacked' | 'texts'> & {
  /** The text section whose `selected`, `clearSelection`, `rejectSelected`, `approveSelected` it says. */
  texts: string;
};

type QueueProps = {
  /** Test ids: `<testId>-read-only`, `<testId>-empty`, and the bulk bar's. */
  testId: string;
  canEdit: boolean;
  desktop: boolean;
  texts: { readOnly: string; empty: string };
  empty: boolean;
  table: ReactNode;
  cards: ReactNode;
  /** The pager: the rows in all, a page's size and the page. */
  pager: { total: number; pageSize: number; page: number; onChange: (page: number) => void };
  /** Rows can be selected and decided together: the bar (for an editor) and Space in the keys. */
  bulk?: BulkProps;
};

/** What stands under the heading: read-only note, rows or the empty note, the pager, the bar. */
export function ApprovalQueue(props: QueueProps) {
  const { t } = useTranslation();
  const { bulk, pager } = props;
  const bulkTexts = (section: string, count: number) => ({
    selected: t(`${section}.selected`, { count }),
    clear: t(`${section}.clearSelection`),
    reject: t(`${section}.rejectSelected`, { count }),
    approve: t(`${section}.approveSelected`, { count }),
  });
  return (
    <>
      {!props.canEdit && (
        <Alert color="blue" variant="light" data-testid={`${props.testId}-read-only`}>
          {props.texts.readOnly}
        </Alert>
      )}
      {props.empty ? (
        <EmptyNote testId={`${props.testId}-empty`}>{props.texts.empty}</EmptyNote>
      ) : props.desktop ? (
        <>
          {props.table}
          <KeyHint kind={!props.canEdit ? 'move' : bulk ? 'decideSelect' : 'decide'} />
        </>
      ) : (
        props.cards
      )}
      <Pager pages={Math.ceil(pager.total / pager.pageSize)} page={pager.page} onChange={pager.onChange} />
      {props.canEdit && bulk && (
        <BulkDecisionBar
          testId={props.testId}
          stacked={!props.desktop}
          {...bulk}
          texts={bulkTexts(bulk.texts, bulk.count)}
        />
      )}
    </>
  );
}

type Choice = { label: string; ariaLabel: string; testId: string; onClick: () => void; title?: string };

/**
 * A row's two decisions, A and R on the keyboard: the primary colour and a neutral button (green
 * and red fills fail AA contrast, theme.ts).
 */
export function DecisionPair({ size, approve, reject }: { size: string; approve: Choice; reject: Choice }) {
  const offline = useOfflineAction();
  const button = (choice: Choice, keys: string, variant?: string) => (
    <Button
      size={size}
      variant={variant}
      onClick={choice.onClick}
      aria-label={choice.ariaLabel}
      aria-keyshortcuts={keys}
      title={offline.title ?? choice.title}
      disabled={offline.disabled}
      data-testid={choice.testId}
    >
      {choice.label}
    </Button>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {button(approve, 'a')}
      {button(reject, 'r', 'default')}
    </Group>
  );
}

/**
 * The queue's page in the URL (`?page=`, none on the first), so a reload and back keep it;
 * `onTurn` runs as the page turns (the selection is the page's).
 */
export function useQueuePage(onTurn?: () => void): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const setPage = (p: number) => {
    onTurn?.();
    const next = new URLSearchParams(search);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    setSearch(next);
  };
  return [page, setPage];
}

/**
 * What every queue page starts from: whether this admin decides (all on shifts, spec §6), whether
 * the screen is a desk's (the table) or a phone's (the cards), the selection and the page.
 */
export function useQueueFrame() {
  const user = useUser();
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const selection = useQueueSelection();
  const [page, setPage] = useQueuePage(selection.clear);
  return { canEdit: hasEdit(user.permissions, 'shifts'), desktop, selection, page, setPage };
}

/**
 * The rows selected for a decision together. `select` takes the row's index in `ids` and, with
 * shift held, every row since the last one clicked takes the clicked row's new state.
 */
export function useQueueSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const lastClicked = useRef<number | null>(null);
  return {
    selected,
    /** Of these, the ones selected (a decided row leaves the list, and its selection with it). */
    chosen: (ids: readonly string[]) => ids.filter((id) => selected.has(id)),
    select: (ids: readonly string[], index: number, asRange: boolean) => {
      const id = ids[index];
      if (!id) return;
      const on = !selected.has(id);
      const range = asRange && lastClicked.current !== null;
      const from = range ? Math.min(lastClicked.current as number, index) : index;
      const to = range ? Math.max(lastClicked.current as number, index) : index;
      setSelected((old) => {
        const next = new Set(old);
        for (const r of ids.slice(from, to + 1)) on ? next.add(r) : next.delete(r);
        return next;
      });
      lastClicked.current = index;
    },
    /** Every one of these, or (when all are already) none. */
    toggleAll: (ids: readonly string[]) =>
      setSelected(ids.length > 0 && ids.every((id) => selected.has(id)) ? new Set() : new Set(ids)),
    drop: (ids: readonly string[]) =>
      setSelected((old) => new Set([...old].filter((id) => !ids.includes(id)))),
    clear: () => setSelected(new Set()),
  };
}
