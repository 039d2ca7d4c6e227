// A department's templates, by priority then name: the templates screen lists them and planning
// offers them when a cell is clicked (one query, one cache entry per department).
import { queryOptions } from '@tanstack/react-query';
import { adminTemplateContracts } from '@tuura/domain/api/adminTemplates';
import { REQUEST } from '@tuura/domain/limits';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';

/** A department holds far fewer templates than a page (TEMPLATE.massCreateMax per call). */
export const departmentTemplatesQuery = (department: string | null) =>
  queryOptions({
    queryKey: queryKeys.adminTemplatesOf(department ?? ''),
    enabled: Boolean(department),
    queryFn: async () =>
      (
        await call(adminTemplateContracts.list, {
          query: { department: department ?? '', limit: REQUEST.maxPageSize },
        })
      ).templates,
  });
