import { OperatorError } from '../lib/operator-error';

/** A plan file that cannot be imported at all: missing, empty, or with the wrong header. */
export class FeedFileError extends OperatorError {
  override name = 'FeedFileError';
}
