#!/usr/bin/env bash
# A private PipeWire loop on a headless machine (no sound card, no dbus): one null Audio/Duplex
# node "loop" at a 16 kHz clock (or the RATE given to start, e.g. 48000 for a device's native
# rate), which is both the default sink and the default source, so what pw-play (or Java Sound
# through pipewire-alsa) plays at that rate, pw-record (or Java Sound) records, bit-exact.
# Recipe: docs/pipewire-loop.md.
#
#   eval "$(scripts/pipewire-loop.sh start)"   starts the loop, prints the export lines to source
#   eval "$(scripts/pipewire-loop.sh start 48000)"   the same loop clocked at 48 kHz
#   scripts/pipewire-loop.sh status            "running <dir>" (exit 0) or "stopped" (exit 1)
#   scripts/pipewire-loop.sh stop              stops the processes it started, by their ids
#
# Everything lives under one temporary folder, LINK1_PW_DIR (created by start; status and stop
# read it from the environment or from their second argument): XDG dirs, configs, the logs,
# "env" (the export lines, LINK1_PW_RATE among them: tests read the loop's rate there) and "pids"
# (the ids of the daemons started). Needs the packages
# pipewire, wireplumber and pipewire-alsa.
set -euo pipefail

die() { echo "pipewire-loop: $*" >&2; exit 3; }

write_configs() {
  local dir="$1" rate="$2"
  mkdir -p "$dir/config/pipewire/pipewire.conf.d" "$dir/config/wireplumber/main.lua.d" \
           "$dir/config/wireplumber/bluetooth.lua.d" "$dir/state"
  mkdir -m 700 -p "$dir/run"
  # The quantum floor keeps about 64 ms at any rate (1024 at 16 kHz; the next power of two
  # above rate/16000 x 1024 elsewhere, 4096 at 44.1 and 48 kHz), and the ceiling room above it.
  local quantum=1024 extra=""
  while [ $((quantum * 16000)) -lt $((1024 * rate)) ]; do quantum=$((quantum * 2)); done
  [ "$quantum" -le 2048 ] || extra="    default.clock.max-quantum   = $((quantum * 2))"
  cat >"$dir/config/pipewire/pipewire.conf.d/10-loop.conf" <<EOF
# ${rate} Hz clock, no resampling at that rate, one null duplex node: the loop.
# min-quantum 1024 (64 ms) is not in the recipe: measured on a 2-core machine at load 8, clients
# asking for 20 ms drove the quantum to 256 and 6 of 12 transfers lost 256-1024 samples; with
# 1024 as the floor, 32 of 32 were bit-exact. It costs latency, which moves in 64 ms steps anyway.
context.properties = {
    default.clock.rate          = ${rate}
    default.clock.allowed-rates = [ ${rate} ]
    default.clock.min-quantum   = ${quantum}
${extra}
}
context.objects = [
    {   factory = adapter
        args = {
            factory.name     = support.null-audio-sink
            node.name        = loop
            node.description = "LINK-1 loop"
            media.class      = Audio/Duplex
            audio.position   = [ MONO ]
            audio.rate       = ${rate}
            object.linger    = true
        }
    }
]
EOF
  sed 's/^\s*#\?\s*support\.dbus\s*=.*/  support.dbus = false/' \
      /usr/share/wireplumber/wireplumber.conf >"$dir/config/wireplumber/wireplumber.conf"
  grep -q '^  support.dbus = false' "$dir/config/wireplumber/wireplumber.conf" \
    || die "could not switch off dbus in the WirePlumber config"
  cat >"$dir/config/wireplumber/main.lua.d/60-headless.lua" <<'EOF'
alsa_monitor.properties["alsa.reserve"] = false
default_access.properties["enable-flatpak-portal"] = false
EOF
  echo 'bluez_monitor.enabled = false' >"$dir/config/wireplumber/bluetooth.lua.d/60-headless.lua"
  cat >"$dir/env" <<EOF
export LINK1_PW_DIR=$dir
export LINK1_PW_RATE=$rate
export XDG_RUNTIME_DIR=$dir/run
export XDG_CONFIG_HOME=$dir/config
export XDG_STATE_HOME=$dir/state
unset DBUS_SESSION_BUS_ADDRESS
EOF
}

