// An error is thrown by its message key (docs/decisions/030): the key decides the code and the
// status, its parameters are typed, and the English `message` is only the developer's default.
import { ERROR_MESSAGES } from '@tuura/domain';
import { describe, expect, it } from 'vitest';
import { AppError, fail, invalid, notFound, underField } from '../src/errors.ts';

describe('AppError', () => {
  it('takes its code and status from the key', () => {
    const settled = fail('shift.settled');
    expect(settled).toMatchObject({ key: 'shift.settled', code: 'CONFLICT', statusCode: 409 });
    expect(settled.message).toBe(ERROR_MESSAGES['shift.settled'].english);
    expect(notFound('shift.notFound')).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
    expect(notFound()).toMatchObject({ key: 'request.notFound', statusCode: 404 });
    expect(fail('auth.invalidToken')).toMatchObject({ code: 'INVALID_TOKEN', statusCode: 404 });
  });

  it('keeps key and parameters when field paths move under a prefix', async () => {
    const thrown = await underField('shift', async () => {
      throw invalid({ to: { key: 'after', params: { field: 'to' } } });
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      key: 'request.invalid',
      code: 'VALIDATION',
      fields: { 'shift.to': { key: 'after', params: { field: 'to' } } },
    });
  });

  it('refuses, at compile time, a key not in the list, a wrong code and missing parameters', () => {
    // `npm run check` fails if a line below stops being a type error; the run time shows the harm.
    // Each line is a type error that `npm run check` would report if it compiled.
    // @ts-expect-error not a key of the domain's list
    const unknown = () => fail('shift.exploded');
    // @ts-expect-error a conflict key is no 404
    const wrongCode = () => notFound('shift.settled');
    // @ts-expect-error its text needs method and path
    const noParams = () => new AppError({ key: 'request.noRoute' });
    // @ts-expect-error the handler's own keys have no code and are not thrown
    const handlerOnly = () => fail('server.failed');
    // And why each must not compile: what it would do at run time.
    expect(unknown).toThrow(TypeError);
    expect(wrongCode()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(noParams().message).toBe('No route  ');
    expect(handlerOnly()).toMatchObject({ statusCode: undefined, code: null });
  });
});
