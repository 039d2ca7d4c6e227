// The customers page's data: customers with their departments' names (GET /customers/full), every
// department in full, and the changes to both. Every change asks the server again for both lists,
// the admin's shift views (a removal may move shifts) and the worker's template picker.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import { customerContracts } from '@tuura/domain/api/customers';
import { departmentContracts } from '@tuura/domain/api/departments';
import { REQUEST } from '@tuura/domain/limits';
import type { Department, DepartmentInput } from '@tuura/domain/schemas/department';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import './texts.ts';

export { customersQuery } from '../../api/customersFull.ts';

/** Every department of the organisation, a full page at a time, by id. */
export const departmentsQuery = queryOptions({
  queryKey: queryKeys.departments,
  queryFn: async () => {
    const all: Department[] = [];
    for (let offset = 0; ; offset += REQUEST.maxPageSize) {
      const { departments } = await call(departmentContracts.list, {
        query: { limit: REQUEST.maxPageSize, offset },
      });
      all.push(...departments);
      if (departments.length < REQUEST.maxPageSize) break;
    }
    return all;
  },
  // A Map for look-ups; the cache keeps the plain list (it is saved as JSON for offline reading).
  select: (all) => new Map(all.map((d) => [d._id, d])),
});

/** How many live shifts a department has: asked before removing it (needs read on shifts). */
export const departmentShiftCountQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.departmentShiftCount(id),
    queryFn: async () => {
      const page = await call(adminShiftContracts.list, { query: { department: id, limit: 1 } });
      return { total: page.total, capped: page.totalCapped };
    },
    staleTime: 0,
  });

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure: under the form's fields or in the error dialog.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.customers }),
        client.invalidateQueries({ queryKey: queryKeys.adminShifts }),
        client.invalidateQueries({ queryKey: queryKeys.customerTemplates }),
      ]),
  });
}

export const useCreateCustomer = () =>
  useChange((name: string) => call(customerContracts.create, { body: { customer: { name } } }));

export const useRenameCustomer = () =>
  useChange((v: { id: string; name: string }) =>
    call(customerContracts.update, { params: { id: v.id }, body: { customer: { name: v.name } } }),
  );

export const useRemoveCustomer = () =>
  useChange((id: string) => call(customerContracts.remove, { params: { id } }));

export const useSaveDepartment = () =>
  useChange((v: { id?: string; department: DepartmentInput }) =>
    v.id
      ? call(departmentContracts.update, { params: { id: v.id }, body: { department: v.department } })
      : call(departmentContracts.create, { body: { department: v.department } }),
  );

export const useRemoveDepartment = () =>
  useChange((v: { id: string; moveShiftsTo?: string }) =>
    call(departmentContracts.remove, {
      params: { id: v.id },
      body: v.moveShiftsTo ? { moveShiftsTo: v.moveShiftsTo } : {},
    }),
  );
