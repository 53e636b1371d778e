#!/usr/bin/env bash
# The JVM that PIT starts its minions with (bench/pom.xml, profile pit): the bench's tests read
# lab/, docs/ and the modules' sources relative to the checkout (surefire's workingDirectory), but
# PIT starts its minions in the module's folder and has no setting for it. This runs the JVM
# PIT would have run (PIT_JAVA, set by the profile to Maven's own) from the checkout's root.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec "${PIT_JAVA:-java}" "$@"
