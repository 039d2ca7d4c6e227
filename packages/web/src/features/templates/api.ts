// The admin's templates screen: the customer and department pickers, a department's templates in
// priority order, and the changes (create, edit, reorder, remove, make shifts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminTemplateContracts as c } from '@tuura/domain/api/adminTemplates';
import { customerContracts } from '@tuura/domain/api/customers';
import type { TemplateInput, TemplateUpdate } from '@tuura/domain/schemas/template';
import { call } from '../../api/client.ts';
import { departmentTemplatesQuery } from '../../api/departmentTemplates.ts';
import { queryKeys } from '../../api/queryKeys.ts';

export const useCustomers = () =>
  useQuery({
    queryKey: queryKeys.adminCustomers,
    queryFn: async () => (await call(customerContracts.full)).customers,
  });

/** A department's templates by priority then name. */
export const useDepartmentTemplates = (department: string | null) =>
  useQuery(departmentTemplatesQuery(department));

/** A change that refreshes the lists; `silent`: the form explains a refusal, else the error dialog. */
function useInvalidating<V, R>(mutationFn: (v: V) => Promise<R>, silent = false) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent },
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminTemplates }),
  });
}

export const useCreateTemplate = () =>
  useInvalidating((template: TemplateInput) => call(c.create, { body: { templates: [template] } }), true);

export const useUpdateTemplate = () =>
  useInvalidating(
    (v: { id: string; template: TemplateUpdate }) =>
      call(c.update, { params: { id: v.id }, body: { template: v.template } }),
    true,
  );

export const useRemoveTemplate = () => useInvalidating((id: string) => call(c.remove, { params: { id } }));

export const useReorderTemplates = () =>
  useInvalidating((ids: string[]) =>
    call(c.priority, { body: { templates: ids.map((_id, priority) => ({ _id, priority })) } }),
  );

/** Makes shifts; a refusal opens the error dialog with the server's field messages (spec §8). */
export const useInstantiate = () =>
  useMutation({
    mutationFn: (v: { templates: string[]; days: string[]; stampRequired: boolean }) =>
      call(c.instantiate, { body: v }),
  });
