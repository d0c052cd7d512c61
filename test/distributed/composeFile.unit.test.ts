/**
 * `docker-compose.yml` cannot be run here (no Docker engine on our machines), so this checks what a
 * broken file would get wrong: it parses (with YAML merge keys, as Compose reads them), every service
 * the distributed mode needs is there with a health check, the app services' settings are ones our
 * config accepts, and every name they point at (hosts, dependencies, volumes) exists.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const file = fileURLToPath(new URL('../../docker-compose.yml', import.meta.url));
const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
const services = compose.services;
const appServices = Object.entries(services).filter(([, s]) => s.command?.[1] === 'bin/ledgerlens.js');

describe('docker-compose.yml', () => {
  it('runs eventstoredb, nats with JetStream, postgres, two gateways and scalable workers, each with a health check', () => {
    for (const name of ['eventstoredb', 'nats', 'postgres', 'gateway-a', 'gateway-b', 'worker']) {
      expect(services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
    expect(services.nats?.command).toContain('-js');
    expect(appServices.map(([name, s]) => [name, s.command?.[2]])).toEqual([['gateway-a', 'serve'], ['gateway-b', 'serve'], ['worker', 'worker']]);
  });

  it('gives every app service settings our config accepts, in distributed mode', () => {
    for (const [name, service] of appServices) {
      const config = loadConfig(service.environment ?? {});
      expect(config.eventStore, name).toBe('eventstoredb');
      expect(config.workQueue, name).toBe('nats');
      expect(config.eventStoreUrl, name).toMatch(/^esdb:\/\//);
      expect(config.dataDir, name).toBe('/data');
    }
    expect([...loadConfig(services['gateway-a']!.environment!).roles].sort()).toEqual(['gateway', 'projector']);
    expect([...loadConfig(services.worker!.environment!).roles]).toEqual(['worker']);
  });

  it('points every URL, dependency and volume at something the file defines', () => {
    for (const [name, service] of appServices) {
      const env = service.environment ?? {};
      for (const url of [env.EVENTSTORE_URL, env.NATS_URL, env.DATABASE_URL]) {
        expect(Object.keys(services), `${name}: ${url}`).toContain(new URL(url ?? '').hostname);
      }
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(Object.keys(services), name).toContain(dependency);
    }
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (!source.startsWith('.') && !source.startsWith('/')) expect(Object.keys(compose.volumes), `${name}: ${volume}`).toContain(source);
      }
    }
  });

  it('shares no disk between gateways and workers (blobs in NATS), and publishes the gateways on different ports', () => {
    for (const [name, service] of appServices) {
      expect(service.volumes, name).toEqual(['.:/app', 'node-modules:/app/node_modules']);
      expect(loadConfig(service.environment ?? {}).blobStore, name).toBe('nats');
    }
    const published = appServices.flatMap(([, s]) => s.ports ?? []).map((p) => p.split(':')[0]);
    expect(published).toEqual(['3001', '3002']);
  });
});
