#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak/update-flathub-manifest.sh [TAG] [COMMIT]: write flatpak/flathub/APP_ID.json, the
# manifest for Flathub, from the release manifest: the same runtime, permissions and build
# options, with the checkout ("dir" source, which Flathub rejects) replaced by a "git" source
# at the release: the repository URL, TAG (default v<version> from meson.build) and the
# commit it points to. Run it after tagging a release and commit the result:
#   git tag -a v0.2.0 -m 'Sudominoku 0.2.0' && flatpak/update-flathub-manifest.sh
# COMMIT names the commit when TAG does not exist here yet (say HEAD, before tagging).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app_id=io.github.sudominoku.Sudominoku
url=https://github.com/sudominoku/sudominoku.git
version=$(sed -n "s/^ *version: '\([^']*\)'.*/\1/p" "$root/meson.build" | head -1)
tag=${1:-v$version}
if commit=$(git -C "$root" rev-parse -q --verify "refs/tags/$tag^{commit}"); then
  [ -z "${2:-}" ] || [ "$(git -C "$root" rev-parse "$2^{commit}")" = "$commit" ] \
    || { echo "update-flathub-manifest.sh: $tag is not $2" >&2; exit 2; }
elif [ -n "${2:-}" ]; then
  commit=$(git -C "$root" rev-parse --verify "$2^{commit}")
else
  echo "update-flathub-manifest.sh: no tag $tag here: tag the release, or name its commit" >&2
  exit 2
fi
mkdir -p "$root/flatpak/flathub"
/usr/bin/python3 - "$root/flatpak/$app_id.json" "$root/flatpak/flathub/$app_id.json" "$url" "$tag" "$commit" <<'PY'
import json, sys
src, dst, url, tag, commit = sys.argv[1:]
m = json.load(open(src))
for mod in m["modules"]:
    mod["sources"] = [{"type": "git", "url": url, "tag": tag, "commit": commit}]
with open(dst, "w") as f:
    json.dump(m, f, indent=2)
    f.write("\n")
PY
echo "flatpak/flathub/$app_id.json: $url $tag $commit"
