/** Small helpers over node:util's parseArgs so each command's parsing reads in a few lines. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isPlan, PLANS, type Plan } from '../domain/account/plans.js';
import { CliError } from './usage.js';


/** parseArgs with strict checking, whose errors become `CliError`s (a usage message, not a stack). */
export const parseCommandLine = <T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) => {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
};

/** A plan name from the command line, or a `CliError` listing the valid ones. */
export const parsePlan = (value: string): Plan => {
  if (isPlan(value)) return value;
  throw new CliError(`unknown plan "${value}"; use one of ${PLANS.join(', ')}`);
};

/** A required string option. */
export const required = (value: string | boolean | (string | boolean)[] | undefined, flag: string): string => {
  if (typeof value !== 'string' || value === '') throw new CliError(`${flag} is required`);
  return value;
};

/** Left-aligned columns for list output. */
export const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
};
