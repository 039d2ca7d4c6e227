// Page numbers under a long list. Mantine draws its first, previous, next and last controls as
// icons only: each gets its name here, so a screen reader says where it goes (axe's button-name).
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Nothing when everything fits on one page. */
export function Pager(props: { pages: number; page: number; onChange: (page: number) => void; size?: 'sm' }) {
  const { t } = useTranslation();
  if (props.pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={props.pages}
        value={props.page}
        onChange={props.onChange}
        size={props.size}
        getControlProps={(control) => ({ 'aria-label': t(`common.pageControl.${control}`) })}
      />
    </Group>
  );
}
