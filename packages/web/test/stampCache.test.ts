// Stamping shows at once in every cached list and the detail, and a refusal puts back only the
// shifts it changed.
import { QueryClient } from '@tanstack/react-query';
import { ApprovalState } from '@tuura/domain/enums';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import {
  patchShifts,
  putShifts,
  restoreShifts,
  stampedWith,
} from '../src/features/stamps/worker/stampCache.ts';
import { shift } from './shiftFixtures.ts';

const a = shift({ _id: 'a' }, { required: true });
const b = shift({ _id: 'b' }, { required: true });
const stamp = { from: '2026-11-23T05:15:00.000Z', to: '2026-11-23T13:30:00.000Z', message: 'Myöhässä' };

function client() {
  const c = new QueryClient();
  c.setQueryData(queryKeys.shiftsBetween('x', 'y'), [a, b]);
  c.setQueryData(queryKeys.shift('a'), a);
  c.setQueryData(queryKeys.ongoingShift, null);
  c.setQueryData(['shifts', 'count'], 2);
  return c;
}

const listed = (c: QueryClient) => c.getQueryData<WorkerShift[]>(queryKeys.shiftsBetween('x', 'y')) ?? [];

describe('stampCache', () => {
  it('patches every cached copy of the stamped shift, nothing else', () => {
    const c = client();
    const before = patchShifts(c, ['a'], stampedWith(stamp));
    const [first, second] = listed(c);
    expect(first?.stamp).toMatchObject({ stamped: true, ...stamp, approved: ApprovalState.pending });
    expect(second).toEqual(b);
    expect(c.getQueryData<WorkerShift>(queryKeys.shift('a'))?.stamp.stamped).toBe(true);
    expect(c.getQueryData(queryKeys.ongoingShift)).toBeNull();
    expect(c.getQueryData(['shifts', 'count'])).toBe(2);
    expect(before.get('a')).toEqual(a);
  });

  it('a rollback restores only its own shifts', () => {
    const c = client();
    const first = patchShifts(c, ['a'], stampedWith(stamp));
    patchShifts(c, ['b'], stampedWith(stamp));
    restoreShifts(c, first);
    expect(listed(c)[0]).toEqual(a);
    expect(listed(c)[1]?.stamp.stamped).toBe(true);
    expect(c.getQueryData(queryKeys.shift('a'))).toEqual(a);
  });

  it("the server's copy replaces the cached one", () => {
    const c = client();
    const fromServer = { ...a, name: 'Palvelimelta' };
    putShifts(c, [fromServer]);
    expect(listed(c)[0]).toEqual(fromServer);
    expect(c.getQueryData(queryKeys.shift('a'))).toEqual(fromServer);
  });
});
