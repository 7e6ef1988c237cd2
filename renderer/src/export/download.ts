// runtime: dom. Hands a file made in memory to the browser as a download: a Blob and a link with
// a download name. This works in a browser at the venue and in Electron, where the download asks
// where to save the file.
export function downloadFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
