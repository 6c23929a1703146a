#!/usr/bin/env bash
# Commit subjects say what changed in at most 72 characters (the why goes in the body). Checked for the
# commits made since the rule was set (SINCE); merge commits count too. A clone without SINCE (shallow)
# skips the check with one line.
set -euo pipefail
SINCE=6be6c517afea9b0f929c7839d9983f9402ccbd8b
MAX=72
if ! git cat-file -e "$SINCE^{commit}" 2>/dev/null; then
  echo "commit subjects: $SINCE is not in this clone; check skipped"
  exit 0
fi
long="$(git log --format='%h %s' "$SINCE..HEAD" | awk -v max="$MAX" 'length($0) - index($0, " ") > max')"
if [ -n "$long" ]; then
  echo "Commit subjects over $MAX characters:" >&2
  echo "$long" >&2
  exit 1
fi
echo "commit subjects: $(git rev-list --count "$SINCE..HEAD") commits since ${SINCE:0:7}, none over $MAX characters"
