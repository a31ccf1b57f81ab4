/** The signed-in user as login, register, social sign-in and `GET users/{id}` return it. */
export interface SessionAccount {
  id: number;
  name: string;
}

export interface SessionUser {
  id: number;
  user: string;
  fullName: string;
  avatar: string | null;
  accounts: SessionAccount[];
}

/**
 * Answer of login, register and the social user call: the user and the session's expiry. The session itself
 * travels in an HttpOnly cookie; the bearer token is in the answer only when the request asked for it
 * (`"token": true` in its body), as API clients do.
 */
export interface AuthSession {
  token?: string;
  user: SessionUser;
  /** ISO timestamp. */
  expires: string;
}

/** A session answered to a client that asked for its bearer token. */
export type BearerSession = AuthSession & { token: string };
