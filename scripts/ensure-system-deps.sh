#!/usr/bin/env bash
# Installs the optional native OCR engine (Debian's tesseract-ocr with English data) when we are root
# and it is missing. Without it the engine falls back to tesseract.js with the language data of the
# @tesseract.js-data/eng npm package, so a failure here only makes OCR slower, never breaks the build.
set -u
if command -v tesseract >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then exit 0; fi
echo "installing tesseract-ocr (native OCR)"
(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tesseract-ocr tesseract-ocr-eng) \
  >/tmp/ledgerlens-apt.log 2>&1 || echo "tesseract-ocr could not be installed; OCR uses tesseract.js"
exit 0
