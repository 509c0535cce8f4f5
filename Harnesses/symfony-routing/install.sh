#!/usr/bin/env bash
# Installs the PHP command line, Composer and Symfony Routing from Debian's packages, and the PHP helper
# (pathways/harnesslib from Harnesses/lib/php) with `composer install`, offline, into vendor/.
# Idempotent and quiet.
set -euo pipefail
harnesses="$(cd "$(dirname "$0")/.." && pwd)"
bash "$harnesses/lib/apt-install.sh" php-cli php-symfony-routing composer
cd "$harnesses/symfony-routing"
[ -f vendor/autoload.php ] || COMPOSER_HOME="$harnesses/../.build/composer" composer install --quiet --no-interaction
