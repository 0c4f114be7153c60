#!/usr/bin/env bash
# `npm run test:cluster`: installs nginx, PostgreSQL and Redis from Debian's packages when they are
# missing (root only, as scripts/test-all.sh does), then runs the cluster test (scripts/cluster/run.ts)
# against the existing build. Its last line: `cluster: N requests, 0 failed, …`.
set -uo pipefail
cd "$(dirname "$0")/../.."
export TZ=UTC NEXT_TELEMETRY_DISABLED=1

apt_install() {
  command -v apt-get >/dev/null || { echo "cluster: $* missing and no apt-get"; return 1; }
  [ "$(id -u)" = 0 ] || { echo "cluster: need root to apt-get install $*"; return 1; }
  # A package's maintainer script may start its system service (where no policy-rc.d forbids it):
  # whatever was not running before is stopped again, so that nothing outlives the test but the files.
  local was=()
  for name in nginx redis-server postgres; do pgrep -x "$name" >/dev/null && was+=("$name"); done
  (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null || return 1
  for pair in nginx:nginx redis-server:redis-server postgres:postgresql; do
    local name=${pair%%:*} svc=${pair#*:}
    [[ " ${was[*]} " == *" $name "* ]] && continue
    pgrep -x "$name" >/dev/null && { service "$svc" stop >/dev/null 2>&1 || true; }
  done
}

missing=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then
  echo "cluster: installing ${missing[*]}"
  apt_install "${missing[@]}" || { echo "cluster: 0 requests, could not install ${missing[*]}"; exit 1; }
fi
export PATH="$PATH:/usr/sbin"
# The live check's viewers: a socket each here, two each in nginx.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
exec node_modules/.bin/tsx scripts/cluster/run.ts
