#!/usr/bin/env bash
# Shared setup for the bench-scripts bats tests.

SCRIPTS_DIR="$(cd "$(dirname "${BATS_TEST_FILENAME}")/.." && pwd)"
# Read by the .bats files that load this helper:
# shellcheck disable=SC2034
RUN_ALL="${SCRIPTS_DIR}/run-all.sh"

# fake_jdk DIR MAJOR: a JAVA_HOME whose java reports the given feature version and nothing else.
fake_jdk() {
  local dir="$1" major="$2"
  mkdir -p "${dir}/bin"
  cat > "${dir}/bin/java" <<FAKE
#!/usr/bin/env bash
echo "    java.specification.version = ${major}" >&2
FAKE
  chmod +x "${dir}/bin/java"
}

# path_without DIR COMMAND...: a PATH directory holding every command on this machine's PATH except
# the ones named, for the missing-tool checks.
path_without() {
  local dir="$1" entry name
  shift
  mkdir -p "${dir}"
  local IFS=:
  for entry in ${PATH}; do
    [[ -d "${entry}" ]] || continue
    for name in "${entry}"/*; do
      local base="${name##*/}"
      [[ -x "${name}" && ! -e "${dir}/${base}" ]] || continue
      case " $* " in *" ${base} "*) continue ;; esac
      ln -s "${name}" "${dir}/${base}"
    done
  done
}
