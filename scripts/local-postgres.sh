#!/usr/bin/env bash
# Prints the address of a local PostgreSQL for the tests and benchmarks: starts the machine's
# first cluster, makes sure of the role shell_ci (password shell_ci, may create databases) and,
# given a name, of that database (owned by shell_ci, LC_COLLATE 'C' as docs/server-contract.md
# "Storage" asks). Exits 1, printing nothing, when there is no PostgreSQL here or no way to
# act as its postgres user (root, or sudo without a password).
set -euo pipefail
command -v pg_lsclusters >/dev/null 2>&1 || exit 1
read -r version name port < <(pg_lsclusters --no-header | awk 'NR == 1 { print $1, $2, $3 }') || exit 1
[ -n "${port:-}" ] || exit 1
as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sudo -n -u postgres sh -c "$1"; fi
}
pg_ctlcluster "$version" "$name" start >/dev/null 2>&1 || as_postgres "pg_ctlcluster $version $name start" >/dev/null 2>&1 || true
as_postgres "psql -qc \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'shell_ci') THEN CREATE ROLE shell_ci LOGIN CREATEDB PASSWORD 'shell_ci'; END IF; END \\\$\\\$\"" >/dev/null 2>&1 || exit 1
database=${1:-postgres}
if [ "$database" != postgres ]; then
  [[ "$database" =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "local-postgres: a database name of lower-case letters, digits and _" >&2; exit 2; }
  if ! as_postgres "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = '$database'\"" | grep -q 1; then
    as_postgres "psql -qc \"CREATE DATABASE $database OWNER shell_ci TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'\"" >/dev/null
  fi
  # A database made by hand may have another owner: the benchmarks reset its schema.
  as_postgres "psql -qc \"ALTER DATABASE $database OWNER TO shell_ci\"" >/dev/null
fi
echo "postgres://shell_ci:shell_ci@127.0.0.1:$port/$database"
