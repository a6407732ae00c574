import { escapeHtml } from '@common/html-escape';
import type { SampleAccount } from './samples';

/** The sandbox's consent page: pick one of the sample creators, or cancel (→ access_denied). */
export function consentPage(opts: {
  accounts: SampleAccount[];
  avatarUrl: (a: SampleAccount) => string;
  action: string;
  hidden: Record<string, string>;
}): string {
  const hidden = Object.entries(opts.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const rows = opts.accounts
    .map(
      (
        a,
        i,
      ) => `<label class="acct"><input type="radio" name="account" value="${escapeHtml(a.key)}"${i === 0 ? ' checked' : ''}>
<img src="${escapeHtml(opts.avatarUrl(a))}" alt="" width="44" height="44"><span><strong>@${escapeHtml(a.username)}</strong><small>${escapeHtml(a.name)} · ${escapeHtml(a.tagline)} · ${a.media.length} posts</small></span></label>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Instagram · Allow access</title><style>
body{margin:0;font:15px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;background:linear-gradient(135deg,#fdf2f8,#eef2ff);color:#1f2937;min-height:100vh;display:grid;place-items:center}
main{background:#fff;border-radius:18px;box-shadow:0 10px 40px rgba(30,30,60,.12);padding:28px;max-width:440px;width:calc(100% - 32px);box-sizing:border-box}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#9d174d;background:#fce7f3;border-radius:999px;padding:3px 10px}
h1{font-size:21px;margin:12px 0 6px}p{margin:0 0 16px;color:#4b5563}
.acct{display:flex;gap:12px;align-items:center;border:1px solid #e5e7eb;border-radius:12px;padding:10px 12px;margin:8px 0;cursor:pointer}
.acct:has(input:checked){border-color:#db2777;background:#fdf2f8}.acct img{border-radius:50%}.acct span{display:grid}.acct small{color:#6b7280}
.actions{display:flex;gap:10px;margin-top:18px}button{flex:1;font:inherit;font-weight:600;border-radius:10px;padding:11px;border:1px solid #d1d5db;background:#fff;cursor:pointer}
button[value=allow]{background:#db2777;border-color:#db2777;color:#fff}.fine{font-size:12px;color:#6b7280;margin-top:14px}
</style></head><body><main>
<span class="badge">Sandbox</span>
<h1>Inkgram wants to access your Instagram</h1>
<p>This is Inkgram's built-in sandbox Instagram. Choose a sample creator account to connect; nothing leaves this server.</p>
<form method="post" action="${escapeHtml(opts.action)}">${hidden}
<fieldset style="border:0;padding:0;margin:0"><legend class="fine" style="margin-bottom:4px">Sample accounts</legend>
${rows}</fieldset>
<div class="actions"><button type="submit" name="decision" value="deny">Cancel</button><button type="submit" name="decision" value="allow">Allow</button></div>
<p class="fine">Permissions requested: profile, media and insights (instagram_business_basic, instagram_business_manage_insights).</p>
</form></main></body></html>`;
}
