import { ErrorCode, type FieldErrors } from "../../contracts/errors.ts";

/** The one error type services throw; the HTTP layer turns it into a response. */
export class AppError extends Error {
  override name = "AppError";
  readonly status: number;
  readonly code: number;
  readonly fields?: FieldErrors;

  constructor(status: number, code: number, message: string, fields?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  static notFound(message = "Not found"): AppError {
    return new AppError(404, ErrorCode.NOT_FOUND, message);
  }

  static validation(fields: FieldErrors, message = "Validation failed"): AppError {
    return new AppError(400, ErrorCode.VALIDATION, message, fields);
  }

  static unauthorized(message = "Unauthorized"): AppError {
    return new AppError(401, ErrorCode.UNAUTHORIZED, message);
  }

  static forbidden(message = "Forbidden", code: number = ErrorCode.FORBIDDEN): AppError {
    return new AppError(403, code, message);
  }
}
