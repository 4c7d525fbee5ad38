/**
 * The stand-in's public demo account, like the simulator's demo tokens: used only when the dashboard runs
 * local-only with no EU account set (docs/filing.md). Never valid anywhere but the stand-in.
 */
export const DEMO_EU_ACCOUNT = {
  username: 'demo-operator',
  authenticationKey: 'demo-eudr-authentication-key',
  clientId: 'eudr-test',
} as const;
