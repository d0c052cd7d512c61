#!/usr/bin/env bash
# Starts the local services the integration tests talk to (PostgreSQL, NATS with JetStream) when they
# are installed but not running. Harmless when they already run. Never fails the build on its own:
# the test suites that need a service say so clearly when it cannot be reached.
set -u

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if ! port_open 5432 && command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
fi

if ! port_open 4222 && [ -x /usr/sbin/nats-server ]; then
  echo "starting NATS with JetStream"
  mkdir -p /var/lib/nats-server
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log || true
fi

for i in $(seq 1 30); do
  if port_open 5432 && port_open 4222; then break; fi
  sleep 1
done
port_open 5432 && echo "PostgreSQL: up" || echo "PostgreSQL: not reachable on 127.0.0.1:5432"
port_open 4222 && echo "NATS: up" || echo "NATS: not reachable on 127.0.0.1:4222"
exit 0
