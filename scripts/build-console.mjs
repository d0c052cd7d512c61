#!/usr/bin/env node
// Builds the web console (console/ -> console/dist) with Vite. Runs on `npm install` (postinstall)
// and on `npm start` (`ledgerlens serve`), and rebuilds only when the console's sources or the lock
// file changed since the last build (a stamp in dist records their hash), so a `git pull` without a
// new `npm install` still serves the current console. Without Vite (an install with --omit=dev) it
// says so and leaves the console unbuilt: the API is served either way.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = join(root, 'console');
const distDir = join(consoleDir, 'dist');
const stampFile = join(distDir, '.build-stamp');
const SKIP = new Set(['dist', 'node_modules', 'screenshots']);

/** A hash of every source file of the console and of the lock file (the bundled packages' versions). */
const sourceHash = () => {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(consoleDir, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(consoleDir);
  const lock = join(root, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex');
};

/** Builds when stale; resolves to true when a current build is there afterwards. */
export const buildConsole = async ({ quiet = false } = {}) => {
  const hash = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && existsSync(join(distDir, 'index.html'))) return true;
  let vite;
  try {
    vite = await import('vite');
  } catch {
    console.warn('The web console is not built: Vite is not installed (install without --omit=dev to build it). The API is unaffected.');
    return false;
  }
  const started = Date.now();
  await vite.build({ configFile: join(consoleDir, 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stampFile, hash);
  if (!quiet) console.log(`Built the web console into console/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The console is always built for production. Run from a test (vitest sets NODE_ENV=test, and the
  // e2e suites spawn this script), Vite would otherwise bundle React's development build, 650 KB
  // instead of 390, and the stamp would then keep that build for `npm start`.
  process.env.NODE_ENV = 'production';
  buildConsole().then(
    () => process.exit(0),
    (error) => {
      console.error('Building the web console failed:', error);
      process.exit(1);
    },
  );
}
