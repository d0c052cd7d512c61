/**
 * The PDF page a transaction was read from, rendered by the service
 * (`GET /v1/jobs/{id}/pages/{n}.png`), with the selected row's `bbox` drawn over it. Pages are fetched
 * once each (every request counts against the plan's rate limit) and kept for the visit.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/errors.ts';
import { getPageImage, type PageImage } from '../api/rest.ts';
import type { Transaction } from '../api/types.ts';
import { ErrorNotice } from './ErrorNotice.tsx';

/** Rendered at twice the panel's usual width, so print stays sharp on high-density screens. */
const RENDER_WIDTH = 1100;

export const PageView = ({ jobId, pagesTotal, transaction, index }: { jobId: string; pagesTotal: number; transaction: Transaction | undefined; index: number | null }) => {
  const [page, setPage] = useState(1);
  const [images, setImages] = useState<Map<number, PageImage>>(new Map());
  const [error, setError] = useState<ApiError | null>(null);
  const highlight = useRef<HTMLDivElement>(null);
  const requested = useRef(new Set<number>());

  useEffect(() => {
    if (transaction !== undefined) setPage(transaction.page);
  }, [transaction]);

  useEffect(() => {
    if (requested.current.has(page)) return;
    requested.current.add(page);
    setError(null);
    getPageImage(jobId, page, RENDER_WIDTH).then(
      (image) => setImages((m) => new Map(m).set(page, image)),
      (e: unknown) => {
        requested.current.delete(page);
        setError(e as ApiError);
      },
    );
  }, [jobId, page]);

  // Object URLs live as long as the page view.
  const shownImages = useRef(images);
  shownImages.current = images;
  useEffect(() => () => { for (const image of shownImages.current.values()) URL.revokeObjectURL(image.url); }, []);

  useEffect(() => {
    highlight.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [transaction, images]);

  const image = images.get(page);
  const box = transaction?.page === page ? transaction.bbox : undefined;
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;

  return (
    <section className="card page-view" aria-labelledby="page-title">
      <div className="page-head">
        <h2 id="page-title">Page {page} of {pagesTotal}</h2>
        <div className="page-nav">
          <button type="button" className="secondary" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>Previous page</button>
          <button type="button" className="secondary" onClick={() => setPage((p) => Math.min(pagesTotal, p + 1))} disabled={page >= pagesTotal}>Next page</button>
        </div>
      </div>
      <p className="muted" aria-live="polite">
        {transaction !== undefined && index !== null
          ? `Row ${index + 1}: ${transaction.date}, ${transaction.description}${box ? '' : ' (no position recorded for this row)'}`
          : 'Select a transaction to see it on its page.'}
      </p>
      {error !== null && <ErrorNotice error={error} />}
      <div className="page-frame">
        {image === undefined ? (
          error === null && <p role="status">Rendering page {page}…</p>
        ) : (
          <div className="page-image">
            <img src={image.url} alt={`Page ${page} of the statement as printed`} data-testid="page-image" />
            {box !== undefined && (
              <div
                ref={highlight}
                className="highlight"
                data-testid="page-highlight"
                style={{
                  left: pct(box[0], image.widthPt),
                  top: pct(box[1], image.heightPt),
                  width: pct(box[2] - box[0], image.widthPt),
                  height: pct(box[3] - box[1], image.heightPt),
                }}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
};
