/**
 * Invitation queries live under the user-centre prefix 'uc': binding a referrer (lib/user.ts)
 * invalidates ['uc'], which must refresh this page's referrer and level too.
 */
export const invitationKey = ['uc', 'invitation'] as const
