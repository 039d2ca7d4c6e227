// /shifts: my shifts with the stamps alert above its views and the drawer below (lazy, with its
// own slots). The shift feature cannot import the stamps feature, so this route hands it in
// (decision 146); this file and what it imports statically are the worker shell (vite.config.ts).
import { lazy } from 'react';
import MyShiftsPage from '../../features/shifts/MyShiftsPage.tsx';
import type { MyShiftsSlots } from '../../features/shifts/slots.ts';
import { StampsNeeded } from '../../features/stamps/worker/StampsNeeded.tsx';

const slots: MyShiftsSlots = {
  StampsNeeded,
  ShiftDrawer: lazy(() => import('./MyShiftDrawer.tsx')),
};

export default function MyShifts() {
  return <MyShiftsPage slots={slots} />;
}
