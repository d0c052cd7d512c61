import { defineConfig } from 'vitest/config';

// Tiers by file name: *.unit.test.ts (pure, beside the code), *.int.test.ts (real SQLite, NATS,
// PostgreSQL on loopback), test/e2e/** (real clients against a real server).
export default defineConfig({
  resolve: {
    // graphql ships CJS (`main`) and ESM (`module`) builds. Node (tsx, type-graphql, Apollo) loads the
    // CJS one; Vite would pick the ESM one for our sources, and graphql refuses to mix classes from
    // two copies ("Cannot use GraphQLScalarType from another module or realm"). One copy, as in production.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts', 'projections/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts', 'console/src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Fails the run when a test was left skipped or focused.
    allowOnly: false,
  },
});
