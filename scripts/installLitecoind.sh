#!/usr/bin/env sh
# The devnet's local UTXO network runs Debian's litecoind (Litecoin Core, a Bitcoin Core fork) in regtest: no
# bitcoind is installable offline. Installs it from apt when it is missing (as root), or says how.
command -v litecoind >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing litecoind for the devnet's local UTXO network"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq litecoind >/dev/null 2>&1 ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq litecoind >/dev/null; } || exit 1
  exit 0
fi
echo "The devnet needs litecoind: run 'sudo apt-get install -y litecoind' (Debian/Ubuntu)." >&2
exit 1
