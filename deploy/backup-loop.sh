#!/bin/sh
# The compose file's `backup` service: a backup of the whole site every BACKUP_INTERVAL_HOURS
# (default 24) into /backups, keeping the newest BACKUP_KEEP (default 14). A failed backup is
# reported and retried at the next interval; the ones kept are never removed for it. BACKUP_DIR
# (default /backups, the volume) lets the checks run it on a folder of their own.
set -u
interval_hours="${BACKUP_INTERVAL_HOURS:-24}"
keep="${BACKUP_KEEP:-14}"
dir="${BACKUP_DIR:-/backups}"
while true; do
  file="$dir/nova-$(date -u +%Y%m%dT%H%M%SZ).tar"
  if node apps/server/dist/admin-cli.js backup "$file"; then
    ls -1t "$dir"/nova-*.tar | tail -n "+$((keep + 1))" | while read -r old; do rm -f -- "$old"; done
  else
    echo "backup failed: see the lines above; the next attempt is in ${interval_hours} h" >&2
  fi
  sleep "$((interval_hours * 3600))"
done
