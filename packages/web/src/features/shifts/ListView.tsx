// Upcoming or past shifts as one list: upcoming oldest first from now, past newest first; each
// "show more" reaches four weeks further. "To stamp" lists exactly the ended shifts still waiting
// for a stamp (what the red alert counts), newest first. Keyed by `when` in the page, so a switch
// starts afresh.
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { stampDue } from '@tuura/domain/rules/stamp';
import { addDays } from '@tuura/domain/rules/zonedTime';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stampsMissingQuery } from '../../api/stampsMissing.ts';
import { ChoiceSwitch } from '../../components/ChoiceSwitch.tsx';
import { shiftsBetweenQuery } from './api.ts';
import type { ShiftActions } from './ShiftCard.tsx';
import { ShiftList, ShiftsEmpty } from './ShiftList.tsx';
import { dayRange } from './week.ts';

export type When = 'upcoming' | 'past' | 'stamp';
export const WHEN_CHOICES: readonly When[] = ['upcoming', 'past', 'stamp'];
const STEP_WEEKS = 4;

type Props = ShiftActions & {
  when: When;
  today: string;
  now: number;
  onWhen: (when: When) => void;
};

export const ListView = memo(function ListView({ when, today, now, onWhen, ...actions }: Props) {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState(STEP_WEEKS);
  const range =
    when === 'upcoming'
      ? dayRange(today, addDays(today, weeks * 7))
      : dayRange(addDays(today, -weeks * 7), today);
  const between = useQuery({
    ...shiftsBetweenQuery(range.from, range.to),
    placeholderData: (previous) => previous,
    enabled: when !== 'stamp',
  });
  const missing = useQuery({ ...stampsMissingQuery, enabled: when === 'stamp' });
  const query = when === 'stamp' ? missing : between;
  const shifts = query.data?.filter((s) =>
    when === 'stamp'
      ? stampDue(s, now)
      : when === 'upcoming'
        ? s.to === null || Date.parse(s.to) > now
        : s.to !== null && Date.parse(s.to) <= now,
  );
  const newestFirst = when !== 'upcoming';
  return (
    <Stack gap="md">
      <ChoiceSwitch<When>
        value={when}
        onChange={onWhen}
        data={WHEN_CHOICES.map((value) => ({ value, label: t(`shifts.list.${value}`) }))}
        aria-label={t('shifts.list.label')}
        data-testid="when-switch"
      />
      <ShiftList
        shifts={newestFirst ? shifts?.slice().reverse() : shifts}
        failed={query.isError}
        now={now}
        label={t(`shifts.list.${when}`)}
        empty={<ShiftsEmpty title={t(`shifts.empty.${when}`, { count: weeks })} />}
        {...actions}
      />
      {shifts && when !== 'stamp' && (
        <Button variant="default" onClick={() => setWeeks((w) => w + STEP_WEEKS)} loading={query.isFetching}>
          {t(`shifts.list.more.${when}`, { count: STEP_WEEKS })}
        </Button>
      )}
    </Stack>
  );
});
