/** The signed-in caller, set by the member and admin scopes. */
export interface AuthenticatedMember {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isEmailVerified: boolean;
}
