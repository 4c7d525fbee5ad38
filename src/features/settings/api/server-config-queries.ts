/** What the dashboard's own server says about itself (/api/config), as a TanStack query the pages share. */
import { queryOptions } from '@tanstack/react-query';
import { serverConfigSchema } from '@core/api/schemas.ts';
import { sayNow } from '@core/i18n/messages.ts';

/** What our own server offers (server/app.ts `/api/config`): not the risk service, so no token. */
export const serverConfigQueries = {
  config: () =>
    queryOptions({
      queryKey: ['server-config'] as const,
      queryFn: async ({ signal }) => {
        const response = await fetch('/api/config', { signal });
        if (!response.ok)
          throw new Error(sayNow('settings.error.server-config', { status: response.status }));
        return serverConfigSchema.parse(await response.json());
      },
      staleTime: Infinity,
    }),
};
