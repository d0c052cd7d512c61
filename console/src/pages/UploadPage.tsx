/**
 * Upload 1 to 20 PDFs: checked here first (worded as the API words the same refusal), then sent to
 * `POST /v1/extract/batch`; each file's job is then followed live (`BatchProgress`).
 */
import { useState, type DragEvent, type FormEvent } from 'react';
import { ApiError } from '../api/errors.ts';
import { uploadBatch } from '../api/rest.ts';
import type { UploadResponse } from '../api/types.ts';
import { BatchProgress } from '../components/BatchProgress.tsx';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { megabytes } from '../lib/format.ts';
import { checkUpload, MAX_FILES, MAX_TOTAL_BYTES, type UploadProblem } from '../lib/uploadRules.ts';

/** Batches uploaded in this tab, newest first; kept while the tab lives so a visit to another page does not lose them. */
let uploadedBatches: UploadResponse[] = [];

const headOf = async (file: File): Promise<Uint8Array> => new Uint8Array(await file.slice(0, 1024).arrayBuffer());

export const UploadPage = ({ onUploaded }: { onUploaded: () => void }) => {
  const [files, setFiles] = useState<File[]>([]);
  const [userId, setUserId] = useState('');
  const [company, setCompany] = useState('');
  const [perFile, setPerFile] = useState(false);
  const [companies, setCompanies] = useState<string[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [batches, setBatches] = useState<UploadResponse[]>(uploadedBatches);
  const [dragging, setDragging] = useState(false);

  const addFiles = (list: FileList | null) => {
    if (list === null) return;
    // Copied now: the input's FileList empties when the input is cleared for the next pick.
    const added = Array.from(list);
    setFiles((current) => [...current, ...added]);
    setProblems([]);
  };
  const removeFile = (index: number) => setFiles((current) => current.filter((_, i) => i !== index));

  const companyNames = perFile ? files.map((_, i) => companies[i] ?? '') : [company];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const candidates = await Promise.all(files.map(async (f) => ({ name: f.name, size: f.size, head: await headOf(f) })));
    const found = checkUpload(candidates, userId, companyNames);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const batch = await uploadBatch(files, userId, companyNames);
      uploadedBatches = [batch, ...uploadedBatches];
      setBatches(uploadedBatches);
      setFiles([]);
      setCompanies([]);
      onUploaded();
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, 'internal_error', String(e)));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };
  const total = files.reduce((sum, f) => sum + f.size, 0);

  return (
    <>
      <h1>Upload statements</h1>
      <form className="upload card" onSubmit={(e) => void submit(e)} noValidate>
        <div
          className={`drop${dragging ? ' dragging' : ''}`}
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor="files">PDF statements</label>
          <p className="hint" id="files-hint">Drop 1 to {MAX_FILES} PDFs here or pick them; {megabytes(MAX_TOTAL_BYTES)} in total.</p>
          <input id="files" type="file" accept="application/pdf,.pdf" multiple aria-describedby="files-hint" onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} />
        </div>
        {files.length > 0 && (
          <ul className="file-list" aria-label="Files to upload">
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`}>
                <span className="file-name">{file.name}</span> <span className="muted">{megabytes(file.size)}</span>
                {perFile && (
                  <>
                    {' '}
                    <label className="visually-hidden" htmlFor={`company-${i}`}>Company for {file.name}</label>
                    <input id={`company-${i}`} className="inline" value={companies[i] ?? ''} placeholder="Company" onChange={(e) => setCompanies((c) => { const next = [...c]; next[i] = e.target.value; return next; })} />
                  </>
                )}
                <button type="button" className="link" onClick={() => removeFile(i)} aria-label={`Remove ${file.name}`}>Remove</button>
              </li>
            ))}
            <li className="muted">{files.length} file{files.length === 1 ? '' : 's'}, {megabytes(total)}</li>
          </ul>
        )}
        <div className="fields">
          <div>
            <label htmlFor="user-id">User id</label>
            <input id="user-id" value={userId} onChange={(e) => setUserId(e.target.value)} autoComplete="off" aria-describedby="user-id-hint" />
            <p className="hint" id="user-id-hint">Your label for the end user; echoed as the job's client.</p>
          </div>
          {!perFile && (
            <div>
              <label htmlFor="company">Company name</label>
              <input id="company" value={company} onChange={(e) => setCompany(e.target.value)} autoComplete="organization" />
            </div>
          )}
          <div className="checkbox">
            <input id="per-file" type="checkbox" checked={perFile} onChange={(e) => setPerFile(e.target.checked)} />
            <label htmlFor="per-file">A different company for each file</label>
          </div>
        </div>
        <button type="submit" disabled={busy}>{busy ? 'Uploading…' : 'Upload'}</button>
        {problems.length > 0 && (
          <div className="error" role="alert" data-testid="upload-problems">
            <p><strong>Nothing was uploaded:</strong></p>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{p.message} <code>{p.code}</code></li>
              ))}
            </ul>
          </div>
        )}
        {error !== null && <ErrorNotice error={error} />}
      </form>
      {batches.length > 0 && (
        <section aria-labelledby="batches-title">
          <h2 id="batches-title">This session's uploads</h2>
          {batches.map((batch) => (
            <BatchProgress key={batch.jobs[0]?.job_id ?? ''} batch={batch} />
          ))}
        </section>
      )}
    </>
  );
};
