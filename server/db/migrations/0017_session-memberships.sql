-- The open session of a token hash with its user's own memberships and the shares made to those accounts, one row
-- per membership and share (see sessionMemberships in server/modules/identity/memberships.ts). Every signed-in
-- request asks for it: as a PL/pgSQL function its plan is kept for the connection instead of being made again for
-- every request, which cost more than running it.
CREATE FUNCTION session_memberships(p_token_hash text, p_now timestamptz, p_idle_since timestamptz)
RETURNS TABLE (
  id integer,
  user_id integer,
  expires_at timestamptz,
  last_seen_at timestamptz,
  account_id integer,
  account_name text,
  is_owner integer,
  resources text[],
  since timestamptz,
  share_id integer,
  shared_account_id integer,
  shared_account_name text,
  shared_resources text[],
  shared_since timestamptz
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.id, s.user_id, s.expires_at, s.last_seen_at,
    au.account_id, a.name, au.is_owner, r.resources, au.created_at,
    sh.id, sh.account_id, sa.name, sr.resources, sh.created_at
  FROM sessions s
  LEFT JOIN account_users au ON au.user_id = s.user_id
  LEFT JOIN accounts a ON a.id = au.account_id
  LEFT JOIN roles r ON r.id = au.role_id
  LEFT JOIN account_shares sh ON sh.shared_with_account_id = au.account_id
  LEFT JOIN accounts sa ON sa.id = sh.account_id
  LEFT JOIN roles sr ON sr.id = sh.role_id AND sr.account_id = sh.account_id
  WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_now AND s.last_seen_at > p_idle_since;
END
$$;
