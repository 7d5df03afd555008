import { type CodeName, DEFAULT_MESSAGES } from '@ftown/domain/api/codes';

/** What services throw; the error handler turns it into the envelope and the HTTP status of its code. */
export class AppError extends Error {
  readonly codeName: CodeName;
  readonly data: Record<string, unknown> | null;

  constructor(codeName: CodeName, message?: string, data?: Record<string, unknown>, options?: ErrorOptions) {
    super(message ?? DEFAULT_MESSAGES[codeName], options);
    this.name = 'AppError';
    this.codeName = codeName;
    this.data = data ?? null;
  }
}

/** A 429 that says when to try again: `data.retryAfter` in the envelope and the Retry-After header (RFC 9110). */
export const retryLater = (message: string, retryAfter: number) => new AppError('tooMany', message, { retryAfter });

/** The seconds a retryLater refusal carries, else null. */
export const retryAfterOf = (error: unknown): number | null =>
  error instanceof AppError && typeof error.data?.retryAfter === 'number' ? error.data.retryAfter : null;
