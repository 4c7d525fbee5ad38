/** The dashboard's pages, in navigation order. Tests open every entry. */
export const NAV_ITEMS = [
  { to: '/projects', label: 'Projects', description: 'Your projects and their extent' },
  { to: '/suppliers', label: 'Suppliers', description: 'Suppliers and their plots' },
  { to: '/uploads', label: 'Uploads', description: 'Check and upload plot files' },
  { to: '/plots', label: 'Plots', description: 'Every plot with its risk' },
  { to: '/jurisdictions', label: 'Jurisdictions', description: 'Country risk by framework' },
  { to: '/risk-info', label: 'Risk info', description: 'Risk of any drawn area' },
  { to: '/detections', label: 'Detections', description: 'Monthly deforestation and fire detections' },
  { to: '/settings', label: 'Settings', description: 'Connection, token and basemap' },
] as const;
