/**
 * `ledgerlens extract --format`: an offline result through the service's export writers. An offline
 * file has no job, so it is named by its content: `file_<first 16 hex of its SHA-256>` stands in for
 * the job id (FITIDs stay the same for the same file, run after run).
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { StatementData } from '../domain/statement.js';
import type { ExportFile, JobExportFormat } from '../exports/formats.js';
import { baseNameOf, renderJobExport } from '../exports/render.js';
import type { AnalysedJob } from '../exports/statement.js';

export const exportFileOf = async (path: string, bytes: Uint8Array, data: StatementData, format: JobExportFormat): Promise<ExportFile> => {
  const now = new Date().toISOString();
  const job: AnalysedJob = {
    job_id: `file_${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`,
    batch_id: '',
    status: 'auto_analyzed',
    company: '',
    filename: basename(path),
    client: '',
    created_at: now,
    completed_at: now,
    progress: { pages_done: 0, pages_total: 0 },
    data,
  };
  const file = await renderJobExport(job, format, { presentJson: (j) => ({ status: j.status, data: j.data }) });
  // Beside the input's own name: statement.pdf becomes statement.csv.
  return { ...file, filename: `${baseNameOf(job.filename)}.${format}` };
};
