// The tests' browser is a Finnish one, as in the journeys (playwright.config.ts: fi-FI); happy-dom's
// own navigator asks for en-US, which would start the app in English (decision 080).
Object.defineProperty(navigator, 'languages', { value: ['fi-FI', 'fi'], configurable: true });
Object.defineProperty(navigator, 'language', { value: 'fi-FI', configurable: true });
