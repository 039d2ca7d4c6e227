// The login form's schema loads when the page asks for it, never when a bundle that merely holds
// the page is evaluated (the worker shell shares a chunk with it), and a submit still
// waits for it, so nothing is sent unchecked.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyDomainValidator } from '../src/components/formValidation.ts';

const schema = z.object({ email: z.string().min(1) });

describe('lazyDomainValidator', () => {
  it('loads nothing until the page preloads it, then once', async () => {
    const load = vi.fn(async () => schema);
    const validator = lazyDomainValidator(load);
    expect(load).not.toHaveBeenCalled();
    validator.preload();
    validator.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before the schema is in waits for it, then submits', async () => {
    let resolve: (s: typeof schema) => void = () => {};
    const validator = lazyDomainValidator(() => new Promise<typeof schema>((r) => (resolve = r)));
    const submit = vi.fn();
    const preventDefault = vi.fn();
    validator.onSubmit(submit)({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    await Promise.resolve();
    expect(submit).not.toHaveBeenCalled();
    resolve(schema);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('checks with the schema once it is in', async () => {
    const validator = lazyDomainValidator(async () => schema);
    validator.preload();
    await vi.waitFor(() => expect(Object.keys(validator.validate({ email: '' }))).toEqual(['email']));
    expect(validator.validate({ email: 'a@b.fi' })).toEqual({});
  });
});
