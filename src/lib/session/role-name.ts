/** A role's name in the page's language (the demo team's list, an invitation's roles, the review form). */
import { useIntl } from 'react-intl';
import { ROLES, type Role } from '@core/api/team.ts';

/** A role this page does not know (a later server's) is shown as the server wrote it. */
export function useRoleName(): (role: string) => string {
  const t = useIntl().formatMessage;
  return (role) => (ROLES.includes(role as Role) ? t({ id: `auth.role.${role as Role}` }) : role);
}

/**
 * Roles as the server writes them in a sentence of its own (the demo team's: "admin", "reviewer (p-cocoa),
 * viewer (p-palm)"), each role word in the page's language and the rest as it came.
 */
export function useRoleWords(): (text: string) => string {
  const roleName = useRoleName();
  return (text) => text.replace(new RegExp(`\\b(${ROLES.join('|')})\\b`, 'g'), (role) => roleName(role));
}
