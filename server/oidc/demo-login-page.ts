export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A page of the demo provider: plain HTML, no script. */
export function providerPage(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem;color-scheme:light dark}
label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1.5rem;padding:.5rem 1rem}</style>
</head><body>
<h1>Demo identity provider</h1>
${body}
</body></html>`;
}

/** The demo provider's sign-in form, posted back to the provider. */
export function demoLoginPage(options: { action: string; email?: string; error?: string }): string {
  const error = options.error ? `<p role="alert" style="color:#b91c1c">${escapeHtml(options.error)}</p>` : '';
  return providerPage(`<p>It holds the demo people only, with the demo password.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label>E-mail<input name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}" autofocus></label>
<label>Password<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>`);
}
