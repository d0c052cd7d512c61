#!/usr/bin/env bash
# Installs the system packages the tests use, when we are root and they are missing:
# - qpdf: the tests generate password-protected (AES-256 and RC4) statements with it, an encryptor
#   independent of the mupdf that decrypts them. The service itself does not need it.
# - tesseract-ocr with English data (native OCR). Without it the engine falls back to tesseract.js with
#   the language data of the @tesseract.js-data/eng npm package, so a failure there only makes OCR
#   slower, never breaks the build.
set -u
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then exit 0; fi
missing=()
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr tesseract-ocr-eng)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "installing ${missing[*]}"
(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") \
  >/tmp/ledgerlens-apt.log 2>&1 || echo "could not install ${missing[*]} (see /tmp/ledgerlens-apt.log)"
exit 0
