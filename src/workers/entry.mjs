// Entry of an extraction worker thread. Workers do not inherit the main thread's TypeScript loader,
// so each registers tsx itself before loading the task module.
import { register } from 'tsx/esm/api';

register();
await import('./extractionThread.ts');
