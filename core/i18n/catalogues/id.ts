/**
 * Indonesian (Bahasa Indonesia) messages (see en.ts for the rules of a catalogue). Written for a field
 * officer: what is wrong, what to do. Indonesian has no plural forms: a count is followed by the bare noun.
 */
import type { Catalogue } from '../messages.ts';

export const id: Catalogue = {
  'app.title': 'Dasbor risiko persil',
  'app.skip': 'Langsung ke isi',
  'app.menu': 'Menu',
  'app.simulator': 'Simulator',
  'app.live': 'Layanan sebenarnya',
  'app.language': 'Bahasa',
  'nav.main': 'Utama',
  'nav.projects': 'Proyek',
  'nav.projects.hint': 'Proyek Anda dan cakupannya',
  'nav.suppliers': 'Pemasok',
  'nav.suppliers.hint': 'Pemasok dan persil mereka',
  'nav.uploads': 'Unggahan',
  'nav.uploads.hint': 'Periksa dan unggah berkas persil',
  'nav.plots': 'Persil',
  'nav.plots.hint': 'Setiap persil dengan risikonya',
  'nav.jurisdictions': 'Wilayah',
  'nav.jurisdictions.hint': 'Risiko negara menurut kerangka acuan',
  'nav.risk-info': 'Risiko area',
  'nav.risk-info.hint': 'Risiko area mana pun yang digambar',
  'nav.detections': 'Deteksi',
  'nav.detections.hint': 'Deteksi deforestasi dan kebakaran setiap bulan',
  'nav.settings': 'Pengaturan',
  'nav.settings.hint': 'Koneksi, token, dan peta dasar',

  'label.feature': 'persil {index}',
  'label.feature-named': 'persil {index} ("{name}")',
  'label.feature-in-file': 'persil {index} di {file}',
  'where.outer': 'batas luar',
  'where.hole': 'lubang {hole}',
  'where.part': 'bagian {part}, {ring}',

  'rule.missing-geometry.not-feature':
    '{feature} bukan objek "Feature" GeoJSON, jadi tidak punya geometri. Setiap elemen "features" harus berupa objek dengan "type": "Feature", "geometry", dan "properties".',
  'rule.missing-geometry.none':
    '{feature} tidak punya geometri ("geometry" {missing, select, null {kosong (null)} other {tidak ada}}). Gambar atau impor batas persil (sebuah Polygon) atau lokasinya (sebuah Point), lalu simpan di persil tersebut.',
  'rule.missing-name':
    '{feature} tidak punya nama: properti "{field}" tidak ada atau kosong. Tambahkan nama persil di "{field}".',
  'rule.bad-country.missing':
    '{feature} tidak punya ProducerCountry. Tambahkan kode ISO 3166-1 alpha-2 negara produksi (misalnya "ID" atau "MY").',
  'rule.bad-country.invalid':
    '{feature} memiliki ProducerCountry {value}, yang bukan kode ISO 3166-1 alpha-2.{hint, select, none {} other { Tulis sebagai "{hint}".}} Gunakan kode dua huruf (misalnya "ID" untuk Indonesia).',
  'rule.unsupported-geometry.type':
    '{feature} berupa {type}; TRACES hanya menerima Point, MultiPoint, Polygon, dan MultiPolygon. Ubahlah, misalnya batas LineString yang tertutup menjadi Polygon.',
  'rule.unsupported-geometry.malformed':
    '{feature} memiliki koordinat yang rusak. Ekspor ulang persil sebagai GeoJSON dari perangkat lunak GIS Anda.',
  'rule.multipolygon-nesting':
    '{feature} menyatakan "type": "Polygon" tetapi koordinatnya bersarang seperti MultiPolygon (daftar poligon); persil ini dibaca sebagai MultiPolygon. Ubah jenisnya menjadi "MultiPolygon" (berkas yang diunggah sudah memakainya).',
  'rule.out-of-range':
    '{feature} memiliki posisi {position} di luar bujur −180..180 / lintang −90..90. Posisi harus [bujur, lintang] dalam derajat WGS84; {projected, select, yes {nilainya tampak seperti meter dari sistem proyeksi: ekspor ulang berkas dalam EPSG:4326.} other {periksa salah ketik atau nilai yang tertukar.}}',
  'rule.low-precision':
    '{feature} memiliki koordinat dengan kurang dari 6 desimal (misalnya {position}). TRACES menambahkan nol; koordinat yang dibulatkan sering tidak tepat (5 desimal ≈ 1 m, 4 ≈ 11 m). Ekspor ulang dengan 6 desimal dari hasil survei asli.',
  'rule.area-text':
    '{feature} memiliki luas (Area) {value} yang ditulis sebagai teks; TRACES membaca luas berupa teks sebagai 0. Tulis sebagai angka hektare (berkas yang diunggah setelah pemetaan kolom menyimpannya sebagai angka).',
  'rule.point-area.missing':
    '{feature} berupa titik tanpa luas (Area); TRACES lalu menganggapnya 4 ha. Tambahkan luas persil dalam hektare, atau gambar batasnya sebagai Polygon.',
  'rule.point-area.too-large':
    '{feature} berupa titik dengan luas {declared} ha; TRACES hanya menerima titik untuk persil paling luas 4 ha (kecuali ternak). Gambar batas persil sebagai Polygon.',
  'rule.area-too-small':
    '{feature} seluas {area}, kurang dari 0,0001 ha (1 m²). Periksa apakah batasnya digambar pada skala yang salah atau menyusut menjadi satu titik.',
  'rule.area-too-large':
    '{feature} seluas {area}, lebih dari 100.000 ha. Satu persil jarang seluas itu: periksa batasnya, atau pecah menjadi persil-persil yang sebenarnya.',
  'rule.area-mismatch':
    '{feature} menyatakan luas {declared} ha tetapi batasnya berukuran {area} (selisih lebih dari dua kali lipat). Perbaiki properti Area (dalam hektare, bukan m² atau acre) atau batasnya.',
  'rule.swapped-axes':
    '{feature} tampak ditulis sebagai [lintang, bujur]: {position} berada {country, select, none {di laut} other {di luar {country}}}, sedangkan {swapped} berada {country, select, none {di darat} other {di {country}}}. Posisi GeoJSON adalah [bujur, lintang]; tukar kedua nilai itu (perbaikan tersedia).',
  'rule.unclosed-ring':
    '{feature} ({where}) tidak tertutup: dimulai di {first} tetapi berakhir di {last}. Ulangi posisi pertama di akhir (perbaikan aman tersedia).',
  'rule.duplicate-vertex':
    '{feature} ({where}) mengulang posisi {position} berturut-turut. Hapus titik sudut yang berulang (perbaikan aman tersedia).',
  'rule.too-few-vertices':
    '{feature} ({where}) memiliki {positions} posisi (termasuk penutup) dan {corners} titik sudut berbeda; sebuah batas memerlukan sedikitnya 3 titik sudut berbeda ditambah posisi penutup. Gambar ulang batas persil.',
  'rule.collinear':
    '{feature} ({where}) memiliki semua posisinya pada satu garis lurus, jadi tidak punya luas. Gambar ulang batas di sekeliling persil.',
  'rule.hole':
    '{feature} memiliki {holes, plural, other {# lubang}} (batas dalam); TRACES menolak poligon berlubang. Pecah persil menjadi bagian-bagian tanpa lubang yang mencakup lahan yang sama (perbaikan tersedia), atau tutup lubangnya jika lahan itu juga digarap.',
  'rule.overlapping-parts':
    '{feature} adalah MultiPolygon yang bagian-bagiannya berpotongan atau bertumpuk di dekat {position}; bagian-bagian hanya boleh bersentuhan di satu titik. Gabungkan bagian-bagian menjadi satu bentuk (perbaikan tersedia) atau perbaiki batasnya.',
  'rule.self-intersection':
    '{feature} berpotongan sendiri: batasnya memotong atau menyentuh dirinya sendiri di dekat {position}. Pindahkan titik-titik sudut agar batas tidak berpotongan, atau perbaiki bentuknya (perbaikan tersedia).',
  'rule.collapses-at-6-decimals':
    '{feature} menjadi tidak valid jika dipotong menjadi 6 desimal, seperti yang dilakukan TRACES (di dekat {position}). Jauhkan titik-titik sudut sedikitnya 0,000001°, atau gabungkan.',
  'rule.duplicate-geometry':
    '{feature} memiliki geometri yang sama dengan {other}. Hapus duplikatnya{allowed, select, yes {, atau pastikan propertinya berbeda (duplikat lalu diterima)} other {}}; jika keduanya persil yang berbeda, perbaiki batasnya.',
  'rule.duplicate-name':
    '{feature} memiliki nama yang sama dengan {other}; persil dicocokkan berdasarkan nama, jadi setiap nama harus unik. Ganti nama salah satunya.',
  'rule.file-empty':
    '{file} tidak berisi persil. Jika penimpaan aktif, mengunggahnya menghapus semua persil pemasok: konfirmasikan hanya jika memang itu yang Anda inginkan; jika tidak, tambahkan persilnya.',
  'rule.file-crs.declared':
    '{file} menyatakan sistem koordinat {readable, select, no {dalam anggota "crs" yang tidak terbaca} other {"{crs}"}}; TRACES memerlukan WGS84 bujur-lintang (EPSG:4326). Ekspor ulang berkas dalam EPSG:4326 (di QGIS: Export › Save Features As, CRS EPSG:4326).',
  'rule.file-crs.projected':
    '{file} memiliki koordinat seperti {position}, jauh di luar ±180/±90: tampaknya terproyeksi (meter), bukan derajat WGS84. Ekspor ulang berkas dalam EPSG:4326.',
  'rule.file-too-large.files':
    'Unggahan berisi {files} berkas; batasnya 99. Gabungkan berkas persil, atau bagi menjadi beberapa unggahan.',
  'rule.file-too-large.bytes':
    'Berkas unggahan berjumlah {gb} GB; batasnya kurang dari 2 GB. Bagi persil menjadi beberapa unggahan.',
  'rule.contains-plot':
    '{feature} memuat {inner} dari berkas yang sama ({share} darinya berada di dalam): lahannya akan terhitung dua kali. Jika {feature} adalah batas seluruh kebun, keluarkan persil itu dan unggah persil-persilnya saja.',
  'rule.overlapping-plots':
    '{feature} dan {other} dari berkas yang sama bertumpuk seluas {area} ({shareA} dan {shareB} dari masing-masing): lahan yang sama dinyatakan dua kali. Perbaiki batasnya agar setiap bidang lahan hanya ada di satu persil.',
  'rule.overlapping-plots.too-many':
    '{file} terlalu besar untuk membandingkan semua persilnya satu sama lain: mulai persil {from}, tumpang tindih tidak diperiksa. Pecah berkas agar semuanya diperiksa.',
  'rule.far-from-producing-area':
    '{feature} berada {country, select, none {di laut} other {di luar area yang diharapkan (negara: {countryName})}}, sekitar {km} km dari {fromProject, select, yes {negara produksi proyek} other {negara sebagian besar persil dalam berkas}} ({countries}). Periksa apakah persil ini memang milik proyek dan pemasok ini, dan apakah koordinatnya benar.',

  'fix.closed-rings': '{count, plural, other {# batas ditutup}} dengan mengulang posisi pertama',
  'fix.dropped-vertices': '{count, plural, other {# titik sudut berulang dihapus}}',
  'fix.truncated': '{count, plural, other {# posisi dipotong}} menjadi 6 desimal',
  'fix.swapped': 'lintang dan bujur ditukar di setiap posisi',
  'fix.removed-duplicate': 'dihapus: duplikat persis dari persil sebelumnya',

  // Apa yang dikatakan pembaca berkas (core/formats)
  'read.format.geojson': 'GeoJSON',
  'read.format.kml': 'KML',
  'read.format.kmz': 'KMZ',
  'read.format.gpx': 'GPX',
  'read.format.shapefile': 'shapefile dalam zip',
  'read.format.csv': 'CSV',
  'read.format.xlsx': 'buku kerja Excel',
  'read.format.geopackage': 'GeoPackage',
  'read.format.zip': 'zip',
  'read.unknown-format':
    '{file} bukan berkas persil yang dapat dibaca oleh pemeriksaan ini. Kirim GeoJSON, KML atau KMZ, shapefile dalam zip (.zip berisi .shp, .shx, .dbf, .prj), CSV atau Excel (.xlsx) dengan kolom lintang/bujur atau WKT, GeoPackage, atau GPX.',
  'read.no-plot':
    'Tidak ada persil yang dapat dibaca dari {file}{known, select, yes { ({kind})} other {}}: berkas ini tidak berisi penanda, baris, rekaman, atau fitur yang memiliki bentuk. Pastikan persil memang disimpan di dalamnya, atau ekspor ulang sebagai GeoJSON.',
  'read.file-too-large':
    'Ukuran {file} {size}; berkas {kind} diubah di dalam memori, jadi batasnya {limit}. Pecah menjadi berkas yang lebih kecil, atau ekspor sebagai GeoJSON, yang diperiksa sambil dibaca berapa pun ukurannya.',
  'read.limit.features':
    '{file} berisi {over, select, yes {lebih dari {found, number}} other {{found, number}}} persil; satu berkas boleh berisi paling banyak {limit, number}. Pecah persil menjadi berkas yang lebih kecil, atau ekspor sebagai GeoJSON, yang diperiksa sambil dibaca berapa pun ukurannya.',
  'read.limit.vertices-total':
    '{file} berisi {over, select, yes {lebih dari {found, number}} other {{found, number}}} titik sudut seluruhnya; satu berkas boleh berisi paling banyak {limit, number}. Sederhanakan batas persil (satu persil cukup dengan beberapa ratus titik sudut) atau pecah berkasnya.',
  'read.limit.vertices-per-ring':
    '{what, select, plot {batasnya memiliki} placemark {Sebuah penanda memiliki batas dengan} route {Sebuah rute GPX memiliki batas dengan} track {Sebuah jejak GPX memiliki batas dengan} other {Rekaman {record} memiliki batas dengan}} {found, number} titik sudut; paling banyak {limit, number} dibaca per batas. Sederhanakan batas persil ini di perangkat lunak SIG Anda lalu kirim lagi.',
  'read.limit.text':
    '{file} berisi {size} teks {kind}; paling banyak {limit} dibaca sekaligus. Pecah persil menjadi berkas yang lebih kecil, atau ekspor sebagai GeoJSON, yang diperiksa sambil dibaca berapa pun ukurannya.',
  'read.plot-unusable': 'Persil {plot} dari {file} tidak dapat digunakan: {why}.',
  'read.not-finite': 'ada koordinat yang bukan bilangan terhingga ({x}, {y})',
  'read.collection-too-deep': 'koleksi geometrinya bersarang terlalu dalam',
  'read.heights-dropped':
    '{count, plural, other {# persil}} dari {file} membawa ketinggian (Z) atau ukuran (M); hanya bujur dan lintang yang disimpan.',
  'read.error.cut-short':
    '{file} terpotong atau rusak: ada rekaman yang menunjuk melewati akhir berkas. Ekspor ulang dari perangkat lunak SIG Anda (atau kirim sebagai GeoJSON) dan pastikan seluruh berkas tersalin.',
  'read.error.too-large-in-memory':
    '{file} berisi potongan teks atau data yang terlalu besar untuk dibaca di memori. Pecah persil menjadi berkas yang lebih kecil, atau ekspor sebagai GeoJSON.',
  'read.error.too-deep':
    'Isi {file} bersarang terlalu dalam untuk dibaca (tanda berkas yang rusak atau berbahaya). Ekspor ulang persil dari perangkat lunak SIG Anda, atau sebagai GeoJSON.',
  'read.error.other':
    '{file} tidak dapat dibaca ({detail}). Ekspor ulang, atau sebagai GeoJSON, lalu coba sekali lagi.',
  'read.zip.damaged':
    '{file} tampak seperti zip tetapi tidak dapat dibuka (rusak atau tidak lengkap). Zip ulang berkas-berkasnya dan kirim zip yang baru.',
  'read.zip.too-deep':
    '{file} adalah zip di dalam zip di dalam zip; arsip hanya dibuka satu tingkat. Ekstrak berkasnya dan kirim berkas persil itu sendiri (atau satu zip berisi berkas itu).',
  'read.zip.no-shapefile':
    '{file} adalah zip tanpa shapefile (tidak ada berkas .shp{others, plural, =0 {} other {, tetapi ada # berkas persil lain: kirim tanpa di-zip}}). Zip bersama berkas .shp, .shx, .dbf, dan .prj dari shapefile lalu kirim zip itu.',
  'read.zip.member-read': '{member} dibaca dari dalam {file}.',
  'read.zip.member-not-inflated': '{member} di dalam {file} tidak dapat diekstrak',
  'read.zip.member-too-large':
    '{member} di dalam {file} mengembang menjadi lebih dari {size}; satu anggota zip boleh mengembang paling banyak {limit}. Seperti inilah bom zip: jika berkas ini asli, pecah persil menjadi berkas yang lebih kecil atau kirim sebagai GeoJSON tanpa zip.',
  'read.zip.too-many-members':
    '{file} berisi lebih dari {limit, number} anggota (berkas dan folder); satu zip boleh berisi paling banyak {limit, number}. Zip hanya berkas persil (untuk shapefile: .shp, .shx, .dbf, .prj, .cpg) lalu kirim zip itu.',
  'read.zip.too-large':
    'Anggota {file} bersama-sama mengembang menjadi lebih dari {size}; satu zip boleh mengembang paling banyak {limit}. Seperti inilah bom zip: jika berkas ini asli, pecah persil menjadi berkas yang lebih kecil atau kirim sebagai GeoJSON.',
  'read.json.invalid':
    '{file} bukan JSON yang valid: {detail} pada baris {line}, kolom {column}. Perbaiki di situ atau ekspor ulang berkas sebagai GeoJSON.',
  'read.geojson.invalid': '{file} bukan GeoJSON: {detail}. Ekspor persil sebagai FeatureCollection GeoJSON.',
  'read.geojson.no-features':
    '{file} adalah FeatureCollection tanpa larik "features". Ekspor persil sebagai FeatureCollection GeoJSON.',
  'read.geojson.not-plots':
    '{file} adalah JSON tetapi bukan persil GeoJSON: tingkat teratasnya memiliki "type": {type}, bukan "FeatureCollection", "Feature", atau sebuah geometri. Ekspor persil sebagai FeatureCollection GeoJSON.',
  'read.crs.refused':
    '{file} menggunakan {crs}, {why, select, geocentric {sistem geosentris (X, Y, Z dari pusat Bumi)} compound {sistem gabungan (bagian horizontal dan vertikal)} vertical {sistem vertikal (ketinggian)} other {sistem lokal (rekayasa)}}, bukan sistem peta tempat persil dapat digambar. Ekspor ulang persil dalam WGS 84 (EPSG:4326), atau sebagai GeoJSON.',
  'read.crs.cannot-convert':
    '{file} menggunakan {crs}, sistem koordinat yang tidak dapat diubah oleh pemeriksaan ini. Ekspor ulang shapefile dalam WGS 84 (EPSG:4326), atau sebagai GeoJSON.',
  'read.crs.reprojected': '{file} menggunakan {crs}; persilnya telah diubah ke bujur/lintang WGS 84.',
  'read.shapefile.zip-damaged':
    '{file} tampak seperti zip tetapi tidak dapat dibuka (rusak atau tidak lengkap). Zip ulang berkas-berkas shapefile dan kirim zip yang baru.',
  'read.shapefile.header-short': '.shp dari {file} terpotong ({bytes} byte, bahkan kurang dari satu header)',
  'read.shapefile.header-code': '.shp dari {file} bukan shapefile (kode berkas salah)',
  'read.shapefile.bad-header':
    'Berkas tidak terbaca: {why}. Ekspor ulang shapefile dari perangkat lunak SIG Anda, atau sebagai GeoJSON.',
  'read.shapefile.unreadable':
    '{file} tidak dapat dibaca sebagai shapefile ({detail}). Ekspor ulang dari perangkat lunak SIG Anda, atau sebagai GeoJSON.',
  'read.shapefile.no-prj':
    '{file} tidak memiliki berkas .prj; koordinatnya dianggap bujur/lintang WGS 84. Jika persil muncul di tempat yang salah, kirim juga berkas .prj-nya.',
  'read.shapefile.no-dbf':
    '{file} tidak memiliki berkas .dbf, jadi persilnya tidak punya properti (tidak punya nama). Kirim berkas .dbf bersama .shp.',
  'read.shapefile.latin':
    '{file} tidak memiliki berkas .cpg dan tabelnya bukan UTF-8; tabel dibaca sebagai Windows-1252 (Latin).',
  'read.shapefile.cpg-unknown':
    'Berkas .cpg dari {file} menyebut pengodean teks "{encoding}", yang tidak dapat dibaca oleh pemeriksaan ini. Simpan ulang shapefile dengan UTF-8 (di QGIS: Export, Save Features As, Encoding UTF-8) lalu kirim zip yang baru.',
  'read.shapefile.no-shape': '{file}: {why}; persil itu tidak memiliki bentuk.',
  'read.shapefile.record-damaged': 'rekaman {record} rusak (menyebut {points} titik dalam {bytes} byte)',
  'read.shapefile.cut-short':
    '{file} terpotong: rekaman {record} memerlukan {needs} byte tetapi berkas berakhir setelah {has}. Rekaman sebelumnya sudah dibaca; ekspor ulang shapefile dan pastikan seluruh .shp tersalin.',
  'read.shapefile.layers':
    '{file} berisi {count} shapefile; persilnya dibaca bersama, masing-masing dengan nama shapefile-nya di "layer".',
  'read.kmz.damaged':
    '{file} bukan KMZ yang dapat dibaca (KMZ adalah zip berisi KML): berkas rusak atau tidak lengkap. Simpan ulang dari Google Earth, atau ekspor sebagai KML.',
  'read.kmz.no-kml':
    '{file} tidak berisi dokumen KML (tidak ada berkas .kml di dalam zip). Simpan ulang persil dari Google Earth sebagai KMZ atau KML.',
  'read.xml.broken':
    '{file} tidak dapat dibaca sebagai {format, select, gpx {GPX} other {KML}}: {detail}. Ekspor ulang persil dari {format, select, gpx {perangkat atau aplikasi GPS} other {Google Earth (klik kanan folder, Save Place As… KML)}}, atau kirim sebagai GeoJSON.',
  'read.xml.empty':
    '{file} adalah {format, select, gpx {GPX} other {KML}} tetapi tidak berisi {format, select, gpx {titik, jejak, atau rute} other {penanda}}. Pastikan persil memang disimpan ke berkas ini (di Google Earth, simpan folder yang berisi persil tersebut).',
  'read.kml.no-shape':
    'Penanda {placemark}{named, select, yes { ("{name}")} other {}} tidak memiliki bentuk (poligon kosong atau tanpa koordinat). Gambar ulang batasnya di Google Earth atau hapus penanda itu.',
  'read.gpx.tracks': '{count} jejak GPS tertutup di {file} dibaca sebagai batas persil.',
  'read.table.no-header':
    '{file} tidak memiliki tabel: tidak ditemukan baris berisi judul kolom. Letakkan judul kolom di baris pertama dan satu persil per baris di bawahnya.',
  'read.table.no-rows':
    '{file} memiliki judul kolom ({columns}) tetapi tidak ada baris di bawahnya: tidak ada persil untuk dibaca. Letakkan satu persil per baris di bawah judul lalu kirim ulang berkasnya.',
  'read.table.no-coordinates':
    '{file} tidak memiliki koordinat: tidak ditemukan kolom lintang/bujur, kolom WKT, maupun kolom geometri GeoJSON{listed, select, yes { (kolom: {columns})} other {}}. Tambahkan kolom bernama "latitude" dan "longitude" dalam derajat desimal, atau kolom "WKT" berisi poligon setiap persil, lalu kirim ulang berkasnya.',
  'read.table.row-no-geometry':
    'Baris {row} tidak memiliki {kind, select, wkt {WKT} other {GeoJSON}} yang terbaca di "{column}"{explained, select, yes { ({detail})} other {}}.',
  'read.table.row-no-boundary':
    'Baris {row} tidak memiliki batas yang terbaca di "{column}" (sedikitnya 3 pasang koordinat).',
  'read.table.row-no-position': 'Baris {row} tidak memiliki lintang/bujur berupa angka.',
  'read.table.pairs-by-values':
    'Di {file}, batas di "{column}" dibaca sebagai pasangan {order, select, latlon {lintang, bujur} other {bujur, lintang}} (nilai di luar ±90 menunjukkan mana yang bujur).',
  'read.table.pairs-odk':
    'Di {file}, batas di "{column}" dibaca sebagai pasangan lintang, bujur, urutan yang ditulis ODK dan KoboToolbox (tidak ada nilai di luar ±90 yang menunjukkan urutannya). Periksa persil di peta, dan tukar sumbunya jika persil muncul di tempat yang salah.',
  'read.table.columns-swapped':
    'Di {file}, kolom "{lon}" berisi bujur dan "{lat}" berisi lintang (nilai di luar ±90); keduanya telah dibaca dengan urutan yang benar. Periksa persil di peta.',
  'read.table.headerless':
    '{file} tidak memiliki judul kolom: baris pertamanya dibaca sebagai persil, dan kolomnya diberi nama "column 1", "column 2"… menurut urutannya.{points, select, yes { "{lat}" dibaca sebagai lintang dan "{lon}" sebagai bujur, berdasarkan nilainya: periksa persil di peta.} other {}}',
  'read.csv.latin':
    '{file} bukan UTF-8; berkas dibaca sebagai Windows-1252 (Latin). Simpan sebagai "CSV UTF-8" agar semua huruf beraksen tetap terjaga.',
  'read.csv.empty':
    '{file} kosong. Letakkan judul kolom di baris pertama dan satu persil per baris di bawahnya.',
  'read.xlsx.unreadable':
    '{file} tidak dapat dibaca sebagai buku kerja Excel ({detail}). Simpan ulang sebagai .xlsx (Excel 2007 atau lebih baru), atau sebagai CSV.',
  'read.xlsx.sheet': 'Persil dibaca dari lembar "{sheet}" di {file}.',
  'read.xlsx.no-sheets':
    '{file} tidak memiliki lembar. Letakkan persil di lembar pertama, satu persil per baris.',
  'read.geopackage.damaged':
    '{file} bukan GeoPackage yang dapat dibaca (berkas SQLite rusak atau tidak lengkap). Ekspor ulang dari QGIS atau perangkat lunak SIG Anda.',
  'read.geopackage.not-gpkg':
    '{file} adalah basis data SQLite tetapi bukan GeoPackage (tidak ada tabel gpkg_contents). Ekspor persil sebagai GeoPackage, atau sebagai GeoJSON.',
  'read.geopackage.no-tables':
    '{file} adalah GeoPackage tanpa tabel fitur (tidak ada persil; view tidak dibaca). Ekspor lapisan persil ke dalamnya sebagai tabel, atau kirim sebagai GeoJSON.',
  'read.geopackage.cannot-convert':
    '{file} menggunakan sistem koordinat yang tidak dapat diubah oleh pemeriksaan ini (SRS {srs}). Ekspor ulang dalam WGS 84 (EPSG:4326).',
  'read.geopackage.bad-geometry':
    'Fitur {feature} dari {table} memiliki geometri yang tidak terbaca ({detail}).',
  'read.geopackage.layers':
    '{file} berisi {count} tabel fitur; persilnya dibaca bersama, masing-masing dengan nama tabelnya di "layer".',

  // Pemeriksaan mandiri pemasok (/check) dan tautan dari pembeli (Pemasok)
  'selfcheck.shell': 'Pemeriksaan mandiri berkas persil',
  'selfcheck.title': 'Periksa berkas persil Anda sebelum mengirimnya',
  'selfcheck.intro':
    'Letakkan berkas berisi persil Anda. Berkas diperiksa di perangkat ini: tidak ada yang dikirim ke mana pun. Perbaiki yang aman untuk diperbaiki, lalu unduh berkas yang sudah diperbaiki beserta tanda terimanya, dan kirim keduanya kepada pembeli Anda.',
  'selfcheck.offline.unsupported':
    'Peramban ini tidak dapat menyimpan halaman untuk dipakai tanpa internet: tetap terhubung sampai berkas Anda selesai diunduh.',
  'selfcheck.offline.preparing': 'Menyiapkan halaman agar bisa dipakai tanpa internet…',
  'selfcheck.offline.ready':
    'Siap dipakai tanpa internet: Anda boleh memutus sambungan, pemeriksaan tetap berjalan.',
  'selfcheck.offline.failed':
    'Halaman tidak dapat disimpan untuk dipakai tanpa internet: tetap terhubung sampai berkas Anda selesai diunduh.',
  'selfcheck.drop': 'Letakkan berkas persil Anda di sini, atau tekan untuk memilihnya',
  'selfcheck.drop.hint':
    'GeoJSON, KML atau KMZ (Google Earth), shapefile dalam zip, CSV atau Excel (termasuk ekspor ODK dan KoboToolbox), GeoPackage atau GPX. Berkas tetap di perangkat ini.',
  'selfcheck.reading': 'Membaca berkas…',
  'selfcheck.unreadable': '{count, plural, other {# berkas tidak dapat dibaca}}:',
  'selfcheck.checking': 'Memeriksa… {plots, plural, other {# persil}} sejauh ini.',
  'selfcheck.check-stopped':
    'Pemeriksaan berhenti: {reason} Hapus berkas terakhir yang Anda tambahkan, lalu coba lagi.',
  'selfcheck.preset.by': 'Aturan ditetapkan oleh {buyer}',
  'selfcheck.preset.none': 'Aturan pemeriksaan',
  'selfcheck.preset.traces-on':
    'Diperiksa untuk sistem TRACES Uni Eropa: persil yang akan ditolak TRACES dihitung sebagai kesalahan.',
  'selfcheck.preset.traces-off': 'Tidak diperiksa untuk sistem TRACES Uni Eropa.',
  'selfcheck.preset.name-field': 'Nama setiap persil dibaca dari kolom atau properti “{field}”.',
  'selfcheck.preset.countries': 'Persil diharapkan berada di: {countries}.',
  'selfcheck.preset.commodity': 'Komoditas: {commodity}.',
  'selfcheck.commodity.cattle': 'sapi',
  'selfcheck.commodity.cocoa': 'kakao',
  'selfcheck.commodity.coffee': 'kopi',
  'selfcheck.commodity.oil-palm': 'kelapa sawit',
  'selfcheck.commodity.rubber': 'karet',
  'selfcheck.commodity.soya': 'kedelai',
  'selfcheck.commodity.wood': 'kayu',
  'selfcheck.summary.title': 'Hasil pemeriksaan',
  'selfcheck.summary.plots':
    '{plots, plural, other {# persil diperiksa}}: {accepted, plural, other {# diterima}}.',
  'selfcheck.summary.problems':
    '{errors, plural, other {# kesalahan}} (perbaiki sebelum dikirim), {warnings, plural, other {# peringatan}} (perlu dilihat).',
  'selfcheck.notes': 'Cara berkas Anda dibaca',
  'selfcheck.map.label': 'Peta persil Anda; persil yang bermasalah diberi garis merah atau oranye',
  'selfcheck.map.legend': 'Keterangan peta',
  'selfcheck.map.error': 'Kesalahan: garis merah tebal',
  'selfcheck.map.warning': 'Peringatan: garis putus-putus oranye',
  'selfcheck.map.ok': 'Tidak bermasalah: garis biru tipis',
  'selfcheck.problems.title': '{count, plural, other {# masalah}}',
  'selfcheck.problems.list': 'Masalah yang ditemukan',
  'selfcheck.problems.error': 'Kesalahan',
  'selfcheck.problems.warning': 'Peringatan',
  'selfcheck.problems.show': 'Tampilkan di peta',
  'selfcheck.problems.more': 'Tampilkan {count, plural, other {# masalah lagi}}',
  'selfcheck.problems.omitted': '{count, plural, other {# masalah lain}} dihitung tetapi tidak dicantumkan.',
  'selfcheck.problems.none': 'Tidak ada masalah: berkas Anda siap dikirim.',
  'selfcheck.fixes.title': 'Perbaikan aman untuk {file}',
  'selfcheck.fixes.intro':
    'Perbaikan ini membetulkan berkas tanpa menggeser lahan persil Anda. Hapus centang pada perbaikan yang tidak ingin diterapkan. Berkas yang sudah diperbaiki diperiksa lagi.',
  'selfcheck.fixes.legend': 'Perbaikan yang diterapkan',
  'selfcheck.fixes.problems': '{count, plural, other {# masalah}}',
  'selfcheck.fixes.apply': 'Terapkan perbaikan',
  'selfcheck.fixes.working': 'Memperbaiki…',
  'selfcheck.fixes.too-large':
    'Berkas ini terlalu besar untuk diperbaiki di perangkat ini; perbaiki di aplikasi tempat berkas itu dibuat.',
  'selfcheck.fixes.failed': 'Perbaikan tidak dapat diterapkan: {reason}',
  'selfcheck.fix.close-rings': 'Tutup batas yang terbuka (ulangi titik pertama di akhir)',
  'selfcheck.fix.drop-duplicate-vertices': 'Hapus titik yang berulang berturut-turut',
  'selfcheck.fix.truncate-6-decimals': 'Potong koordinat menjadi 6 desimal, seperti yang dilakukan TRACES',
  'selfcheck.fix.swap-axes': 'Tukar lintang dan bujur jika jelas tertukar',
  'selfcheck.fix.make-valid': 'Perbaiki batas yang saling berpotongan atau bertumpuk',
  'selfcheck.fix.split-holes':
    'Potong persil yang berlubang menjadi bagian tanpa lubang (lahan dan luas tetap sama)',
  'selfcheck.fix.remove-exact-duplicates': 'Hapus persil yang merupakan salinan persis dari persil lain',
  'selfcheck.receipt.title': 'Berkas untuk dikirim dan tanda terima',
  'selfcheck.receipt.preparing': 'Menyiapkan tanda terima…',
  'selfcheck.receipt.intro':
    'Unduh berkas dan tanda terimanya, lalu kirim keduanya kepada pembeli Anda. Tanda terima mengenali berkas dari sidik jarinya (SHA-256): jika berkas diubah, keduanya tidak cocok lagi.',
  'selfcheck.receipt.date': 'Diperiksa pada',
  'selfcheck.receipt.rules': 'Versi aturan',
  'selfcheck.receipt.buyer': 'Untuk',
  'selfcheck.receipt.plots':
    '{plots, plural, other {# persil diperiksa}}, {accepted, plural, other {# diterima}}.',
  'selfcheck.receipt.sha256': 'Sidik jari (SHA-256):',
  'selfcheck.receipt.download-file': 'Unduh {file}',
  'selfcheck.receipt.download': 'Unduh tanda terima',
  'map.loading': 'Memuat peta…',
  'map.gesture.windows': 'Gunakan Ctrl + gulir untuk memperbesar peta',
  'map.gesture.mac': 'Gunakan ⌘ + gulir untuk memperbesar peta',
  'map.gesture.mobile': 'Gunakan dua jari untuk menggeser peta',
  'receipts.title': 'Tanda terima pemeriksaan mandiri',
  'receipts.hint':
    'Tanda terima pemeriksaan mandiri (.json) dari pemasok, yang diletakkan bersama berkasnya, menunjukkan apakah berkas itu memang berkas yang mereka periksa.',
  'receipts.intro':
    '{count, plural, other {# tanda terima disimpan}} di tab peramban ini. Tanda terima mengenali setiap berkas yang diperiksa dari sidik jarinya (SHA-256). Tanda terima dibuat di perangkat pemasok dan tidak ditandatangani siapa pun: kecocokan menunjukkan bahwa berkas tidak berubah sejak pemeriksaan itu, bukan siapa yang memeriksanya.',
  'receipts.files': 'Berkas yang diletakkan, dibandingkan dengan tanda terima',
  'receipts.no-files': 'Letakkan berkas persil yang dijelaskan tanda terima untuk membandingkannya.',
  'receipts.hashing': 'Membandingkan {file} dengan tanda terima…',
  'receipts.hash-failed': 'Sidik jari {file} tidak dapat dihitung ({reason}). Letakkan berkas itu lagi.',
  'receipts.none': '{file}: tidak ada tanda terima yang diletakkan di sini yang menjelaskan berkas ini.',
  'receipts.match':
    '{file}: diperiksa pada {date} dengan versi aturan {version}: {plots, plural, other {# persil diperiksa}}, {accepted, plural, other {# diterima}}. Berkas ini adalah berkas yang dijelaskan tanda terima.',
  'receipts.match.for':
    '{file}: diperiksa untuk {buyer} pada {date} dengan versi aturan {version}: {plots, plural, other {# persil diperiksa}}, {accepted, plural, other {# diterima}}. Berkas ini adalah berkas yang dijelaskan tanda terima.',
  'receipts.corrected': 'Perbaikan aman sudah diterapkan padanya di perangkat pemasok.',
  'receipts.changed':
    '{file} TIDAK cocok dengan tanda terimanya tanggal {date}: berkas telah berubah sejak diperiksa. Mintalah kepada pemasok berkas yang mereka periksa, atau periksa berkas ini di sini sebelum mengunggahnya.',
  'receipts.damaged':
    '{file} mengaku sebagai tanda terima pemeriksaan mandiri, tetapi isinya tidak utuh (rusak, atau diubah dengan tangan). Mintalah pemasok mengunduh tanda terima itu lagi dari halaman pemeriksaan.',
  'receipts.forget': 'Lupakan {count, plural, other {# tanda terima}}',
  'selfcheck.link.title': 'Tautan pemeriksaan mandiri untuk pemasok',
  'selfcheck.link.intro':
    'Kirim tautan ini kepada pemasok: mereka memeriksa dan memperbaiki berkas persil di perangkat sendiri, dalam bahasa mereka, tanpa akun, lalu mengirimkan berkas yang sudah diperbaiki beserta tanda terimanya kepada Anda. Tautan hanya berisi aturan di bawah ini dan nama Anda.',
  'selfcheck.link.buyer': 'Nama Anda atau perusahaan Anda (ditampilkan kepada pemasok)',
  'selfcheck.link.name-field': 'Kolom berisi nama persil',
  'selfcheck.link.countries': 'Negara tempat persil seharusnya berada',
  'selfcheck.link.countries.hint': 'Kode dua huruf, dipisahkan dengan koma.',
  'selfcheck.link.commodity': 'Komoditas',
  'selfcheck.link.commodity.any': 'Tidak ditentukan',
  'selfcheck.link.traces': 'Periksa untuk sistem TRACES Uni Eropa',
  'selfcheck.link.link': 'Tautan untuk dikirim',
  'selfcheck.link.copy': 'Salin tautan',
  'selfcheck.link.copied': 'Tautan disalin.',
  'selfcheck.link.open': 'Buka pemeriksaan mandiri',

  // Langkah pencocokan kolom dan area untuk meletakkan berkas
  'mapping.title': 'Kolom data persil',
  'mapping.intro':
    '{files, plural, other {Berkas ini tidak memuat kolom TRACES. Pastikan properti mana yang berisi masing-masing kolom (usulan sudah dipilih); persil kemudian diperiksa dan diunggah sebagai GeoJSON TRACES dengan kolom-kolom ini terisi dan semua properti asli tetap ada.}}',
  'mapping.plots': '{count, plural, other {# persil}}',
  'mapping.role.name': 'Nama persil',
  'mapping.role.producer': 'Produsen',
  'mapping.role.country': 'Negara',
  'mapping.role.area': 'Luas',
  'mapping.fills': 'mengisi {field}',
  'mapping.none': '(tidak ada)',
  'mapping.none.country': '(tidak ada: dari posisi)',
  'mapping.none.area': '(tidak ada: dihitung)',
  'mapping.field-option': '{field} (terisi {filled, number} dari {total, number})',
  'mapping.unit.in': 'dalam',
  'mapping.unit.label': 'Satuan {field}',
  'mapping.unit.ha': 'hektare',
  'mapping.unit.m2': 'meter persegi',
  'mapping.unit.acre': 'acre',
  'mapping.sample': 'Contoh: {samples}',
  'mapping.sample.empty': 'Kosong di semua persil.',
  'mapping.note.name.none':
    'Tidak ada kolom nama: layanan menolak setiap persil tanpa nama. Pilih kolom yang berisi nama setiap persil.',
  'mapping.note.name.missing':
    '{count, plural, other {# persil}} tidak memiliki nama di sini: layanan menolaknya.',
  'mapping.note.name.repeats':
    'Ada nama yang berulang: {list}. Persil dengan nama berulang tidak dapat dicocokkan lewat nama: pilih kolom dengan satu nama per persil jika Anda ingin memperbarui persil berdasarkan nama.',
  'mapping.note.producer.none': 'Tidak ada kolom produsen: ProducerName dibiarkan kosong.',
  'mapping.note.producer.missing': '{count, plural, other {# persil}} tidak memiliki produsen di sini.',
  'mapping.note.country.none': 'Tidak ada kolom negara: negara setiap persil ditentukan dari posisinya.',
  'mapping.note.country.missing':
    '{count, plural, other {# persil}} tidak memiliki kode atau nama negara di sini: negaranya ditentukan dari posisinya.',
  'mapping.note.area.none': 'Tidak ada kolom luas: luas setiap poligon dihitung dari bentuknya.',
  'mapping.note.area.missing':
    '{count, plural, other {# persil}} tidak memiliki luas di sini: luasnya dihitung dari bentuknya.',
  'mapping.note.area.text':
    '{count, plural, other {# persil}} mencantumkan luas sebagai teks: luas itu ditulis sebagai angka (TRACES membaca teks sebagai 0).',
  'mapping.points.columns':
    'Posisi diambil dari kolom <b>{lat}</b> (lintang) dan <b>{lon}</b> (bujur). Periksa di peta bahwa persil berada di tempat yang benar sebelum melanjutkan.',
  'mapping.points.map': 'Peta posisi sebagaimana terbaca dari tabel',
  'mapping.points.off':
    '{off, number} dari {shown, number} posisi yang ditampilkan berada di luar semua negara dengan urutan ini; {other, number} jika kolomnya ditukar.',
  'mapping.points.off.swap': 'Kolomnya kemungkinan terbalik.',
  'mapping.points.order': 'Urutan kolom',
  'mapping.points.as-read': '{column} adalah lintang',
  'mapping.points.swap': '{column} adalah lintang (tukar)',
  'mapping.points.confirm': 'Posisinya sudah benar',
  'mapping.points.confirmed': 'Posisi: {column} adalah lintang.',
  'mapping.points.again': 'Lihat peta lagi',
  'mapping.remembered': 'Kolom yang dipilih terakhir kali untuk pemasok ini sudah dipilih.',
  'mapping.converting': 'Mengonversi…',
  'mapping.confirm': 'Gunakan kolom ini dan periksa persil',
  'mapping.waiting': 'Pastikan dulu posisi pada {files}.',
  'mapping.converted': 'Berkas yang sudah dikonversi',
  'mapping.filled.country-from-position': '{count, plural, other {# persil}} mendapat negaranya dari posisi',
  'mapping.filled.country-unknown':
    '{count, plural, other {# persil}} tidak berada di negara mana pun yang dikenal',
  'mapping.filled.area-computed': '{count, plural, other {# persil}} mendapat luas hasil perhitungan',
  'mapping.number.unnamed':
    'Beri nama {count, plural, other {# persil tanpa nama}} “{prefix} 1”, “{prefix} 2”… menurut urutannya di dalam berkas',
  'mapping.number.alike':
    'Semua persil bernama {name}: beri nama “{prefix} 1”, “{prefix} 2”… menurut urutannya di dalam berkas',
  'mapping.filled.numbered': '{count, plural, other {# persil}} diberi nama bernomor',
  'mapping.filled.area-text':
    '{count, plural, other {# persil}} mencantumkan luas sebagai teks, kini menjadi angka',
  'mapping.download': 'Unduh {file}',
  'mapping.edit': 'Ubah kolom {file}',
  'dropzone.label': 'Letakkan berkas persil di sini, atau tekan untuk memilih berkas',
  'dropzone.dragging': 'Letakkan berkas untuk memeriksanya',
  'dropzone.hint':
    'GeoJSON, KML/KMZ (Google Earth), shapefile dalam zip, CSV, Excel, GeoPackage atau GPX; hingga {max} berkas dan kurang dari 2 GB secara total. Berkas diperiksa di peramban Anda, bahkan tanpa internet; tidak ada yang dikirim sebelum Anda menekan Unggah.',
  'dropzone.too-large':
    'Ukuran berkas {size}; satu unggahan harus kurang dari 2 GB secara total. Bagi persil ke dalam beberapa berkas (per wilayah atau per kelompok produsen) lalu unggah secara terpisah.',
  'dropzone.not-expected': 'Unggahan ini menunggu {files}.',
  'dropzone.too-many':
    'Satu unggahan berisi paling banyak {max} berkas. Unggah sisanya secara terpisah, atau gabungkan berkas.',
  'dropzone.refused': '{count, plural, other {# berkas tidak ditambahkan}}:',

  'cli.file-summary':
    '{file}: {plots, plural, other {# persil}}, {errors, plural, other {# kesalahan}}, {warnings, plural, other {# peringatan}}',

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)
  'uploads.intro': 'Periksa berkas persil dari pemasok, perbaiki, unggah, lalu ikuti evaluasinya.',
  'uploads.who.title': 'Pemasok dan proyek',
  'uploads.who.project': 'Proyek',
  'uploads.who.goes-to': 'Persil masuk ke {project}.',
  'uploads.who.goes-to-active': 'Persil masuk ke proyek yang aktif.',
  'uploads.supplier': 'Pemasok',
  'uploads.supplier.loading': 'Memuat pemasok…',
  'uploads.supplier.placeholder': 'Pilih pemasok atau ketik nama baru',
  'uploads.supplier.load-failed':
    'Pemasok yang ada tidak dapat dimuat ({error}); Anda tetap dapat mengetik nama pemasok.',
  'uploads.supplier.count': 'Satu pemasok per unggahan. {count, plural, other {# pemasok}} dalam proyek ini.',
  'uploads.supplier.existing': 'Pemasok yang sudah ada “{name}” dengan {plots, plural, other {# persil}}.',
  'uploads.supplier.new': 'Pemasok baru: “{name}” akan dibuat saat Anda mengunggah.',
  'uploads.check.progress':
    'Memeriksa {file}… {done} dari {total}, {plots, plural, other {# persil}} sejauh ini',
  'uploads.check.starting': 'Memeriksa berkas…',
  'uploads.check.progress-label': 'Kemajuan pemeriksaan',
  'uploads.check.stopped':
    'Pemeriksaan berhenti: {reason}. Hapus berkas terakhir yang ditambahkan, lalu coba lagi.',
  'uploads.check.elapsed': 'Diperiksa dalam {seconds, number, ::.00} detik di peramban Anda.',
  'uploads.check.pick-plot':
    'Klik persil di peta, atau “Tampilkan” pada suatu masalah, untuk melihat properti dan masalahnya di sini.',
  'uploads.prepare.reading': 'Membaca {files}…',
  'uploads.file-size': '{file} ({size})',
  'uploads.prepare.unreadable': '{count, plural, other {# berkas tidak dapat dibaca}}:',
  'uploads.prepare.remove': 'Hapus {file}',
  'uploads.templates.intro':
    'Belum punya berkas? Mulailah dari templat dengan kolom TRACES dan satu baris contoh:',
  'uploads.templates.geojson': 'templat GeoJSON',
  'uploads.templates.csv': 'templat CSV',
  'uploads.templates.xlsx': 'templat Excel',
  'uploads.follow.close': 'Tutup dan siapkan unggahan lain',
  'uploads.fix-map.legend': 'Keterangan peta sebelum dan sesudah',
  'uploads.fix-map.before': 'Sebelum: garis tepi merah putus-putus',
  'uploads.fix-map.after':
    '{count, plural, =0 {Sesudah: hijau} one {Sesudah: hijau} other {Sesudah: hijau (# persil)}}',
  'uploads.loading': 'Memuat…',
  'uploads.plots': '{count, plural, other {# persil}}',
  'uploads.summary.title': 'Hasil pemeriksaan',
  'uploads.summary.totals': 'Jumlah',
  'uploads.summary.plots-found': 'Persil ditemukan',
  'uploads.summary.errors': 'Kesalahan',
  'uploads.summary.warnings': 'Peringatan',
  'uploads.summary.refused-plots': 'Persil yang akan ditolak layanan',
  'uploads.summary.files': 'Berkas',
  'uploads.summary.file': 'Berkas',
  'uploads.summary.size': 'Ukuran',
  'uploads.summary.plots': 'Persil',
  'uploads.summary.refused': 'Ditolak',
  'uploads.summary.actions': 'Tindakan',
  'uploads.summary.unreadable': 'Tidak dapat dibaca: {reason}',
  'uploads.summary.remove': 'Hapus',
  'uploads.summary.total': 'Jumlah ({count, plural, other {# berkas}})',
  'uploads.blocks.none': 'Tidak ada masalah: berkas siap diunggah.',
  'uploads.group.blocks-upload': 'Menghalangi unggahan',
  'uploads.group.blocks-traces': 'Kesalahan yang diterima unggahan, tetapi akan ditolak TRACES',
  'uploads.group.warnings': 'Peringatan yang tidak menghalangi apa pun',
  'uploads.group.blocks-upload.explain':
    'Layanan menolak persil ini (atau seluruh berkas) dengan opsi yang dipilih di bawah “Unggah”. Perbaiki, atau unggah lalu lanjutkan tanpa persil itu.',
  'uploads.group.blocks-traces.explain':
    'Ini tidak menghentikan unggahan, tetapi TRACES akan menolak persil ini: perbaiki sebelum dimasukkan ke pernyataan uji tuntas.',
  'uploads.group.blocks-traces.explain-off':
    'Ini tidak menghentikan unggahan (“Validasi untuk TRACES” nonaktif), tetapi TRACES akan menolak persil ini: perbaiki sebelum dimasukkan ke pernyataan uji tuntas.',
  'uploads.group.warnings.explain':
    'Layanan menerima persil ini apa adanya. Periksalah: mungkin tidak sesuai dengan yang Anda maksud.',
  'uploads.group.silent.explain': 'TRACES membuat perubahan ini tanpa memberi tahu Anda.',
  'uploads.blocks.upload-refuses':
    '{errors, plural, other {# kesalahan}} di bawah “{group}”: layanan akan menolak {plots, plural, other {# persil}} dengan opsi ini.',
  'uploads.blocks.upload-cannot':
    '{errors, plural, other {# kesalahan}} di bawah “{group}”: unggahan tidak dapat dikirim seperti ini.',
  'uploads.blocks.traces': '{subject}: {accepted}.',
  'uploads.blocks.traces.others':
    '{count, plural, =1 {Satu kesalahan lainnya tidak menghentikan unggahan} other {# kesalahan lainnya tidak menghentikan unggahan}}',
  'uploads.blocks.traces.all':
    '{count, plural, =1 {Kesalahan itu tidak menghentikan unggahan} other {Tidak satu pun dari # kesalahan itu menghentikan unggahan}}',
  'uploads.blocks.traces.accepted':
    '{plots, plural, =0 {layanan menerima berkasnya, tetapi TRACES akan menolaknya} =1 {layanan menerima persil itu, tetapi TRACES akan menolaknya} other {layanan menerima # persil itu, tetapi TRACES akan menolaknya}}',
  'uploads.blocks.no-errors': 'Tidak ada kesalahan: tidak ada yang menghalangi unggahan.',
  'uploads.blocks.warnings':
    '{count, plural, =1 {Peringatan itu tidak menghalangi apa pun.} other {# peringatan itu tidak menghalangi apa pun.}}',
  'uploads.groups.title': 'Masalah menurut jenis',
  'uploads.groups.count': '{title}: {count}',
  'uploads.groups.in-plots': 'pada {plots, plural, other {# persil}}',
  'uploads.groups.show-all': 'Tampilkan semua ({count})',
  'uploads.groups.every': 'Semua: {title}',
  'uploads.groups.item':
    '{named, select, yes {Persil {index} (“{name}”)} other {Persil {index}}}{inFile, select, yes { di {file}} other {}}:',
  'uploads.groups.more': '…dan {count} lagi.',
  'uploads.groups.list-every': 'Tampilkan semuanya di daftar masalah',
  'uploads.problems.title': 'Masalah ({shown})',
  'uploads.problems.title-of': 'Masalah ({shown} dari {total})',
  'uploads.problems.file': 'Berkas',
  'uploads.problems.feature': 'Fitur',
  'uploads.problems.name': 'Nama',
  'uploads.problems.rule': 'Aturan',
  'uploads.problems.severity': 'Tingkat',
  'uploads.problems.message': 'Pesan',
  'uploads.problems.error': '✖ kesalahan',
  'uploads.problems.warning': '▲ peringatan',
  'uploads.problems.by-rule': 'Saring menurut aturan',
  'uploads.problems.all-rules': 'Semua aturan',
  'uploads.problems.rule-option': '{title} ({code})',
  'uploads.problems.by-severity': 'Saring menurut tingkat',
  'uploads.problems.all-severities': 'Kesalahan dan peringatan',
  'uploads.problems.by-file': 'Saring menurut berkas',
  'uploads.problems.all-files': 'Semua berkas',
  'uploads.problems.export': 'Ekspor CSV',
  'uploads.problems.omitted':
    'Daftar ini menampilkan {shown} masalah pertama; {omitted} lainnya dihitung dalam jumlah di atas. Perbaiki yang ini dulu, lalu periksa lagi.',
  'uploads.problems.table': 'Masalah',
  'uploads.problems.map': 'Peta',
  'uploads.problems.show': 'Tampilkan',
  'uploads.problems.show-label': 'Tampilkan fitur {index} dari {file} di peta',
  'uploads.problems.none': 'Tidak ada masalah yang cocok dengan saringan ini.',
  'uploads.map.label': 'Peta persil dalam berkas yang diperiksa; persil bermasalah diberi garis tepi',
  'uploads.map.error': 'Kesalahan: garis tepi merah tebal tidak putus',
  'uploads.map.warning': 'Hanya peringatan: garis tepi oranye putus-putus',
  'uploads.map.ok': 'Tidak bermasalah: garis tepi biru tipis',
  'uploads.map.selected': 'Persil terpilih: isian lebih gelap, garis tepi lebih lebar',
  'uploads.map.undrawable':
    '{count, plural, other {# persil}} tidak memiliki geometri, memiliki geometri yang tidak didukung, atau koordinatnya di luar bumi, sehingga tidak dapat digambar; lihat daftar masalah.',
  'uploads.map.partial':
    'Peta menampilkan {shown, number} dari {total, number} persil (semua persil hingga batas tertentu, lalu hanya persil bermasalah) agar tetap cepat; setiap persil tetap diperiksa dan dihitung.',
  'uploads.plot.no-name': '(tanpa nama)',
  'uploads.plot.where': '{file}, fitur {index}',
  'uploads.plot.close': 'Tutup',
  'uploads.plot.problems': 'Masalah',
  'uploads.plot.error': '✖ Kesalahan',
  'uploads.plot.warning': '▲ Peringatan',
  'uploads.plot.no-problems': 'Tidak ada masalah.',
  'uploads.plot.properties': 'Properti',
  'uploads.plot.no-properties': 'Persil ini tidak memiliki properti.',
  'uploads.fix.close-rings': 'Tutup garis batas yang terbuka (ulangi posisi pertama di akhir)',
  'uploads.fix.drop-duplicate-vertices': 'Hapus titik sudut yang berulang berturut-turut',
  'uploads.fix.truncate-6-decimals': 'Potong posisi menjadi 6 desimal (seperti yang dilakukan TRACES)',
  'uploads.fix.swap-axes': 'Tukar lintang dan bujur jika jelas tertukar',
  'uploads.fix.make-valid':
    'Perbaiki bentuk yang bersilangan, bertumpang tindih, atau runtuh (GEOS make-valid)',
  'uploads.fix.make-valid.note':
    'Setiap persil yang diperbaiki diperiksa lagi; persil yang perbaikannya tidak bersih tetap pada bentuknya dan disebutkan alasannya.',
  'uploads.fix.split-holes':
    'Hilangkan lubang dengan memotong persil menjadi bagian tanpa lubang (lahan sama, luas tidak berubah)',
  'uploads.fix.split-holes.note':
    'Persil berlubang menjadi beberapa persil bernama “(part 1 of 2)” …; jumlah Area-nya sama dengan aslinya.',
  'uploads.fix.fill-holes':
    'Isi lubang sebagai gantinya (persil bertambah luas: hektare tambahan ditampilkan per persil)',
  'uploads.fix.fill-holes.note':
    'Hanya jika lahan di dalam lubang juga digarap: lahan itu menjadi bagian dari persil.',
  'uploads.fix.remove-exact-duplicates': 'Hapus duplikat persis (geometri dan properti sama)',
  'uploads.fixes.title': 'Perbaiki {file}',
  'uploads.fixes.too-large':
    'Berkas ini terlalu besar untuk diperbaiki di peramban; perbaiki di tempat berkas itu dibuat.',
  'uploads.fixes.intro':
    'Tidak ada yang berubah kecuali Anda memilihnya. Berkas yang diperbaiki diperiksa lagi sebelum Anda menggunakannya.',
  'uploads.fixes.option': '{title} — {count, plural, other {# masalah}}',
  'uploads.fixes.note': '⚠ {note}',
  'uploads.fixes.working': 'Memperbaiki…',
  'uploads.fixes.preview': 'Pratinjau perbaikan',
  'uploads.fixes.table': 'Sebelum dan sesudah memperbaiki {file}',
  'uploads.fixes.before': 'Sebelum',
  'uploads.fixes.after': 'Sesudah',
  'uploads.fixes.outcome':
    '{changed, plural, other {# persil berubah}}; {before, plural, other {# persil sebelumnya}}, {after, number} sesudahnya.',
  'uploads.fixes.repaired':
    'Bentuk diperbaiki: {repaired}; tanpa perbaikan bersih (dibiarkan seperti semula): {refused}.',
  'uploads.fixes.download': 'Unduh berkas yang sudah diperbaiki',
  'uploads.fixes.use': 'Gunakan berkas yang sudah diperbaiki untuk unggahan',
  'uploads.fixed.plot': '{named, select, yes {Persil {index} (“{name}”)} other {Persil {index}}}',
  'uploads.fixed.unchanged': '{span} (tidak berubah)',
  'uploads.fixed.table': 'Persil di {file} yang bentuknya diubah oleh perbaikan',
  'uploads.fixed.plot-column': 'Persil',
  'uploads.fixed.result': 'Hasil',
  'uploads.fixed.area': 'Luas sebelum → sesudah',
  'uploads.fixed.not-fixed': 'Tidak diperbaiki.',
  'uploads.fixed.show-label': '{plot} sebelum dan sesudah',
  'uploads.fixed.omitted':
    '{count, plural, other {# persil lain berubah}}; unduh berkas yang sudah diperbaiki untuk meninjau semuanya.',
  'uploads.fixed.map-label': '{plot} sebelum dan sesudah perbaikan',
  'uploads.traces.title': 'Yang akan dilakukan TRACES pada {file}',
  'uploads.traces.working': 'Menghitung apa yang diubah TRACES diam-diam…',
  'uploads.traces.failed': 'Perubahan oleh TRACES tidak dapat dihitung: {reason}',
  'uploads.traces.unchanged':
    '{count, plural, =1 {TRACES menyimpan persil itu apa adanya.} other {TRACES menyimpan semua # persil apa adanya.}}',
  'uploads.traces.changes':
    'TRACES mengubah {changed} dari {total, plural, other {# persil}} tanpa memberi tahu Anda. Semua ini tidak menghalangi unggahan.',
  'uploads.traces.shape': '{count, plural, other {# garis batas berubah bentuk}}',
  'uploads.traces.shape-check':
    '{count, plural, other {: TRACES akan menyimpan garis batas yang berubah, jadi periksalah di bawah.}}',
  'uploads.traces.list': 'Perubahan penting di {file}',
  'uploads.traces.every': 'Semua: {title} di {file}',
  'uploads.traces.item': '{named, select, yes {Persil {index} (“{name}”)} other {Persil {index}}}:',
  'uploads.traces.more': '…dan {count, plural, other {# persil lagi}}.',
  'uploads.traces.only-truncated':
    '{count, plural, other {# persil}} hanya posisinya yang dipotong menjadi 6 desimal (bergeser paling jauh {shift}): tidak perlu tindakan.',
  'uploads.rule.file-not-json': 'JSON tidak valid',
  'uploads.rule.file-not-geojson': 'Bukan FeatureCollection atau Feature GeoJSON',
  'uploads.rule.file-empty': 'Tidak ada persil',
  'uploads.rule.file-too-large': 'Unggahan terlalu besar',
  'uploads.rule.file-crs': 'Bukan bujur-lintang WGS84',
  'uploads.rule.file-unreadable': 'Berkas tidak dapat dibaca',
  'uploads.rule.file-unknown-format': 'Bukan format berkas persil',
  'uploads.rule.file-too-large-to-convert': 'Terlalu besar untuk dikonversi',
  'uploads.rule.missing-geometry': 'Geometri tidak ada',
  'uploads.rule.unsupported-geometry': 'Geometri tidak didukung',
  'uploads.rule.multipolygon-nesting': 'Polygon bersarang seperti MultiPolygon',
  'uploads.rule.out-of-range': 'Koordinat di luar rentang',
  'uploads.rule.swapped-axes': 'Lintang dan bujur tampak tertukar',
  'uploads.rule.unclosed-ring': 'Garis batas tidak tertutup',
  'uploads.rule.too-few-vertices': 'Titik sudut terlalu sedikit',
  'uploads.rule.self-intersection': 'Garis batas bersilangan sendiri',
  'uploads.rule.overlapping-parts': 'Bagian yang bertumpang tindih',
  'uploads.rule.hole': 'Poligon berlubang',
  'uploads.rule.collinear': 'Bentuk garis lurus',
  'uploads.rule.duplicate-vertex': 'Titik sudut berulang',
  'uploads.rule.collapses-at-6-decimals': 'Runtuh pada 6 desimal',
  'uploads.rule.low-precision': 'Kurang dari 6 desimal',
  'uploads.rule.missing-name': 'Nama tidak ada',
  'uploads.rule.duplicate-geometry': 'Geometri ganda',
  'uploads.rule.duplicate-name': 'Nama ganda',
  'uploads.rule.point-area': 'Titik tanpa luas yang sah',
  'uploads.rule.area-mismatch': 'Luas yang dinyatakan berbeda dari bentuknya',
  'uploads.rule.area-text': 'Luas ditulis sebagai teks',
  'uploads.rule.bad-country': 'Kode negara tidak valid',
  'uploads.rule.area-too-small': 'Luas terlalu kecil',
  'uploads.rule.area-too-large': 'Luas terlalu besar',
  'uploads.rule.contains-plot': 'Persil di dalam persil lain dalam berkas',
  'uploads.rule.overlapping-plots': 'Persil dalam berkas bertumpang tindih',
  'uploads.rule.far-from-producing-area': 'Jauh dari negara produsen',
  'uploads.silent.truncated': 'Posisi dipotong menjadi 6 desimal',
  'uploads.silent.shape-changes': 'Garis batas berubah saat dipotong menjadi 6 desimal',
  'uploads.silent.point-area-assumed': 'Titik tanpa Area dianggap 4 ha',
  'uploads.silent.area-read-as-zero': 'Luas yang ditulis sebagai teks dibaca 0 ha',
  'uploads.try-again': 'Coba lagi',
  'uploads.send.title': 'Unggah',
  'uploads.send.offline':
    'Tidak ada sambungan ke layanan risiko. Anda tetap dapat memeriksa berkas, memetakan kolomnya, memperbaikinya, dan mengunduh GeoJSON TRACES: semua itu terjadi di peramban ini. Untuk mengirim persil diperlukan layanan dan token API yang sah.',
  'uploads.send.will-refuse':
    'Dengan opsi ini, layanan akan menolak {count, plural, other {# persil}}. Anda dapat memperbaikinya lebih dulu, atau mengunggah lalu memilih melanjutkan tanpa persil itu.',
  'uploads.send.blockers': 'Sebelum Anda dapat mengunggah',
  'uploads.send.under-way': 'Sebuah unggahan sedang berjalan: lihat “Mengirim berkas” di bawah.',
  'uploads.send.button': '{count, plural, other {Unggah # berkas}}',
  'uploads.send.button-for': '{count, plural, other {Unggah # berkas}} untuk {supplier}',
  'uploads.blockers.offline':
    'Sambungkan ke layanan risiko untuk mengunggah ({reason}). Periksa sambungan dan token API di Pengaturan, lalu coba lagi.',
  'uploads.blockers.project': 'Pilih proyek.',
  'uploads.blockers.supplier': 'Pilih atau ketik pemasok.',
  'uploads.blockers.no-file': 'Tambahkan paling sedikit satu berkas persil.',
  'uploads.blockers.mapping': 'Pastikan kolom persil di atas (“{confirm}”).',
  'uploads.blockers.wait': 'Tunggu hingga pemeriksaan selesai.',
  'uploads.blockers.unreadable': 'Hapus berkas yang tidak dapat dibaca: {files}.',
  'uploads.blockers.fatal': 'Hapus atau perbaiki berkas yang tidak dapat dibaca: {files}.',
  'uploads.blockers.confirm-empty': 'Ketik nama pemasok untuk memastikan bahwa semua persilnya akan dihapus.',
  'uploads.options.legend': 'Opsi (mengubah salah satunya memeriksa berkas lagi)',
  'uploads.options.name-field': 'Kolom nama persil',
  'uploads.options.name-default': 'ProductionPlace (bawaan)',
  'uploads.options.name-default-mapped': 'ProductionPlace (nama yang Anda petakan: {fields})',
  'uploads.options.name-hint':
    'Properti yang berisi nama setiap persil. Daftar ini menampilkan properti yang ditemukan dalam berkas Anda.',
  'uploads.options.match': 'Cocokkan persil yang ada menurut nama',
  'uploads.options.match-hint':
    'Persil yang {field}-nya cocok dengan nama persil yang sudah ada milik pemasok ini akan memperbaruinya, bukan menambah persil baru. Nama ganda dalam berkas menjadi kesalahan, dan geometri ganda diizinkan.',
  'uploads.options.names-repeat':
    'Ada nama berulang dalam berkas yang dipetakan: {list}. Pencocokan menurut nama menolak persil yang namanya berulang.',
  'uploads.options.duplicates': 'Izinkan geometri ganda',
  'uploads.options.duplicates-forced': 'Aktif, karena pencocokan menurut nama memerlukannya.',
  'uploads.options.duplicates-hint':
    'Persil dengan bentuk yang sama diterima jika paling sedikit satu properti berbeda (misalnya dua produsen yang berbagi satu persil).',
  'uploads.options.traces': 'Validasi untuk TRACES',
  'uploads.options.traces-hint':
    'Persil dengan garis batas bersilangan sendiri atau berlubang gagal, karena sistem TRACES UE akan menolaknya.',
  'uploads.options.overwrite': 'Ganti semua persil yang ada (timpa)',
  'uploads.options.overwrite-hint':
    'Berkas menggantikan setiap persil yang dimiliki pemasok ini sekarang. Berkas kosong menghapus semuanya.',
  'uploads.overwrite.replaced':
    '⚠ Timpa: {count, plural, other {# persil yang ada}} milik {supplier} akan diganti dengan {plots, plural, other {# persil}} dari unggahan ini.',
  'uploads.overwrite.empty':
    '⚠ Timpa: {count, plural, other {# persil yang ada}} milik {supplier} akan diganti — dan, karena berkasnya kosong, semuanya akan dihapus.',
  'uploads.overwrite.confirm':
    'Untuk memastikan bahwa setiap persil pemasok ini akan dihapus, ketik nama pemasok ({supplier}):',
  'uploads.ongoing.title': 'Unggahan yang sedang berjalan di proyek ini',
  'uploads.ongoing.failed': 'Tidak dapat dimuat.',
  'uploads.ongoing.none': 'Tidak ada: setiap unggahan proyek ini sudah selesai.',
  'uploads.ongoing.item':
    '— {status}{overwrite, select, yes {, mengganti semua persil} other {}}, sejak {since}',
  'uploads.progress.title': 'Mengirim berkas',
  'uploads.progress.total': 'Total',
  'uploads.progress.total-label': 'Kemajuan total unggahan',
  'uploads.progress.creating': 'Membuat unggahan…',
  'uploads.progress.sending': 'Mengirim…',
  'uploads.progress.starting': 'Memulai evaluasi…',
  'uploads.progress.aborted': 'Dihentikan. Tidak ada yang dimulai.',
  'uploads.progress.still-to-send': '{count, plural, other {# berkas masih harus dikirim}}',
  'uploads.progress.abort': 'Batalkan unggahan',
  'uploads.progress.files': 'Berkas yang sedang dikirim',
  'uploads.progress.progress': 'Kemajuan',
  'uploads.progress.file-label': 'Kemajuan {file}',
  'uploads.progress.status': 'Status',
  'uploads.progress.waiting': 'menunggu',
  'uploads.progress.sending-file': 'mengirim',
  'uploads.progress.retrying': 'mencoba lagi',
  'uploads.progress.sent': '✓ terkirim',
  'uploads.progress.failed': '✖ gagal',
  'uploads.progress.missing': 'pilih berkas ini lagi',
  'uploads.progress.reloaded':
    'Halaman dimuat ulang sebelum berkas ini terkirim. Pilih lagi berkas yang Anda letakkan untuk melanjutkan unggahan yang sama:',
  'uploads.progress.drop-again': 'Letakkan atau pilih berkas yang masih harus dikirim',
  'uploads.progress.drop-again-hint':
    'Berkas yang sama dengan yang Anda letakkan sebelumnya (nama sama): masing-masing dikonversi lagi dengan kolom yang sama dan diperiksa kesamaannya. Pengiriman berlanjut segera setelah berkas dipilih.',
  'uploads.progress.forget': 'Lupakan unggahan ini dan mulai lagi',
  'uploads.progress.blocked': 'Unggahan lain untuk {supplier} sedang berjalan.',
  'uploads.progress.blocked-hint':
    'Layanan menerima satu unggahan per pemasok dalam satu waktu. Berkas Anda sudah terkirim dan disimpan selama 60 menit; mulai unggahan ini setelah yang lain selesai.',
  'uploads.progress.follow-other': 'Ikuti unggahan lainnya ({status})',
  'uploads.progress.retry-in': 'Dapat dicoba lagi dalam {seconds} detik',
  'uploads.progress.retry-now': 'Coba lagi sekarang',
  'uploads.progress.start-over': 'Mulai lagi',
  'uploads.progress.again': 'Unggah lagi',
  'uploads.progress.back': 'Kembali ke berkas',
  'uploads.status.created': 'Dibuat (berkas terkirim)',
  'uploads.status.evaluating': 'Mengevaluasi persil',
  'uploads.status.evaluated': 'Dievaluasi dengan kesalahan: menunggu Anda',
  'uploads.status.ingesting': 'Menyimpan persil',
  'uploads.status.finished': 'Selesai',
  'uploads.status.failed': 'Gagal',
  'uploads.status.cancelled': 'Dibatalkan',
  'uploads.status.expired': 'Kedaluwarsa (tidak dimulai dalam 60 menit)',
  'uploads.follow.loading': 'Memuat status unggahan…',
  'uploads.follow.load-failed': 'Status unggahan tidak dapat dimuat',
  'uploads.follow.title': 'Unggahan untuk {supplier}',
  'uploads.follow.subtitle':
    '{files} · {overwrite, select, yes {mengganti semua persil} other {menambah persil}} · id {id}',
  'uploads.follow.steps': 'Kemajuan unggahan',
  'uploads.follow.status': 'Status:',
  'uploads.follow.plots-in-files': '{count, plural, other {# persil dalam berkas}}',
  'uploads.follow.not-accepted': '{count, plural, other {persil tidak diterima}}',
  'uploads.follow.errors-count': 'Kesalahan evaluasi ({count})',
  'uploads.follow.errors': 'Kesalahan evaluasi',
  'uploads.follow.proceed': 'Lanjutkan tanpa persil yang gagal',
  'uploads.follow.cancel': 'Batalkan unggahan',
  'uploads.follow.proceed-hint':
    'Melanjutkan menyimpan {accepted} persil yang diterima dan melewati {skipped} yang tercantum di atas. Membatalkan tidak menyimpan apa pun.',
  'uploads.follow.proceed-hint-unknown':
    'Melanjutkan menyimpan persil yang diterima dan melewati {skipped} yang tercantum di atas. Membatalkan tidak menyimpan apa pun.',
  'uploads.follow.written': 'Persil telah disimpan.',
  'uploads.follow.see-plots': 'Lihat persil {supplier}',
  'uploads.follow.failed':
    'Layanan tidak dapat membaca berkas (JSON tidak valid atau bukan GeoJSON). Periksa berkas di atas, perbaiki, lalu unggah lagi.',
  'uploads.end.counting': 'Menghitung persil {supplier} setelah unggahan…',
  'uploads.end.count-failed': 'Persil telah disimpan, tetapi tidak dapat dihitung: {reason}',
  'uploads.end.now-has':
    '{supplier} kini memiliki {count, plural, other {<b>#</b> persil}}: unggahan ini menambah {added}, mengubah {changed}, dan menghapus {known, select, yes {{removed}} other {jumlah yang tidak diketahui}}.',
  'uploads.end.now-has-since':
    '{supplier} kini memiliki {count, plural, other {<b>#</b> persil}}. Sejak unggahan ini dibuat, {added} ditambahkan dan {changed} diubah (olehnya atau oleh unggahan berikutnya).',
  'uploads.end.risk-title': 'Risiko {count, plural, other {# persil yang disimpan}} (penilaian layanan):',
  'uploads.end.risk-list': 'Risiko persil yang disimpan',
  'uploads.end.assessing':
    'Layanan masih menilai {count, plural, other {# persil}}: dihitung lagi setiap beberapa detik.',
  'uploads.end.open-supplier': 'Buka halaman pemasok {supplier}',
  'uploads.end.to-review': 'untuk meninjau persil yang perlu diperhatikan.',
  'uploads.record.unknown':
    'Tidak tercatat dalam riwayat unggahan pemasok: unggahan ini dimulai di tab lain atau sesi sebelumnya, sehingga perubahan olehnya tidak dapat dibedakan di sini dari unggahan berikutnya.',
  'uploads.record.done': 'Tercatat dalam riwayat unggahan pemasok.',
  'uploads.record.pending': 'Mencatat unggahan ini dalam riwayat pemasok…',
  'uploads.record.failed':
    'Unggahan berhasil, tetapi catatannya tidak dapat disimpan dalam riwayat pemasok ({reason}).',
  'uploads.diff.title': 'Yang akan dilakukan unggahan ini',
  'uploads.diff.new': 'Persil baru',
  'uploads.diff.identical': 'Sudah ada (batas sama)',
  'uploads.diff.changed': 'Berubah (nama sama, batas baru)',
  'uploads.diff.inside': 'Baru, di dalam persil yang sudah ada',
  'uploads.diff.overlapping': 'Baru, bertumpang tindih dengan persil yang sudah ada',
  'uploads.diff.removed': 'Dihapus karena ditimpa',
  'uploads.diff.mode.overwrite':
    '{matching, select, yes {Timpa, mencocokkan menurut nama} other {Timpa}}: berkas menggantikan {count, plural, other {# persil}} milik {supplier}.',
  'uploads.diff.mode.match':
    'Mencocokkan menurut nama: persil yang namanya sama dengan salah satu dari {count, plural, other {# persil}} milik {supplier} akan memperbaruinya; sisanya ditambahkan.',
  'uploads.diff.mode.append':
    'Menambah ke {count, plural, other {# persil}} milik {supplier}: setiap persil dalam berkas ditambahkan.',
  'uploads.diff.plot': 'Persil {number}',
  'uploads.diff.same-as': 'batas sama dengan {other}',
  'uploads.diff.inside-by': 'di dalam {other} seluas {area} ({share} % dari persil baru)',
  'uploads.diff.overlaps-by': 'bertumpang tindih dengan {other} seluas {area} ({share} % dari persil baru)',
  'uploads.diff.files-changed': 'Berkas berubah sementara itu; bandingkan lagi.',
  'uploads.diff.second-copies':
    '{count, plural, =1 {Jika dikirim lagi, persil ini menjadi salinan kedua dari persil yang sudah dimiliki pemasok.} other {Jika dikirim lagi, # persil ini menjadi salinan kedua dari persil yang sudah dimiliki pemasok.}}',
  'uploads.diff.leaving-out': 'Mengeluarkannya…',
  'uploads.diff.leave-out': '{count, plural, other {Keluarkan # persil yang sudah diunggah}}',
  'uploads.diff.leave-out-failed': 'Tidak dapat mengeluarkannya: {reason}',
  'uploads.diff.failed':
    'Berkas tidak dapat dibandingkan dengan persil {supplier}: {reason} Unggahan itu sendiri tetap berjalan.',
  'uploads.diff.comparing': 'Membandingkan berkas dengan persil {supplier} saat ini…',
  'uploads.diff.none-yet':
    '{supplier} belum memiliki persil di proyek ini: setiap persil dalam berkas adalah baru.',
  'uploads.diff.counted': 'Yang akan dilakukan unggahan ini, dalam hitungan',
  'uploads.diff.partial': 'Hanya {compared} persil pertama dari {total} yang dibandingkan (batas pratinjau).',
  'uploads.diff.overwrite-identical':
    'Dengan timpa, persil yang sudah ada diganti dengan batas yang sama; jika dikeluarkan dari berkas, persil itu akan dihapus.',
  'uploads.overlaps.comparing': 'Membandingkan persil ini dengan persil pemasok lain di proyek…',
  'uploads.overlaps.none':
    'Tidak ada persil dalam berkas ini yang bertumpang tindih dengan persil pemasok lain di proyek ini.',
  'uploads.overlaps.label': 'Tumpang tindih dengan pemasok lain',
  'uploads.overlaps.title':
    '{count, plural, =1 {1 persil dalam berkas ini bertumpang tindih dengan lahan yang dinyatakan pemasok lain} other {# tumpang tindih dengan lahan yang dinyatakan pemasok lain}}',
  'uploads.overlaps.hint':
    'Tanyakan kepada pemasok apakah lahan yang sama dinyatakan dua kali sebelum Anda mengirim berkas.',
  'uploads.overlaps.item':
    '{plot} bertumpang tindih dengan persil {id} milik {supplier} seluas {area} ({share} dari persil)',
  'uploads.diff.no-worker':
    'Peramban ini tidak dapat menyimpan persil proyek untuk dibandingkan (muat ulang halaman untuk mencoba lagi).',
  'uploads.diff.too-large':
    'Berkas ini terlalu besar untuk ditulis ulang di peramban; hapus persil di sumbernya.',
  'uploads.put.connection': 'Sambungan ke penyimpanan gagal.',
  'uploads.put.expired-token': 'Tautan unggahan sudah kedaluwarsa (tautan berlaku 60 menit).',
  'uploads.put.signature':
    'Penyimpanan tidak menerima tanda tangan tautan: tautan diubah atau berkas dikirim dengan Content-Type lain.',
  'uploads.put.access-denied': 'Penyimpanan menolak tautan unggahan ini.',
  'uploads.put.too-large': 'Berkas lebih besar daripada yang diterima penyimpanan.',
  'uploads.put.timeout': 'Penyimpanan berhenti menunggu berkas.',
  'uploads.put.no-bucket': 'Bucket penyimpanan tautan unggahan ini tidak ada.',
  'uploads.put.no-key': 'Penyimpanan tidak mengenali tautan unggahan ini.',
  'uploads.put.invalid': 'Penyimpanan menolak permintaan sebagaimana dikirim.',
  'uploads.put.refused': 'Penyimpanan menolak berkas ({status}).',
  'uploads.put.storage-said': '{meaning} (jawaban penyimpanan: {said})',
  'uploads.run.links-keep-expiring':
    'Tautan unggahan terus kedaluwarsa. Periksa jam komputer, lalu coba lagi.',
  'uploads.run.links-expired':
    'Tautan unggahan kedaluwarsa (60 menit). Mulai unggahan baru dengan berkas yang sama.',
  'uploads.run.unreadable-again': '{file} tidak dapat dibaca lagi: {reason}',
  'uploads.flow.not-sent': '{file} tidak dapat dikirim: {reason}',
  'uploads.worker.deadline':
    '{role, select, checker {Pemeriksa} other {Pembaca}} berhenti membaca {file}: melewati batas waktu membaca satu berkas. Berkas yang selambat ini rusak atau dibuat untuk membuat pembaca macet: ekspor ulang persil (sebagai tabel, bukan view, untuk GeoPackage) atau sebagai GeoJSON, atau periksa dengan npx plot-check.',
  'uploads.worker.replaced':
    '{role, select, checker {Pemeriksa} other {Pembaca}} dihentikan saat memegang {file}, karena berkas lain terlalu lama dibaca. Letakkan {file} lagi.',
  'uploads.worker.stopped':
    '{role, select, checker {Pemeriksa} other {Pembaca}} berhenti saat membaca {file}. Coba lagi, atau periksa berkas dengan npx plot-check untuk melihat apa yang membuatnya berhenti.',

  // Buyer pages, part B: Suppliers, Projects, Settings
  'suppliers.read-only':
    'Layanan ini tidak menyediakan pengelolaan pemasok. Pemasok di sini adalah nama yang ditemukan di persil dan unggahan Anda (hanya baca); unggah dengan nama baru untuk menambahkan pemasok.',
  'suppliers.create-failed': 'Pemasok tidak dapat dibuat: {reason}',
  'suppliers.search': 'Cari pemasok',
  'suppliers.count': '{shown, number} dari {total, plural, other {# pemasok}}',
  'suppliers.count.in-project': '{project}: {shown, number} dari {total, plural, other {# pemasok}}',
  'suppliers.project': '{project}:',
  'suppliers.loading': 'Memuat pemasok…',
  'suppliers.load-failed': 'Pemasok tidak dapat dimuat',
  'suppliers.empty': 'Belum ada pemasok di proyek ini',
  'suppliers.empty.hint':
    'Buat pemasok di atas, atau mulai unggahan di halaman <link>Unggahan</link>: unggahan untuk nama pemasok baru akan membuatnya.',
  'suppliers.no-match': 'Tidak ada pemasok yang cocok dengan “{q}”',
  'suppliers.footnote':
    'Persil menurut tingkat risiko, tumpang tindih, dan unggahan terakhir dihitung dari persil proyek; “tumpang tindih” menghitung persil pemasok yang berbagi lahan dengan persil pemasok lain atau dengan persilnya sendiri yang lain; “unggahan terakhir” adalah saat persil pemasok terakhir berubah.',
  'suppliers.table.caption':
    'Pemasok proyek, dengan persil mereka menurut tingkat risiko dan persil yang tumpang tindih',
  'suppliers.column.name': 'Pemasok',
  'suppliers.column.plots': 'Persil',
  'suppliers.column.by-risk': 'Persil menurut tingkat risiko',
  'suppliers.column.overlaps': 'Tumpang tindih',
  'suppliers.column.last-upload': 'Unggahan terakhir',
  'suppliers.column.actions': 'Tindakan',
  'suppliers.upload-in-progress': 'Unggahan sedang berjalan ({status})',
  'suppliers.no-upload': 'Belum ada unggahan',
  'suppliers.view-plots': 'Lihat persil',
  'suppliers.view-plots.of': 'Lihat persil {name}',
  'suppliers.new-upload': 'Unggahan baru',
  'suppliers.new-upload.for': 'Unggahan baru untuk {name}',
  'suppliers.rename': 'Ganti nama',
  'suppliers.rename.of': 'Ganti nama {name}',
  'suppliers.rename.label': 'Nama baru untuk {name}',
  'suppliers.rename.save': 'Simpan nama',
  'suppliers.delete': 'Hapus',
  'suppliers.delete.of': 'Hapus {name}',
  'suppliers.delete.title': 'Hapus pemasok “{name}”?',
  'suppliers.delete.refused': 'Pemasok ini tidak dapat dihapus.',
  'suppliers.delete.refused.hint':
    'Pemasok hanya dapat dihapus jika tidak lagi memiliki persil dan tidak ada unggahan yang sedang berjalan. Untuk menghapus persilnya, unggah berkas kosong untuknya dengan “timpa” aktif di halaman <link>Unggahan</link>, lalu hapus pemasok itu.',
  'suppliers.delete.plots':
    '{count, plural, =0 {Pemasok ini tidak memiliki persil. Tindakan ini tidak dapat dibatalkan.} other {Pemasok ini memiliki # persil: layanan akan menolak sampai persil itu dihapus.}}',
  'suppliers.delete.deleting': 'Menghapus…',
  'suppliers.delete.confirm': 'Hapus pemasok',
  'suppliers.cancel': 'Batal',
  'suppliers.close': 'Tutup',
  'suppliers.new': 'Pemasok baru',
  'suppliers.new.name': 'Nama pemasok baru',
  'suppliers.new.creating': 'Membuat…',
  'suppliers.new.create': 'Buat pemasok',
  'suppliers.created': 'Pemasok “{name}” telah dibuat.',
  'suppliers.renamed': 'Nama pemasok diganti menjadi “{name}”.',
  'suppliers.deleted': 'Pemasok “{name}” telah dihapus.',
  'suppliers.counting': 'Menghitung…',
  'suppliers.counting.loaded': '{count, plural, other {Menghitung… (# persil dimuat)}}',
  'suppliers.plots-failed': 'Persil tidak dapat dimuat',
  'suppliers.no-plots': 'Tidak ada persil',
  'suppliers.risk-count': '{risk}: {count}',
  'suppliers.risk.high': 'Tinggi',
  'suppliers.risk.medium': 'Sedang',
  'suppliers.risk.low': 'Rendah',
  'suppliers.risk.none': 'Tanpa risiko',
  'suppliers.risk.unassessed': 'Belum dinilai',
  'suppliers.overlaps.none': 'Tidak ada',
  'suppliers.overlaps.of': 'Persil {name} yang tumpang tindih:',
  'suppliers.overlaps.with-others': '{count} dengan pemasok lain',
  'suppliers.overlaps.within': '{count} di dalam pemasok yang sama',
  'suppliers.overlaps.failed': 'Tidak dapat diperiksa',
  'suppliers.overlaps.not-checked': 'Belum diperiksa',
  'suppliers.overlaps.checking': 'Memeriksa…',
  'supplier.title': 'Pemasok',
  'supplier.back': '← Semua pemasok',
  'supplier.unknown': 'Pemasok ini tidak ada di proyek ini',
  'supplier.unknown.hint':
    'Pemasok ini mungkin sudah dihapus atau diganti namanya, atau termasuk proyek lain. <link>Pilih pemasok</link>.',
  'supplier.loading': 'Memuat pemasok…',
  'supplier.view-plots': 'Lihat persilnya',
  'supplier.plots.stopped': 'Pemuatan berhenti setelah {count, plural, other {# persil}}',
  'supplier.plots.failed': 'Persil tidak dapat dimuat',
  'supplier.plots.loading': 'Memuat persil proyek… ({count} sejauh ini)',
  'supplier.attention': 'Perlu perhatian',
  'supplier.attention.intro':
    'Setiap persil yang dinilai layanan berisiko tinggi atau sedang, setiap klaim ganda, dan setiap persil yang berada di dalam persil lain adalah butir tinjauan. Pilih butir lalu catat keputusan; daftar akan kosong seiring keputusan Anda.',
  'supplier.decisions.failed': 'Keputusan tidak dapat dimuat',
  'supplier.decisions.loading': 'Memuat keputusan…',
  'supplier.items.waiting': 'Butir tinjauan disusun setelah persil selesai dimuat…',
  'supplier.items.overlaps-failed': 'Pemeriksaan tumpang tindih gagal: klaim ganda tidak dicantumkan.',
  'supplier.items.overlaps-checking':
    'Memeriksa tumpang tindih persil: klaim ganda akan masuk daftar setelah pemeriksaan selesai.',
  'supplier.history': 'Riwayat keputusan',
  'supplier.risk.title': 'Persil menurut risiko yang dinilai (layanan)',
  'supplier.risk.caption': 'Persil dan luas menurut risiko yang dinilai layanan',
  'supplier.plots-in-all': '{count, plural, other {# persil}}, seluruhnya {area}.',
  'supplier.plots': '{count, plural, other {# persil}}',
  'supplier.column.assessed-risk': 'Risiko yang dinilai (layanan)',
  'supplier.column.area': 'Luas',
  'supplier.column.country': 'Negara',
  'supplier.column.benchmark': 'Tolok ukur negara UE (resmi)',
  'supplier.finding':
    '{count, plural, other {# persil}}, {area} {what, select, deforested {terdeforestasi} other {tumpang tindih}}',
  'supplier.finding.none': 'Tidak ada',
  'supplier.findings': 'Temuan layanan',
  'supplier.findings.deforestation': 'Deforestasi setelah tanggal batas',
  'supplier.findings.protected': 'Di kawasan lindung',
  'supplier.findings.indigenous': 'Di wilayah adat',
  'supplier.findings.unassessed': 'Belum dinilai',
  'supplier.countries': 'Negara produksi',
  'supplier.countries.caption': 'Negara produksi dengan tolok ukur negara UE',
  'supplier.countries.none': 'Belum ada persil.',
  'supplier.uploads': 'Riwayat unggahan',
  'supplier.uploads.ongoing':
    'Unggahan sedang berjalan ({status}), dimulai {date}{overwrite, select, yes {, menggantikan persil pemasok} other {}}.',
  'supplier.uploads.loading': 'Memuat riwayat unggahan…',
  'supplier.uploads.failed': 'Riwayat unggahan tidak dapat dimuat',
  'supplier.uploads.none': 'Belum ada unggahan yang tercatat untuk pemasok ini.',
  'supplier.uploads.files': '{date}: {files}',
  'supplier.uploads.unnamed': 'berkas tanpa nama',
  'supplier.uploads.changes':
    '{added} ditambahkan, {changed} diubah, {removed} dihapus; {count, plural, other {# persil}} setelahnya{overwrite, select, yes { (timpa)} other {}}{matched, select, yes { (dicocokkan menurut nama)} other {}}.',
  'supplier.uploads.by': 'Dicatat oleh {name}',
  'supplier.overlaps.failed': 'Pemeriksaan tumpang tindih gagal; muat ulang halaman untuk memeriksa lagi.',
  'supplier.overlaps.checking': 'Memeriksa tumpang tindih persil…',
  'supplier.overlaps.waiting':
    'Tumpang tindih diperiksa setelah persil lain di proyek selesai dimuat ({count, plural, other {# persil}} sejauh ini)…',
  'supplier.overlaps.inside': 'Persil di dalam persil lain',
  'supplier.overlaps.within': 'Persil yang tumpang tindih dengan persil lain milik pemasok ini',
  'supplier.overlaps.others': 'Persil yang tumpang tindih dengan persil pemasok lain',
  'supplier.overlaps.show': 'Tampilkan persil yang tumpang tindih di peta',
  'supplier.overlaps.partial':
    'Dihitung dari {listed} pasangan terbesar di antara {total} pasangan tumpang tindih yang memuat persilnya.',
  'supplier.report.download': 'Unduh laporan (PDF)',
  'supplier.report.printable': 'Laporan siap cetak',
  'supplier.report.waiting':
    'Laporan dapat dibuat setelah {what, select, plots {persil} decisions {keputusan} history {riwayat keputusan} uploads {riwayat unggahan} other {pemeriksaan tumpang tindih}} selesai dimuat.',
  'supplier.report.making': 'Membuat laporan untuk {count, plural, other {# persil}}…',
  'supplier.report.ready': 'Laporan siap: peramban Anda telah menyimpan PDF-nya.',
  'supplier.report.stopped':
    'Pembuatan laporan berhenti: {detail}. Coba lagi; jika gagal lagi, muat ulang halaman.',
  'supplier.report.failed': 'Laporan tidak dapat dibuat: {detail}.',
  'supplier.report.title': 'Laporan pemasok',
  'supplier.report.back': '← Kembali ke pemasok',
  'supplier.report.load-failed': 'Data pemasok tidak dapat dimuat',
  'supplier.report.loading':
    'Memuat {what, select, plots {persil} decisions {keputusan} history {riwayat keputusan} uploads {riwayat unggahan} other {pemeriksaan tumpang tindih}}…',
  'supplier.report.making.page': 'Membuat laporan…',
  'supplier.report.print': 'Cetak',
  'projects.counts.failed': 'Jumlah tidak tersedia',
  'projects.counts.not-offered': 'Layanan tidak menyediakan jumlah',
  'projects.counts.counting': 'Menghitung pemasok dan persil…',
  'projects.counts': '{suppliers, plural, other {# pemasok}} · {plots, plural, other {# persil}}',
  'projects.loading': 'Memuat proyek…',
  'projects.failed': 'Proyek Anda tidak dapat dimuat',
  'projects.empty': 'Akun ini tidak memiliki proyek',
  'projects.empty.hint':
    'Minta administrator Anda memberi akun Anda akses ke sebuah proyek, atau periksa token di <link>Pengaturan</link>.',
  'projects.active': 'Aktif',
  'projects.created': 'Dibuat {date}',
  'projects.showing': 'Ditampilkan',
  'projects.switch': 'Tampilkan',
  'projects.switch.to': 'Tampilkan {name}',
  'projects.extent': 'Cakupan proyek',
  'projects.map': 'Peta persil proyek',
  'projects.extent.finding': 'Mencari lokasi persil proyek ini…',
  'projects.extent.framed': 'Dibingkai pada persil proyek (halaman pertama).',
  'projects.extent.none': 'Proyek ini belum memiliki persil: menampilkan seluruh dunia.',
  'settings.connection': 'Koneksi',
  'settings.simulator': 'Simulator bawaan',
  'settings.simulator.hint':
    'Salinan lokal yang setia dari layanan risiko, dengan data demo. Tidak ada yang keluar dari komputer ini.',
  'settings.live.hint': 'Layanan risiko yang sebenarnya, melalui server dasbor ini.',
  'settings.live.off': 'Belum dikonfigurasi: jalankan server dasbor dengan {variable} diisi (lihat README).',
  'settings.demo-account': 'Akun demo',
  'settings.server-token': 'Server menyimpan token API: peramban tidak pernah melihatnya.',
  'settings.token': 'Token API',
  'settings.token.set': 'Token sudah diatur (tersembunyi). Ketik untuk menggantinya.',
  'settings.token.paste': 'Tempel token API Anda',
  'settings.token.kept':
    'Hanya disimpan di memori halaman ini, tidak pernah di penyimpanan jangka panjang peramban, tidak pernah di tautan.',
  'settings.token.use': 'Gunakan token ini',
  'settings.token.forget': 'Lupakan token',
  'settings.remember': 'Ingat koneksi di tab ini (sampai tab ditutup)',
  'settings.test': 'Uji koneksi',
  'settings.test.testing': 'Menguji…',
  'settings.test.connected': 'Terhubung. Token ini dapat mengakses {count, plural, other {# proyek}}.',
  'settings.test.failed': 'Gagal: {reason}',
  'settings.test.failed.http': 'Gagal: {reason} (HTTP {status}, {code})',
  'settings.basemap': 'Peta dasar',
  'settings.basemap.offline': 'Menggunakan peta dasar luring bawaan.',
  'settings.basemap.checking': 'Memeriksa apakah peta dasar daring dapat dijangkau…',
  'settings.basemap.online': 'Peta dasar daring diterapkan.',
  'settings.basemap.unreachable':
    'Peta dasar daring tidak dapat dijangkau dari komputer ini; peta dasar yang sekarang tetap dipakai.',
  'settings.cache': 'Persil yang disimpan di perangkat ini',
  'settings.cache.intro':
    'Persil setiap proyek disimpan di peramban ini agar kunjungan berikutnya langsung menampilkannya, sementara dasbor memeriksa perubahan di layanan. Hanya data persil yang disimpan, tidak pernah token Anda.',
  'settings.cache.delete': 'Hapus persil yang disimpan',
  'settings.cache.empty': 'Tidak ada yang disimpan di perangkat ini; tidak ada yang perlu dihapus.',
  'settings.cache.deleted':
    'Salinan tersimpan dari {plots} persil dari {projects, plural, other {# proyek}} telah dihapus. Kunjungan berikutnya memuatnya lagi dari layanan.',
  'settings.cache.failed':
    'Persil yang disimpan tidak dapat dihapus. Tutup tab dasbor yang lain lalu coba lagi.',
  'report.title': 'Laporan uji tuntas: {name}',
  'report.project': 'Proyek: {name}',
  'report.date': 'Tanggal laporan: {date}',
  'report.intro':
    'Risiko yang dinilai adalah penilaian layanan risiko atas setiap persil. Tolok ukur negara UE adalah daftar negara resmi dari Komisi Eropa; keduanya ditampilkan terpisah.',
  'report.summary': 'Ringkasan',
  'report.risk.high': 'Risiko tinggi',
  'report.risk.medium': 'Risiko sedang',
  'report.risk.low': 'Risiko rendah',
  'report.risk.none': 'Tanpa risiko',
  'report.risk.unassessed': 'Belum dinilai',
  'report.line': '{label}: {value}.',
  'report.finding.none': 'tidak ada',
  'report.benchmark': 'Tolok ukur: {source}.',
  'report.at-risk': 'Persil berisiko (layanan: tinggi atau sedang)',
  'report.at-risk.all': '{count, plural, other {# persil berisiko}}.',
  'report.at-risk.some':
    '{count, plural, other {# persil berisiko}}; {listed} yang pertama dicantumkan, {more} lainnya ada di halaman Persil pada dasbor.',
  'report.column.plot': 'Persil',
  'report.column.risk': 'Risiko',
  'report.column.decision': 'Keputusan saat ini',
  'report.column.overlap': 'Tumpang tindih',
  'report.deforested': 'Terdeforestasi {area}',
  'report.no-deforestation': 'Tidak ditemukan deforestasi',
  'report.protected': 'kawasan lindung {area}',
  'report.indigenous': 'wilayah adat {area}',
  'report.assessed': 'dinilai {date}',
  'report.decision': '{verdict} ({reason}), {by}, {date}',
  'report.decision.none': 'Belum ada keputusan',
  'report.decisions': 'Keputusan dan riwayatnya',
  'report.decisions.count':
    '{entries, plural, other {# keputusan}} atas {items, plural, other {# butir tinjauan}}, yang terbaru lebih dulu untuk setiap butir{partial, select, yes {; {listed} butir pertama dicantumkan} other {}}{truncated, select, yes {; penyimpanan hanya mengembalikan keputusan terbaru} other {}}.',
  'report.decisions.none': 'Belum ada keputusan yang dicatat.',
  'report.kind.risk': 'persil berisiko',
  'report.kind.double-claim': 'klaim ganda',
  'report.kind.inside-another': 'di dalam persil lain',
  'report.group': '{plot}: {kind}',
  'report.group.with': '{plot}: {kind} dengan {other}',
  'report.entry':
    '{date} {current, select, yes {(saat ini)} other {(sebelumnya)}}: {verdict}. {reason}. Oleh {by}.',
  'report.entry.note': 'Catatan: {note}',
  'report.entry.evidence': 'Bukti: {evidence}',
  'report.overlaps.unchecked':
    'Pemeriksaan tumpang tindih belum selesai saat laporan dibuat: tumpang tindih tidak dicantumkan.',
  'report.overlaps.counts':
    'Persil di dalam persil lain: {inside}. Tumpang tindih dengan persil lain milik pemasok ini: {within}. Tumpang tindih dengan persil pemasok lain: {others}.',
  'report.overlaps.partial': 'Hanya dihitung dari pasangan tumpang tindih terbesar di proyek.',
  'report.overlaps.other': '{plot} ({supplier})',
  'report.overlaps.inside': '{plot} ({supplier}), berada di dalamnya',
  'report.overlaps.share': '{area}, {share} %',
  'report.overlaps.more': '{count} tumpang tindih lainnya ada di halaman pemasok pada dasbor.',
  'report.uploads.none': 'Tidak ada unggahan yang tercatat untuk pemasok ini.',
  'report.upload':
    '{date}: {added} ditambahkan, {changed} diubah, {removed} dihapus; {count, plural, other {# persil}} setelahnya{overwrite, select, yes { (timpa)} other {}}{matched, select, yes { (dicocokkan menurut nama)} other {}}. Dicatat oleh {by}.',
  'report.upload.id': 'Unggahan {id}.',
  'report.file': '{name} SHA-256 {hash}',
  'report.file.no-hash': 'tidak tercatat',
  'report.uploads.older': '{count} unggahan yang lebih lama tidak dicantumkan.',
  'report.provenance': 'Asal data',
  'report.risk-data': 'Data risiko',
  'report.risk-data.range': 'dinilai {from} sampai {to}',
  'report.risk-data.none': 'belum ada persil yang dinilai',
  'report.risk-data.frameworks': '{range} (kerangka acuan {frameworks})',
  'report.rules-version': 'Versi aturan persil',
  'report.app-version': 'Versi dasbor',
  'report.benchmark.label': 'Tolok ukur negara UE',
  'report.benchmark.source': '{title} (diadopsi {adopted}, berlaku {inForce})',
  'report.hashes': 'Sidik jari berkas',
  'report.hashes.count': '{withHash} dari {files} berkas yang diunggah (SHA-256)',
  'report.map': 'Peta persil',
  'report.map.label': 'Garis batas {count} persil, diwarnai menurut risiko yang dinilai layanan',
  'report.legend': '{risk} ({count})',
  'report.map.extent':
    '{outlines} persil digambar sebagai garis batas, sisanya sebagai titik{missing, plural, =0 {} other {, # tanpa posisi}}. Cakupan: bujur {west} sampai {east}, lintang {south} sampai {north} (WGS 84). Tanpa peta dasar.',
  'report.map.empty': 'Tidak ada persil yang memiliki posisi untuk digambar.',
  'report.tier':
    '{tier, select, low {Risiko rendah} standard {Risiko standar} high {Risiko tinggi} other {Negara tidak dikenal}}',
  'report.footer': '{supplier} · {project} · halaman {page} dari {pages}',
  'report.subject': 'Pemasok {supplier}, proyek {project}',
  'report.verdict.cleared': 'Lolos',
  'report.verdict.needs-information': 'Perlu informasi dari pemasok',
  'report.verdict.excluded': 'Dikeluarkan dari rantai pasok',
  'report.reason.no-deforestation-verified':
    'Tidak ada deforestasi setelah tanggal batas, sudah diverifikasi',
  'report.reason.legal-documents-provided': 'Dokumen legal sudah diberikan',
  'report.reason.mapping-error': 'Kesalahan pemetaan dalam berkas pemasok',
  'report.reason.supplier-evidence-received': 'Bukti sudah diterima dari pemasok',
  'report.reason.awaiting-supplier-documents': 'Menunggu dokumen dari pemasok',
  'report.reason.boundary-dispute': 'Sengketa batas',
  'report.reason.deforestation-confirmed': 'Deforestasi setelah tanggal batas terkonfirmasi',
  'report.reason.protected-or-indigenous-land': 'Di kawasan lindung atau wilayah adat',
  'report.reason.duplicate-claim': 'Klaim ganda',
  'report.reason.other': 'Lainnya (lihat catatan)',

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
  'land.area': 'Luas',
  'land.remaining-forest': 'Hutan tersisa',
  'land.protected-areas': 'Kawasan lindung',
  'land.indigenous-territories': 'Wilayah adat',
  'jurisdictions.intro':
    'Risiko yang dinilai layanan menurut kerangka acuan {framework}, bersama persil Anda; klasifikasi negara resmi dari UE ditampilkan terpisah.',
  'jurisdictions.intro.project':
    'Risiko yang dinilai layanan menurut kerangka acuan {framework}, bersama persil Anda di {project}; klasifikasi negara resmi dari UE ditampilkan terpisah.',
  'jurisdictions.pick-hint':
    'Klik sebuah negara di peta, atau sebuah nama di tabel, untuk melihat penilaian dan batasnya.',
  'jurisdictions.empty.title': 'Tidak ada wilayah yang cocok dengan filter ini',
  'jurisdictions.empty.body':
    'Perluas filter: pilih lebih banyak tingkat risiko atau negara, atau kembalikan filter “Memiliki…” ke Semua.',
  'jurisdictions.table.label': 'Tabel wilayah',
  'jurisdictions.table.caption':
    'Wilayah yang cocok dengan filter, setiap negara diikuti daerahnya, dengan risiko yang dinilai layanan, klasifikasi negara UE, serta persil dan pemasok Anda',
  'jurisdictions.col.name': 'Wilayah',
  'jurisdictions.col.country': 'Negara',
  'jurisdictions.col.deforestation': 'Deforestasi sejak tanggal batas',
  'jurisdictions.col.plots': 'Persil Anda',
  'jurisdictions.col.suppliers': 'Pemasok Anda',
  'jurisdictions.assessed': 'Risiko yang dinilai (layanan)',
  'jurisdictions.benchmark': 'Klasifikasi negara UE (resmi)',
  'jurisdictions.counting': 'Menghitung…',
  'jurisdictions.not-counted.title': 'Buka negaranya untuk menghitung',
  'jurisdictions.not-counted': 'belum dihitung: buka negaranya untuk menghitung',
  'jurisdictions.region-tag': 'Daerah',
  'jurisdictions.regions.show': 'Tampilkan daerah di {name}',
  'jurisdictions.regions.hide': 'Sembunyikan daerah di {name}',
  'jurisdictions.search.none':
    'Tidak ada nama wilayah yang memuat “{term}”. Periksa ejaannya, atau hapus pencarian.',
  'jurisdictions.search.label': 'Cari negara dan daerah',
  'jurisdictions.search.placeholder': 'mis. Lagunes, Pará, Riau',
  'jurisdictions.search.regions-failed': 'Daerah tidak dapat dimuat: hanya negara yang dicari.',
  'jurisdictions.search.regions-loading': 'Memuat semua daerah untuk mencarinya…',
  'jurisdictions.error.list': 'Wilayah tidak dapat dimuat',
  'jurisdictions.error.plots': 'Persil Anda tidak dapat dihitung per wilayah',
  'jurisdictions.error.countries': 'Bentuk negara untuk peta tidak dapat dimuat',
  'jurisdictions.status.matched':
    '<b>{count, number}</b> wilayah cocok ({pages, plural, other {# halaman}} dari paling banyak 100).',
  'jurisdictions.status.plots-counted': '{count, plural, other {# persil Anda sudah dihitung.}}',
  'jurisdictions.status.plots-counting': 'Menghitung persil Anda… {count, number} sejauh ini.',
  'jurisdictions.status.loading-label': 'Memuat wilayah',
  'jurisdictions.status.loading': 'Memuat wilayah: halaman {page, number}, {count, number} sejauh ini…',
  'jurisdictions.filters.label': 'Filter',
  'jurisdictions.filters.framework': 'Kerangka acuan',
  'jurisdictions.filters.required': '(wajib)',
  'jurisdictions.framework-cutoff': '{framework} (tanggal batas {date})',
  'jurisdictions.filters.risk': 'Tingkat risiko',
  'jurisdictions.filters.at-most': '(paling banyak {max}; tidak ada = semua)',
  'jurisdictions.filters.risk-full':
    '{max} dari {max} tingkat risiko dipilih: layanan menerima paling banyak {max}. Hapus centang salah satu untuk memilih yang lain.',
  'jurisdictions.filters.countries': 'Negara',
  'jurisdictions.filters.chosen': 'Negara yang dipilih',
  'jurisdictions.filters.remove': 'Hapus {name}',
  'jurisdictions.filters.add-country': 'Tambahkan negara',
  'jurisdictions.filters.add-country-option': 'Tambahkan negara…',
  'jurisdictions.filters.limit-reached': 'Batas tercapai',
  'jurisdictions.filters.countries-full':
    '{max} dari {max} negara dipilih: layanan menerima paling banyak {max}. Hapus satu untuk menambahkan yang lain.',
  'jurisdictions.filters.has': 'Memiliki…',
  'jurisdictions.filters.any': 'Semua',
  'jurisdictions.filters.yes': 'Ya',
  'jurisdictions.filters.no': 'Tidak',
  'jurisdictions.filters.clear': 'Hapus filter',
  'jurisdictions.detail.deforested-since': 'Deforestasi sejak {date}',
  'jurisdictions.detail.share-of-area': '{area} ({share} dari luasnya)',
  'jurisdictions.detail.not-reported': 'Tidak dilaporkan',
  'jurisdictions.detail.assessed-on': 'Dinilai pada',
  'jurisdictions.detail.plots': 'Persil Anda di sini',
  'jurisdictions.detail.suppliers': 'Pemasok Anda di sini',
  'jurisdictions.detail.close': 'Tutup',
  'jurisdictions.detail.close-label': 'Tutup rincian {name}',
  'jurisdictions.detail.ids': '{unit} · GADM {gadm} · {country}',
  'jurisdictions.detail.assessed': 'Risiko yang dinilai (layanan):',
  'jurisdictions.detail.framework-of': '(kerangka acuan {framework})',
  'jurisdictions.detail.benchmark': 'Klasifikasi negara UE (resmi):',
  'jurisdictions.detail.commodities': 'Komoditas',
  'jurisdictions.detail.back': '← Kembali ke {name}',
  'jurisdictions.detail.regions': 'Daerah di {name}',
  'jurisdictions.detail.regions-count': 'Daerah di {name} ({count, number})',
  'jurisdictions.detail.regions-failed': 'Daerah tidak dapat dimuat.',
  'jurisdictions.detail.regions-loading': 'Memuat daerah…',
  'jurisdictions.detail.regions-none': 'Layanan tidak mencantumkan daerah untuk negara ini.',
  'jurisdictions.detail.outline-loading': 'Memuat batas…',
  'jurisdictions.detail.outline-shown': 'Batasnya digambar di peta.',
  'jurisdictions.detail.outline-failed': 'Batas tidak dapat dimuat: {reason}',
  'jurisdictions.legend.benchmark.title': 'Legenda: klasifikasi negara UE (resmi)',
  'jurisdictions.legend.benchmark.intro':
    'Kategori yang diberikan Komisi kepada setiap negara secara utuh, yang menentukan bagian operator yang diperiksa. Ini bukan penilaian layanan: kembalikan peta untuk melihatnya.',
  'jurisdictions.legend.benchmark.checked': '({share} operator diperiksa)',
  'jurisdictions.legend.risk.title': 'Legenda: risiko yang dinilai (layanan)',
  'jurisdictions.legend.risk.intro':
    'Tanggal batas <b>{framework}</b>: <b>{date}</b>. Deforestasi setelah tanggal ini dihitung dalam risiko suatu wilayah. Warna dan pola menunjukkan penilaian layanan sendiri, bukan klasifikasi negara UE (yang punya kolom sendiri di tabel).',
  'jurisdictions.legend.listed': '({count, number} tercantum)',
  'jurisdictions.legend.not-listed': 'Tidak ada dalam daftar ini',
  'jurisdictions.legend.not-listed.meaning': 'Tersaring oleh filter, atau tidak dinilai oleh layanan.',
  'jurisdictions.legend.plot': 'Salah satu persil Anda (tabel menghitungnya per wilayah)',
  'jurisdictions.meaning.high':
    'Layanan menemukan banyak deforestasi sejak tanggal batas: periksa dengan cermat setiap persil di sini.',
  'jurisdictions.meaning.medium':
    'Ada deforestasi sejak tanggal batas: periksa penilaian masing-masing persil.',
  'jurisdictions.meaning.low': 'Sedikit deforestasi sejak tanggal batas.',
  'jurisdictions.meaning.none': 'Tidak ada deforestasi yang tercatat sejak tanggal batas.',
  'jurisdictions.layer.legend': 'Peta menampilkan',
  'jurisdictions.layer.risk': 'Risiko yang dinilai (layanan, {framework})',
  'jurisdictions.regions.benchmark':
    'Klasifikasi UE menilai negara secara utuh: tampilkan risiko yang dinilai untuk melihat daerah.',
  'jurisdictions.regions.none-open':
    'Buka sebuah negara untuk melihat daerahnya di peta, masing-masing menurut risiko yang dinilainya sendiri.',
  'jurisdictions.regions.loading': 'Memuat daerah di {name}…',
  'jurisdictions.regions.loading-drawn':
    'Memuat daerah di {name}… {drawn, number} dari {count, number} sudah digambar.',
  'jurisdictions.regions.empty': 'Layanan tidak mencantumkan daerah di {name} dengan filter ini.',
  'jurisdictions.regions.drawn':
    '{drawn, plural, other {# daerah di {name} digambar menurut risiko yang dinilainya}}.',
  'jurisdictions.regions.drawn-failed':
    '{drawn, plural, other {# daerah di {name} digambar menurut risiko yang dinilainya}}; {failed, plural, other {# batas tidak dapat dimuat}}.',
  'jurisdictions.map.risk': 'Peta risiko wilayah; tabel di bawah mencantumkan wilayah yang sama',
  'jurisdictions.map.benchmark': 'Peta klasifikasi negara UE; tabel di bawah memberi kategori setiap negara',
  'jurisdictions.hover.benchmark': 'Klasifikasi negara UE (resmi): {tier}',
  'jurisdictions.hover.risk': 'Risiko yang dinilai (layanan): {level}',
  'jurisdictions.hover.plots': 'Persil Anda: {plots, number}, pemasok: {suppliers, number}',
  'jurisdictions.hover.counting': 'Persil Anda: menghitung…',
  'jurisdictions.hover.details': 'Klik untuk rinciannya',
  'riskinfo.intro':
    'Hutan tersisa, kawasan lindung, wilayah adat, dan deforestasi bulanan sejak 2016 untuk area mana pun yang Anda gambar, tempel, atau pilih.',
  'riskinfo.check.label': 'Pemeriksaan area',
  'riskinfo.submit': 'Dapatkan info risiko',
  'riskinfo.submitting': 'Menanyakan layanan…',
  'riskinfo.plots-error': 'Persil Anda tidak dapat dimuat',
  'riskinfo.toolbar': 'Menggambar',
  'riskinfo.draw.polygon': 'Gambar poligon',
  'riskinfo.draw.rectangle': 'Gambar persegi panjang',
  'riskinfo.clear': 'Hapus',
  'riskinfo.draw.polygon.help':
    'Klik setiap sudut; klik sudut pertama (atau tekan Enter) untuk selesai; Escape membatalkan.',
  'riskinfo.draw.rectangle.help':
    'Seret di peta dari satu sudut ke sudut seberangnya (atau klik kedua sudut).',
  'riskinfo.draw.idle.help': 'Kotak bergaris putus-putus: daerah yang dipantau layanan (hanya daratan).',
  'riskinfo.map.rectangle': 'Peta: seret (atau klik dua sudut) untuk menggambar persegi panjang',
  'riskinfo.map.polygon': 'Peta: klik untuk menambahkan sudut-sudut poligon',
  'riskinfo.map.idle': 'Peta area yang ditanyakan, persil Anda, dan daerah yang dipantau',
  'riskinfo.shape.drawn': 'Area yang digambar',
  'riskinfo.shape.pasted': 'Area yang ditempel',
  'riskinfo.shape.plot': '{name} (persil Anda)',
  'riskinfo.status.first-corner': 'Klik di peta untuk menempatkan sudut pertama.',
  'riskinfo.status.none': 'Belum ada area: gambar satu, tempel GeoJSON, atau pilih salah satu persil Anda.',
  'riskinfo.status.drawing': 'Menggambar · ',
  'riskinfo.status.area': 'Luas:',
  'riskinfo.status.not-measurable': 'tidak dapat diukur',
  'riskinfo.status.allowed': '(diizinkan {min, number}–{max, number} ha)',
  'riskinfo.status.coordinates': 'Koordinat:',
  'riskinfo.status.of-at-most': 'dari paling banyak {max, number}',
  'riskinfo.status.keep-clicking': 'Terus klik untuk menambah sudut; klik sudut pertama untuk selesai.',
  'riskinfo.status.refused': 'Tidak dikirim: alasannya ditampilkan di peta.',
  'riskinfo.status.ok':
    'Dalam batas layanan. Apakah area ini berada di daratan yang dipantau, layanan yang akan menentukan.',
  'riskinfo.status.ok-so-far':
    'Sejauh ini dalam batas layanan. Apakah area ini berada di daratan yang dipantau, layanan yang akan menentukan.',
  'riskinfo.problem.too-many-corners': 'Terlalu banyak sudut',
  'riskinfo.problem.too-many-corners.hint':
    'Gunakan paling banyak {max, number} koordinat ({corners, number} sudut ditambah titik penutup): sederhanakan garis batasnya.',
  'riskinfo.problem.crossing': 'Garis batas memotong dirinya sendiri',
  'riskinfo.problem.crossing.hint': 'Gambar ulang sehingga tidak ada dua sisi yang berpotongan.',
  'riskinfo.problem.too-large': 'Terlalu besar',
  'riskinfo.problem.too-large.hint':
    'Perbesar peta dan gambar area yang lebih kecil, atau bagi menjadi beberapa kueri.',
  'riskinfo.problem.too-small': 'Terlalu kecil',
  'riskinfo.problem.too-small.hint': 'Perkecil peta dan gambar area yang lebih besar.',
  'riskinfo.problem.area': 'Luas area ini {area}; layanan menerima {min, number} sampai {max, number} ha.',
  'riskinfo.problem.invalid': 'Bukan poligon yang sah',
  'riskinfo.problem.invalid.hint': 'Gambar, tempel, atau pilih bentuk lain.',
  'riskinfo.problem.outside': 'Di luar daerah yang dipantau',
  'riskinfo.problem.outside.hint': 'Pindahkan bentuk ke dalam kotak bergaris putus-putus di peta.',
  'riskinfo.refusal.not-sent': 'Tidak dikirim: {reason}',
  'riskinfo.refusal.invalid': 'Layanan menolak bentuk ini',
  'riskinfo.refusal.invalid.hint':
    'Aturannya: satu poligon, paling banyak 40 koordinat, 0,1 sampai 100.000 ha, sisi yang tidak berpotongan. Gambar ulang.',
  'riskinfo.refusal.outside.hint':
    'Layanan hanya memantau daratan di dalam kotak bergaris putus-putus di peta: pindahkan bentuk ke daratan yang dipantau (bukan laut).',
  'riskinfo.refusal.failed': 'Info risiko tidak dapat diambil',
  'riskinfo.refusal.failed.hint': 'Coba lagi sebentar lagi.',
  'riskinfo.paste.title': 'Tempel atau unggah GeoJSON',
  'riskinfo.paste.label': 'Sebuah Polygon, atau Feature atau FeatureCollection yang memuatnya',
  'riskinfo.paste.use': 'Gunakan bentuk yang ditempel',
  'riskinfo.paste.upload': 'atau unggah berkas',
  'riskinfo.paste.too-large':
    '{file} berukuran {size, number} MB; satu area jauh lebih kecil dari itu (di bawah 1 MB).',
  'riskinfo.input.empty': 'Tempel dulu sebuah Polygon GeoJSON.',
  'riskinfo.input.too-large': 'Teks ini terlalu besar untuk satu area (lebih dari 1 MB).',
  'riskinfo.input.not-json': 'Ini bukan JSON yang sah: {detail}',
  'riskinfo.input.no-geometry': 'Tidak ada geometri yang ditemukan.',
  'riskinfo.input.multipolygon':
    'MultiPolygon ini punya {parts} bagian; layanan menerima satu poligon setiap kali.',
  'riskinfo.input.not-polygon': 'Ditemukan {type}; layanan memerlukan Polygon.',
  'riskinfo.input.collection': 'Koleksi ini punya {polygons} poligon; pilih satu dan tempel hanya yang itu.',
  'riskinfo.input.plot': '{name}: {reason}',
  'riskinfo.pick.title': 'Gunakan salah satu persil Anda',
  'riskinfo.pick.search': 'Cari persil menurut nama atau pemasok',
  'riskinfo.pick.loading': 'Memuat persil Anda… {count, number} sejauh ini',
  'riskinfo.pick.matches': '{count, plural, other {# persil cocok}}',
  'riskinfo.pick.matches-first':
    '{count, plural, other {# persil cocok}}; {shown, number} yang pertama ditampilkan',
  'riskinfo.pick.list': 'Persil yang cocok',
  'riskinfo.history.title': 'Kueri terbaru',
  'riskinfo.history.empty': 'Kueri Anda di tab ini akan tercantum di sini.',
  'riskinfo.history.entry': '{time} · {area} · hutan {forest}',
  'riskinfo.result.title': 'Info risiko: {label}',
  'riskinfo.result.framework': 'Kerangka acuan (tanggal batas)',
  'riskinfo.result.framework-option': '{framework} ({date})',
  'riskinfo.result.total': 'Luas total',
  'riskinfo.result.share': '{share} dari luasnya',
  'riskinfo.result.since-2016': 'Deforestasi sejak 2016',
  'riskinfo.result.months': '{count, plural, other {# bulan dengan pembukaan lahan}}',
  'riskinfo.result.after-cutoff': 'Deforestasi setelah tanggal batas {framework}',
  'riskinfo.result.cutoff-date': 'tanggal batas {date}',
  'riskinfo.chart.title': 'Deforestasi per bulan',
  'riskinfo.chart.title-range': 'Deforestasi per bulan, {first} sampai {last}',
  'riskinfo.chart.cutoff-within': 'Garis putus-putus: tanggal batas {framework}, {date}.',
  'riskinfo.chart.cutoff-before':
    'Tanggal batas {framework}, {date}, jatuh sebelum bulan pertama yang ditampilkan: semua bulan dihitung.',
  'riskinfo.chart.cutoff-after':
    'Tanggal batas {framework}, {date}, jatuh setelah bulan terakhir yang ditampilkan.',
  'riskinfo.chart.loading': 'Memuat grafik…',
  'riskinfo.chart.deforested': 'Deforestasi',
  'riskinfo.chart.cutoff': 'Tanggal batas {framework}',
  'riskinfo.years.summary': 'Deforestasi per tahun (tabel)',
  'riskinfo.years.year': 'Tahun',
  'detections.range': '{from} sampai {to}',
  'detections.months': 'Bulan deteksi',
  'detections.year': 'Tahun',
  'detections.month': 'Bulan',
  'detections.until-year': 'Sampai tahun',
  'detections.until-month': 'Sampai bulan',
  'detections.not-yet': '{month} (belum)',
  'detections.several': 'Beberapa bulan (sampai {max, number})',
  'detections.asking': 'Meminta ekspor {label}…',
  'detections.export-error': 'Ekspor {label} tidak dapat diambil',
  'detections.plots-error': 'Persil Anda tidak dapat dimuat',
  'detections.show-all': 'Tampilkan semua deteksi',
  'detections.files.title': 'Berkas untuk {label}',
  'detections.summary':
    '{label}: {clearings, plural, other {# area deforestasi}} dan {fires, plural, other {# titik api}} di peta.',
  'detections.reading': 'Membaca berkas…',
  'detections.files.label': 'Berkas ekspor',
  'detections.kind.deforestation': 'Area deforestasi',
  'detections.kind.fire': 'Titik api',
  'detections.file.about': '{file} · {size} · shapefile dalam zip',
  'detections.file.reading': 'Mengunduh dan membaca…',
  'detections.file.failed': 'Tidak dapat dibaca: {reason}',
  'detections.file.unreadable':
    'Berkas {kind, select, fire {titik api} other {deforestasi}} bukan shapefile dalam zip yang dapat dibaca ({detail}).',
  'detections.file.empty': 'Tidak ada deteksi bulan ini (lapisan kosong).',
  'detections.file.count': '{count, plural, other {# deteksi}} di peta',
  'detections.file.retry': 'Coba lagi',
  'detections.file.download': 'Unduh',
  'detections.file.download-label': 'Unduh {file}',
  'detections.legend.label': 'Legenda peta',
  'detections.legend.deforestation': 'Area deforestasi (penanda persegi saat peta diperkecil)',
  'detections.legend.fire': 'Titik api (satu piksel satelit sekitar 375 m)',
  'detections.legend.plot': 'Persil Anda',
  'detections.legend.touched': 'Persil yang terkena deteksi (cincin saat peta diperkecil)',
  'detections.confidence.title': 'Tingkat keyakinan deteksi',
  'detections.confidence.high': 'dikonfirmasi oleh lebih dari satu pengamatan satelit; sangat mungkin nyata.',
  'detections.confidence.nominal':
    'sinyal jelas dalam satu pengamatan, belum dikonfirmasi oleh pengamatan lain; mungkin nyata, perlu diperiksa.',
  'detections.confidence.low':
    'sinyal lemah (tepi awan, kabut, atau pantulan matahari dapat menyebabkannya); periksa di lapangan atau pada citra sebelum bertindak.',
  'detections.confidence.unknown':
    'tingkat keyakinan yang tidak dikenal dasbor ini; bacalah sebagaimana diberikan layanan.',
  'detections.confidence.of': 'Keyakinan {label}: {meaning}',
  'detections.touched.title': 'Persil Anda yang terkena',
  'detections.touched.title-count': 'Persil Anda yang terkena ({count, number})',
  'detections.touched.error': 'Tidak dapat ditentukan persil mana yang terkena deteksi',
  'detections.touched.reading': 'Membaca deteksi…',
  'detections.touched.loading': 'Memuat persil Anda… {count, number} sejauh ini',
  'detections.touched.no-detections': 'Tidak ada deteksi pada {label}',
  'detections.touched.no-detections.body': 'Pilih bulan lain untuk melihat deteksinya.',
  'detections.touched.none': 'Tidak ada deteksi yang mengenai persil Anda bulan ini',
  'detections.touched.none.body':
    'Deteksi di peta berada di luar persil Anda. “Tampilkan semua deteksi” membingkainya.',
  'detections.touched.caption': 'Persil Anda yang terkena deteksi bulan ini',
  'detections.touched.plot': 'Persil',
  'detections.touched.supplier': 'Pemasok',
  'detections.touched.detections': 'Deteksi',
  'detections.kind.one.deforestation': 'Deforestasi',
  'detections.kind.one.fire': 'Titik api',
  'detections.touched.area': ', {area, number} ha',
  'detections.touched.confidence': '(keyakinan <abbr>{label}</abbr>)',
  'detections.map.label':
    'Peta deteksi bulan ini di atas persil Anda; daftar di sebelahnya menyebut persil yang terkena',
  'detections.hover.date': 'Tanggal: {date}',
  'detections.hover.no-date': 'Tanggal: tidak ada',
  'detections.hover.area': 'Luas: {area, number} ha',
  'jurisdictions.shapes.failed': 'Bentuk negara tidak dapat dimuat ({status}).',
  'jurisdictions.shapes.invalid': 'Bentuk negara bukan FeatureCollection GeoJSON.',
};
