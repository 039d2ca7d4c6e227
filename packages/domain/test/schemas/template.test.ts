import { describe, expect, it } from 'vitest';
import { REQUEST, TEMPLATE } from '../../src/limits.ts';
import {
  customerTemplatesSchema,
  templateInput,
  templateInstantiateInput,
  templateMassInput,
  templatePriorityInput,
  templateSchema,
  templateUpdate,
  workerTemplateSchema,
} from '../../src/schemas/template.ts';
import { itBoundsLengths, itBoundsName, messages, uuid, withField } from './helpers.ts';

const input = {
  name: 'Aamu',
  from: '2025-03-01T07:00:00+02:00',
  to: '2025-03-01T15:00:00+02:00',
  department: uuid(1),
};
const template = {
  _id: uuid(2),
  ...input,
  description: '',
  education: null,
  employer: null,
  billing: '',
  salary: '',
  meta: '',
  priority: 0,
};

describe('template', () => {
  it('parses the API shape, alone and under customers', () => {
    expect(templateSchema.parse(template)).toEqual(template);
    const { billing: _price, meta: _notes, ...forWorker } = template;
    const customers = {
      _id: uuid(3),
      name: 'HUS',
      departments: [{ _id: uuid(1), name: 'Päivystys', templates: [forWorker] }],
    };
    expect(customerTemplatesSchema.parse(customers)).toEqual(customers);
  });

  it("a worker's template drops the customer's price and internal notes", () => {
    const parsed = workerTemplateSchema.parse({ ...template, billing: '95 €/h', meta: 'sisäinen' });
    expect(parsed).not.toHaveProperty('billing');
    expect(parsed).not.toHaveProperty('meta');
  });

  it('fills defaults on create, none on update', () => {
    expect(templateInput.parse(input)).toMatchObject({ priority: 0, education: null, billing: '' });
    expect(templateUpdate.parse({ priority: 3 })).toEqual({ priority: 3 });
  });

  itBoundsLengths(templateInput, input, {
    name: TEMPLATE.name,
    description: TEMPLATE.description,
    billing: TEMPLATE.billing,
    salary: TEMPLATE.salary,
    meta: TEMPLATE.meta,
  });
  itBoundsName(templateInput, input, 'name', TEMPLATE.name);

  it('names missing, mistyped and backwards fields', () => {
    expect(messages(templateInput, withField(input, 'department', undefined)).department?.key).toBe(
      'required',
    );
    expect(messages(templateInput, withField(input, 'priority', '1')).priority?.key).toBe('type');
    expect(messages(templateInput, withField(input, 'priority', 1.5)).priority?.key).toBe('type');
    expect(messages(templateInput, { ...input, from: input.to, to: input.from }).to?.key).toBe('after');
  });

  it('caps mass creation', () => {
    const templates = Array.from({ length: TEMPLATE.massCreateMax + 1 }, () => input);
    expect(templateMassInput.safeParse({ templates: templates.slice(1) }).success).toBe(true);
    expect(messages(templateMassInput, { templates }).templates).toEqual({
      key: 'maxItems',
      params: { field: 'templates', count: TEMPLATE.massCreateMax },
    });
  });

  it('takes priorities for many templates', () => {
    expect(templatePriorityInput.safeParse({ templates: [{ _id: uuid(1), priority: 2 }] }).success).toBe(
      true,
    );
    expect(messages(templatePriorityInput, { templates: [] }).templates?.key).toBe('minItems');
    const many = Array.from({ length: REQUEST.maxIdsPerMassAction + 1 }, (_, i) => ({
      _id: uuid(i),
      priority: i,
    }));
    expect(messages(templatePriorityInput, { templates: many }).templates?.key).toBe('maxItems');
  });

  it('instantiates templates on days, capped at TEMPLATE.instantiateMaxShifts shifts', () => {
    expect(templateInstantiateInput.parse({ templates: [uuid(1)], days: ['2026-11-30'] })).toEqual({
      templates: [uuid(1)],
      days: ['2026-11-30'],
      worker: null,
      stampRequired: false,
    });
    const days = Array.from({ length: TEMPLATE.instantiateMaxDays }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const ids = (n: number) => Array.from({ length: n }, (_, i) => uuid(i));
    const fits = Math.floor(TEMPLATE.instantiateMaxShifts / days.length);
    expect(templateInstantiateInput.safeParse({ templates: ids(fits), days }).success).toBe(true);
    expect(messages(templateInstantiateInput, { templates: ids(fits + 1), days }).days).toEqual({
      key: 'tooManyShifts',
      params: { field: 'days', count: TEMPLATE.instantiateMaxShifts, shifts: (fits + 1) * days.length },
    });
    // Repeats count once.
    expect(
      templateInstantiateInput.safeParse({ templates: Array(fits + 5).fill(uuid(1)), days }).success,
    ).toBe(true);
    expect(
      messages(templateInstantiateInput, { templates: [uuid(1)], days: ['2200-01-01'] })['days.0']?.key,
    ).toBe('maxValue');
    expect(TEMPLATE.instantiateMaxShifts).toBeLessThanOrEqual(REQUEST.maxIdsPerMassAction);
  });
});
