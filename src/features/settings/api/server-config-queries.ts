import { queryOptions } from '@tanstack/react-query';
import { serverConfigSchema } from '@core/api/schemas.ts';

/** What our own server offers (server/app.ts `/api/config`): not the risk service, so no token. */
export const serverConfigQueries = {
  config: () =>
    queryOptions({
      queryKey: ['server-config'] as const,
      queryFn: async ({ signal }) => {
        const response = await fetch('/api/config', { signal });
        if (!response.ok)
          throw new Error(`The dashboard server answered ${response.status} for its configuration.`);
        return serverConfigSchema.parse(await response.json());
      },
      staleTime: Infinity,
    }),
};
