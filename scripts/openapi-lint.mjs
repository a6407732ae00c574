// `npm run lint:openapi`: dumps the OpenAPI document from the built app (no listening) to a temp
// file and lints it with Redocly's recommended rules (redocly.yaml says which rules are off and
// why). Fails on any error or warning; problems are reported by JSON pointer into the document.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument, ROOT } from './openapi-lib.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-openapi-lint-'));
const file = path.join(dir, 'openapi.json');
try {
  writeFileSync(file, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
  const redocly = path.join(ROOT, 'node_modules/.bin/redocly');
  const config = `--config=${path.join(ROOT, 'redocly.yaml')}`;
  const args = ['lint', '--extends=recommended', config, '--format=json', '--max-problems=1000', file];
  const lint = spawnSync(redocly, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report;
  try {
    report = JSON.parse(lint.stdout);
  } catch {
    process.stderr.write(`${lint.stdout}\n${lint.stderr}\nredocly lint did not answer a JSON report\n`);
    process.exit(2);
  }
  for (const p of report.problems) {
    const where = decodeURIComponent(p.location[0]?.pointer ?? '')
      .replaceAll('~1', '/')
      .replaceAll('~0', '~');
    console.log(`${p.severity.padEnd(7)} ${p.ruleId.padEnd(28)} ${where}  ${p.message}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`OpenAPI lint (Redocly ${report.version}, recommended): ${errors} errors, ${warnings} warnings`);
  process.exitCode = errors + warnings > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
