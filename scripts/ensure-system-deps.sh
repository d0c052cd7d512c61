#!/usr/bin/env bash
# Installs the Debian packages the project uses when we are root and they are missing:
# - chromium: the headless browser of the web console's end-to-end test (driven by playwright-core,
#   which downloads no browser of its own); without it that test fails and says how to install it.
# - qpdf: the tests generate password-protected (AES-256 and RC4) statements with it, an encryptor
#   independent of the mupdf that decrypts them. The service itself does not need it.
# - tesseract-ocr with English data: the native OCR engine. Without it the engine falls back to
#   tesseract.js with the language data of the @tesseract.js-data/eng npm package, so its absence only
#   makes OCR slower, never breaks the build.
# - tesseract's script models (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Chinese, Japanese,
#   Korean): a scan in one of those scripts is read in it (src/extraction/ocr/scripts.ts); without them
#   such a scan is read with English data only. test/ocr/otherScripts.int.test.ts needs Cyrillic and HanS.
set -u
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr tesseract-ocr-eng)
installed_models="$(tesseract --list-langs 2>/dev/null || true)"
for pair in Cyrillic:cyrl Greek:grek Arabic:arab Hebrew:hebr Devanagari:deva Thai:thai HanS:hans HanT:hant Japanese:jpan Hangul:hang; do
  grep -qx "\(script/\)\?${pair%%:*}" <<<"$installed_models" || missing+=("tesseract-ocr-script-${pair##*:}")
done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "not root or no apt-get: cannot install ${missing[*]}" >&2
  exit 0
fi
echo "installing ${missing[*]}"
(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") \
  >/tmp/ledgerlens-apt.log 2>&1 || echo "could not install ${missing[*]} (see /tmp/ledgerlens-apt.log)" >&2
exit 0
