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

/** Answer of login, register and the social user call: the bearer token, the user and the token's expiry. */
export interface AuthSession {
  token: string;
  user: SessionUser;
  /** ISO timestamp. */
  expires: string;
}
