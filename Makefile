# Inkgram — the two commands of the Quick start are `make start` and `make test`.
SHELL := /bin/bash
NPM_RUN := npm run --silent

.PHONY: start test build dev install install-browser lint typecheck bench clean

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

## Debian's Chromium for the end-to-end tests (never a downloaded browser).
install-browser:
	@if [ -x /usr/bin/chromium ]; then :; \
	elif [ "$$(id -u)" = "0" ]; then \
	  echo "Installing Debian's chromium for the end-to-end tests…"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
	  echo "Chromium is missing: run 'sudo apt-get install chromium' (needed by the end-to-end tests)." >&2; exit 1; \
	fi

## Every test tier: unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), e2e in Chromium.
test: install install-browser
	$(NPM_RUN) test

lint: install
	$(NPM_RUN) lint
typecheck: install
	$(NPM_RUN) typecheck
bench: install
	$(NPM_RUN) bench

clean:
	rm -rf dist node_modules/.installed
