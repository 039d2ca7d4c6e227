// /shifts/add: adding an own shift, with the worker's shift requests below (features/requests),
// which the shift feature cannot import itself (decision 146).

import { ShiftRequests } from '../../features/requests/worker/ShiftRequests.tsx';
import AddShiftsPage from '../../features/shifts/AddShiftsPage.tsx';

export default function AddShifts() {
  return <AddShiftsPage slots={{ requests: <ShiftRequests /> }} />;
}
