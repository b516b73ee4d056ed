/**
 * Hands a Blob to the browser as a download, through a temporary object URL and link. Revoking the URL at
 * once can cancel the download in some browsers; a minute is plenty to start it.
 */
export function saveBlob(document: Document, fileName: string, blob: Blob): void {
  const view = document.defaultView;
  if (!view) return;
  const url = view.URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  view.setTimeout(() => view.URL.revokeObjectURL(url), 60_000);
}
