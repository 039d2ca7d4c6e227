// The integrations page's data: the organisation's API tokens and auth consumers, and their
// changes. Each change refreshes its list, success or not (another admin may have changed it).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authConsumerContracts as consumers } from '@tuura/domain/api/authConsumers';
import { organizationContracts as org } from '@tuura/domain/api/organization';
import type { authConsumerInput, authConsumerUpdate } from '@tuura/domain/schemas/authConsumer';
import type { organizationTokenInput, organizationTokenUpdate } from '@tuura/domain/schemas/organization';
import type { z } from 'zod';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import './texts.ts';

export type TokenInput = z.input<typeof organizationTokenInput>;
export type TokenUpdate = z.input<typeof organizationTokenUpdate>;
export type ConsumerInput = z.input<typeof authConsumerInput>;
export type ConsumerUpdate = z.input<typeof authConsumerUpdate>;

export const apiTokensQuery = queryOptions({
  queryKey: queryKeys.apiTokens,
  queryFn: () => call(org.listTokens).then((r) => r.tokens),
});

export const authConsumersQuery = queryOptions({
  queryKey: queryKeys.authConsumers,
  queryFn: () => call(consumers.list).then((r) => r.consumers),
});

function useChange<V, R>(queryKey: readonly string[], fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure: under the form's fields or in the error dialog.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}

export const useCreateToken = () =>
  useChange(queryKeys.apiTokens, (body: TokenInput) => call(org.createToken, { body }));

export const useUpdateToken = () =>
  useChange(queryKeys.apiTokens, (v: { id: string; body: TokenUpdate }) =>
    call(org.updateToken, { params: { id: v.id }, body: v.body }),
  );

export const useRevokeToken = () =>
  useChange(queryKeys.apiTokens, (id: string) => call(org.deleteToken, { params: { id } }));

export const useCreateConsumer = () =>
  useChange(queryKeys.authConsumers, (body: ConsumerInput) => call(consumers.create, { body }));

/** Renaming, new redirect URIs, or (`renewSecret`) a new client secret answered once. */
export const useUpdateConsumer = () =>
  useChange(queryKeys.authConsumers, (v: { id: string; body: ConsumerUpdate }) =>
    call(consumers.update, { params: { id: v.id }, body: v.body }),
  );

export const useRemoveConsumer = () =>
  useChange(queryKeys.authConsumers, (id: string) => call(consumers.remove, { params: { id } }));
