// Whether the header's back arrow has a page of this app to go back to. React Router numbers the
// entries it makes in this tab (history.state.idx): 0 is the first page the tab opened here (a
// deep link in a new tab, or the page the login replaced), so going back from it leaves the app.
export function hasInAppHistory(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}
