import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
const schema = adminShiftContracts.list.response[200];
const js = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
console.log(JSON.stringify(js).slice(0, 3000));
