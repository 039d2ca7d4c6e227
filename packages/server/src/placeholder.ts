// Served at / until the web app is built (packages/web).
export const placeholderPage = `<!doctype html>
<html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tuura</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>
</head><body>
<h1>Tuura</h1>
<p>Työvuorojen hallinta terveydenhuollon ammattilaisille. / Shift management for healthcare work.</p>
<ul><li><a href="/api/docs">API-dokumentaatio / API documentation</a></li>
<li><a href="/api/health">Tila / Health</a></li></ul>
</body></html>`;
