/** The simulator's accounts, keyed by API token (replaceable: SIM_TOKENS, see server/config.ts). */
export interface DemoAccount {
  accountName: string;
  projectIds: string[];
  activeProjectId: string;
}

/**
 * The public demo tokens the SPA's demo mode and the tests use. Anyone can read them in this repository,
 * so they are only accepted on a loopback address unless configured otherwise (server/config.ts, simulatorAccounts).
 */
export const DEMO_ACCOUNTS: Record<string, DemoAccount> = {
  'demo-token-amara': {
    accountName: 'Amara Okafor (compliance lead)',
    projectIds: ['p-cocoa', 'p-palm', 'p-coffee'],
    activeProjectId: 'p-cocoa',
  },
  'demo-token-lucas': {
    accountName: 'Lucas Meyer (analyst)',
    projectIds: ['p-palm'],
    activeProjectId: 'p-palm',
  },
};
