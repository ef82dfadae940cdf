# Sourced by scripts/start.sh and scripts/test.sh: makes Node 24 LTS (the version in .nvmrc) the
# `node` on PATH. When the machine's own Node is another major version, the matching build is taken
# from the npm registry's `node-<os>-<arch>` package (what the registry's `node` package installs: it
# ships the binary, so nothing but the registry is needed) into .node/ once, and used from there.
# npm itself is the machine's; it runs on whichever `node` is first on PATH.
_lumen_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_lumen_want="$(tr -d ' \n\r' < "$_lumen_root/.nvmrc")"
_lumen_major="${_lumen_want%%.*}"
_lumen_have="$(node -p 'process.versions.node' 2>/dev/null || echo 0)"
if [ "${_lumen_have%%.*}" != "$_lumen_major" ]; then
  if [ "$("$_lumen_root/.node/bin/node" -p 'process.versions.node' 2>/dev/null)" != "$_lumen_want" ]; then
    case "$(uname -s)" in Linux) _lumen_os=linux ;; Darwin) _lumen_os=darwin ;; *) echo "[node] unsupported OS $(uname -s): install Node $_lumen_want yourself" >&2; return 1 ;; esac
    case "$(uname -m)" in x86_64|amd64) _lumen_arch=x64 ;; aarch64|arm64) _lumen_arch=arm64 ;; *) echo "[node] unsupported CPU $(uname -m): install Node $_lumen_want yourself" >&2; return 1 ;; esac
    echo "[node] this machine has Node $_lumen_have; fetching Node $_lumen_want from the npm registry into .node/"
    _lumen_tmp="$(mktemp -d)"
    (cd "$_lumen_tmp" && npm pack --silent "node-$_lumen_os-$_lumen_arch@$_lumen_want" >/dev/null)
    rm -rf "$_lumen_root/.node" && mkdir -p "$_lumen_root/.node"
    tar xzf "$_lumen_tmp"/node-*.tgz -C "$_lumen_root/.node" --strip-components=1 package/bin package/LICENSE
    rm -rf "$_lumen_tmp"
  fi
  export PATH="$_lumen_root/.node/bin:$PATH"
fi
unset _lumen_root _lumen_want _lumen_major _lumen_have _lumen_os _lumen_arch _lumen_tmp
