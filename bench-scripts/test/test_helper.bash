#!/usr/bin/env bash
# Shared setup for the bench-scripts bats tests.

SCRIPTS_DIR="$(cd "$(dirname "${BATS_TEST_FILENAME}")/.." && pwd)"
# Read by the .bats files that load this helper:
# shellcheck disable=SC2034
RUN_ALL="${SCRIPTS_DIR}/run-all.sh"
# The tests never install anything; the provisioning tests turn this off with a fake package manager.
export BENCH_NO_INSTALL=true

# test_helper::fake_jdk DIR MAJOR: a JAVA_HOME whose java reports the given feature version and nothing else.
test_helper::fake_jdk() {
  local dir="$1" major="$2"
  mkdir -p "${dir}/bin"
  cat > "${dir}/bin/java" <<FAKE
#!/usr/bin/env bash
echo "    java.specification.version = ${major}" >&2
FAKE
  chmod +x "${dir}/bin/java"
}

# test_helper::path_without DIR COMMAND...: a PATH directory holding every command on this machine's PATH except
# the ones named, for the missing-tool checks.
test_helper::path_without() {
  local dir="$1" entry name
  shift
  local -A excluded=()
  for name in "$@"; do
    excluded[${name}]=1
  done
  mkdir -p "${dir}"
  local -a entries
  IFS=: read -r -a entries <<< "${PATH}"
  for entry in "${entries[@]}"; do
    [[ -d "${entry}" ]] || continue
    for name in "${entry}"/*; do
      local base="${name##*/}"
      [[ -x "${name}" && ! -e "${dir}/${base}" && -z "${excluded[${base}]:-}" ]] || continue
      ln -s "${name}" "${dir}/${base}"
    done
  done
}

# test_helper::fake_package_manager DIR UID: a PATH directory holding this machine's commands except ab, apt-get,
# apt-cache, dnf, id and sudo, plus fakes: id says UID, apt-get logs each call to DIR/apt-get.log and
# "installs" apache2-utils as a fake ab, apt-cache knows every package.
test_helper::fake_package_manager() {
  local dir="$1" uid="$2"
  test_helper::path_without "${dir}" ab apt-get apt-cache dnf id sudo
  # Replace, never write through: an entry left as a link to the real command must not be overwritten.
  rm -f "${dir}/id" "${dir}/apt-cache" "${dir}/apt-get" "${dir}/ab"
  printf '#!/usr/bin/env bash\necho %s\n' "${uid}" > "${dir}/id"
  printf '#!/usr/bin/env bash\nexit 0\n' > "${dir}/apt-cache"
  cat > "${dir}/apt-get" <<FAKE
#!/usr/bin/env bash
echo "\$*" >> "${dir}/apt-get.log"
if [[ "\$1" == install && " \$* " == *" apache2-utils "* ]]; then
  rm -f "${dir}/ab"
  printf '#!/usr/bin/env bash\\necho fake ab\\n' > "${dir}/ab"
  chmod +x "${dir}/ab"
fi
FAKE
  chmod +x "${dir}/id" "${dir}/apt-cache" "${dir}/apt-get"
}

# test_helper::skip_without_control_groups: skips the test, saying why, where a duet's control groups cannot be
# made: without root, or without a usable hierarchy (a container, a chroot without /sys/fs/cgroup). Needs
# lib/cgroups.sh sourced.
test_helper::skip_without_control_groups() {
  [[ "${EUID}" -eq 0 ]] || skip "needs root: control groups are made and joined as root"
  if ! cgroups::detect > "${BATS_TEST_TMPDIR}/detect.txt"; then
    skip "this machine's control groups cannot be used: $(cat "${BATS_TEST_TMPDIR}/detect.txt")"
  fi
}

# test_helper::free_port: a TCP port on 127.0.0.1 no socket holds, below the kernel's ephemeral range: a port
# in that range can be held by another program's outgoing connection, and a server binding it then fails.
test_helper::free_port() {
  local i port low=32768
  read -r low _ < /proc/sys/net/ipv4/ip_local_port_range || true
  ((low > 12000)) || low=32768
  for ((i = 0; i < 100; i++)); do
    port=$((10000 + RANDOM % (low - 10000)))
    if [[ -z "$(ss -Htan "( sport = :${port} )" 2> /dev/null)" ]] \
      && ! (exec 3<> "/dev/tcp/127.0.0.1/${port}") 2> /dev/null; then
      printf '%s' "${port}"
      return 0
    fi
  done
  return 1
}
