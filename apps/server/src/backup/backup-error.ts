/** A problem the operator can act on; the backup and restore commands print its message and exit 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}
