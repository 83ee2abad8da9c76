/**
 * A problem the operator can fix, said in one line (a bad argument, a running site, a backup
 * that does not match): the scripts print its message alone, without a stack trace, and exit 1.
 */
export class OpsError extends Error {
  override name = "OpsError";
}

/** A bad command line: printed with the command's usage, exit 2. */
export class UsageError extends OpsError {
  override name = "UsageError";
}
