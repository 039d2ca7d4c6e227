// The admin's shifts: the table, and the marketplace view its switch offers (features/market),
// which the shift feature cannot import itself (decision 146).
import { MarketView } from '../../features/market/admin/MarketView.tsx';
import ShiftsTablePage from '../../features/shifts/admin/ShiftsTablePage.tsx';

export default function AdminShifts() {
  return <ShiftsTablePage slots={{ market: <MarketView /> }} />;
}
