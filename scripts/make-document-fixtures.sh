#!/usr/bin/env bash
# Creates the binary fixtures under test/fixtures/files/ that test/reader.test.ts reads.
#
# Run once by hand from anywhere (`bash scripts/make-document-fixtures.sh`) and commit the output; it is
# NOT part of CI. It needs ImageMagick 6 at /usr/bin/convert (with the DejaVu fonts), qpdf, zip and
# the repo's node_modules (pdf-lib). Every document is synthetic: the names, CURP and RFC are made up.
#
#   scanned-ine.png     an INE-like front printed as an image (slight noise and rotation)
#   scanned-ine.jpg     the same, as JPEG
#   scanned-page.tiff   the same, as a bilevel CCITT Group 4 TIFF (what office scanners write)
#   scanned-csf.pdf     one CSF-like page embedded as a JPEG image: the PDF has no text layer
#   protected.pdf       a text PDF encrypted with AES-256, user password `secreto123`
#   corrupted.pdf       a PDF header followed by garbage
#   not-a-document.zip  a tiny zip
#   photo-named.pdf     a PNG saved under a .pdf name (the reader must sniff by content)
set -euo pipefail

CONVERT=/usr/bin/convert # /usr/local/bin/convert on the dev image is not ImageMagick
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/test/fixtures/files"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

BG='#eef0e6'
INK='#1a1a1a'

# --- INE front -------------------------------------------------------------------------------
"$CONVERT" -size 1600x1000 "xc:$BG" -fill "$INK" \
  -font DejaVu-Sans-Bold -pointsize 56 -annotate +80+120 'INSTITUTO NACIONAL ELECTORAL' \
  -pointsize 40 -annotate +80+190 'MÉXICO' \
  -font DejaVu-Sans -annotate +80+260 'CREDENCIAL PARA VOTAR' \
  -font DejaVu-Sans-Bold -pointsize 34 -annotate +520+380 'NOMBRE' \
  -font DejaVu-Sans -pointsize 40 -annotate +520+440 'BOXWELL' -annotate +520+495 'RAMIREZ' \
  -annotate +520+550 'WALTER' \
  -font DejaVu-Sans-Bold -pointsize 34 -annotate +520+640 'CLAVE DE ELECTOR' \
  -font DejaVu-Sans -pointsize 40 -annotate +520+695 'BXRMWL31082009H100' \
  -font DejaVu-Sans-Bold -pointsize 34 -annotate +520+780 'CURP' \
  -font DejaVu-Sans -pointsize 40 -annotate +520+835 'BOXW310820HNERXN09' \
  -font DejaVu-Sans-Bold -pointsize 34 -annotate +520+920 'VIGENCIA' \
  -font DejaVu-Sans -pointsize 40 -annotate +760+920 '2019 - 2029' \
  -fill '#c8c8c0' -draw 'rectangle 80,330 440,800' \
  -colorspace Gray -seed 7 -attenuate 0.05 +noise Impulse \
  -background "$BG" -rotate 0.7 -gravity center -extent 1600x1000 \
  -depth 8 -type Grayscale -strip "$OUT/scanned-ine.png"
"$CONVERT" "$OUT/scanned-ine.png" -strip -quality 75 "$OUT/scanned-ine.jpg"
"$CONVERT" "$OUT/scanned-ine.png" -threshold 60% -compress Group4 -strip "$OUT/scanned-page.tiff"

# --- CSF-like page as an image (letter size at 150 dpi) -------------------------------------
csf_lines=(
  'B|30|CONSTANCIA DE SITUACIÓN FISCAL'
  'B|26|CÉDULA DE IDENTIFICACIÓN FISCAL'
  'R|24|idCIF: 20000000002'
  'B|24|Datos de Identificación del Contribuyente:'
  'R|24|RFC: CEN2001011EA'
  'R|24|Denominación/Razón Social: COMERCIALIZADORA EJEMPLO DEL NORTE'
  'R|24|Régimen Capital: SOCIEDAD ANONIMA DE CAPITAL VARIABLE'
  'R|24|Estatus en el padrón: ACTIVO'
  'B|24|Datos del domicilio registrado'
  'R|24|Código Postal:64000 Tipo de Vialidad: AVENIDA (AV.)'
  'B|24|Regímenes:'
  'R|24|Régimen General de Ley Personas Morales 01/01/2020'
  'C|20|Cadena Original Sello: ||2026/05/06 10:00:00|CEN2001011EA|CONSTANCIA DE SITUACIÓN FISCAL|000000000000000000001||'
)
csf_args=()
y=140
for entry in "${csf_lines[@]}"; do
  IFS='|' read -r style size _ <<<"$entry"
  text="${entry#*|*|}" # the cadena original itself holds '|'
  case "$style" in
    B) font=DejaVu-Sans-Bold ;;
    C) font=DejaVu-Sans-Condensed ;;
    *) font=DejaVu-Sans ;;
  esac
  csf_args+=(-font "$font" -pointsize "$size" -annotate "+90+$y" "$text")
  y=$((y + 80))
done
"$CONVERT" -size 1275x1650 xc:white -fill "$INK" "${csf_args[@]}" \
  -colorspace Gray -background white -rotate 0.4 -gravity center -extent 1275x1650 \
  -depth 8 -type Grayscale -strip -quality 70 "$TMP/csf-page.jpg"

# --- a small PNG for photo-named.pdf --------------------------------------------------------------
"$CONVERT" -size 400x160 "xc:$BG" -fill "$INK" -font DejaVu-Sans -pointsize 36 \
  -annotate +30+95 'FOTOGRAFÍA' -depth 8 -type Grayscale -strip "png:$OUT/photo-named.pdf" # the png: prefix: the name must not pick the format

# --- PDFs built with pdf-lib ----------------------------------------------------------------------
(cd "$ROOT" && node - "$TMP/csf-page.jpg" "$OUT/scanned-csf.pdf" "$TMP/plain.pdf") <<'EOF'
const fs = require('node:fs');
const { PDFDocument, StandardFonts } = require('pdf-lib');
const [jpgPath, scannedPath, plainPath] = process.argv.slice(2);
(async () => {
  // Letter size in points; the image fills the page, with no text operators at all.
  const scanned = await PDFDocument.create();
  scanned.setProducer('Scanner de prueba');
  const jpg = await scanned.embedJpg(fs.readFileSync(jpgPath));
  scanned.addPage([612, 792]).drawImage(jpg, { x: 0, y: 0, width: 612, height: 792 });
  fs.writeFileSync(scannedPath, await scanned.save());

  const plain = await PDFDocument.create();
  const font = await plain.embedFont(StandardFonts.Helvetica);
  const page = plain.addPage([612, 792]);
  const lines = ['DOCUMENTO PROTEGIDO DE PRUEBA', 'RFC: CEN2001011EA', 'Este archivo se abre con una contrasena.'];
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 700 - i * 24, size: 14, font }));
  fs.writeFileSync(plainPath, await plain.save());
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
EOF
qpdf --encrypt secreto123 owner-pass 256 -- "$TMP/plain.pdf" "$OUT/protected.pdf"

# --- not documents ------------------------------------------------------------------------------
{
  printf '%%PDF-1.7\n%%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Cat'
  head -c 4096 /dev/urandom
} >"$OUT/corrupted.pdf"
printf 'esto no es un documento\n' >"$TMP/nota.txt"
rm -f "$OUT/not-a-document.zip"
(cd "$TMP" && zip -q -X "$OUT/not-a-document.zip" nota.txt)

ls -l "$OUT"
