/** `ledgerlens projections rebuild`: empties the read models and replays the event log into them. */
import { loadConfig } from '../../config.js';
import { CliError } from '../usage.js';

export const runProjectionsCommand = async (args: string[]): Promise<number> => {
  const [sub, ...rest] = args;
  if (sub !== 'rebuild' || rest.length > 0) throw new CliError('usage: ledgerlens projections rebuild');
  const [{ composeLedgerLens }, { rebuildProjections }] = await Promise.all([import('../../compose.js'), import('../../../projections/projector.js')]);
  const service = await composeLedgerLens(loadConfig(process.env));
  try {
    const started = Date.now();
    const { events, position } = await rebuildProjections({ store: service.store, readStore: service.readStore });
    process.stdout.write(`Rebuilt the read models from ${events} events (up to position ${position}) in ${Date.now() - started} ms.\n`);
    return 0;
  } finally {
    await service.stop();
  }
};
