export * from './api/contract.ts';
export * from './enums.ts';
export * as limits from './limits.ts';
export * from './permissions.ts';
export * from './validation.ts';