# Waits up to $2 tenths of a second for the command $1 to succeed.
wait_for() {
  local tries="$2"
  while ! eval "$1" >/dev/null 2>&1; do
    tries=$((tries - 1))
    [ "$tries" -gt 0 ] || return 1
    sleep 0.1
  done
}

start() {
  local rate="${1:-16000}"
  [[ "$rate" =~ ^[0-9]+$ ]] && [ "$rate" -ge 8000 ] && [ "$rate" -le 96000 ] \
    || { echo "pipewire-loop: RATE must be an integer in [8000, 96000]: $rate" >&2; exit 2; }
  for tool in pipewire wireplumber wpctl; do
    command -v "$tool" >/dev/null || die "$tool not found (apt-get install pipewire wireplumber pipewire-alsa)"
  done
  [ -f /usr/share/wireplumber/wireplumber.conf ] || die "no /usr/share/wireplumber/wireplumber.conf"
  local dir
  dir="$(mktemp -d "${TMPDIR:-/tmp}/link1-pw.XXXXXX")"
  write_configs "$dir" "$rate"
  # shellcheck disable=SC1091
  source "$dir/env"
  pipewire >"$dir/pipewire.log" 2>&1 &
  echo $! >"$dir/pids"
  wait_for "[ -S '$XDG_RUNTIME_DIR/pipewire-0' ]" 50 || { stop_dir "$dir"; die "pipewire did not start (see $dir/pipewire.log)"; }
  wireplumber >"$dir/wireplumber.log" 2>&1 &
  echo $! >>"$dir/pids"
  wait_for "wpctl inspect @DEFAULT_AUDIO_SINK@ | grep -q 'node.name = \"loop\"'" 100 \
    || { stop_dir "$dir"; die "the loop node did not become the default sink (see $dir/*.log)"; }
  wait_for "wpctl inspect @DEFAULT_AUDIO_SOURCE@ | grep -q 'node.name = \"loop\"'" 50 \
    || { stop_dir "$dir"; die "the loop node did not become the default source (see $dir/*.log)"; }
  cat "$dir/env"
}

# True while $1 is a live (not zombie) process whose command is pipewire or wireplumber: a guard
# against killing an unrelated process that reused a recorded id.
ours_alive() {
  local pid="$1" comm state
  comm="$(cat "/proc/$pid/comm" 2>/dev/null)" || return 1
  state="$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" || return 1
  [ "$state" != Z ] && { [ "$comm" = pipewire ] || [ "$comm" = wireplumber ]; }
}

stop_dir() {
  local dir="$1" pid
  [ -f "$dir/pids" ] || return 0
  # Newest first: wireplumber, then pipewire. Only the ids this script started.
  for pid in $(tac "$dir/pids"); do
    if ours_alive "$pid"; then kill "$pid" 2>/dev/null || true; fi
  done
  for pid in $(tac "$dir/pids"); do
    wait_for "! ours_alive $pid" 30 || kill -9 "$pid" 2>/dev/null || true
  done
  rm -rf "$dir"
}

resolve_dir() {
  local dir="${1:-${LINK1_PW_DIR:-}}"
  [ -n "$dir" ] || die "no loop directory: pass it or export LINK1_PW_DIR (printed by start)"
  echo "$dir"
}

case "${1:-}" in
  start) start "${2:-}" ;;
  stop) dir="$(resolve_dir "${2:-}")"; stop_dir "$dir" ;;
  status)
    dir="$(resolve_dir "${2:-}")"
    running=yes
    [ -f "$dir/pids" ] || running=no
    for pid in $(cat "$dir/pids" 2>/dev/null); do ours_alive "$pid" || running=no; done
    if [ "$running" = yes ]; then
      echo "running $dir"
    else
      echo "stopped"; exit 1
    fi ;;
  *) echo "usage: $0 start [RATE] | stop [DIR] | status [DIR]" >&2; exit 2 ;;
esac
