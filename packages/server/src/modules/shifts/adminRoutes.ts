import {
  adminShiftContracts as c,
  adminShiftListingContracts as listing,
} from '@tuura/domain/api/adminShifts';
import { ApprovalState } from '@tuura/domain/enums';
import type { FastifyInstance } from 'fastify';
import { underField } from '../../errors.ts';
import { bindContract } from '../../plugins/routes.ts';
import { countByUser, finalShifts, listUnfilledShifts, uniqueShiftNames } from './adminListings.ts';
import {
  countShifts,
  createAdminShift,
  createAdminShifts,
  decideStamp,
  decideStamps,
  getAdminShift,
  listAdminShifts,
  removeAdminShift,
  removeAdminShifts,
  updateAdminShift,
  updateAdminShifts,
} from './adminService.ts';
import { shiftTimeline } from './history.ts';

export async function adminShiftRoutes(app: FastifyInstance) {
  bindContract(app, c.count, async ({ query }, ctx) => ({ count: await countShifts(ctx, query) }));
  bindContract(app, c.list, async ({ query }, ctx) => listAdminShifts(ctx, query));
  bindContract(app, c.get, async ({ params }, ctx) => ({ shift: await getAdminShift(ctx, params.id) }));
  bindContract(app, c.history, async ({ params }, ctx) => shiftTimeline(ctx, params.id));
  bindContract(app, c.create, async ({ body }, ctx) => ({
    shift: await underField('shift', () => createAdminShift(ctx, body.shift)),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    shift: await underField('shift', () => updateAdminShift(ctx, params.id, body.shift)),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ shift: await removeAdminShift(ctx, params.id) }));
  bindContract(app, c.createMany, async ({ body }, ctx) => ({
    shifts: await createAdminShifts(ctx, body.shifts, 'shifts'),
  }));
  bindContract(app, c.updateMany, async ({ body }, ctx) => ({
    shifts: await updateAdminShifts(ctx, body.ids, body.data),
  }));
  bindContract(app, c.removeMany, async ({ body }, ctx) => ({
    shifts: await removeAdminShifts(ctx, body.ids),
  }));
  bindContract(app, c.approveStamp, async ({ params }, ctx) => ({
    shift: await decideStamp(ctx, params.id, ApprovalState.approved),
  }));
  bindContract(app, c.rejectStamp, async ({ params }, ctx) => ({
    shift: await decideStamp(ctx, params.id, ApprovalState.rejected),
  }));
  bindContract(app, c.approveStamps, async ({ body }, ctx) => ({
    shifts: await decideStamps(ctx, body.ids, ApprovalState.approved),
  }));
  bindContract(app, c.rejectStamps, async ({ body }, ctx) => ({
    shifts: await decideStamps(ctx, body.ids, ApprovalState.rejected),
  }));
  bindContract(app, listing.unfilled, async ({ query }, ctx) => listUnfilledShifts(ctx, query));
  bindContract(app, listing.unique, async ({ query }, ctx) => uniqueShiftNames(ctx, query));
  bindContract(app, listing.finalShifts, async ({ query }, ctx) => ({
    shifts: await finalShifts(ctx, query),
  }));
  bindContract(app, listing.countByUser, async ({ query }, ctx) => ({
    counts: await countByUser(ctx, query),
  }));
}
