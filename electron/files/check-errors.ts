// How a check of a file ends early: cancelled by its caller, or the file could not be read.

export class ValidationCancelled extends Error {
  constructor() {
    super('The check was cancelled.');
    this.name = 'ValidationCancelled';
  }
}

/** Reading the file failed on the scan worker (`code`: the errno code, when there is one). */
export class ReadError extends Error {
  constructor(readonly code: string | undefined, message: string) {
    super(message);
  }
}
