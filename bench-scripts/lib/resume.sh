#!/usr/bin/env bash
# --resume RUN_DIR: carries an interrupted run on from its last complete round, with the options, seed
# and measuring order it recorded, in fresh JVMs. A round cut short is measured again from its start;
# a profiler or memory phase cut short starts again. Sourced, not executed.

# resume::check_plan DIR: refuses to resume when the plan made now from the run's recorded options
# (in DIR) does not measure in the order the run recorded in plan.tsv.
resume::check_plan() {
  cmp -s "$1/plan.tsv" "${RESUME_DIR}/plan.tsv" \
    || common::die "--resume: the plan made now from the run's recorded options differs from ${RESUME_DIR}/plan.tsv:" \
      "this harness no longer plans that run the same way, so it cannot be resumed"
}

# resume::open: takes the run directory up again at the round the plan says (RESUME_FROM: the first
# without a session for every variant of its part), with what a round cut short left removed, and the
# run marked running with when it resumed and from which round.
resume::open() {
  record::resumed_dir "${RESUME_DIR}"
  resume::clear_round "$(plan::get RESUME_FROM)"
  if "$(plan::get RESUME_FROM_START)"; then
    rm -f "${RUN_DIR}"/startup/*
    record::startup_header
  fi
  if [[ -d "${RUN_DIR}/profiles" ]]; then
    common::log "The profiler phase was cut short: it starts again (its files from before are removed)."
    rm -rf "${RUN_DIR}/profiles"
  fi
  if [[ -d "${RUN_DIR}/memory" ]]; then
    common::log "The memory phase was cut short: it starts again (its files from before are removed)."
    rm -rf "${RUN_DIR}/memory"
  fi
  record::event resumed --from-round "$(plan::get RESUME_FROM)"
  common::log "Resuming ${RUN_DIR} from round $(plan::get RESUME_FROM) (seed and measuring order as recorded)."
}

# resume::clear_round ROUND: removes what a round cut short left: its windows, warm-up curves, logs,
# sessions and failed windows, so that it is measured again from its start.
resume::clear_round() {
  local round="$1"
  find "${RUN_DIR}/raw" -type f -name "*-r${round}-b*" -delete
  rm -f "${RUN_DIR}"/warmup/*-r"${round}".csv "${RUN_DIR}"/logs/*-r"${round}".*
  record::event round-reset --round "${round}"
}
