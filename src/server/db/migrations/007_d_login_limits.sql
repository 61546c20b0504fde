-- Failed-login counting (src/server/auth/login-limiter.ts), in the database so that every server
-- process on one PostgreSQL shares it: an attacker gains nothing by spreading guesses over the
-- processes behind a load balancer.
--
-- key: 'account:<lower-case email>' or 'address:<client address>'.
-- attempts: logins reserved in the window (counted before the password is checked).
-- locked_until: while in the future, no password is checked for the key.
-- lockouts: lockouts since lockouts_reset minus one day; each doubles the next one.
CREATE TABLE login_limits (
  key text PRIMARY KEY,
  attempts integer NOT NULL DEFAULT 0,
  window_ends timestamptz NOT NULL,
  locked_until timestamptz,
  lockouts integer NOT NULL DEFAULT 0,
  lockouts_reset timestamptz NOT NULL DEFAULT now() + interval '1 day'
);
