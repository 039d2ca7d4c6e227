import { departmentContracts as c } from '@tuura/domain/api/departments';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import {
  createDepartment,
  getDepartment,
  listDepartments,
  removeDepartment,
  updateDepartment,
} from './service.ts';

export async function departmentRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async ({ query }, ctx) => ({ departments: await listDepartments(ctx, query) }));
  bindContract(app, c.get, async ({ params }, ctx) => ({ department: await getDepartment(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({
    department: await createDepartment(ctx, body.department),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    department: await updateDepartment(ctx, params.id, body.department),
  }));
  bindContract(app, c.remove, async ({ params, body }, ctx) => ({
    department: await removeDepartment(ctx, params.id, body),
  }));
}
