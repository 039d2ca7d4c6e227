import { describe, expect, it } from 'vitest';
import { CUSTOMER } from '../../src/limits.ts';
import { customerInput, customerSchema, customerUpdate } from '../../src/schemas/customer.ts';
import { itBoundsLengths, itBoundsName, messages, uuid } from './helpers.ts';

describe('customer', () => {
  it('parses the API shape with its departments', () => {
    const customer = { _id: uuid(1), name: 'HUS', departments: [{ _id: uuid(2), name: 'Päivystys' }] };
    expect(customerSchema.parse(customer)).toEqual(customer);
    expect(messages(customerSchema, { ...customer, departments: [{ _id: 'x', name: 'P' }] })).toHaveProperty(
      'departments.0._id',
    );
  });

  itBoundsLengths(customerInput, { name: 'HUS' }, { name: CUSTOMER.name });
  itBoundsName(customerInput, { name: 'HUS' }, 'name', CUSTOMER.name);

  it('names missing and mistyped fields', () => {
    expect(messages(customerInput, {}).name?.key).toBe('required');
    expect(messages(customerInput, { name: 7 }).name?.key).toBe('type');
    expect(customerUpdate.parse({})).toEqual({});
  });
});
