/** Hands a file made in (or fetched by) the page to the browser's download, under `name`. */
export const save = (name: string, blob: Blob): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by then; the object URL would otherwise hold the file for the page's life.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
