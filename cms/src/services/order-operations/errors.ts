import { HttpError } from '../../lib/http';

/**
 * The order operations' refusals. Each is an HttpError, so any route (the console's router included) answers
 * it as is: 404 for an unknown order, 422 for bad input, 409 for a transition the order's state forbids,
 * 502 when the payment provider could not be reached (nothing changed; retry with the same key).
 */
export class OrderNotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class OrderInputError extends HttpError {
  constructor(field: string, message: string) {
    super(422, message, { [field]: message });
  }
}

export class OrderConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class ProviderFailedError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}
