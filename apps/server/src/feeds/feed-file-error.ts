/** A plan file that cannot be imported at all: missing, empty, or with the wrong header. */
export class FeedFileError extends Error {
  override name = 'FeedFileError';
}
