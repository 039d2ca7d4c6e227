// The chart of revenue and cost per period with the margin as a line: recharts is heavy, so the
// page loads this lazily and the login route never carries it.
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/money.ts';

export type ChartRow = { label: string; revenue: number; cost: number; margin: number };

export default function BusinessChart({ rows }: { rows: ChartRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <CompositeChart
      h={300}
      data={rows}
      dataKey="label"
      withLegend
      // Room for a year's revenue on the axis (`280 000,00 €`).
      yAxisProps={{ width: 100 }}
      valueFormatter={(euros) => formatCents(Math.round(euros * 100), i18n.language)}
      series={[
        { name: 'revenue', label: t('business.revenue'), color: 'teal.6', type: 'bar' },
        { name: 'cost', label: t('business.cost'), color: 'orange.6', type: 'bar' },
        { name: 'margin', label: t('business.margin'), color: 'indigo.6', type: 'line' },
      ]}
      data-testid="business-chart"
    />
  );
}
