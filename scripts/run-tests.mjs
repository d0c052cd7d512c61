#!/usr/bin/env node
// Runs vitest with its usual report, then prints one plain closing line, "tests: N passed, N failed"
// (", N skipped" when any), that CI reads whatever the runner's own format. Exits with vitest's code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'ledgerlens-vitest-'));
const report = join(dir, 'report.json');
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
);

let code = run.status ?? 1;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (r.numTotalTests === 0) code = code || 1;
} catch {
  console.log('\ntests: 0 passed, 1 failed');
  code = code || 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
