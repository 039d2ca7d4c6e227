import { describe, expect, it } from 'vitest';
import { DEPARTMENT } from '../../src/limits.ts';
import { departmentInput, departmentSchema, departmentUpdate } from '../../src/schemas/department.ts';
import { itBoundsLengths, itBoundsName, messages, uuid, withField } from './helpers.ts';

const input = { name: 'Päivystys', customer: uuid(1) };

describe('department', () => {
  it('parses the API shape', () => {
    const department = {
      _id: uuid(2),
      ...input,
      street: 'Haartmaninkatu 4',
      zip: '00290',
      email: 'paivystys@example.fi',
      phone: '+358401234567',
      compensationInstruction: '',
      meta: '',
    };
    expect(departmentSchema.parse(department)).toEqual(department);
  });

  it('fills defaults on create, none on update', () => {
    expect(departmentInput.parse(input)).toMatchObject({ email: '', street: '', meta: '' });
    expect(departmentUpdate.parse({ zip: '00100' })).toEqual({ zip: '00100' });
  });

  itBoundsLengths(departmentInput, input, {
    name: DEPARTMENT.name,
    street: DEPARTMENT.street,
    zip: DEPARTMENT.zip,
    phone: DEPARTMENT.phone,
    compensationInstruction: DEPARTMENT.compensationInstruction,
    meta: DEPARTMENT.meta,
  });
  itBoundsLengths(departmentInput, input, { email: DEPARTMENT.email }, (n) => `${'a'.repeat(n - 7)}@hus.fi`);
  itBoundsName(departmentInput, input, 'name', DEPARTMENT.name);

  it('takes an email or none, lower-cased', () => {
    expect(departmentInput.parse({ ...input, email: ' Osasto@HUS.fi ' }).email).toBe('osasto@hus.fi');
    expect(messages(departmentInput, { ...input, email: 'not an email' }).email?.key).toBe('format');
  });

  it('names missing and mistyped fields', () => {
    expect(messages(departmentInput, withField(input, 'customer', undefined)).customer?.key).toBe('required');
    expect(messages(departmentInput, withField(input, 'phone', 40)).phone?.key).toBe('type');
  });
});
