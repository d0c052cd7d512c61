/**
 * A clean `npm install` on the declared engine prints no EBADENGINE warning (issue 11): every package
 * the lock file installs must accept every Node.js version `package.json` declares. npm warns when the
 * running Node.js is outside a package's `engines.node`; this checks the whole declared range at once,
 * so a dependency update that needs a newer Node.js fails here, not on a user's machine.
 * `.ci/run` also fails when a real install prints the warning.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = <T>(file: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8')) as T;

interface LockEntry {
  version?: string;
  engines?: { node?: string };
}

const manifest = read<{ engines: { node: string } }>('package.json');
const lock = read<{ packages: Record<string, LockEntry> }>('package-lock.json');
const declared = manifest.engines.node;

describe('the declared Node.js engine', () => {
  it('is Node.js 20, the engine the product decisions name', () => {
    expect(semver.validRange(declared)).not.toBeNull();
    expect(semver.intersects(declared, '20.x')).toBe(true);
    expect(semver.minVersion(declared)?.major).toBe(20);
  });

  it('is accepted by every package the lock file installs', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.engines?.node !== undefined)
      .filter(([, entry]) => !semver.subset(declared, entry.engines!.node!))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} wants node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
