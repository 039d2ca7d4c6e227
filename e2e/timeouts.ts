// How long a journey's expectation waits (playwright.config.ts) and helpers that wait like one.
export const EXPECT_TIMEOUT_MS = 7_000;
