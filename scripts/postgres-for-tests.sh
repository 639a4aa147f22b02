#!/usr/bin/env bash
# A PostgreSQL server for the sandbox tests (test/support/sandbox.ts).
#
#   eval "$(bash scripts/postgres-for-tests.sh)"
#
# Reuses the server of FUNDRAISING_RULES_POSTGRES_URL when its role can
# already sign in with CREATEDB. Otherwise, as root on Debian or Ubuntu:
# installs Debian's postgresql package when it is missing, starts the
# cluster that listens on the URL's port with Debian's cluster tooling
# (pg_ctlcluster, which runs the server as its owner, `postgres`; a cluster
# is created on that port when there is none), and creates or updates the
# URL's role (LOGIN CREATEDB, the URL's password). Running it again changes
# nothing. Progress goes to standard error; standard output is one line,
# `export FUNDRAISING_RULES_POSTGRES_URL='...'`.
set -euo pipefail

DEFAULT_URL='postgres://fundraising_rules:fundraising_rules@127.0.0.1:5432/postgres'
URL="${FUNDRAISING_RULES_POSTGRES_URL:-$DEFAULT_URL}"
say() { echo "postgres-for-tests: $*" >&2; }

# The URL's role, password, host and port, one a line, decoded.
mapfile -t PARTS < <(node -e '
  const url = new URL(process.argv[1]);
  for (const part of [url.username, url.password, url.hostname, url.port || "5432"]) console.log(decodeURIComponent(part));
' "$URL")
ROLE="${PARTS[0]:-}" PASSWORD="${PARTS[1]:-}" HOST="${PARTS[2]:-}" PORT="${PARTS[3]:-5432}"
if [ -z "$ROLE" ]; then
  say "FUNDRAISING_RULES_POSTGRES_URL names no role: give postgres://ROLE:PASSWORD@HOST:PORT/postgres"
  exit 1
fi

# Can the URL's role sign in, and may it create databases?
ready() {
  command -v psql >/dev/null || return 1
  [ "$(PGCONNECT_TIMEOUT=5 psql "$URL" -XAtqc 'select rolcreatedb from pg_roles where rolname = current_user' 2>/dev/null)" = t ]
}

if ready; then
  say "reusing the server at $HOST:$PORT"
  printf 'export FUNDRAISING_RULES_POSTGRES_URL=%q\n' "$URL"
  exit 0
fi

case "$HOST" in
  127.0.0.1 | localhost | '[::1]' | ::1) ;;
  *)
    say "cannot sign in at $HOST:$PORT as $ROLE, and only a server on this machine can be started here"
    exit 1
    ;;
esac
if [ "$(id -u)" -ne 0 ]; then
  say "cannot sign in at $HOST:$PORT as $ROLE; starting a server needs root (sudo bash $0), or start one yourself and run:"
  say "  create role \"$ROLE\" login createdb password '...';  -- the URL's password"
  exit 1
fi

if ! command -v pg_ctlcluster >/dev/null || ! command -v pg_lsclusters >/dev/null; then
  say "installing Debian's postgresql package"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
fi

# The cluster on the URL's port: version, name, status, owner.
cluster() { pg_lsclusters -h | awk -v port="$PORT" '$3 == port { print $1, $2, $4, $5; exit }'; }
read -r VERSION NAME STATUS OWNER < <(cluster || true) || true
if [ -z "${VERSION:-}" ]; then
  VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
  say "creating the cluster $VERSION/fundraising_rules on port $PORT"
  pg_createcluster -p "$PORT" "$VERSION" fundraising_rules >&2
  read -r VERSION NAME STATUS OWNER < <(cluster)
fi
if [ "$STATUS" = online ]; then
  say "the cluster $VERSION/$NAME is running on port $PORT"
else
  say "starting the cluster $VERSION/$NAME on port $PORT"
  pg_ctlcluster "$VERSION" "$NAME" start >&2
fi

# The role, created or brought to LOGIN CREATEDB with the URL's password, as the cluster's owner over its socket.
(cd / && runuser -u "$OWNER" -- psql --cluster "$VERSION/$NAME" -d postgres -XqAt -v ON_ERROR_STOP=1 \
  -v role="$ROLE" -v password="$PASSWORD" >&2) <<'SQL'
select format('create role %I', :'role') where not exists (select from pg_roles where rolname = :'role') \gexec
select format('alter role %I login createdb password %L', :'role', :'password') \gexec
SQL

if ! ready; then
  say "the cluster $VERSION/$NAME runs, yet $ROLE cannot sign in at $HOST:$PORT (see its pg_hba.conf)"
  exit 1
fi
say "ready: $ROLE may create databases at $HOST:$PORT"
printf 'export FUNDRAISING_RULES_POSTGRES_URL=%q\n' "$URL"
