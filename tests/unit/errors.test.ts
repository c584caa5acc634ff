import { describe, expect, it } from 'vitest';
import { AppError, errorView, statusFromError } from '@/errors/app-error';

describe('statusFromError', () => {
  it('prefers statusCode, then status, then response.status', () => {
    expect(statusFromError({ statusCode: 404, status: 500, response: { status: 502 } })).toBe(404);
    expect(statusFromError({ status: 403, response: { status: 502 } })).toBe(403);
    expect(statusFromError({ response: { status: 502 } })).toBe(502);
  });
  it('defaults to 500', () => {
    expect(statusFromError(new Error('boom'))).toBe(500);
    expect(statusFromError(null)).toBe(500);
    expect(statusFromError('text')).toBe(500);
    expect(statusFromError({ status: 'bad' })).toBe(500);
    expect(statusFromError({ statusCode: 42 })).toBe(500);
  });
});

describe('errorView', () => {
  it('reads the status and message an AppError carries through its digest', () => {
    expect(errorView(new AppError(500, 'Unknown middleware auth'))).toEqual({
      status: 500,
      message: 'Unknown middleware auth',
    });
  });
  it("defaults to 500 'Error'", () => {
    expect(errorView(new Error('secret internals'))).toEqual({ status: 500, message: 'Error' });
    expect(errorView({ digest: '12345' })).toEqual({ status: 500, message: 'Error' });
    expect(errorView(undefined)).toEqual({ status: 500, message: 'Error' });
  });
});
