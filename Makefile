# Inkgram — the two commands of the Quick start are `make start` and `make test`.
SHELL := /bin/bash
NPM_RUN := npm run --silent

.PHONY: start test check build dev install install-test-packages lint typecheck bench clean

## Install dependencies (the versions pinned in package-lock.json) when they are missing or stale.
## `npm install`, not `npm ci`: the registry mirror here lacks other platforms' optional binaries
## (e.g. @tailwindcss/oxide-darwin-arm64), which makes `npm ci` refuse the lockfile as out of sync.
install: node_modules/.installed
node_modules/.installed: package.json package-lock.json
	npm install --no-audit --no-fund
	@touch $@

## Build the client and the server into dist/.
build: install
	$(NPM_RUN) build

## Install, build, migrate and run on the embedded defaults (PGlite, sandbox Instagram, built-in writer).
start: build
	$(NPM_RUN) start

## Vite with HMR + server reload.
dev: install
	$(NPM_RUN) dev

## Debian packages the tests need: chromium for the end-to-end tests (never a downloaded browser),
## wordpress + PHP + MariaDB for the real-WordPress publishing test (its own private instance),
## nginx for the multi-process test (its own config and prefix; the system service is not used), and
## fonts-noto-color-emoji so that emoji in e2e screenshots render as users see them, not as boxes;
## ffmpeg (reel keyframes and sound), espeak-ng (speech synthesised for the reel test) and
## pocketsphinx + pocketsphinx-en-us (offline transcription) for the source pack (docs/decisions/026-stored-videos-and-saved-claim-checks.md).
install-test-packages:
	@missing=""; \
	[ -x /usr/bin/chromium ] || missing="$$missing chromium"; \
	[ -f /usr/share/wordpress/wp-settings.php ] || missing="$$missing wordpress"; \
	command -v php >/dev/null 2>&1 || missing="$$missing php-cli"; \
	php -m 2>/dev/null | grep -qi mysqli || missing="$$missing php-mysql"; \
	{ command -v mariadb-install-db || command -v mysql_install_db; } >/dev/null 2>&1 || missing="$$missing mariadb-server"; \
	[ -x /usr/sbin/nginx ] || missing="$$missing nginx"; \
	[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing="$$missing fonts-noto-color-emoji"; \
	command -v ffmpeg >/dev/null 2>&1 || missing="$$missing ffmpeg"; \
	command -v espeak-ng >/dev/null 2>&1 || missing="$$missing espeak-ng"; \
	[ -x /usr/bin/pocketsphinx_continuous ] || missing="$$missing pocketsphinx"; \
	[ -f /usr/share/pocketsphinx/model/en-us/en-us.lm.bin ] || missing="$$missing pocketsphinx-en-us"; \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = "0" ]; then \
	  echo "Installing Debian packages for the tests:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else \
	  echo "Missing Debian packages for the tests:$$missing — run 'sudo apt-get install$$missing'." >&2; exit 1; \
	fi

## better-sqlite3 for the pinned Node 24, built offline against that Node's headers (npm does not run
## its install script: package.json's allowScripts), for the real PDS of the AT Protocol tests
## (docs/decisions/043-at-protocol-standard-site.md). Built once; a few minutes on a quiet machine.
## The target is the build script's own stamp, not the addon: an install may leave an addon built
## for another Node (npm builds it itself where the machine's npm config lets install scripts run).
ATPROTO_SQLITE := node_modules/better-sqlite3/build/Release/inkgram-node-24-build
$(ATPROTO_SQLITE): node_modules/.installed
	$(NPM_RUN) build:atproto-sqlite

## Static checks first (typecheck, type-aware lint, prettier --check, layering, OpenAPI lint; a violation
## stops the run), then every test tier: unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), e2e in Chromium.
test: install install-test-packages $(ATPROTO_SQLITE)
	$(NPM_RUN) test

## The static checks alone (what `make test` runs first).
check: install
	$(NPM_RUN) test -- --static

lint: install
	$(NPM_RUN) lint
typecheck: install
	$(NPM_RUN) typecheck
bench: install
	$(NPM_RUN) bench

clean:
	rm -rf dist node_modules/.installed
