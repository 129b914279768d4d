/**
 * A file's size as every upload message and list says it: "38 KB" under a megabyte (where "0 MB" would say nothing),
 * "2,7 MB" above, megabytes always rounded up so a file just over the 2 MB limit never reads as "2 MB" (2.000.001 bytes is
 * "2,1 MB"; 2.614.266 bytes is "2,7 MB" on the list and in "Arquivo muito grande").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  const tenths = Math.ceil(bytes / 100_000) / 10;
  return `${String(tenths).replace('.', ',')} MB`;
}
