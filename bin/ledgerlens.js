#!/usr/bin/env node
// The `ledgerlens` command. Runs the TypeScript sources through tsx's loader, so a clone works
// after `npm install` with no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
