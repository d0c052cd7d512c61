import type { JobStatus } from '../api/types.ts';

const LABELS: Record<JobStatus, string> = { processing: 'processing', auto_analyzed: 'auto_analyzed', failed: 'failed' };

export const StatusBadge = ({ status }: { status: JobStatus }) => <span className={`badge badge-${status}`}>{LABELS[status]}</span>;
