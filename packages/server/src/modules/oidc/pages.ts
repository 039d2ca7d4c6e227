// The few pages the provider itself renders (an error before the partner tool can be told, the
// sign-out question): plain, in both languages, no script and no outside resources.
import type { KoaContextWithOIDC } from 'oidc-provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!DOCTYPE html>
<html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
h1{font-size:1.25rem}code{word-break:break-word}button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0}
@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#c1c2c5}}</style></head>
<body>${body}</body></html>`;
}

export async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
) {
  ctx.type = 'html';
  ctx.body = page(
    'Kirjautuminen ei onnistunut · Sign-in failed',
    `<h1>Kirjautuminen ei onnistunut</h1><p>Palaa palveluun, josta tulit, ja yritä uudelleen.</p>
<h1 lang="en">Sign-in failed</h1><p lang="en">Go back to the service you came from and try again.</p>
<p><code>${escapeHtml(out.error)}${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</code></p>`,
  );
}

export async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.type = 'html';
  ctx.body = page(
    'Kirjaudu ulos · Sign out',
    `${form}<h1>Kirjaudutaanko ulos kumppanipalveluista?</h1><p lang="en">Sign out of partner services?</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Kyllä · Yes</button>
<button type="submit" form="op.logoutForm">Ei · No</button>`,
  );
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
  ctx.type = 'html';
  ctx.body = page(
    'Uloskirjautunut · Signed out',
    '<h1>Olet kirjautunut ulos.</h1><p lang="en">You are signed out.</p>',
  );
}
