/** The paths of signing in (docs/people.md), known to the router, the shell's gate and the screens. */

/** Where the single sign-on callback sends a refused sign-in (`302 /sign-in?error=<code>`). */
export const SIGN_IN_PATH = '/sign-in';
/** An invitation's link: `/invitation#<secret>`, opened signed out. */
export const INVITATION_PATH = '/invitation';
