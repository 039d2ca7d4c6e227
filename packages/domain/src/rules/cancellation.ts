// Which shifts a worker may cancel (spec §4): an own live shift that has not started yet. The
// shift detail shows the action by this rule and the API refuses by it (cancellation.started).
export function cancellable(shift: { from: string | Date; submitted?: boolean }, now: Date): boolean {
  if (shift.submitted === false) return false;
  return new Date(shift.from).getTime() > now.getTime();
}
