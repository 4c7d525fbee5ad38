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

  // Buyer pages, part B: Suppliers, Projects, Settings

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
  'states.error': 'Terjadi masalah',
  'states.retry': 'Coba lagi',
  'states.page-failed': 'Halaman ini gagal dimuat',
  'states.projects.loading': 'Memuat proyek Anda…',
  'states.projects.failed': 'Proyek Anda tidak dapat dimuat',
  'states.projects.none': 'Tidak ada proyek untuk ditampilkan',
  'states.projects.choose': 'Pilih proyek di halaman Proyek.',
  'errors.token-refused': 'Token API ditolak ({detail}). Periksa token di Pengaturan.',
  'errors.forbidden': 'Akun ini tidak dapat mengakses proyek tersebut ({detail}).',
  'errors.not-found': 'Tidak ditemukan: {detail}',
  'errors.retry-in': '{detail} Coba lagi dalam {seconds} detik.',
  'errors.server': 'Layanan mengalami masalah ({status}). Coba lagi sebentar lagi. {detail}',
  'errors.network': '{detail} Periksa koneksi Anda, lalu coba lagi.',
  'errors.unreachable': 'Layanan tidak dapat dihubungi.',
  'errors.dropped': 'Koneksi terputus saat membaca jawaban.',
  'errors.not-json': 'Layanan mengirim sesuatu yang bukan JSON ({status}).',
  'risk-class.high': 'Risiko tinggi',
  'risk-class.medium': 'Risiko sedang',
  'risk-class.low': 'Risiko rendah',
  'risk-class.none': 'Tanpa risiko',
  'risk-class.unassessed': 'Belum dinilai',
  'risk-class.high.short': 'Tinggi',
  'risk-class.medium.short': 'Sedang',
  'risk-class.low.short': 'Rendah',
  'risk-class.none.short': 'Tidak ada',
  'risk-class.unassessed.short': 'Belum dinilai',
  'risk-class.none.compact': 'Tanpa',
  'benchmark.low': 'Negara berisiko rendah',
  'benchmark.standard': 'Negara berisiko standar',
  'benchmark.high': 'Negara berisiko tinggi',
  'benchmark.unknown': 'Negara tidak diketahui',
  'benchmark.badge': 'Tolok ukur negara UE:',
  'benchmark.checked': '· {share} diperiksa',
  'benchmark.source':
    'Tolok ukur negara UE (resmi): {title} tanggal {date} (dasar hukum: {legalBasis}). <link>Teks di EUR-Lex</link>. Ini adalah daftar negara dari Komisi, bukan penilaian layanan atas persil Anda.',
  'app.page-loading': 'Memuat halaman…',
  'app.projects.loading': 'Memuat proyek…',
  'app.projects.unavailable': 'Proyek tidak tersedia: {reason}',
  'app.projects.retry': 'Coba lagi',
  'app.project': 'Proyek',
  'app.project.active': '{name} (aktif)',
  'app.token.title': 'Token API ditolak',
  'app.token.intro':
    'Layanan menjawab 401: token tidak ada, salah, atau sudah kedaluwarsa. Masukkan token yang sah untuk melanjutkan — halaman ini dan pekerjaan Anda tetap seperti semula.',
  'app.token.demo': 'Gunakan akun demo: {account}',
  'app.token.label': 'Token API',
  'app.token.later': 'Nanti saja',
  'app.token.use': 'Gunakan token ini',
  'map.failed': 'Peta gagal ditampilkan.',
  'map.problem': 'Masalah peta: {reason}',
  'review.verdict.cleared': 'Dinyatakan aman',
  'review.verdict.needs-information': 'Perlu informasi dari pemasok',
  'review.verdict.excluded': 'Dikeluarkan dari rantai pasok',
  'review.reason.no-deforestation-verified':
    'Tidak ada deforestasi setelah tanggal batas, sudah diverifikasi',
  'review.reason.legal-documents-provided': 'Dokumen legal sudah diberikan',
  'review.reason.mapping-error': 'Kesalahan pemetaan dalam berkas pemasok',
  'review.reason.supplier-evidence-received': 'Bukti diterima dari pemasok',
  'review.reason.awaiting-supplier-documents': 'Menunggu dokumen dari pemasok',
  'review.reason.boundary-dispute': 'Sengketa batas',
  'review.reason.deforestation-confirmed': 'Deforestasi setelah tanggal batas terkonfirmasi',
  'review.reason.protected-or-indigenous-land': 'Di kawasan lindung atau tanah adat',
  'review.reason.duplicate-claim': 'Klaim ganda',
  'review.reason.other': 'Lainnya (lihat catatan)',
  'review.evidence.not-https': 'Tautan bukti harus diawali https://.',
  'review.evidence.credentials': 'Tautan bukti tidak boleh memuat nama pengguna atau kata sandi.',
  'review.evidence.not-url': 'Tautan bukti bukan alamat web (https://…).',
  'review.missing.selection': 'Pilih setidaknya satu butir terlebih dahulu.',
  'review.missing.verdict': 'Pilih keputusan.',
  'review.missing.reason': 'Pilih alasan.',
  'review.missing.note': 'Jelaskan alasannya di catatan: alasan yang dipilih adalah “Lainnya”.',
  'review.form': 'Catat keputusan',
  'review.verdict': 'Keputusan',
  'review.reason': 'Alasan',
  'review.reason.choose': 'Pilih alasan…',
  'review.note': 'Catatan',
  'review.note.hint': '(apa yang Anda periksa, siapa yang Anda tanyai)',
  'review.evidence': 'Bukti (opsional)',
  'review.evidence.link': 'Tautan (https://…)',
  'review.evidence.note': 'Catatan bukti',
  'review.not-recorded': 'Keputusan tidak tercatat: {reason} Isian Anda tetap tersimpan; coba lagi.',
  'review.recording': 'Mencatat…',
  'review.record': 'Catat keputusan',
  'review.record.for': 'Catat keputusan untuk {count, plural, other {# butir}}',
  'review.select-first':
    'Pilih butir terlebih dahulu: centang di daftar (Tab untuk ke kotak, Spasi untuk mencentang) atau gunakan “Pilih semua”.',
  'review.history.loading': 'Memuat riwayat keputusan…',
  'review.history.failed': 'Riwayat keputusan tidak dapat dimuat',
  'review.history.empty': 'Belum ada keputusan yang dicatat.',
  'review.history': 'Riwayat keputusan',
  'review.history.truncated': '{count} keputusan terbaru ditampilkan.',
  'review.history.kind.risk': '{plot} (risiko)',
  'review.history.kind.double-claim': '{plot} (klaim ganda dengan {other})',
  'review.history.kind.inside-another': '{plot} (di dalam {other})',
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Bukti:',
  'review.item.risk': 'Risiko yang dinilai (layanan): {risk}',
  'review.item.inside': 'Di dalam {other}: {share} persil ini tertutup',
  'review.item.overlap': 'Tumpang tindih dengan {other} seluas {area} ({share} persil ini)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'Berisiko',
  'review.kind.double-claim': 'Klaim ganda',
  'review.kind.inside-another': 'Di dalam persil lain',
  'review.attention': '{open} dari {total} butir tinjauan perlu diperhatikan.',
  'review.all-decided': 'Semua {total} butir tinjauan sudah memiliki keputusan.',
  'review.nothing':
    'Tidak ada yang perlu ditinjau: tidak ada persil berisiko, tidak ada klaim ganda, tidak ada persil di dalam persil lain.',
  'review.select-all': 'Pilih semua {count} yang tercantum',
  'review.show-decided': 'Tampilkan juga butir yang sudah diputuskan',
  'review.items': 'Butir tinjauan',
  'review.select-item': 'Pilih {kind}: {plot}',
  'review.decided': 'Diputuskan: <b>{verdict}</b> oleh {who} pada {date}',
  'review.show-more': 'Tampilkan {count} lagi dari {left}',
  'plots.review-failed': 'Keputusan tinjauan untuk filter Tinjauan tidak dapat dimuat',
  'plots.load-stopped': 'Pemuatan berhenti setelah {count, plural, other {# persil}}',
  'plots.load-failed': 'Persil tidak dapat dimuat',
  'plots.loading-first': 'Memuat persil pertama…',
  'plots.empty': 'Proyek ini belum memiliki persil',
  'plots.empty.hint':
    'Unggah berkas persil pemasok di halaman <link>Unggahan</link>; persilnya muncul di sini setelah diperiksa.',
  'plots.table': 'Tabel persil',
  'plots.map': 'Peta persil',
  'plots.no-match': 'Tidak ada persil yang cocok dengan filter ini',
  'plots.no-match.hint': '<clear>Hapus semua filter</clear> atau longgarkan salah satunya.',
  'plots.map.waiting': 'Peta muncul setelah persil pertama tercantum…',
  'plots.map.label':
    'Peta persil yang difilter, diwarnai menurut tingkat risiko. Tabel mencantumkan persil yang sama.',
  'plots.ago.now': 'kurang dari satu menit yang lalu',
  'plots.ago.minutes': '{n} menit yang lalu',
  'plots.ago.hours': '{n} jam yang lalu',
  'plots.ago.days': '{n, plural, other {# hari yang lalu}}',
  'plots.fresh.no-copy':
    '· Peramban ini tidak dapat menyimpan salinan di perangkat ini (penyimpanan tidak tersedia atau penuh): setiap kunjungan memuat persil dari layanan.',
  'plots.fresh.up-to-date': 'Terbaru ({time}){kept, select, yes { · tersimpan di perangkat ini} other {}}',
  'plots.fresh.saved': 'Tersimpan di perangkat ini {ago} ({time}) · memperbarui dari layanan: {progress}',
  'plots.fresh.starting': 'memulai…',
  'plots.fresh.progress':
    '{loaded, number} dari sekitar {expected} persil; daftar diganti setelah semuanya masuk.',
  'plots.loaded.all':
    'Semua {loaded, number} persil proyek sudah dimuat{filtered, select, yes {; {shown, number} cocok dengan filter} other {}}.',
  'plots.loaded.checking': 'Memeriksa perubahan…',
  'plots.loading.label': 'Persil yang dimuat',
  'plots.loading.progress': '{loaded, number} dari sekitar {expected} persil dimuat',
  'plots.loading.rest':
    '{filtered, select, yes {; {shown, number} cocok dengan filter sejauh ini} other {}}. Tabel terisi seiring halaman tiba.',
  'plots.loading.sr': 'Memuat persil…',
  'plots.selected': 'Persil terpilih',
  'plots.selected.supplier': 'Pemasok {supplier}: buka halamannya',
  'plots.selected.open': 'Buka rincian',
  'plots.selected.clear': 'Hapus pilihan',
  'plots.selected.hidden':
    'Persil terpilih ({id}) tidak termasuk persil yang ditampilkan. Ubah filter, atau <clear>hapus pilihan</clear>.',
  'plots.selected.none': 'Pilih persil di tabel atau di peta untuk melihatnya di sini.',
  'plots.legend.title': 'Legenda: tingkat risiko (ukuran penanda bertambah dengan risiko)',
  'plots.legend.how':
    'Persil tampil sebagai lingkaran saat peta diperkecil dan sebagai garis batas mulai zoom 8. Persil terpilih: garis batas gelap tebal.',
  'plots.legend.grouped':
    'Saat peta diperkecil, persil yang berdekatan dikelompokkan: lingkaran bertepi gelap mengambil warna dan ukuran risiko terburuk di antaranya (belum dinilai dihitung lebih buruk daripada tanpa risiko) dan membesar sesuai jumlahnya. Perbesar atau klik untuk melihat setiap persil.',
  'plots.filter': 'Filter persil',
  'plots.filter.search': 'Cari menurut nama atau id',
  'plots.filter.search.example': 'mis. Campement Nawa',
  'plots.filter.supplier': 'Pemasok',
  'plots.filter.supplier.all': 'Semua pemasok',
  'plots.filter.country': 'Negara',
  'plots.filter.country.all': 'Semua negara',
  'plots.filter.country.option': '{name} ({code})',
  'plots.filter.deforestation': 'Deforestasi sejak tanggal batas',
  'plots.filter.any': 'Semua',
  'plots.filter.deforestation.yes': 'Ya, deforestasi terdeteksi',
  'plots.filter.deforestation.no': 'Tidak ada deforestasi',
  'plots.filter.review': 'Tinjauan',
  'plots.filter.review.open': 'Belum ditinjau',
  'plots.filter.review.needs-information': 'Perlu informasi',
  'plots.filter.review.excluded': 'Dikeluarkan',
  'plots.filter.review.cleared': 'Dinyatakan aman',
  'plots.filter.risk': 'Risiko yang dinilai (layanan)',
  'plots.filter.clear': 'Hapus semua filter',
  'plots.col.name': 'Persil',
  'plots.col.supplier': 'Pemasok',
  'plots.col.risk': 'Risiko',
  'plots.col.area': 'Luas',
  'plots.col.deforestation': 'Terdeforestasi',
  'plots.col.country': 'Negara',
  'plots.col.unknown': 'tidak diketahui',
  'plots.col.none': 'tidak ada',
  'plots.table.keys':
    'Tombol panah berpindah antarpersil; Enter memilih persil dan menampilkannya di peta; Enter sekali lagi membuka rinciannya; X mencentang atau menghapus centang persil untuk mengekspor pilihan.',
  'plots.table.label': 'Persil',
  'plots.table.tick-all': 'Centang semua {count, number} persil yang ditampilkan',
  'plots.table.tick': 'Centang {name} untuk ekspor',
  'plots.export': 'Ekspor',
  'plots.export.traces': 'Ekspor GeoJSON untuk TRACES',
  'plots.export.csv': 'Ekspor CSV',
  'plots.export.wait': 'Ekspor tersedia setelah semua persil dimuat.',
  'plots.export.none-shown':
    'Tidak ada persil tercentang yang ditampilkan: ubah filter atau hapus centangnya.',
  'plots.export.scope': 'Mengekspor {scope}.',
  'plots.export.scope.selected': '{count, plural, other {# persil terpilih}}',
  'plots.export.scope.shown':
    '{filtered, select, yes {{count, plural, other {semua # persil terfilter yang ditampilkan}}} other {{count, plural, other {semua # persil yang ditampilkan}}}}',
  'plots.export.checking': 'Memeriksa {count, number} persil untuk TRACES…',
  'plots.export.failed': 'Ekspor TRACES tidak dapat disiapkan: {reason}',
  'plots.export.saved':
    '{count, number} persil disimpan untuk TRACES{files, plural, =1 {} other { dalam # berkas, masing-masing dalam batas satu pernyataan}}{left, plural, =0 {} other {; {left, number} tidak disertakan}}.',
  'plots.export.saved-csv': '{what} disimpan sebagai CSV.',
  'plots.export.what':
    '{kind, select, selected {{count, plural, other {# persil terpilih}}} filtered {{count, plural, other {# persil terfilter}}} other {{count, plural, other {# persil}}}}',
  'plots.detail.back': '← Kembali ke daftar persil',
  'plots.detail.loading': 'Memuat persil…',
  'plots.detail.not-found': 'Persil tidak ditemukan',
  'plots.detail.failed': 'Persil tidak dapat dimuat',
  'plots.detail.missing':
    'Tidak ada persil <code>{id}</code> dalam proyek Anda. Persil itu mungkin sudah diganti oleh unggahan yang lebih baru (dengan penimpaan) atau milik proyek yang tidak dapat dilihat akun ini.',
  'plots.detail.missing.go': '<link>Buka daftar persil</link> dan cari menurut namanya.',
  'plots.detail.risk': 'Penilaian risiko',
  'plots.detail.concern': 'Perhatian:',
  'plots.detail.plot': 'Persil',
  'plots.detail.id': 'Id persil',
  'plots.detail.supplier': 'Pemasok',
  'plots.detail.its-plots': 'persilnya',
  'plots.detail.country': 'Negara',
  'plots.detail.country.value': '{name} ({code})',
  'plots.detail.area': 'Luas',
  'plots.detail.geometry': 'Geometri',
  'plots.detail.centred': '{type} berpusat di {lat}, {lon} (lat, lon)',
  'plots.detail.added': 'Ditambahkan',
  'plots.detail.changed': 'Terakhir diubah',
  'plots.detail.properties': 'Properti dari berkas yang diunggah',
  'plots.detail.no-properties': 'Persil yang diunggah tidak memiliki properti.',
  'plots.detail.outline': 'Garis batas persil',
  'plots.detail.outline.map': 'Garis batas persil {name}',
  'plots.detail.outline.note':
    'Garis batas persil seperti diunggah; isiannya menunjukkan tingkat risiko ({risk}).',
  'plots.review': 'Tinjauan',
  'plots.review.failed': 'Keputusan tidak dapat dimuat',
  'plots.review.loading': 'Memuat keputusan…',
  'plots.review.scanning':
    'Memeriksa tumpang tindih persil proyek: klaim ganda persil ini masuk ke daftar setelah pemeriksaan selesai.',
  'plots.explain.high':
    'Risiko tinggi: temuan di bawah berarti persil ini tidak dapat dianggap bebas deforestasi. Jangan pasarkan produknya sebelum uji tuntas lanjutan.',
  'plots.explain.medium':
    'Risiko sedang: temuan di bawah perlu dicermati sebelum persil ini dapat dianggap berisiko dapat diabaikan.',
  'plots.explain.low':
    'Risiko rendah: hanya temuan kecil; simpan penilaian ini bersama catatan uji tuntas Anda.',
  'plots.explain.none':
    'Tidak ditemukan risiko: tidak ada deforestasi sejak tanggal batas dan tidak tumpang tindih dengan kawasan lindung atau wilayah adat.',
  'plots.explain.pending':
    'Persil ini belum dinilai. Penilaian biasanya menyusul beberapa menit setelah unggahan; kembali lagi nanti.',
  'plots.explain.since':
    '{date, select, none {sejak tanggal batas {framework}} other {sejak tanggal batas {framework}, {date}}}',
  'plots.explain.share': ' ({share} dari persil)',
  'plots.explain.deforestation': 'Deforestasi terdeteksi {since}: {area}{share}.',
  'plots.explain.no-deforestation': 'Tidak terdeteksi deforestasi {since}.',
  'plots.explain.forest': 'Hutan yang tersisa di persil: {area}{share}.',
  'plots.explain.no-forest': 'Tidak ada hutan yang tersisa di persil.',
  'plots.explain.protected': 'Tumpang tindih dengan kawasan lindung seluas {area}.',
  'plots.explain.no-protected': 'Tidak tumpang tindih dengan kawasan lindung.',
  'plots.explain.indigenous': 'Tumpang tindih dengan wilayah adat seluas {area}.',
  'plots.explain.no-indigenous': 'Tidak tumpang tindih dengan wilayah adat.',
  'plots.explain.assessed': 'Dinilai pada {date} menurut {framework}.',
  'plots.overlaps': 'Persil yang tumpang tindih',
  'plots.overlaps.title': 'Tumpang tindih (klaim ganda)',
  'plots.overlaps.failed': 'Pemeriksaan tumpang tindih gagal: {reason}.',
  'plots.overlaps.pending': 'Mencari persil yang tumpang tindih setelah semua persil dimuat…',
  'plots.overlaps.reload': 'Muat ulang halaman untuk memeriksa tumpang tindih persil.',
  'plots.overlaps.none':
    'Tidak ada tumpang tindih: {count, number} persil diperiksa, tidak ada yang mengklaim lahan persil lain.',
  'plots.overlaps.summary':
    '{plots, number} persil tumpang tindih dengan persil lain, dalam {pairs, number} pasangan ({cross, number} antarpemasok berbeda{partial, select, yes { di antara yang tercantum} other {}}).',
  'plots.overlaps.only': 'Tampilkan hanya persil yang tumpang tindih',
  'plots.overlaps.pairs': 'Pasangan yang tumpang tindih',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) dan <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    'Tumpang tindih {area}: {shareA} dari yang pertama, {shareB} dari yang kedua{same, select, yes { · pemasok sama} other { · pemasok berbeda}}',
  'plots.overlaps.show': 'Tampilkan di peta',
  'plots.overlaps.show.label': 'Tampilkan {a} dan {b} di peta',
  'plots.overlaps.more':
    '{listed, number} pasangan terbesar dari {total, number} dicantumkan; filter menampilkan setiap persil yang tumpang tindih di tabel.',
  'plots.statement': 'Paket pernyataan (berkas geolokasi dan draf)',
  'plots.statement.activity': 'Kegiatan',
  'plots.statement.activity.IMPORT': 'Impor',
  'plots.statement.activity.EXPORT': 'Ekspor',
  'plots.statement.activity.DOMESTIC': 'Produksi dalam negeri',
  'plots.statement.hs': 'Kode HS',
  'plots.statement.goods': 'Uraian barang',
  'plots.statement.mass': 'Massa bersih (kg)',
  'plots.statement.reference': 'Referensi internal',
  'plots.statement.scientific': 'Spesies, nama ilmiah (kayu)',
  'plots.statement.common': 'Spesies, nama umum (kayu)',
  'plots.statement.download': 'Unduh paket pernyataan',
  'plots.statement.building': 'Menyusun dan memeriksa pernyataan…',
  'plots.statement.saved': '{count, plural, other {# pernyataan disimpan}} dalam {file}.',
  'plots.statement.check-form': 'Periksa formulir: {issues}',
  'plots.statement.failed': 'Paket tidak dapat dibuat: {reason}',
  'plots.traces.ready': '{count, plural, other {# persil siap}} untuk TRACES',
  'plots.traces.none': 'Tidak ada persil yang dapat diekspor untuk TRACES',
  'plots.traces.from': 'Dari: {scope}.',
  'plots.traces.how':
    'Diperiksa dengan aturan unggahan setelah setiap posisi dipotong menjadi 6 desimal, seperti TRACES menyimpannya (2-D, hanya properti ProducerName, ProducerCountry, ProductionPlace, dan Area).',
  'plots.traces.summary': 'Ringkasan ekspor',
  'plots.traces.refused':
    '<b>{count, plural, other {# persil tidak disertakan}}</b>: TRACES akan menolaknya.',
  'plots.traces.kind': '{title}: {count, number}',
  'plots.traces.show-all': 'Tampilkan semua ({count, number})',
  'plots.traces.repeats':
    '{count, plural, other {# salinan persis}} dari persil sebelumnya tidak disertakan.',
  'plots.traces.no-producer':
    '{count, plural, other {# persil}} tidak memiliki nama produsen: ProducerName dikosongkan, tidak diisi. Tambahkan produsen di berkas pemasok jika pernyataan memerlukannya.',
  'plots.traces.no-country': '{count, plural, other {# persil}} tidak memiliki kode negara.',
  'plots.traces.cut':
    '{count, plural, other {# persil}} memiliki posisi dengan lebih dari 6 desimal atau nilai ketiga: dipotong seperti yang dilakukan TRACES{changed, plural, =0 {} other {; garis batas {changed, number} persil berubah nyata ({examples})}}.',
  'plots.traces.cut.plot': 'persil {index}',
  'plots.traces.points':
    '{count, plural, other {# titik}} tanpa luas (Area): TRACES menganggap masing-masing 4 ha.',
  'plots.traces.cattle': 'Persil ini adalah peternakan sapi (satu titik dapat mewakili lebih dari 4 ha)',
  'plots.traces.over':
    'Satu berkas akan berukuran {size}; satu pernyataan uji tuntas memuat paling banyak {max, number} persil dan 25 MB geolokasi: {parts, number} berkas ({first} …) masing-masing muat dalam satu pernyataan.',
  'plots.traces.file': 'Berkas: {file} ({size}).',
  'plots.traces.cancel': 'Batal',
  'plots.traces.one-file': 'Tetap satu berkas',
  'plots.traces.download-parts': 'Unduh {parts, number} berkas yang sesuai',
  'plots.traces.download': 'Unduh GeoJSON',
  'errors.download': 'Berkas tidak dapat diunduh.',
  'errors.download-dropped': 'Koneksi terputus saat mengunduh.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
};
