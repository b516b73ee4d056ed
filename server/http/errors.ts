import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** PostgREST's error body, used by everything under /api/db. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class PostgrestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
  }

  body(): PostgrestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const postgrestError = (c: Context, error: PostgrestError) => c.json(error.body(), error.status);

/** Mission Control's envelope for its other handlers (reference §1.3): `{error, message?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const apiError = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ error: message, message }, status);
