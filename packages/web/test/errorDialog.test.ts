// The error dialog's texts (spec §8): server title, message and per-field list for an API
// error; the network texts when nothing answered; 'unknown error' otherwise.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../src/api/client.ts';
import { describeError } from '../src/components/errorDialog.tsx';
import fiErrors from '../src/i18n/fi.errors.json';
import fi from '../src/i18n/fi.json';

describe('describeError', () => {
  it('gives the server title, message and a line per field', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Body is invalid',
      fields: {
        password: { key: 'minLength', params: { field: 'password', length: 10 } },
        'personal.nickname': { key: 'required', params: { field: 'personal.nickname' } },
      },
    });
    expect(describeError(error)).toEqual({
      title: fiErrors.errors.status['400'].title,
      message: 'Body is invalid',
      fields: ['Salasana on oltava vähintään 10 merkkiä', 'personal.nickname on pakollinen'],
    });
  });

  it('has no field list when the server sent none', () => {
    const error = new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'Already reserved' });
    expect(describeError(error)).toEqual({
      title: fiErrors.errors.status['409'].title,
      message: 'Already reserved',
      fields: [],
    });
  });

  it('titles a status from the translations, not the server’s English reason phrase', () => {
    const error = new ApiError(502, { statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' });
    expect(describeError(error).title).toBe(fiErrors.errors.status['502'].title);
    // A status without a title of its own: the general one.
    const teapot = new ApiError(418, { statusCode: 418, error: "I'm a Teapot", message: 'Short and stout' });
    expect(describeError(teapot).title).toBe(fi.errors.responseTitle);
  });

  it('puts a known code’s generic server wording in our words, and keeps a specific message', () => {
    const validation = new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input',
      code: 'VALIDATION',
      fields: { name: { key: 'required', params: { field: 'name' } } },
    });
    expect(describeError(validation)).toEqual({
      title: fiErrors.errors.status['400'].title,
      message: fiErrors.errors.code.VALIDATION,
      fields: ['Nimi on pakollinen'],
    });
    const tries = new ApiError(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Rate limit exceeded, retry in 1 minute',
      code: 'TOO_MANY_TRIES',
    });
    expect(describeError(tries)).toMatchObject({
      title: fiErrors.errors.status['429'].title,
      message: fiErrors.errors.code.TOO_MANY_TRIES,
    });
    const generic = (code: string, message: string, status: number) =>
      describeError(new ApiError(status, { statusCode: status, error: 'x', message, code })).message;
    expect(generic('CONFLICT', 'Conflict', 409)).toBe(fiErrors.errors.code.CONFLICT);
    expect(generic('NOT_FOUND', 'Not found', 404)).toBe(fiErrors.errors.code.NOT_FOUND);
    // The server said something specific: kept.
    expect(generic('CONFLICT', 'Another shift is already running', 409)).toBe(
      'Another shift is already running',
    );
    expect(generic('NOT_FOUND', 'Shift not found', 404)).toBe('Shift not found');
    // A code we have no words for: the server's message.
    expect(generic('SOMETHING_NEW', 'Something new happened', 400)).toBe('Something new happened');
  });

  it('gives the network texts when the request got no answer', () => {
    expect(describeError(new NetworkError('TypeError: Failed to fetch'))).toEqual({
      title: fi.errors.networkTitle,
      message: fi.errors.networkText,
      fields: [],
    });
  });

  it("gives 'unknown error' for anything else", () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      title: fi.errors.unknownTitle,
      message: fi.errors.unknownText,
      fields: [],
    });
    expect(describeError('just a string').title).toBe(fi.errors.unknownTitle);
  });
});
