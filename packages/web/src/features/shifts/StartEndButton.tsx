// The floating start/end button on every worker page. (Being built: dialog, overlap check.)
export function StartEndButton() {
  return null;
}
