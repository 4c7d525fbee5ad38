/** Spanish messages (see en.ts for the rules of a catalogue). Written for a field officer: what is wrong, what to do. */
import type { Catalogue } from '../messages.ts';

export const es: Catalogue = {
  'app.title': 'Panel de riesgo de parcelas',
  'app.skip': 'Ir al contenido',
  'app.menu': 'Menú',
  'app.simulator': 'Simulador',
  'app.live': 'Servicio real',
  'app.language': 'Idioma',
  'nav.main': 'Principal',
  'nav.projects': 'Proyectos',
  'nav.projects.hint': 'Sus proyectos y su extensión',
  'nav.suppliers': 'Proveedores',
  'nav.suppliers.hint': 'Los proveedores y sus parcelas',
  'nav.uploads': 'Envíos',
  'nav.uploads.hint': 'Revisar y enviar archivos de parcelas',
  'nav.plots': 'Parcelas',
  'nav.plots.hint': 'Cada parcela con su riesgo',
  'nav.jurisdictions': 'Jurisdicciones',
  'nav.jurisdictions.hint': 'Riesgo por país según el marco de referencia',
  'nav.risk-info': 'Riesgo de un área',
  'nav.risk-info.hint': 'El riesgo de cualquier área dibujada',
  'nav.detections': 'Detecciones',
  'nav.detections.hint': 'Deforestación e incendios detectados cada mes',
  'nav.settings': 'Ajustes',
  'nav.settings.hint': 'Conexión, token y mapa base',

  'label.feature': 'parcela {index}',
  'label.feature-named': 'parcela {index} («{name}»)',
  'label.feature-in-file': 'parcela {index} de {file}',
  'where.outer': 'contorno exterior',
  'where.hole': 'hueco {hole}',
  'where.part': 'parte {part}, {ring}',

  'rule.missing-geometry.not-feature':
    '{feature} no es un objeto «Feature» de GeoJSON, así que no tiene geometría. Cada elemento de «features» debe ser un objeto con "type": "Feature", "geometry" y "properties".',
  'rule.missing-geometry.none':
    '{feature} no tiene geometría («geometry» está {missing, select, null {vacío (null)} other {ausente}}). Dibuje o importe el contorno de la parcela (un Polygon) o su ubicación (un Point) y guárdelo en la parcela.',
  'rule.missing-name':
    '{feature} no tiene nombre: la propiedad «{field}» falta o está vacía. Añada el nombre de la parcela en «{field}».',
  'rule.bad-country.missing':
    '{feature} no tiene ProducerCountry. Añada el código ISO 3166-1 alfa-2 del país de producción (por ejemplo «CO» o «PE»).',
  'rule.bad-country.invalid':
    '{feature} tiene ProducerCountry {value}, que no es un código ISO 3166-1 alfa-2.{hint, select, none {} other { Escríbalo «{hint}».}} Use el código de dos letras (por ejemplo «CO» para Colombia).',
  'rule.unsupported-geometry.type':
    '{feature} es un {type}; TRACES solo acepta Point, MultiPoint, Polygon y MultiPolygon. Conviértala, por ejemplo un contorno LineString cerrado en Polygon.',
  'rule.unsupported-geometry.malformed':
    '{feature} tiene coordenadas mal formadas. Exporte de nuevo la parcela como GeoJSON desde su programa SIG.',
  'rule.multipolygon-nesting':
    '{feature} dice "type": "Polygon" pero sus coordenadas están anidadas como las de un MultiPolygon (una lista de polígonos); se lee como MultiPolygon. Cambie su tipo a «MultiPolygon» (el archivo que se envía ya lo tiene).',
  'rule.out-of-range':
    '{feature} tiene la posición {position} fuera de longitud −180..180 / latitud −90..90. Las posiciones deben ser [longitud, latitud] en grados WGS84; {projected, select, yes {parecen metros de un sistema proyectado: exporte de nuevo el archivo en EPSG:4326.} other {revise si hay un error de tecleo o valores intercambiados.}}',
  'rule.low-precision':
    '{feature} tiene coordenadas con menos de 6 decimales (p. ej. {position}). TRACES las completa con ceros; las coordenadas redondeadas suelen ser imprecisas (5 decimales ≈ 1 m, 4 ≈ 11 m). Exporte de nuevo con 6 decimales desde el levantamiento original.',
  'rule.area-text':
    '{feature} tiene el área (Area) {value} escrita como texto; TRACES lee un área en texto como 0. Escríbala como número de hectáreas (el archivo que se envía tras la asignación de campos la tiene como número).',
  'rule.point-area.missing':
    '{feature} es un punto sin área (Area); TRACES entonces supone 4 ha. Añada el área de la parcela en hectáreas, o dibuje su contorno como Polygon.',
  'rule.point-area.too-large':
    '{feature} es un punto con un área de {declared} ha; TRACES solo acepta puntos para parcelas de 4 ha como máximo (salvo ganado). Dibuje el contorno de la parcela como Polygon.',
  'rule.area-too-small':
    '{feature} cubre {area}, menos de 0,0001 ha (1 m²). Compruebe que el contorno no se dibujó a una escala equivocada ni quedó reducido a un punto.',
  'rule.area-too-large':
    '{feature} cubre {area}, más de 100.000 ha. Una sola parcela rara vez es tan grande: revise el contorno, o divídalo en sus parcelas reales.',
  'rule.area-mismatch':
    '{feature} declara un área de {declared} ha pero su contorno mide {area} (más del doble de diferencia). Corrija la propiedad Area (en hectáreas, no en m² ni en acres) o el contorno.',
  'rule.swapped-axes':
    '{feature} parece estar en [latitud, longitud]: {position} queda {country, select, none {en el mar} other {fuera de {country}}}, mientras que {swapped} queda {country, select, none {en tierra} other {en {country}}}. Las posiciones GeoJSON son [longitud, latitud]; intercambie los dos valores (corrección ofrecida).',
  'rule.unclosed-ring':
    '{feature} ({where}) no está cerrado: empieza en {first} pero termina en {last}. Repita la primera posición al final (corrección segura ofrecida).',
  'rule.duplicate-vertex':
    '{feature} ({where}) repite la posición {position} seguida. Quite el vértice repetido (corrección segura ofrecida).',
  'rule.too-few-vertices':
    '{feature} ({where}) tiene {positions} posiciones (con el cierre) y {corners} vértices distintos; un contorno necesita al menos 3 vértices distintos más la posición de cierre. Dibuje de nuevo el contorno de la parcela.',
  'rule.collinear':
    '{feature} ({where}) tiene todas sus posiciones en una sola línea recta, así que no tiene área. Dibuje de nuevo el contorno alrededor de la parcela.',
  'rule.hole':
    '{feature} tiene {holes, plural, one {# hueco} other {# huecos}} (contornos interiores); TRACES rechaza los polígonos con huecos. Divida la parcela en partes sin huecos que cubran la misma tierra (corrección ofrecida), o rellene los huecos si esa tierra también se cultiva.',
  'rule.overlapping-parts':
    '{feature} es un MultiPolygon cuyas partes se cruzan o se superponen cerca de {position}; las partes solo pueden tocarse en un punto. Una las partes en una sola forma (corrección ofrecida) o corrija los contornos.',
  'rule.self-intersection':
    '{feature} tiene una autointersección: su contorno se cruza o se toca a sí mismo cerca de {position}. Mueva los vértices para que el contorno no se cruce, o repare la forma (corrección ofrecida).',
  'rule.collapses-at-6-decimals':
    '{feature} deja de ser válida al truncarla a 6 decimales, como hace TRACES (cerca de {position}). Separe los vértices al menos 0,000001°, o únalos.',
  'rule.duplicate-geometry':
    '{feature} tiene la misma geometría que {other}. Quite el duplicado{allowed, select, yes {, o asegúrese de que sus propiedades difieran (entonces se aceptan los duplicados)} other {}}; si son parcelas distintas, corrija el contorno.',
  'rule.duplicate-name':
    '{feature} tiene el mismo nombre que {other}; las parcelas se reconocen por su nombre, así que cada nombre debe ser único. Cambie el nombre de una de ellas.',
  'rule.file-empty':
    '{file} no tiene ninguna parcela. Con el reemplazo activado, enviarlo borra todas las parcelas del proveedor: confirme solo si es lo que quiere; si no, añada las parcelas.',
  'rule.file-crs.declared':
    '{file} declara el sistema de coordenadas {readable, select, no {en un miembro «crs» ilegible} other {«{crs}»}}; TRACES exige WGS84 longitud-latitud (EPSG:4326). Exporte de nuevo el archivo en EPSG:4326 (en QGIS: Exportar › Guardar objetos como, SRC EPSG:4326).',
  'rule.file-crs.projected':
    '{file} tiene coordenadas como {position}, muy fuera de ±180/±90: parecen proyectadas (metros), no grados WGS84. Exporte de nuevo el archivo en EPSG:4326.',
  'rule.file-too-large.files':
    'El envío tiene {files} archivos; el límite es 99. Junte archivos de parcelas, o repártalos en varios envíos.',
  'rule.file-too-large.bytes':
    'Los archivos del envío suman {gb} GB; el límite es de menos de 2 GB. Reparta las parcelas en varios envíos.',
  'rule.contains-plot':
    '{feature} contiene {inner} del mismo archivo ({share} de ella queda dentro): su tierra se contaría dos veces. Si {feature} es el contorno completo de la finca, déjela fuera y envíe solo las parcelas.',
  'rule.overlapping-plots':
    '{feature} y {other} del mismo archivo se superponen en {area} ({shareA} y {shareB} de cada una): la misma tierra se declara dos veces. Corrija los contornos para que cada trozo de tierra esté en una sola parcela.',
  'rule.overlapping-plots.too-many':
    '{file} es demasiado grande para comparar todas sus parcelas entre sí: desde la parcela {from} no se revisaron las superposiciones. Divida el archivo para que se revisen.',
  'rule.far-from-producing-area':
    '{feature} queda {country, select, none {en el mar} other {fuera de la zona esperada (país: {countryName})}}, a unos {km} km {fromProject, select, yes {de los países de producción del proyecto} other {del país de la mayoría de las parcelas del archivo}} ({countries}). Compruebe que pertenece a este proyecto y proveedor, y que sus coordenadas son correctas.',

  'fix.closed-rings':
    '{count, plural, one {# contorno cerrado} other {# contornos cerrados}} repitiendo la primera posición',
  'fix.dropped-vertices':
    '{count, plural, one {# vértice repetido quitado} other {# vértices repetidos quitados}}',
  'fix.truncated': '{count, plural, one {# posición truncada} other {# posiciones truncadas}} a 6 decimales',
  'fix.swapped': 'latitud y longitud intercambiadas en todas las posiciones',
  'fix.removed-duplicate': 'quitada: duplicado exacto de una parcela anterior',

  // Lo que dicen los lectores de archivos (core/formats)
  'read.format.geojson': 'GeoJSON',
  'read.format.kml': 'KML',
  'read.format.kmz': 'KMZ',
  'read.format.gpx': 'GPX',
  'read.format.shapefile': 'shapefile comprimido',
  'read.format.csv': 'CSV',
  'read.format.xlsx': 'libro de Excel',
  'read.format.geopackage': 'GeoPackage',
  'read.format.zip': 'zip',
  'read.unknown-format':
    '{file} no es un archivo de parcelas que esta revisión sepa leer. Envíe GeoJSON, KML o KMZ, un shapefile comprimido (.zip con .shp, .shx, .dbf, .prj), CSV o Excel (.xlsx) con columnas de latitud/longitud o WKT, GeoPackage o GPX.',
  'read.no-plot':
    'No se pudo leer ninguna parcela de {file}{known, select, yes { ({kind})} other {}}: no contiene ningún marcador, fila, registro ni objeto con forma. Compruebe que las parcelas se guardaron en él, o expórtelas de nuevo como GeoJSON.',
  'read.file-too-large':
    '{file} ocupa {size}; un archivo {kind} se convierte en memoria, por eso el límite es {limit}. Divídalo en archivos más pequeños, o expórtelo como GeoJSON, que se revisa sobre la marcha, tenga el tamaño que tenga.',
  'read.limit.features':
    '{file} contiene {over, select, yes {más de {found, number}} other {{found, number}}} parcelas; un archivo puede contener como máximo {limit, number}. Divida las parcelas en archivos más pequeños, o expórtelas como GeoJSON, que se revisa sobre la marcha, tenga el tamaño que tenga.',
  'read.limit.vertices-total':
    '{file} contiene {over, select, yes {más de {found, number}} other {{found, number}}} vértices en total; un archivo puede contener como máximo {limit, number}. Simplifique los contornos (una parcela necesita unos pocos cientos de vértices como mucho) o divida el archivo.',
  'read.limit.vertices-per-ring':
    '{what, select, plot {su contorno tiene} placemark {Un marcador tiene un contorno de} route {Una ruta GPX tiene un contorno de} track {Un track GPX tiene un contorno de} other {El registro {record} tiene un contorno de}} {found, number} vértices; se leen como máximo {limit, number} por contorno. Simplifique el contorno de esta parcela en su programa SIG y envíela de nuevo.',
  'read.limit.text':
    '{file} ocupa {size} de texto {kind}; se lee de una vez como máximo {limit}. Divida las parcelas en archivos más pequeños, o expórtelas como GeoJSON, que se revisa sobre la marcha, tenga el tamaño que tenga.',
  'read.plot-unusable': 'La parcela {plot} de {file} no se puede usar: {why}.',
  'read.not-finite': 'una coordenada no es un número finito ({x}, {y})',
  'read.collection-too-deep': 'su colección de geometrías está anidada a demasiada profundidad',
  'read.heights-dropped':
    '{count, plural, one {# parcela de {file} lleva alturas (Z) o medidas (M)} other {# parcelas de {file} llevan alturas (Z) o medidas (M)}}; solo se conservan la longitud y la latitud.',
  'read.error.cut-short':
    '{file} está cortado o dañado: un registro apunta más allá del final del archivo. Expórtelo de nuevo desde su programa SIG (o envíelo como GeoJSON) y compruebe que se copió el archivo entero.',
  'read.error.too-large-in-memory':
    '{file} contiene un fragmento de texto o de datos demasiado grande para leerlo en memoria. Divida las parcelas en archivos más pequeños, o expórtelas como GeoJSON.',
  'read.error.too-deep':
    '{file} anida su contenido a demasiada profundidad para leerlo (señal de un archivo dañado o malicioso). Exporte de nuevo las parcelas desde su programa SIG, o como GeoJSON.',
  'read.error.other':
    'No se pudo leer {file} ({detail}). Expórtelo de nuevo, o como GeoJSON, e inténtelo otra vez.',
  'read.zip.damaged':
    '{file} parece un zip pero no se puede abrir (dañado o incompleto). Comprima de nuevo los archivos y envíe el nuevo zip.',
  'read.zip.too-deep':
    '{file} es un zip dentro de un zip dentro de un zip; los archivos comprimidos se abren solo un nivel. Descomprima los archivos y envíe el archivo de parcelas en sí (o un solo zip con él).',
  'read.zip.no-shapefile':
    '{file} es un zip sin shapefile (ningún archivo .shp{others, plural, =0 {} one {, pero sí # otro archivo de parcelas: envíelo sin comprimir} other {, pero sí # otros archivos de parcelas: envíelos sin comprimir}}). Comprima juntos los archivos .shp, .shx, .dbf y .prj del shapefile y envíe ese zip.',
  'read.zip.member-read': 'Se leyó {member} dentro de {file}.',
  'read.zip.member-not-inflated': 'No se pudo descomprimir {member} dentro de {file}',
  'read.zip.member-too-large':
    '{member} dentro de {file} ocupa más de {size} descomprimido; un elemento de un zip puede ocupar como máximo {limit} descomprimido. Así es como se ve una bomba zip: si el archivo es auténtico, divida las parcelas en archivos más pequeños o envíelas como GeoJSON sin comprimir.',
  'read.zip.too-many-members':
    '{file} contiene más de {limit, number} elementos (archivos y carpetas); un zip puede contener como máximo {limit, number}. Comprima solo los archivos de parcelas (para un shapefile: .shp, .shx, .dbf, .prj, .cpg) y envíe ese zip.',
  'read.zip.too-large':
    'Los elementos de {file} ocupan juntos más de {size} descomprimidos; un zip puede ocupar como máximo {limit} descomprimido. Así es como se ve una bomba zip: si el archivo es auténtico, divida las parcelas en archivos más pequeños o envíelas como GeoJSON.',
  'read.json.invalid':
    '{file} no es un JSON válido: {detail} en la línea {line}, columna {column}. Corríjalo ahí o exporte de nuevo el archivo como GeoJSON.',
  'read.geojson.invalid':
    '{file} no es GeoJSON: {detail}. Exporte las parcelas como una FeatureCollection GeoJSON.',
  'read.geojson.no-features':
    '{file} es una FeatureCollection sin la lista «features». Exporte las parcelas como una FeatureCollection GeoJSON.',
  'read.geojson.not-plots':
    '{file} es JSON pero no parcelas GeoJSON: el nivel superior tiene "type": {type} en lugar de "FeatureCollection", "Feature" o una geometría. Exporte las parcelas como una FeatureCollection GeoJSON.',
  'read.crs.refused':
    '{file} está en {crs}, {why, select, geocentric {un sistema geocéntrico (X, Y, Z desde el centro de la Tierra)} compound {un sistema compuesto (una parte horizontal y otra vertical)} vertical {un sistema vertical (alturas)} other {un sistema local (de ingeniería)}}, no en un sistema de mapa donde se puedan dibujar parcelas. Exporte de nuevo las parcelas en WGS 84 (EPSG:4326), o como GeoJSON.',
  'read.crs.cannot-convert':
    '{file} está en {crs}, un sistema de coordenadas que esta revisión no sabe convertir. Exporte de nuevo el shapefile en WGS 84 (EPSG:4326), o como GeoJSON.',
  'read.crs.reprojected': '{file} está en {crs}; sus parcelas se convirtieron a longitud/latitud WGS 84.',
  'read.shapefile.zip-damaged':
    '{file} parece un zip pero no se puede abrir (dañado o incompleto). Comprima de nuevo los archivos del shapefile y envíe el nuevo zip.',
  'read.shapefile.header-short': 'el .shp de {file} está cortado ({bytes} bytes, ni siquiera una cabecera)',
  'read.shapefile.header-code': 'el .shp de {file} no es un shapefile (código de archivo incorrecto)',
  'read.shapefile.bad-header':
    'Archivo ilegible: {why}. Exporte de nuevo el shapefile desde su programa SIG, o como GeoJSON.',
  'read.shapefile.unreadable':
    '{file} no se puede leer como shapefile ({detail}). Expórtelo de nuevo desde su programa SIG, o como GeoJSON.',
  'read.shapefile.no-prj':
    '{file} no tiene archivo .prj; sus coordenadas se toman como longitud/latitud WGS 84. Si las parcelas caen en un lugar equivocado, envíe también el .prj.',
  'read.shapefile.no-dbf':
    '{file} no tiene archivo .dbf, así que sus parcelas no tienen propiedades (ni nombres). Envíe el .dbf junto con el .shp.',
  'read.shapefile.latin':
    '{file} no tiene archivo .cpg y su tabla no está en UTF-8; se leyó como Windows-1252 (latino).',
  'read.shapefile.cpg-unknown':
    'El .cpg de {file} indica la codificación de texto «{encoding}», que esta revisión no sabe leer. Guarde de nuevo el shapefile en UTF-8 (en QGIS: Exportar, Guardar objetos como, Codificación UTF-8) y envíe el nuevo zip.',
  'read.shapefile.no-shape': '{file}: {why}; esa parcela no tiene forma.',
  'read.shapefile.record-damaged':
    'el registro {record} está dañado (indica {points} puntos en {bytes} bytes)',
  'read.shapefile.cut-short':
    '{file} está cortado: el registro {record} necesita {needs} bytes pero el archivo termina tras {has}. Se leyeron los registros anteriores; exporte de nuevo el shapefile y compruebe que se copió el .shp entero.',
  'read.shapefile.layers':
    '{file} contiene {count} shapefiles; sus parcelas se leen juntas, cada una con el nombre de su shapefile en «layer».',
  'read.kmz.damaged':
    '{file} no es un KMZ legible (un KMZ es un zip que contiene un KML): está dañado o incompleto. Guárdelo de nuevo desde Google Earth, o expórtelo como KML.',
  'read.kmz.no-kml':
    '{file} no contiene ningún documento KML (ningún archivo .kml dentro del zip). Guarde de nuevo las parcelas desde Google Earth como KMZ o KML.',
  'read.xml.broken':
    '{file} no se puede leer como {format, select, gpx {GPX} other {KML}}: {detail}. Exporte de nuevo las parcelas desde {format, select, gpx {el aparato o la aplicación GPS} other {Google Earth (clic derecho en la carpeta, Guardar lugar como… KML)}}, o envíelas como GeoJSON.',
  'read.xml.empty':
    '{file} es {format, select, gpx {GPX} other {KML}} pero no contiene {format, select, gpx {ningún punto, track ni ruta} other {ningún marcador}}. Compruebe que las parcelas se guardaron en el archivo (en Google Earth, guarde la carpeta que las contiene).',
  'read.kml.no-shape':
    'El marcador {placemark}{named, select, yes { («{name}»)} other {}} no tiene forma (un polígono vacío o sin coordenadas). Dibuje de nuevo su contorno en Google Earth o elimínelo.',
  'read.gpx.tracks':
    '{count, plural, one {# track GPS cerrado de {file} se leyó como contorno de parcela} other {# tracks GPS cerrados de {file} se leyeron como contornos de parcelas}}.',
  'read.table.no-header':
    '{file} no tiene tabla: no se encontró ninguna fila con títulos de columnas. Ponga los títulos de las columnas en la primera fila y una parcela por fila debajo.',
  'read.table.no-rows':
    '{file} tiene títulos de columnas ({columns}) pero ninguna fila debajo: no hay parcelas que leer. Ponga una parcela por fila debajo de los títulos y envíe de nuevo el archivo.',
  'read.table.no-coordinates':
    '{file} no tiene coordenadas: no se encontró ninguna columna de latitud/longitud, ninguna columna WKT ni ninguna columna de geometría GeoJSON{listed, select, yes { (columnas: {columns})} other {}}. Añada columnas llamadas «latitude» y «longitude» en grados decimales, o una columna «WKT» con el polígono de cada parcela, y envíe de nuevo el archivo.',
  'read.table.row-no-geometry':
    'La fila {row} no tiene {kind, select, wkt {WKT} other {GeoJSON}} legible en «{column}»{explained, select, yes { ({detail})} other {}}.',
  'read.table.row-no-boundary':
    'La fila {row} no tiene un contorno legible en «{column}» (al menos 3 pares de coordenadas).',
  'read.table.row-no-position': 'La fila {row} no tiene latitud/longitud numérica.',
  'read.table.pairs-by-values':
    'En {file}, los contornos de «{column}» se leyeron como pares {order, select, latlon {latitud, longitud} other {longitud, latitud}} (los valores más allá de ±90 indican cuál es la longitud).',
  'read.table.pairs-odk':
    'En {file}, los contornos de «{column}» se leyeron como pares latitud, longitud, el orden en que escriben ODK y KoboToolbox (ningún valor más allá de ±90 indica el orden). Compruebe las parcelas en el mapa e intercambie los ejes si caen en un lugar equivocado.',
  'read.table.columns-swapped':
    'En {file}, la columna «{lon}» contiene longitudes y «{lat}» latitudes (valores más allá de ±90); se leyeron en el orden correcto. Compruebe las parcelas en el mapa.',
  'read.table.headerless':
    '{file} no tiene títulos de columnas: su primera fila se leyó como una parcela, y sus columnas se llamaron «column 1», «column 2»… según su posición.{points, select, yes { «{lat}» se leyó como la latitud y «{lon}» como la longitud, por sus valores: compruebe las parcelas en el mapa.} other {}}',
  'read.csv.latin':
    '{file} no está en UTF-8; se leyó como Windows-1252 (latino). Guárdelo como «CSV UTF-8» para conservar todos los acentos.',
  'read.csv.empty':
    '{file} está vacío. Ponga los títulos de las columnas en la primera fila y una parcela por fila debajo.',
  'read.xlsx.unreadable':
    '{file} no se puede leer como libro de Excel ({detail}). Guárdelo de nuevo como .xlsx (Excel 2007 o posterior), o como CSV.',
  'read.xlsx.sheet': 'Se leyeron las parcelas de la hoja «{sheet}» de {file}.',
  'read.xlsx.no-sheets': '{file} no tiene hojas. Ponga las parcelas en la primera hoja, una por fila.',
  'read.geopackage.damaged':
    '{file} no es un GeoPackage legible (el archivo SQLite está dañado o incompleto). Expórtelo de nuevo desde QGIS o su programa SIG.',
  'read.geopackage.not-gpkg':
    '{file} es una base de datos SQLite pero no un GeoPackage (no tiene la tabla gpkg_contents). Exporte las parcelas como GeoPackage, o como GeoJSON.',
  'read.geopackage.no-tables':
    '{file} es un GeoPackage sin ninguna tabla de objetos (sin parcelas; las vistas no se leen). Exporte a él la capa de parcelas como tabla, o envíela como GeoJSON.',
  'read.geopackage.cannot-convert':
    '{file} está en un sistema de coordenadas que esta revisión no sabe convertir (SRS {srs}). Expórtelo de nuevo en WGS 84 (EPSG:4326).',
  'read.geopackage.bad-geometry': 'El objeto {feature} de {table} tiene una geometría ilegible ({detail}).',
  'read.geopackage.layers':
    '{file} contiene {count} tablas de objetos; sus parcelas se leen juntas, cada una con el nombre de su tabla en «layer».',

  // La autoverificación de los proveedores (/check) y el enlace del comprador (Proveedores)
  'selfcheck.shell': 'Autoverificación de archivos de parcelas',
  'selfcheck.title': 'Verifique su archivo de parcelas antes de enviarlo',
  'selfcheck.intro':
    'Suelte aquí el archivo con sus parcelas. Se verifica en este dispositivo: no se envía nada a ningún sitio. Corrija lo que se puede corregir sin riesgo, luego descargue el archivo corregido y su recibo y envíe los dos a su comprador.',
  'selfcheck.offline.unsupported':
    'Este navegador no puede guardar la página para usarla sin conexión: mantenga la conexión hasta descargar sus archivos.',
  'selfcheck.offline.preparing': 'Preparando la página para funcionar sin conexión…',
  'selfcheck.offline.ready':
    'Lista para funcionar sin conexión: puede cortar la conexión, la verificación sigue funcionando.',
  'selfcheck.offline.failed':
    'No se pudo guardar la página para usarla sin conexión: mantenga la conexión hasta descargar sus archivos.',
  'selfcheck.drop': 'Suelte aquí sus archivos de parcelas, o pulse para elegirlos',
  'selfcheck.drop.hint':
    'GeoJSON, KML o KMZ (Google Earth), shapefile comprimido (zip), CSV o Excel (también exportaciones de ODK y KoboToolbox), GeoPackage o GPX. Los archivos se quedan en este dispositivo.',
  'selfcheck.reading': 'Leyendo los archivos…',
  'selfcheck.unreadable':
    '{count, plural, one {# archivo no se pudo leer} other {# archivos no se pudieron leer}}:',
  'selfcheck.checking': 'Verificando… {plots, plural, one {# parcela} other {# parcelas}} hasta ahora.',
  'selfcheck.check-stopped':
    'La verificación se detuvo: {reason} Quite el último archivo que añadió e inténtelo de nuevo.',
  'selfcheck.preset.by': 'Reglas fijadas por {buyer}',
  'selfcheck.preset.none': 'Reglas de la verificación',
  'selfcheck.preset.traces-on':
    'Verificado para el sistema TRACES de la UE: las parcelas que TRACES rechazaría cuentan como errores.',
  'selfcheck.preset.traces-off': 'No verificado para el sistema TRACES de la UE.',
  'selfcheck.preset.name-field': 'El nombre de cada parcela se lee de la columna o propiedad «{field}».',
  'selfcheck.preset.countries': 'Las parcelas deben estar en: {countries}.',
  'selfcheck.preset.commodity': 'Producto: {commodity}.',
  'selfcheck.commodity.cattle': 'ganado bovino',
  'selfcheck.commodity.cocoa': 'cacao',
  'selfcheck.commodity.coffee': 'café',
  'selfcheck.commodity.oil-palm': 'palma de aceite',
  'selfcheck.commodity.rubber': 'caucho',
  'selfcheck.commodity.soya': 'soja',
  'selfcheck.commodity.wood': 'madera',
  'selfcheck.summary.title': 'Resultado de la verificación',
  'selfcheck.summary.plots':
    '{plots, plural, one {# parcela verificada} other {# parcelas verificadas}}: {accepted, plural, one {# aceptada} other {# aceptadas}}.',
  'selfcheck.summary.problems':
    '{errors, plural, one {# error} other {# errores}} (a corregir antes de enviar), {warnings, plural, one {# advertencia} other {# advertencias}} (a revisar).',
  'selfcheck.notes': 'Cómo se leyeron sus archivos',
  'selfcheck.map.label': 'Mapa de sus parcelas; las parcelas con problemas tienen el contorno rojo o naranja',
  'selfcheck.map.legend': 'Leyenda del mapa',
  'selfcheck.map.error': 'Error: línea roja gruesa',
  'selfcheck.map.warning': 'Advertencia: línea naranja discontinua',
  'selfcheck.map.ok': 'Sin problema: línea azul fina',
  'selfcheck.problems.title': '{count, plural, one {# problema} other {# problemas}}',
  'selfcheck.problems.list': 'Problemas encontrados',
  'selfcheck.problems.error': 'Error',
  'selfcheck.problems.warning': 'Advertencia',
  'selfcheck.problems.show': 'Ver en el mapa',
  'selfcheck.problems.more': 'Mostrar {count, plural, one {# problema más} other {# problemas más}}',
  'selfcheck.problems.omitted':
    '{count, plural, one {# problema más se cuenta} other {# problemas más se cuentan}}, pero no se listan.',
  'selfcheck.problems.none': 'No se encontró ningún problema: su archivo está listo para enviar.',
  'selfcheck.fixes.title': 'Correcciones seguras para {file}',
  'selfcheck.fixes.intro':
    'Estas correcciones arreglan el archivo sin mover la tierra de sus parcelas. Desmarque una corrección para no aplicarla. El archivo corregido se verifica de nuevo.',
  'selfcheck.fixes.legend': 'Correcciones a aplicar',
  'selfcheck.fixes.problems': '{count, plural, one {# problema} other {# problemas}}',
  'selfcheck.fixes.apply': 'Aplicar las correcciones',
  'selfcheck.fixes.working': 'Corrigiendo…',
  'selfcheck.fixes.too-large':
    'Este archivo es demasiado grande para corregirlo en este dispositivo; corríjalo en la herramienta con la que se hizo.',
  'selfcheck.fixes.failed': 'No se pudieron aplicar las correcciones: {reason}',
  'selfcheck.fix.close-rings': 'Cerrar los contornos abiertos (repetir el primer punto al final)',
  'selfcheck.fix.drop-duplicate-vertices': 'Quitar los puntos repetidos uno tras otro',
  'selfcheck.fix.truncate-6-decimals': 'Cortar las coordenadas a 6 decimales, como hace TRACES',
  'selfcheck.fix.swap-axes': 'Intercambiar latitud y longitud donde están claramente invertidas',
  'selfcheck.fix.make-valid': 'Reparar los contornos que se cruzan o se superponen',
  'selfcheck.fix.split-holes':
    'Dividir las parcelas con huecos en partes sin huecos (misma tierra, misma superficie)',
  'selfcheck.fix.remove-exact-duplicates': 'Quitar las parcelas que son copia exacta de otra',
  'selfcheck.receipt.title': 'Archivo a enviar y recibo',
  'selfcheck.receipt.preparing': 'Preparando el recibo…',
  'selfcheck.receipt.intro':
    'Descargue el archivo y el recibo y envíe los dos a su comprador. El recibo identifica el archivo por su huella (SHA-256): si el archivo se modifica, deja de coincidir.',
  'selfcheck.receipt.date': 'Verificado el',
  'selfcheck.receipt.rules': 'Versión de las reglas',
  'selfcheck.receipt.buyer': 'Para',
  'selfcheck.receipt.plots':
    '{plots, plural, one {# parcela verificada} other {# parcelas verificadas}}, {accepted, plural, one {# aceptada} other {# aceptadas}}.',
  'selfcheck.receipt.sha256': 'Huella (SHA-256):',
  'selfcheck.receipt.download-file': 'Descargar {file}',
  'selfcheck.receipt.download': 'Descargar el recibo',
  'map.loading': 'Cargando el mapa…',
  'map.gesture.windows': 'Use Ctrl + rueda del ratón para acercar el mapa',
  'map.gesture.mac': 'Use ⌘ + rueda del ratón para acercar el mapa',
  'map.gesture.mobile': 'Use dos dedos para mover el mapa',
  'receipts.title': 'Recibos de autoverificación',
  'receipts.hint':
    'El recibo de autoverificación (.json) de un proveedor, soltado junto con su archivo, indica si ese archivo es el que él verificó.',
  'receipts.intro':
    '{count, plural, one {# recibo guardado} other {# recibos guardados}} en esta pestaña del navegador. Un recibo identifica cada archivo verificado por su huella (SHA-256). Se hace en el dispositivo del proveedor y nadie lo firma: una coincidencia muestra que el archivo no ha cambiado desde esa verificación, no quién la hizo.',
  'receipts.files': 'Archivos soltados comparados con los recibos',
  'receipts.no-files': 'Suelte los archivos de parcelas que describe el recibo para compararlos con él.',
  'receipts.hashing': 'Comparando {file} con los recibos…',
  'receipts.hash-failed': 'No se pudo calcular la huella de {file} ({reason}). Suelte el archivo de nuevo.',
  'receipts.none': '{file}: ningún recibo soltado aquí describe este archivo.',
  'receipts.match':
    '{file}: verificado el {date} con la versión de las reglas {version}: {plots, plural, one {# parcela verificada} other {# parcelas verificadas}}, {accepted, plural, one {# aceptada} other {# aceptadas}}. Este archivo es el que describe el recibo.',
  'receipts.match.for':
    '{file}: verificado para {buyer} el {date} con la versión de las reglas {version}: {plots, plural, one {# parcela verificada} other {# parcelas verificadas}}, {accepted, plural, one {# aceptada} other {# aceptadas}}. Este archivo es el que describe el recibo.',
  'receipts.corrected': 'Las correcciones seguras se le aplicaron en el dispositivo del proveedor.',
  'receipts.changed':
    '{file} NO coincide con su recibo del {date}: el archivo cambió después de la verificación. Pida al proveedor el archivo que verificó, o verifique este aquí antes de enviarlo.',
  'receipts.damaged':
    '{file} dice ser un recibo de autoverificación, pero no es coherente (dañado o editado a mano). Pida al proveedor que descargue de nuevo el recibo desde la página de verificación.',
  'receipts.forget': 'Olvidar {count, plural, one {el recibo} other {los # recibos}}',
  'selfcheck.link.title': 'Enlace de autoverificación para un proveedor',
  'selfcheck.link.intro':
    'Envíe este enlace a un proveedor: verifica y corrige sus archivos de parcelas en su propio dispositivo, en su idioma, sin cuenta, y le envía el archivo corregido con su recibo. El enlace solo contiene las reglas de abajo y su nombre.',
  'selfcheck.link.buyer': 'Su nombre o empresa (se muestra al proveedor)',
  'selfcheck.link.name-field': 'Campo con los nombres de las parcelas',
  'selfcheck.link.countries': 'Países donde deben estar las parcelas',
  'selfcheck.link.countries.hint': 'Códigos de dos letras, separados por comas.',
  'selfcheck.link.commodity': 'Producto',
  'selfcheck.link.commodity.any': 'Sin indicar',
  'selfcheck.link.traces': 'Verificar para el sistema TRACES de la UE',
  'selfcheck.link.link': 'Enlace a enviar',
  'selfcheck.link.copy': 'Copiar el enlace',
  'selfcheck.link.copied': 'Enlace copiado.',
  'selfcheck.link.open': 'Abrir la autoverificación',

  // El paso de correspondencia de campos y la zona para soltar archivos
  'mapping.title': 'Campos de las parcelas',
  'mapping.intro':
    '{files, plural, one {Este archivo no trae los campos de TRACES. Confirme cuál de sus propiedades contiene cada uno (la propuesta ya está seleccionada); después las parcelas se verifican y se envían como GeoJSON de TRACES con esos campos rellenados y todas las propiedades originales conservadas.} other {Estos archivos no traen los campos de TRACES. Confirme cuál de sus propiedades contiene cada uno (la propuesta ya está seleccionada); después las parcelas se verifican y se envían como GeoJSON de TRACES con esos campos rellenados y todas las propiedades originales conservadas.}}',
  'mapping.plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'mapping.role.name': 'Nombre de la parcela',
  'mapping.role.producer': 'Productor',
  'mapping.role.country': 'País',
  'mapping.role.area': 'Superficie',
  'mapping.fills': 'rellena {field}',
  'mapping.none': '(ninguno)',
  'mapping.none.country': '(ninguno: según la posición)',
  'mapping.none.area': '(ninguno: calcular)',
  'mapping.field-option': '{field} (rellenado en {filled, number} de {total, number})',
  'mapping.unit.in': 'en',
  'mapping.unit.label': 'Unidad de {field}',
  'mapping.unit.ha': 'hectáreas',
  'mapping.unit.m2': 'metros cuadrados',
  'mapping.unit.acre': 'acres',
  'mapping.sample': 'Por ejemplo: {samples}',
  'mapping.sample.empty': 'Vacío en todas las parcelas.',
  'mapping.note.name.none':
    'Ningún campo de nombre: el servicio rechaza toda parcela sin nombre. Elija el campo que da el nombre de cada parcela.',
  'mapping.note.name.missing':
    '{count, plural, one {# parcela no tiene nombre aquí: el servicio la rechaza.} other {# parcelas no tienen nombre aquí: el servicio las rechaza.}}',
  'mapping.note.name.repeats':
    'Hay nombres repetidos: {list}. Un nombre repetido no identifica la parcela: elija un campo con un nombre por parcela si quiere actualizar las parcelas por su nombre.',
  'mapping.note.producer.none': 'Ningún campo de productor: ProducerName queda vacío.',
  'mapping.note.producer.missing':
    '{count, plural, one {# parcela no tiene productor aquí.} other {# parcelas no tienen productor aquí.}}',
  'mapping.note.country.none': 'Ningún campo de país: el país de cada parcela se obtiene de su posición.',
  'mapping.note.country.missing':
    '{count, plural, one {# parcela no tiene código ni nombre de país aquí: su país se obtiene de su posición.} other {# parcelas no tienen código ni nombre de país aquí: su país se obtiene de su posición.}}',
  'mapping.note.area.none':
    'Ningún campo de superficie: la superficie de cada polígono se calcula a partir de su forma.',
  'mapping.note.area.missing':
    '{count, plural, one {# parcela no tiene superficie aquí: se calcula a partir de la forma.} other {# parcelas no tienen superficie aquí: se calcula a partir de la forma.}}',
  'mapping.note.area.text':
    '{count, plural, one {# parcela da la superficie como texto: se escribe como número (TRACES lee un texto como 0).} other {# parcelas dan la superficie como texto: se escribe como número (TRACES lee un texto como 0).}}',
  'mapping.points.columns':
    'Las posiciones vienen de las columnas <b>{lat}</b> (latitud) y <b>{lon}</b> (longitud). Compruebe en el mapa que las parcelas están donde deben antes de seguir.',
  'mapping.points.map': 'Mapa de las posiciones tal como se leen en la tabla',
  'mapping.points.off':
    '{off, number} de {shown, number} posiciones mostradas caen fuera de todo país en este orden; {other, number} con las columnas intercambiadas.',
  'mapping.points.off.swap': 'Probablemente las columnas están al revés.',
  'mapping.points.order': 'Orden de las columnas',
  'mapping.points.as-read': '{column} es la latitud',
  'mapping.points.swap': '{column} es la latitud (intercambiar)',
  'mapping.points.confirm': 'Las posiciones son correctas',
  'mapping.points.confirmed': 'Posiciones: {column} es la latitud.',
  'mapping.points.again': 'Volver a ver el mapa',
  'mapping.remembered': 'Los campos elegidos la última vez para este proveedor ya están seleccionados.',
  'mapping.converting': 'Convirtiendo…',
  'mapping.confirm': 'Usar estos campos y verificar las parcelas',
  'mapping.waiting': 'Primero confirme las posiciones de {files}.',
  'mapping.converted': 'Archivos convertidos',
  'mapping.filled.country-from-position':
    '{count, plural, one {# parcela recibió su país según su posición} other {# parcelas recibieron su país según su posición}}',
  'mapping.filled.country-unknown':
    '{count, plural, one {# parcela no está en ningún país conocido} other {# parcelas no están en ningún país conocido}}',
  'mapping.filled.area-computed':
    '{count, plural, one {# parcela recibió una superficie calculada} other {# parcelas recibieron una superficie calculada}}',
  'mapping.number.unnamed':
    'Nombrar {count, plural, one {la parcela sin nombre} other {las # parcelas sin nombre}} “{prefix} 1”, “{prefix} 2”… según su lugar en el archivo',
  'mapping.number.alike':
    'Todas las parcelas se llaman {name}: nombrarlas “{prefix} 1”, “{prefix} 2”… según su lugar en el archivo',
  'mapping.filled.numbered':
    '{count, plural, one {# parcela recibió} other {# parcelas recibieron}} un nombre con número',
  'mapping.filled.area-text':
    '{count, plural, one {# parcela tenía la superficie como texto, ahora un número} other {# parcelas tenían la superficie como texto, ahora un número}}',
  'mapping.download': 'Descargar {file}',
  'mapping.edit': 'Cambiar los campos de {file}',
  'dropzone.label': 'Suelte aquí los archivos de parcelas, o pulse para elegir archivos',
  'dropzone.dragging': 'Suelte los archivos para verificarlos',
  'dropzone.hint':
    'GeoJSON, KML/KMZ (Google Earth), shapefile comprimido en zip, CSV, Excel, GeoPackage o GPX; hasta {max} archivos y menos de 2 GB en total. Los archivos se verifican en su navegador, incluso sin conexión; no se envía nada hasta que pulse Enviar.',
  'dropzone.too-large':
    'El archivo pesa {size}; un envío debe pesar menos de 2 GB en total. Reparta las parcelas en varios archivos (por región o por grupo de productores) y envíelos por separado.',
  'dropzone.not-expected': 'Este envío espera {files}.',
  'dropzone.too-many':
    'Un envío contiene como máximo {max} archivos. Envíe el resto por separado, o junte archivos.',
  'dropzone.refused': '{count, plural, one {# archivo no se añadió} other {# archivos no se añadieron}}:',

  'cli.file-summary':
    '{file}: {plots, plural, one {# parcela} other {# parcelas}}, {errors, plural, one {# error} other {# errores}}, {warnings, plural, one {# aviso} other {# avisos}}',

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)

  // Buyer pages, part B: Suppliers, Projects, Settings

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
  'states.error': 'Algo salió mal',
  'states.retry': 'Intentar de nuevo',
  'states.page-failed': 'No se pudo cargar esta página',
  'states.projects.loading': 'Cargando sus proyectos…',
  'states.projects.failed': 'No se pudieron cargar sus proyectos',
  'states.projects.none': 'Ningún proyecto para mostrar',
  'states.projects.choose': 'Elija un proyecto en la página Proyectos.',
  'errors.token-refused': 'El token de la API fue rechazado ({detail}). Revíselo en Ajustes.',
  'errors.forbidden': 'Esta cuenta no tiene acceso a ese proyecto ({detail}).',
  'errors.not-found': 'No encontrado: {detail}',
  'errors.retry-in': '{detail} Vuelva a intentarlo en {seconds} s.',
  'errors.server': 'El servicio tuvo un problema ({status}). Vuelva a intentarlo en un momento. {detail}',
  'errors.network': '{detail} Revise su conexión y vuelva a intentarlo.',
  'errors.unreachable': 'No se pudo contactar con el servicio.',
  'errors.dropped': 'La conexión se cortó mientras se leía la respuesta.',
  'errors.not-json': 'El servicio envió algo que no es JSON ({status}).',
  'risk-class.high': 'Riesgo alto',
  'risk-class.medium': 'Riesgo medio',
  'risk-class.low': 'Riesgo bajo',
  'risk-class.none': 'Sin riesgo',
  'risk-class.unassessed': 'No evaluado',
  'risk-class.high.short': 'Alto',
  'risk-class.medium.short': 'Medio',
  'risk-class.low.short': 'Bajo',
  'risk-class.none.short': 'Ninguno',
  'risk-class.unassessed.short': 'No evaluado',
  'risk-class.none.compact': 'Sin',
  'benchmark.low': 'País de riesgo bajo',
  'benchmark.standard': 'País de riesgo estándar',
  'benchmark.high': 'País de riesgo alto',
  'benchmark.unknown': 'País desconocido',
  'benchmark.badge': 'Clasificación de países de la UE:',
  'benchmark.checked': '· {share} controlados',
  'benchmark.source':
    'Clasificación de países de la UE (oficial): {title} del {date} (base jurídica: {legalBasis}). <link>Texto en EUR-Lex</link>. Es la lista de países de la Comisión, no la evaluación de sus parcelas por el servicio.',
  'app.page-loading': 'Cargando la página…',
  'app.projects.loading': 'Cargando los proyectos…',
  'app.projects.unavailable': 'Proyectos no disponibles: {reason}',
  'app.projects.retry': 'Reintentar',
  'app.project': 'Proyecto',
  'app.project.active': '{name} (activo)',
  'app.token.title': 'El token de la API fue rechazado',
  'app.token.intro':
    'El servicio respondió 401: el token falta, es incorrecto o ha caducado. Ingrese un token válido para continuar; esta página y lo que estaba haciendo quedan como están.',
  'app.token.demo': 'Usar la cuenta de demostración: {account}',
  'app.token.label': 'Token de la API',
  'app.token.later': 'Ahora no',
  'app.token.use': 'Usar este token',
  'map.failed': 'No se pudo mostrar el mapa.',
  'map.problem': 'Problema con el mapa: {reason}',
  'review.verdict.cleared': 'Aprobado',
  'review.verdict.needs-information': 'Necesita información del proveedor',
  'review.verdict.excluded': 'Excluido de la cadena de suministro',
  'review.reason.no-deforestation-verified': 'Sin deforestación después de la fecha de corte, verificado',
  'review.reason.legal-documents-provided': 'Documentos legales entregados',
  'review.reason.mapping-error': 'Error de mapeo en el archivo del proveedor',
  'review.reason.supplier-evidence-received': 'Pruebas recibidas del proveedor',
  'review.reason.awaiting-supplier-documents': 'A la espera de documentos del proveedor',
  'review.reason.boundary-dispute': 'Disputa de linderos',
  'review.reason.deforestation-confirmed': 'Deforestación después de la fecha de corte confirmada',
  'review.reason.protected-or-indigenous-land': 'En área protegida o tierra indígena',
  'review.reason.duplicate-claim': 'Declaración duplicada',
  'review.reason.other': 'Otro (ver la nota)',
  'review.evidence.not-https': 'El enlace de la prueba debe empezar con https://.',
  'review.evidence.credentials': 'El enlace de la prueba no debe contener usuario ni contraseña.',
  'review.evidence.not-url': 'El enlace de la prueba no es una dirección web (https://…).',
  'review.missing.selection': 'Seleccione primero al menos un elemento.',
  'review.missing.verdict': 'Elija un dictamen.',
  'review.missing.reason': 'Elija un motivo.',
  'review.missing.note': 'Explique por qué en la nota: el motivo es “Otro”.',
  'review.form': 'Registrar un dictamen',
  'review.verdict': 'Dictamen',
  'review.reason': 'Motivo',
  'review.reason.choose': 'Elija un motivo…',
  'review.note': 'Nota',
  'review.note.hint': '(lo que verificó, a quién consultó)',
  'review.evidence': 'Prueba (opcional)',
  'review.evidence.link': 'Enlace (https://…)',
  'review.evidence.note': 'Nota sobre la prueba',
  'review.not-recorded':
    'El dictamen no se registró: {reason} Lo que escribió se conserva; vuelva a intentarlo.',
  'review.recording': 'Registrando…',
  'review.record': 'Registrar el dictamen',
  'review.record.for': 'Registrar el dictamen para {count, plural, one {# elemento} other {# elementos}}',
  'review.select-first':
    'Seleccione primero los elementos: márquelos en la lista (Tab para ir a una casilla, Espacio para marcar) o use “Seleccionar todos”.',
  'review.history.loading': 'Cargando el historial de dictámenes…',
  'review.history.failed': 'No se pudo cargar el historial de dictámenes',
  'review.history.empty': 'Todavía no hay dictámenes registrados.',
  'review.history': 'Historial de dictámenes',
  'review.history.truncated': 'Se muestran los {count} dictámenes más recientes.',
  'review.history.kind.risk': '{plot} (riesgo)',
  'review.history.kind.double-claim': '{plot} (declaración doble con {other})',
  'review.history.kind.inside-another': '{plot} (dentro de {other})',
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Prueba:',
  'review.item.risk': 'Riesgo evaluado (servicio): {risk}',
  'review.item.inside': 'Dentro de {other}: {share} de esta parcela cubierta',
  'review.item.overlap': 'Se superpone con {other} en {area} ({share} de esta parcela)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'En riesgo',
  'review.kind.double-claim': 'Declaración doble',
  'review.kind.inside-another': 'Dentro de otra parcela',
  'review.attention': '{open} de {total} elementos de revisión requieren atención.',
  'review.all-decided': 'Los {total} elementos de revisión tienen un dictamen.',
  'review.nothing':
    'Nada que revisar: ninguna parcela en riesgo, ninguna declaración doble, ninguna parcela dentro de otra.',
  'review.select-all': 'Seleccionar los {count} listados',
  'review.show-decided': 'Mostrar también los elementos con dictamen',
  'review.items': 'Elementos de revisión',
  'review.select-item': 'Seleccionar {kind}: {plot}',
  'review.decided': 'Decidido: <b>{verdict}</b> por {who} el {date}',
  'review.show-more': 'Mostrar {count} más de {left}',
  'plots.review-failed': 'No se pudieron cargar los dictámenes para el filtro Revisión',
  'plots.load-stopped': 'La carga se detuvo después de {count, plural, one {# parcela} other {# parcelas}}',
  'plots.load-failed': 'No se pudieron cargar las parcelas',
  'plots.loading-first': 'Cargando las primeras parcelas…',
  'plots.empty': 'Este proyecto aún no tiene parcelas',
  'plots.empty.hint':
    'Envíe el archivo de parcelas de un proveedor en la página <link>Envíos</link>; sus parcelas aparecen aquí una vez revisadas.',
  'plots.table': 'Tabla de parcelas',
  'plots.map': 'Mapa de parcelas',
  'plots.no-match': 'Ninguna parcela coincide con estos filtros',
  'plots.no-match.hint': '<clear>Borre todos los filtros</clear> o afloje uno de ellos.',
  'plots.map.waiting': 'El mapa aparece en cuanto se listan las primeras parcelas…',
  'plots.map.label':
    'Mapa de las parcelas filtradas, coloreadas según el nivel de riesgo. La tabla lista las mismas parcelas.',
  'plots.ago.now': 'hace menos de un minuto',
  'plots.ago.minutes': 'hace {n} min',
  'plots.ago.hours': 'hace {n} h',
  'plots.ago.days': '{n, plural, one {hace # día} other {hace # días}}',
  'plots.fresh.no-copy':
    '· Este navegador no puede guardar una copia en este dispositivo (almacenamiento no disponible o lleno): cada visita carga las parcelas desde el servicio.',
  'plots.fresh.up-to-date':
    'Actualizado ({time}){kept, select, yes { · guardado en este dispositivo} other {}}',
  'plots.fresh.saved':
    'Guardado en este dispositivo {ago} ({time}) · actualizando desde el servicio: {progress}',
  'plots.fresh.starting': 'iniciando…',
  'plots.fresh.progress':
    '{loaded, number} de unas {expected} parcelas; la lista se reemplaza cuando lleguen todas.',
  'plots.loaded.all':
    'Se cargaron las {loaded, number} parcelas del proyecto{filtered, select, yes {; {shown, number} coinciden con los filtros} other {}}.',
  'plots.loaded.checking': 'Buscando cambios…',
  'plots.loading.label': 'Parcelas cargadas',
  'plots.loading.progress': '{loaded, number} de unas {expected} parcelas cargadas',
  'plots.loading.rest':
    '{filtered, select, yes {; {shown, number} coinciden con los filtros hasta ahora} other {}}. La tabla se completa a medida que llegan las páginas.',
  'plots.loading.sr': 'Cargando parcelas…',
  'plots.selected': 'Parcela seleccionada',
  'plots.selected.supplier': 'Proveedor {supplier}: abrir su página',
  'plots.selected.open': 'Abrir detalles',
  'plots.selected.clear': 'Borrar la selección',
  'plots.selected.hidden':
    'La parcela seleccionada ({id}) no está entre las parcelas mostradas. Cambie los filtros o <clear>borre la selección</clear>.',
  'plots.selected.none': 'Seleccione una parcela en la tabla o en el mapa para verla aquí.',
  'plots.legend.title': 'Leyenda: nivel de riesgo (el marcador crece con el riesgo)',
  'plots.legend.how':
    'Las parcelas se muestran como círculos con el mapa alejado y como contornos desde el zoom 8. Parcela seleccionada: contorno oscuro grueso.',
  'plots.legend.grouped':
    'Con el mapa alejado, las parcelas cercanas se agrupan: un círculo con borde oscuro toma el color y el tamaño del peor riesgo entre ellas (no evaluado cuenta como peor que sin riesgo) y crece con su número. Acérquese o haga clic en él para ver cada parcela.',
  'plots.filter': 'Filtrar parcelas',
  'plots.filter.search': 'Buscar por nombre o id',
  'plots.filter.search.example': 'p. ej., Campement Nawa',
  'plots.filter.supplier': 'Proveedor',
  'plots.filter.supplier.all': 'Todos los proveedores',
  'plots.filter.country': 'País',
  'plots.filter.country.all': 'Todos los países',
  'plots.filter.country.option': '{name} ({code})',
  'plots.filter.deforestation': 'Deforestación desde la fecha de corte',
  'plots.filter.any': 'Cualquiera',
  'plots.filter.deforestation.yes': 'Sí, deforestación detectada',
  'plots.filter.deforestation.no': 'Sin deforestación',
  'plots.filter.review': 'Revisión',
  'plots.filter.review.open': 'No revisada',
  'plots.filter.review.needs-information': 'Necesita información',
  'plots.filter.review.excluded': 'Excluida',
  'plots.filter.review.cleared': 'Aprobada',
  'plots.filter.risk': 'Riesgo evaluado (servicio)',
  'plots.filter.clear': 'Borrar todos los filtros',
  'plots.col.name': 'Parcela',
  'plots.col.supplier': 'Proveedor',
  'plots.col.risk': 'Riesgo',
  'plots.col.area': 'Superficie',
  'plots.col.deforestation': 'Deforestado',
  'plots.col.country': 'País',
  'plots.col.unknown': 'desconocido',
  'plots.col.none': 'ninguno',
  'plots.table.keys':
    'Las flechas se mueven entre parcelas; Intro selecciona una parcela y la muestra en el mapa; Intro otra vez abre sus detalles; X marca o desmarca la parcela para exportar una selección.',
  'plots.table.label': 'Parcelas',
  'plots.table.tick-all': 'Marcar las {count, number} parcelas mostradas',
  'plots.table.tick': 'Marcar {name} para exportar',
  'plots.export': 'Exportar',
  'plots.export.traces': 'Exportar GeoJSON para TRACES',
  'plots.export.csv': 'Exportar CSV',
  'plots.export.wait': 'La exportación está disponible cuando se hayan cargado todas las parcelas.',
  'plots.export.none-shown':
    'Ninguna de las parcelas marcadas se muestra: cambie los filtros o desmárquelas.',
  'plots.export.scope': 'Exporta {scope}.',
  'plots.export.scope.selected':
    '{count, plural, one {la parcela seleccionada} other {las # parcelas seleccionadas}}',
  'plots.export.scope.shown':
    '{filtered, select, yes {{count, plural, one {la parcela filtrada mostrada} other {las # parcelas filtradas mostradas}}} other {{count, plural, one {la parcela mostrada} other {las # parcelas mostradas}}}}',
  'plots.export.checking': 'Revisando {count, number} parcelas para TRACES…',
  'plots.export.failed': 'No se pudo preparar la exportación para TRACES: {reason}',
  'plots.export.saved':
    '{count, number} parcelas guardadas para TRACES{files, plural, =1 {} other { en # archivos, cada uno dentro de los límites de una declaración}}{left, plural, =0 {} other {; {left, number} excluidas}}.',
  'plots.export.saved-csv': 'Guardado en CSV: {what}.',
  'plots.export.what':
    '{kind, select, selected {{count, plural, one {# parcela seleccionada} other {# parcelas seleccionadas}}} filtered {{count, plural, one {# parcela filtrada} other {# parcelas filtradas}}} other {{count, plural, one {# parcela} other {# parcelas}}}}',
  'plots.detail.back': '← Volver a las parcelas',
  'plots.detail.loading': 'Cargando la parcela…',
  'plots.detail.not-found': 'Parcela no encontrada',
  'plots.detail.failed': 'No se pudo cargar la parcela',
  'plots.detail.missing':
    'No hay ninguna parcela <code>{id}</code> en sus proyectos. Puede haber sido reemplazada por un envío más reciente (con sobrescritura) o pertenecer a un proyecto que esta cuenta no ve.',
  'plots.detail.missing.go': '<link>Vaya a la lista de parcelas</link> y búsquela por su nombre.',
  'plots.detail.risk': 'Evaluación del riesgo',
  'plots.detail.concern': 'Motivo de preocupación:',
  'plots.detail.plot': 'Parcela',
  'plots.detail.id': 'Id de la parcela',
  'plots.detail.supplier': 'Proveedor',
  'plots.detail.its-plots': 'sus parcelas',
  'plots.detail.country': 'País',
  'plots.detail.country.value': '{name} ({code})',
  'plots.detail.area': 'Superficie',
  'plots.detail.geometry': 'Geometría',
  'plots.detail.centred': '{type} centrado en {lat}, {lon} (lat, lon)',
  'plots.detail.added': 'Añadida el',
  'plots.detail.changed': 'Último cambio',
  'plots.detail.properties': 'Propiedades del archivo enviado',
  'plots.detail.no-properties': 'La parcela enviada no tenía propiedades.',
  'plots.detail.outline': 'Contorno de la parcela',
  'plots.detail.outline.map': 'Contorno de la parcela {name}',
  'plots.detail.outline.note':
    'Contorno de la parcela tal como se envió; el relleno muestra el nivel de riesgo ({risk}).',
  'plots.review': 'Revisión',
  'plots.review.failed': 'No se pudieron cargar los dictámenes',
  'plots.review.loading': 'Cargando los dictámenes…',
  'plots.review.scanning':
    'Buscando superposiciones entre las parcelas del proyecto: las declaraciones dobles de esta parcela se añaden a la lista cuando termine la revisión.',
  'plots.explain.high':
    'Riesgo alto: los hallazgos siguientes significan que esta parcela no puede considerarse libre de deforestación. No comercialice sus productos antes de una diligencia debida adicional.',
  'plots.explain.medium':
    'Riesgo medio: los hallazgos siguientes requieren una revisión más atenta antes de considerar esta parcela de riesgo insignificante.',
  'plots.explain.low':
    'Riesgo bajo: solo hallazgos menores; conserve esta evaluación con sus registros de diligencia debida.',
  'plots.explain.none':
    'Sin riesgo: sin deforestación desde la fecha de corte y sin superposición con áreas protegidas ni territorios indígenas.',
  'plots.explain.pending':
    'Esta parcela aún no se ha evaluado. La evaluación suele llegar pocos minutos después de un envío; vuelva más tarde.',
  'plots.explain.since':
    '{date, select, none {desde la fecha de corte de {framework}} other {desde la fecha de corte de {framework}, el {date}}}',
  'plots.explain.share': ' ({share} de la parcela)',
  'plots.explain.deforestation': 'Deforestación detectada {since}: {area}{share}.',
  'plots.explain.no-deforestation': 'No se detectó deforestación {since}.',
  'plots.explain.forest': 'Bosque restante en la parcela: {area}{share}.',
  'plots.explain.no-forest': 'No queda bosque en la parcela.',
  'plots.explain.protected': 'Se superpone con áreas protegidas en {area}.',
  'plots.explain.no-protected': 'Sin superposición con áreas protegidas.',
  'plots.explain.indigenous': 'Se superpone con territorios indígenas en {area}.',
  'plots.explain.no-indigenous': 'Sin superposición con territorios indígenas.',
  'plots.explain.assessed': 'Evaluada el {date} según {framework}.',
  'plots.overlaps': 'Parcelas superpuestas',
  'plots.overlaps.title': 'Superposiciones (declaraciones dobles)',
  'plots.overlaps.failed': 'La búsqueda de superposiciones falló: {reason}.',
  'plots.overlaps.pending': 'Buscando parcelas superpuestas cuando se hayan cargado todas…',
  'plots.overlaps.reload': 'Vuelva a cargar la página para buscar superposiciones.',
  'plots.overlaps.none':
    'Sin superposiciones: {count, number} parcelas revisadas, ninguna declara tierra de otra.',
  'plots.overlaps.summary':
    '{plots, number} parcelas se superponen con otra, en {pairs, number} pares ({cross, number} entre proveedores distintos{partial, select, yes { entre los listados} other {}}).',
  'plots.overlaps.only': 'Mostrar solo las parcelas superpuestas',
  'plots.overlaps.pairs': 'Pares superpuestos',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) y <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    'Superposición de {area}: {shareA} de la primera, {shareB} de la segunda{same, select, yes { · mismo proveedor} other { · proveedores distintos}}',
  'plots.overlaps.show': 'Ver en el mapa',
  'plots.overlaps.show.label': 'Ver {a} y {b} en el mapa',
  'plots.overlaps.more':
    'Se listan los {listed, number} pares más grandes de {total, number}; el filtro muestra todas las parcelas superpuestas en la tabla.',
  'plots.statement': 'Paquete de declaración (archivos de geolocalización y borradores)',
  'plots.statement.activity': 'Actividad',
  'plots.statement.activity.IMPORT': 'Importación',
  'plots.statement.activity.EXPORT': 'Exportación',
  'plots.statement.activity.DOMESTIC': 'Producción nacional',
  'plots.statement.hs': 'Código SA',
  'plots.statement.goods': 'Descripción de las mercancías',
  'plots.statement.mass': 'Masa neta (kg)',
  'plots.statement.reference': 'Referencia interna',
  'plots.statement.scientific': 'Especie, nombre científico (madera)',
  'plots.statement.common': 'Especie, nombre común (madera)',
  'plots.statement.download': 'Descargar el paquete de declaración',
  'plots.statement.building': 'Preparando y revisando las declaraciones…',
  'plots.statement.saved':
    '{count, plural, one {# declaración guardada} other {# declaraciones guardadas}} en {file}.',
  'plots.statement.check-form': 'Revise el formulario: {issues}',
  'plots.statement.failed': 'No se pudo preparar el paquete: {reason}',
  'plots.traces.ready': '{count, plural, one {# parcela lista} other {# parcelas listas}} para TRACES',
  'plots.traces.none': 'Ninguna parcela puede exportarse para TRACES',
  'plots.traces.from': 'A partir de: {scope}.',
  'plots.traces.how':
    'Revisadas con las reglas de envío después de recortar cada posición a 6 decimales, como las guarda TRACES (2-D, solo las propiedades ProducerName, ProducerCountry, ProductionPlace y Area).',
  'plots.traces.summary': 'Resumen de la exportación',
  'plots.traces.refused':
    '<b>{count, plural, one {# parcela excluida} other {# parcelas excluidas}}</b>: TRACES las rechazaría.',
  'plots.traces.kind': '{title}: {count, number}',
  'plots.traces.show-all': 'Mostrar todas ({count, number})',
  'plots.traces.repeats':
    '{count, plural, one {# copia exacta} other {# copias exactas}} de una parcela anterior {count, plural, one {excluida} other {excluidas}}.',
  'plots.traces.no-producer':
    '{count, plural, one {# parcela no tiene} other {# parcelas no tienen}} nombre de productor: ProducerName se omite, no se rellena. Añada los productores en el archivo del proveedor si la declaración los necesita.',
  'plots.traces.no-country':
    '{count, plural, one {# parcela no tiene} other {# parcelas no tienen}} código de país.',
  'plots.traces.cut':
    '{count, plural, one {# parcela tenía} other {# parcelas tenían}} posiciones con más de 6 decimales o un tercer valor: recortadas como lo haría TRACES{changed, plural, =0 {} other {; el contorno de {changed, number} cambia visiblemente ({examples})}}.',
  'plots.traces.cut.plot': 'parcela {index}',
  'plots.traces.points':
    '{count, plural, one {# punto} other {# puntos}} sin superficie (Area): TRACES cuenta cada uno como 4 ha.',
  'plots.traces.cattle':
    'Estas parcelas son establecimientos ganaderos bovinos (un punto puede representar más de 4 ha)',
  'plots.traces.over':
    'Un solo archivo tendría {size}; una declaración de diligencia debida admite como máximo {max, number} parcelas y 25 MB de geolocalización: {parts, number} archivos ({first} …) caben cada uno en una.',
  'plots.traces.file': 'Archivo: {file} ({size}).',
  'plots.traces.cancel': 'Cancelar',
  'plots.traces.one-file': 'Un solo archivo de todos modos',
  'plots.traces.download-parts': 'Descargar {parts, number} archivos conformes',
  'plots.traces.download': 'Descargar el GeoJSON',
  'errors.download': 'No se pudo descargar el archivo.',
  'errors.download-dropped': 'La conexión se cortó durante la descarga.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
};
