// Every query key in one place, so invalidation cannot miss a spelling.
export const queryKeys = {
  session: ['session'] as const,
  organization: ['organization'] as const,
  /** The admin view of the organisation (settings, users without two-factor). */
  organizationAdmin: ['organization', 'admin'] as const,
  /** Every admin view of the organisation's shifts: one invalidation after a change refreshes all. */
  adminShifts: ['adminShifts'] as const,
  /** How many stamps wait for an admin's approval (the admin overview and the menu badge). */
  adminStampsWaiting: ['adminShifts', 'stampsWaiting'] as const,
  adminShiftList: (query: object) => ['adminShifts', 'list', query] as const,
  adminShiftHistory: (id: string) => ['adminShifts', 'history', id] as const,
  /** A page of the shifts whose stamp waits for approval (the stamps page). */
  adminStampsPage: (offset: number, sort = '') => ['adminShifts', 'stampsPage', offset, sort] as const,
  /** Active cancellations: `('count')` the badge's, `('page', offset)` the page's; under adminShifts (an accepted one frees a shift). */
  adminCancellations: (...part: (string | number)[]) => ['adminShifts', 'cancellations', ...part] as const,
  /** How many live shifts a department has (asked before removing it). */
  departmentShiftCount: (id: string) => ['adminShifts', 'departmentCount', id] as const,
  /** Everything about customers: one invalidation after a change refreshes all of it. */
  customers: ['customers'] as const,
  /** Customers with their departments (admin pickers and the customers page). */
  customersFull: ['customers', 'full'] as const,
  /** Every department of the organisation in full (the customers page). */
  departments: ['customers', 'departments'] as const,
  userSearch: (words: string) => ['users', 'search', words] as const,
  /** Everything about groups of workers: one invalidation after a change refreshes all. */
  groups: ['groups'] as const,
  /** The admin's list of groups with member counts. */
  groupsAdmin: ['groups', 'admin'] as const,
  /** One group with its members. */
  group: (id: string) => ['groups', 'one', id] as const,
  /** Skills and skill groups (the skills cache of spec §4): refreshed together. */
  skills: ['skills'] as const,
  /** Skills and skill groups loaded together (one load at a time). */
  skillsData: ['skills', 'data'] as const,
  /** The users admin: pages of the filtered list and single users (one invalidation for all). */
  usersAdmin: ['usersAdmin'] as const,
  usersAdminPage: (filter: object) => ['usersAdmin', 'page', filter] as const,
  userAdmin: (id: string) => ['usersAdmin', 'one', id] as const,
  permissionPresets: ['permissionPresets'] as const,
  /** The integrations page: API tokens and auth consumers (one invalidation for both). */
  integrations: ['integrations'] as const,
  apiTokens: ['integrations', 'tokens'] as const,
  authConsumers: ['integrations', 'consumers'] as const,
  /** The signed-in person's saved filters of one page (context). */
  savedFilters: (context: string) => ['filters', context] as const,
  /** Planning's windows of the organisation's shifts (under adminShifts: refreshed with them). */
  planning: ['adminShifts', 'planning'] as const,
  planningWindow: (from: string, to: string, customer: string) =>
    ['adminShifts', 'planning', from, to, customer] as const,
  notifications: ['notifications'] as const,
  /** The admin's guest user lists: every page and search lives under this prefix. */
  guestUsers: ['guestUsers'] as const,
  guestUserPlaces: ['guestUsers', 'places'] as const,
  guestUserPage: (search: string, offset: number, sort: string) =>
    ['guestUsers', 'page', search, offset, sort] as const,
  /** The signed-in guest's shifts of one window. */
  guestShifts: (from: string, to: string) => ['guestShifts', from, to] as const,
  resetLink: (token: string) => ['resetLink', token] as const,
  /** Own shifts: every list and count lives under this prefix, so one invalidation refreshes all. */
  shifts: ['shifts'] as const,
  shiftsBetween: (from: string, to: string) => ['shifts', 'between', from, to] as const,
  ongoingShift: ['shifts', 'ongoing'] as const,
  shift: (id: string) => ['shifts', 'one', id] as const,
  nearShifts: (id: string) => ['shifts', 'near', id] as const,
  /** The next few own shifts from now on (my shifts' first card). */
  comingShifts: ['shifts', 'coming'] as const,
  /** Own past shifts whose stamp is required and not given. */
  stampsMissing: ['shifts', 'stampsMissing'] as const,
  /** The worker's own cancellations (under shifts: a decision changes the shifts too). */
  ownCancellations: ['shifts', 'cancellations'] as const,
  customerTemplates: ['customerTemplates'] as const,
  /** The admin's customers with their departments (pickers). */
  adminCustomers: ['adminCustomers'] as const,
  /** The admin's templates: every list lives under this prefix. */
  adminTemplates: ['adminTemplates'] as const,
  adminTemplatesOf: (department: string) => ['adminTemplates', 'department', department] as const,
  /**
   * The worker's marketplace lists (refreshed after a reservation); the admin's view lives under
   * adminShifts, [...adminShifts, 'market', ...], so a shift change refreshes it too.
   */
  market: ['market'] as const,
  /** Files: every listing, the space used and who a file is shared with (one invalidation after a change). */
  files: ['files'] as const,
  fileList: (query: object) => ['files', 'list', query] as const,
  fileSpace: (space: string) => ['files', 'space', space] as const,
  fileDirectories: ['files', 'directories'] as const,
  fileSharedWith: (id: string, admin: boolean) => ['files', 'sharedWith', id, admin] as const,
  fileAdminList: (query: object) => ['files', 'admin', query] as const,
  /** Every admin view of shift requests: one invalidation after a decision refreshes all. */
  adminSuggestions: ['suggestions'] as const,
  /** How many shift requests wait for a decision (the menu badge). */
  adminSuggestionsWaiting: ['suggestions', 'waiting'] as const,
  /** The worker's own shift requests (under shifts: an approval makes one of their shifts). */
  ownSuggestions: ['shifts', 'suggestions'] as const,
};
