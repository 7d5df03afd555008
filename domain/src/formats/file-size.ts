const KIB = 1024;
const MIB = 1024 * KIB;
/** Between the figure and its unit, a no-break space: on a phone '（45 B）' broke into '（45' and 'B）'. */
const SPACE = '\u00a0';

/**
 * A file's size as a person reads it: bytes under a kilobyte, kilobytes under a megabyte, megabytes above, to one
 * decimal. Kilobytes alone showed a 40-byte file as 0.0 KB and a 19 MB scan as 19456.0 KB.
 */
export const formatFileSize = (bytes: number): string => {
  if (bytes < KIB) return `${bytes}${SPACE}B`;
  const kilobytes = (bytes / KIB).toFixed(1);
  // Decided on the shown figure, so a size just under a megabyte reads 1.0 MB rather than 1024.0 KB.
  if (Number(kilobytes) < 1024) return `${kilobytes}${SPACE}KB`;
  return `${(bytes / MIB).toFixed(1)}${SPACE}MB`;
};
