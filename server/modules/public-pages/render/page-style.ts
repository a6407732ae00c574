/** The public page's styles: the app's tokens (client/styles.css), a reading column, phone first. */
export const PAGE_CSS = `
:root{--bg:#faf8fb;--fg:#1d1526;--muted:#5f566a;--primary:#8a1c58;--border:#e5dee9;--card:#fff;--accent:#f8edf3}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.7 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji'}
a{color:var(--primary)}
header.site,footer.site{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}
header.site{border-bottom:1px solid var(--border)}
.brand{font-weight:800;font-size:1.25rem;text-decoration:none;background:linear-gradient(90deg,#4c1d95,#86198f,#be123c);-webkit-background-clip:text;background-clip:text;color:transparent}
footer.site{color:var(--muted);font-size:.875rem;border-top:1px solid var(--border);margin-top:3rem}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1.25rem}
article{background:var(--card);border:1px solid var(--border);border-radius:1rem;padding:1.5rem 1.25rem;box-shadow:0 1px 2px rgb(29 21 38/.04),0 4px 16px -4px rgb(29 21 38/.08)}
@media (min-width:640px){article{padding:2.5rem 3rem}}
h1{font-family:ui-serif,Georgia,Cambria,'Times New Roman',serif;font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.2;margin:.25rem 0 .75rem;overflow-wrap:anywhere}
h2{font-size:1.4rem;line-height:1.3;margin:2rem 0 .5rem}
h3{font-size:1.15rem;margin:1.5rem 0 .5rem}
.kicker{text-transform:uppercase;letter-spacing:.08em;font-size:.75rem;font-weight:700;color:var(--primary);margin:0}
.byline{color:var(--muted);font-size:.9rem;margin:0 0 1rem}
.byline a{color:inherit;font-weight:600;text-decoration:none}
.disclosure{display:inline-block;background:var(--accent);color:#5a1239;border-radius:999px;padding:.25rem .75rem;font-size:.85rem;margin:0 0 1rem}
.cover{margin:0 0 1.5rem}
img{max-width:100%;height:auto;border-radius:.75rem}
.body{overflow-wrap:break-word}
blockquote{margin:1.25rem 0;padding:.25rem 1rem;border-left:4px solid var(--primary);color:var(--muted)}
pre{background:#241334;color:#f3eff5;padding:1rem;border-radius:.5rem;overflow:auto;font-size:.9rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,monospace;font-size:.9em}
.tags{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem;padding:0;margin:2rem 0 0}
.tags li{background:#f2ecf4;color:#3b2347;border-radius:999px;padding:.15rem .7rem;font-size:.85rem}
.replies{margin-top:2rem}
.replies ol{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.replies li{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1rem 1.25rem}
.replies .handle{font-weight:400}
.reply p{margin:.25rem 0}
`
  .trim()
  .replace(/\n/g, '');
