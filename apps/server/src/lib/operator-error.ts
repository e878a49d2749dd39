/**
 * A mistake in what the operator gave the command line (an option, a file): it prints the
 * message alone, without a stack, and exits with status 2.
 */
export class OperatorError extends Error {}

/** A command named without what it needs; the message says what. */
export class UsageError extends OperatorError {}
