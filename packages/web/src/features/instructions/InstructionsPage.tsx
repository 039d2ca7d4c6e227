// /instructions (docs/decisions/112): the organisation's instruction pages. On a phone
// the list comes first and a chosen page replaces it (with a way back); on a wide screen the list
// stays beside the page. The chosen page is in the address (?page=id), so a link can name it.
// Admins with all on the organisation add, change and delete pages here, where they are read.
import {
  Alert,
  Button,
  Divider,
  Grid,
  Group,
  NavLink,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@tuura/domain/enums';
import { hasEdit } from '@tuura/domain/permissions';
import type { Instruction } from '@tuura/domain/schemas/instruction';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { RichTextView } from '../../components/RichTextView.tsx';
import { showToast } from '../../components/toast.ts';
import { formatDateTime } from '../../lib/time.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { instructionListQuery, instructionQuery, useRemoveInstruction } from './api.ts';
import { ComingHolidays } from './ComingHolidays.tsx';

const InstructionForm = lazy(() => import('./InstructionForm.tsx'));

/** The reader's own language's pages first; the others after, under their own heading. */
export function byReaderLanguage<P extends { language: Locale }>(pages: P[], locale: Locale) {
  return {
    own: pages.filter((p) => p.language === locale),
    other: pages.filter((p) => p.language !== locale),
  };
}
const POSITION_STEP = 10;

type Mode = { kind: 'read' } | { kind: 'new' } | { kind: 'edit'; page: Instruction };

function PageView({
  id,
  canEdit,
  onEdit,
  onRemove,
}: {
  id: string;
  canEdit: boolean;
  onEdit: (page: Instruction) => void;
  onRemove: (page: Instruction) => void;
}) {
  const { t } = useTranslation();
  const page = useQuery(instructionQuery(id));
  if (page.isPending) return <Skeleton h={240} aria-busy="true" />;
  if (!page.data) return <RouteErrorPage error={page.error} onRetry={() => void page.refetch()} />;
  const p = page.data;
  return (
    <Stack gap="sm" data-testid="instruction-page" lang={p.language}>
      <Title order={2} fz="h2" style={{ overflowWrap: 'anywhere' }}>
        {p.title}
      </Title>
      <Text size="xs" c="dimmed">
        {t('instructions.updated', { time: formatDateTime(p.updatedAt) })}
      </Text>
      {canEdit && (
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onEdit(p)}
            data-testid="instruction-edit"
          >
            {t('instructions.edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onRemove(p)}
            data-testid="instruction-remove"
          >
            {t('instructions.remove')}
          </Button>
        </Group>
      )}
      <Divider />
      <RichTextView html={p.body} data-testid="instruction-body-view" />
    </Stack>
  );
}

export default function InstructionsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'organization');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('page');
  const choose = (id: string | null) => setSearch(id ? { page: id } : {});
  const [mode, setMode] = useState<Mode>({ kind: 'read' });
  const [removing, setRemoving] = useState<Instruction | null>(null);
  const list = useQuery(instructionListQuery);
  const remove = useRemoveInstruction();
  const { own, other } = byReaderLanguage(list.data ?? [], user.settings.locale);
  const pages = [...own, ...other];
  // Wide screens open the first page at once; a phone shows the list until one is chosen.
  const shown = chosen ?? (wide ? (pages[0]?._id ?? null) : null);
  const nextPosition = (own.at(-1)?.position ?? 0) + POSITION_STEP;

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing._id, {
      onSuccess: () => {
        showToast('green', t('instructions.removed', { title: removing.title }));
        choose(null);
      },
      onError: (error) => showErrorDialog(error, t('instructions.removeFailed')),
      onSettled: () => setRemoving(null),
    });

  if (list.isError) return <RouteErrorPage error={list.error} onRetry={() => void list.refetch()} />;

  const listPanel = (
    <Stack gap="xs">
      {list.isPending && [1, 2, 3].map((n) => <Skeleton key={n} h={44} />)}
      {list.data && pages.length === 0 && (
        <Text c="dimmed" data-testid="instructions-empty">
          {t(canEdit ? 'instructions.emptyAdmin' : 'instructions.empty')}
        </Text>
      )}
      <nav aria-label={t('instructions.pages')}>
        {[own, other].map(
          (group, i) =>
            group.length > 0 && (
              <Stack key={i === 0 ? 'own' : 'other'} gap={0}>
                {i === 1 && (
                  <Text
                    size="sm"
                    fw={600}
                    c="dimmed"
                    mt="sm"
                    mb={4}
                    data-testid="instructions-other-languages"
                  >
                    {t('instructions.otherLanguages')}
                  </Text>
                )}
                {group.map((p) => (
                  <NavLink
                    key={p._id}
                    label={p.title}
                    lang={p.language}
                    active={p._id === shown && mode.kind === 'read'}
                    onClick={() => {
                      setMode({ kind: 'read' });
                      choose(p._id);
                    }}
                    style={{ minHeight: 44, borderRadius: 'var(--mantine-radius-sm)' }}
                    data-testid="instruction-link"
                    data-title={p.title}
                  />
                ))}
              </Stack>
            ),
        )}
      </nav>
      {canEdit && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setMode({ kind: 'new' })}
          data-testid="instruction-new"
        >
          {t('instructions.new')}
        </Button>
      )}
      <Divider my="sm" />
      <ComingHolidays />
    </Stack>
  );

  const editing = mode.kind !== 'read';
  const content = editing ? (
    <Paper withBorder p="md">
      <Suspense fallback={<Skeleton h={320} aria-busy="true" />}>
        <InstructionForm
          key={mode.kind === 'edit' ? mode.page._id : 'new'}
          page={mode.kind === 'edit' ? mode.page : null}
          nextPosition={nextPosition}
          onDone={(id) => {
            setMode({ kind: 'read' });
            choose(id);
          }}
          onCancel={() => setMode({ kind: 'read' })}
        />
      </Suspense>
    </Paper>
  ) : shown ? (
    <PageView
      id={shown}
      canEdit={canEdit}
      onEdit={(page) => setMode({ kind: 'edit', page })}
      onRemove={setRemoving}
    />
  ) : (
    pages.length > 0 && wide && <Alert>{t('instructions.choose')}</Alert>
  );

  // On a phone: the list, or the chosen page (or the form) with a way back to the list.
  const phoneShowsContent = !wide && (editing || chosen !== null);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('nav.instructions')}
      </Title>
      {wide ? (
        <Grid gutter="lg">
          <Grid.Col span={4}>{listPanel}</Grid.Col>
          <Grid.Col span={8}>{content}</Grid.Col>
        </Grid>
      ) : phoneShowsContent ? (
        <Stack gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconChevronLeft size={18} aria-hidden />}
            onClick={() => {
              setMode({ kind: 'read' });
              choose(null);
            }}
            style={{ alignSelf: 'flex-start' }}
            data-testid="instructions-back"
          >
            {t('instructions.back')}
          </Button>
          {content}
        </Stack>
      ) : (
        listPanel
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('instructions.removeTitle', { title: removing?.title ?? '' })}
        text={t('instructions.removeText')}
        confirmLabel={t('instructions.remove')}
        onConfirm={confirmRemove}
        loading={remove.isPending}
        testId="instruction-remove-dialog"
        confirmTestId="instruction-remove-confirm"
      />
    </Stack>
  );
}
