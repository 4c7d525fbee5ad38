/** French messages (see en.ts for the rules of a catalogue). Written for a field officer: what is wrong, what to do. */
import type { Catalogue } from '../messages.ts';

export const fr: Catalogue = {
  'app.title': 'Tableau de bord des risques des parcelles',
  'app.skip': 'Aller au contenu',
  'app.menu': 'Menu',
  'app.simulator': 'Simulateur',
  'app.live': 'Service réel',
  'app.language': 'Langue',
  'nav.main': 'Principale',
  'nav.projects': 'Projets',
  'nav.projects.hint': 'Vos projets et leur étendue',
  'nav.suppliers': 'Fournisseurs',
  'nav.suppliers.hint': 'Les fournisseurs et leurs parcelles',
  'nav.uploads': 'Envois',
  'nav.uploads.hint': 'Vérifier et envoyer des fichiers de parcelles',
  'nav.plots': 'Parcelles',
  'nav.plots.hint': 'Chaque parcelle avec son risque',
  'nav.jurisdictions': 'Territoires',
  'nav.jurisdictions.hint': 'Risque par pays selon le référentiel',
  'nav.risk-info': 'Risque d’une zone',
  'nav.risk-info.hint': 'Le risque de toute zone dessinée',
  'nav.detections': 'Détections',
  'nav.detections.hint': 'Déforestation et feux détectés chaque mois',
  'nav.settings': 'Réglages',
  'nav.settings.hint': 'Connexion, jeton et fond de carte',

  'label.feature': 'parcelle {index}',
  'label.feature-named': 'parcelle {index} (« {name} »)',
  'label.feature-in-file': 'parcelle {index} de {file}',
  'where.outer': 'contour extérieur',
  'where.hole': 'trou {hole}',
  'where.part': 'partie {part}, {ring}',

  'rule.missing-geometry.not-feature':
    '{feature} n’est pas un objet « Feature » GeoJSON, elle n’a donc pas de géométrie. Chaque élément de « features » doit être un objet avec "type": "Feature", "geometry" et "properties".',
  'rule.missing-geometry.none':
    '{feature} n’a pas de géométrie (« geometry » est {missing, select, null {vide (null)} other {absent}}). Dessinez ou importez le contour de la parcelle (un Polygon) ou sa position (un Point) et enregistrez-le dans la parcelle.',
  'rule.missing-name':
    '{feature} n’a pas de nom : la propriété « {field} » est absente ou vide. Ajoutez le nom de la parcelle dans « {field} ».',
  'rule.bad-country.missing':
    '{feature} n’a pas de ProducerCountry. Ajoutez le code ISO 3166-1 alpha-2 du pays de production (par exemple « CI » ou « GH »).',
  'rule.bad-country.invalid':
    '{feature} a ProducerCountry {value}, qui n’est pas un code ISO 3166-1 alpha-2.{hint, select, none {} other { Écrivez-le « {hint} ».}} Utilisez le code à deux lettres (par exemple « CI » pour la Côte d’Ivoire).',
  'rule.unsupported-geometry.type':
    '{feature} est un {type} ; TRACES n’accepte que Point, MultiPoint, Polygon et MultiPolygon. Convertissez-la, par exemple un contour LineString fermé en Polygon.',
  'rule.unsupported-geometry.malformed':
    '{feature} a des coordonnées mal formées. Exportez à nouveau la parcelle en GeoJSON depuis votre logiciel SIG.',
  'rule.multipolygon-nesting':
    '{feature} indique "type": "Polygon" mais ses coordonnées sont imbriquées comme celles d’un MultiPolygon (une liste de polygones) ; elle est lue comme un MultiPolygon. Mettez son type à « MultiPolygon » (le fichier envoyé l’a déjà).',
  'rule.out-of-range':
    '{feature} a la position {position} hors des limites longitude −180..180 / latitude −90..90. Les positions doivent être [longitude, latitude] en degrés WGS84 ; {projected, select, yes {elles ressemblent à des mètres d’un système projeté : exportez à nouveau le fichier en EPSG:4326.} other {vérifiez une faute de frappe ou des valeurs inversées.}}',
  'rule.low-precision':
    '{feature} a des coordonnées avec moins de 6 décimales (par ex. {position}). TRACES les complète par des zéros ; des coordonnées arrondies sont souvent imprécises (5 décimales ≈ 1 m, 4 ≈ 11 m). Exportez à nouveau avec 6 décimales à partir du relevé d’origine.',
  'rule.area-text':
    '{feature} a une surface (Area) {value} écrite comme du texte ; TRACES lit une surface en texte comme 0. Écrivez-la comme un nombre d’hectares (le fichier envoyé après la correspondance des champs l’a en nombre).',
  'rule.point-area.missing':
    '{feature} est un point sans surface (Area) ; TRACES suppose alors 4 ha. Ajoutez la surface de la parcelle en hectares, ou dessinez son contour en Polygon.',
  'rule.point-area.too-large':
    '{feature} est un point avec une surface de {declared} ha ; TRACES n’accepte des points que pour les parcelles de 4 ha au plus (sauf bétail). Dessinez le contour de la parcelle en Polygon.',
  'rule.area-too-small':
    '{feature} couvre {area}, moins de 0,0001 ha (1 m²). Vérifiez que le contour n’a pas été dessiné à la mauvaise échelle ou réduit à un point.',
  'rule.area-too-large':
    '{feature} couvre {area}, plus de 100 000 ha. Une seule parcelle est rarement aussi grande : vérifiez le contour, ou découpez-le en ses vraies parcelles.',
  'rule.area-mismatch':
    '{feature} déclare une surface de {declared} ha mais son contour mesure {area} (écart de plus d’un facteur 2). Corrigez la propriété Area (en hectares, pas en m² ni en acres) ou le contour.',
  'rule.swapped-axes':
    '{feature} semble écrite en [latitude, longitude] : {position} est {country, select, none {en mer} other {hors de {country}}}, alors que {swapped} est {country, select, none {sur terre} other {dans {country}}}. Les positions GeoJSON sont [longitude, latitude] ; inversez les deux valeurs (correction proposée).',
  'rule.unclosed-ring':
    '{feature} ({where}) n’est pas fermé : il commence à {first} mais finit à {last}. Répétez la première position à la fin (correction sûre proposée).',
  'rule.duplicate-vertex':
    '{feature} ({where}) répète la position {position} deux fois de suite. Supprimez le sommet répété (correction sûre proposée).',
  'rule.too-few-vertices':
    '{feature} ({where}) a {positions} positions (fermeture comprise) et {corners} sommets distincts ; un contour demande au moins 3 sommets distincts plus la position de fermeture. Redessinez le contour de la parcelle.',
  'rule.collinear':
    '{feature} ({where}) a toutes ses positions sur une seule ligne droite, elle n’a donc pas de surface. Redessinez le contour autour de la parcelle.',
  'rule.hole':
    '{feature} a {holes, plural, one {# trou} other {# trous}} (contours intérieurs) ; TRACES refuse les polygones avec des trous. Découpez la parcelle en parties sans trou qui couvrent la même terre (correction proposée), ou bouchez les trous si cette terre est cultivée aussi.',
  'rule.overlapping-parts':
    '{feature} est un MultiPolygon dont des parties se croisent ou se recouvrent vers {position} ; les parties ne peuvent se toucher qu’en un point. Fusionnez les parties en une seule forme (correction proposée) ou corrigez les contours.',
  'rule.self-intersection':
    '{feature} se recoupe : son contour se croise ou se touche lui-même vers {position}. Déplacez les sommets pour que le contour ne se croise plus, ou réparez la forme (correction proposée).',
  'rule.collapses-at-6-decimals':
    '{feature} devient invalide une fois tronquée à 6 décimales, comme le fait TRACES (vers {position}). Écartez les sommets d’au moins 0,000001°, ou fusionnez-les.',
  'rule.duplicate-geometry':
    '{feature} a la même géométrie que {other}. Supprimez le doublon{allowed, select, yes {, ou faites en sorte que ses propriétés diffèrent (les doublons sont alors acceptés)} other {}} ; s’il s’agit de parcelles différentes, corrigez le contour.',
  'rule.duplicate-name':
    '{feature} a le même nom que {other} ; les parcelles sont reconnues par leur nom, chaque nom doit donc être unique. Renommez l’une des deux.',
  'rule.file-empty':
    '{file} ne contient aucune parcelle. Avec le remplacement activé, l’envoyer supprime toutes les parcelles du fournisseur : ne confirmez que si c’est voulu, sinon ajoutez les parcelles.',
  'rule.file-crs.declared':
    '{file} déclare le système de coordonnées {readable, select, no {dans un membre « crs » illisible} other {« {crs} »}} ; TRACES demande WGS84 longitude-latitude (EPSG:4326). Exportez à nouveau le fichier en EPSG:4326 (dans QGIS : Exporter › Sauvegarder les entités sous, SCR EPSG:4326).',
  'rule.file-crs.projected':
    '{file} a des coordonnées comme {position}, très loin de ±180/±90 : elles semblent projetées (en mètres), pas en degrés WGS84. Exportez à nouveau le fichier en EPSG:4326.',
  'rule.file-too-large.files':
    'L’envoi compte {files} fichiers ; la limite est de 99. Regroupez des fichiers de parcelles, ou répartissez-les en plusieurs envois.',
  'rule.file-too-large.bytes':
    'Les fichiers de l’envoi totalisent {gb} Go ; la limite est de moins de 2 Go. Répartissez les parcelles en plusieurs envois.',
  'rule.contains-plot':
    '{feature} contient {inner} du même fichier ({share} de celle-ci est à l’intérieur) : sa terre serait comptée deux fois. Si {feature} est le contour complet de l’exploitation, retirez-la et n’envoyez que les parcelles.',
  'rule.overlapping-plots':
    '{feature} et {other} du même fichier se recouvrent sur {area} ({shareA} et {shareB} de chacune) : la même terre est déclarée deux fois. Corrigez les contours pour que chaque terre soit dans une seule parcelle.',
  'rule.overlapping-plots.too-many':
    '{file} est trop grand pour comparer toutes ses parcelles entre elles : à partir de la parcelle {from}, les recouvrements n’ont pas été vérifiés. Découpez le fichier pour les faire vérifier.',
  'rule.far-from-producing-area':
    '{feature} se trouve {country, select, none {en mer} other {hors de la zone attendue (pays : {countryName})}}, à environ {km} km {fromProject, select, yes {des pays de production du projet} other {du pays de la plupart des parcelles du fichier}} ({countries}). Vérifiez qu’elle appartient bien à ce projet et à ce fournisseur, et que ses coordonnées sont justes.',

  'fix.closed-rings':
    '{count, plural, one {# contour fermé} other {# contours fermés}} en répétant la première position',
  'fix.dropped-vertices':
    '{count, plural, one {# sommet répété supprimé} other {# sommets répétés supprimés}}',
  'fix.truncated': '{count, plural, one {# position tronquée} other {# positions tronquées}} à 6 décimales',
  'fix.swapped': 'latitude et longitude inversées dans chaque position',
  'fix.removed-duplicate': 'supprimée : doublon exact d’une parcelle précédente',

  // Ce que disent les lecteurs de fichiers (core/formats)
  'read.format.geojson': 'GeoJSON',
  'read.format.kml': 'KML',
  'read.format.kmz': 'KMZ',
  'read.format.gpx': 'GPX',
  'read.format.shapefile': 'shapefile zippé',
  'read.format.csv': 'CSV',
  'read.format.xlsx': 'classeur Excel',
  'read.format.geopackage': 'GeoPackage',
  'read.format.zip': 'zip',
  'read.unknown-format':
    '{file} n’est pas un fichier de parcelles que ce contrôle sait lire. Envoyez du GeoJSON, du KML ou KMZ, un shapefile zippé (.zip avec .shp, .shx, .dbf, .prj), un CSV ou un Excel (.xlsx) avec des colonnes latitude/longitude ou WKT, un GeoPackage ou un GPX.',
  'read.no-plot':
    'Aucune parcelle n’a pu être lue dans {file}{known, select, yes { ({kind})} other {}} : il ne contient aucun repère, ligne, enregistrement ou objet avec une forme. Vérifiez que les parcelles y ont bien été enregistrées, ou exportez-les à nouveau en GeoJSON.',
  'read.file-too-large':
    '{file} fait {size} ; un fichier {kind} est converti en mémoire, la limite est donc de {limit}. Découpez-le en fichiers plus petits, ou exportez-le en GeoJSON, qui est contrôlé au fil de la lecture quelle que soit sa taille.',
  'read.limit.features':
    '{file} contient {over, select, yes {plus de {found, number}} other {{found, number}}} parcelles ; un fichier peut en contenir au plus {limit, number}. Découpez les parcelles en fichiers plus petits, ou exportez-les en GeoJSON, qui est contrôlé au fil de la lecture quelle que soit sa taille.',
  'read.limit.vertices-total':
    '{file} contient {over, select, yes {plus de {found, number}} other {{found, number}}} sommets au total ; un fichier peut en contenir au plus {limit, number}. Simplifiez les contours (une parcelle n’a pas besoin de plus de quelques centaines de sommets) ou découpez le fichier.',
  'read.limit.vertices-per-ring':
    '{what, select, plot {son contour} placemark {Un repère a un contour qui} route {Un itinéraire GPX a un contour qui} track {Une trace GPX a un contour qui} other {L’enregistrement {record} a un contour qui}} compte {found, number} sommets ; au plus {limit, number} sont lus par contour. Simplifiez le contour de cette parcelle dans votre logiciel SIG et renvoyez-la.',
  'read.limit.text':
    '{file} fait {size} de texte {kind} ; au plus {limit} est lu d’un bloc. Découpez les parcelles en fichiers plus petits, ou exportez-les en GeoJSON, qui est contrôlé au fil de la lecture quelle que soit sa taille.',
  'read.plot-unusable': 'La parcelle {plot} de {file} est inutilisable : {why}.',
  'read.not-finite': 'une coordonnée n’est pas un nombre fini ({x}, {y})',
  'read.collection-too-deep': 'sa collection de géométries est imbriquée trop profondément',
  'read.heights-dropped':
    '{count, plural, one {# parcelle de {file} porte des altitudes (Z) ou des mesures (M)} other {# parcelles de {file} portent des altitudes (Z) ou des mesures (M)}} ; seules la longitude et la latitude sont gardées.',
  'read.error.cut-short':
    '{file} est tronqué ou abîmé : un enregistrement renvoie au-delà de la fin du fichier. Exportez-le à nouveau depuis votre logiciel SIG (ou envoyez-le en GeoJSON) et vérifiez que le fichier entier a été copié.',
  'read.error.too-large-in-memory':
    '{file} contient un morceau de texte ou de données trop gros pour être lu en mémoire. Découpez les parcelles en fichiers plus petits, ou exportez-les en GeoJSON.',
  'read.error.too-deep':
    '{file} imbrique son contenu trop profondément pour être lu (signe d’un fichier abîmé ou malveillant). Exportez à nouveau les parcelles depuis votre logiciel SIG, ou en GeoJSON.',
  'read.error.other':
    '{file} n’a pas pu être lu ({detail}). Exportez-le à nouveau, ou en GeoJSON, et réessayez.',
  'read.zip.damaged':
    '{file} ressemble à un zip mais ne s’ouvre pas (abîmé ou incomplet). Zippez à nouveau les fichiers et envoyez le nouveau zip.',
  'read.zip.too-deep':
    '{file} est un zip dans un zip dans un zip ; les archives ne sont ouvertes que sur un niveau. Dézippez les fichiers et envoyez le fichier de parcelles lui-même (ou un seul zip qui le contient).',
  'read.zip.no-shapefile':
    '{file} est un zip sans shapefile (aucun fichier .shp{others, plural, =0 {} one {, mais # autre fichier de parcelles : envoyez-le sans le zipper} other {, mais # autres fichiers de parcelles : envoyez-les sans les zipper}}). Zippez ensemble les fichiers .shp, .shx, .dbf et .prj du shapefile et envoyez ce zip.',
  'read.zip.member-read': '{member} a été lu à l’intérieur de {file}.',
  'read.zip.member-not-inflated': '{member} dans {file} n’a pas pu être décompressé',
  'read.zip.member-too-large':
    '{member} dans {file} se décompresse en plus de {size} ; un élément d’un zip peut faire au plus {limit} une fois décompressé. C’est l’aspect d’une bombe zip : si le fichier est authentique, découpez les parcelles en fichiers plus petits ou envoyez-les en GeoJSON non zippé.',
  'read.zip.too-many-members':
    '{file} contient plus de {limit, number} éléments (fichiers et dossiers) ; un zip peut en contenir au plus {limit, number}. Ne zippez que les fichiers de parcelles (pour un shapefile : .shp, .shx, .dbf, .prj, .cpg) et envoyez ce zip.',
  'read.zip.too-large':
    'Les éléments de {file} se décompressent ensemble en plus de {size} ; un zip peut faire au plus {limit} une fois décompressé. C’est l’aspect d’une bombe zip : si le fichier est authentique, découpez les parcelles en fichiers plus petits ou envoyez-les en GeoJSON.',
  'read.json.invalid':
    '{file} n’est pas du JSON valide : {detail} à la ligne {line}, colonne {column}. Corrigez-le à cet endroit ou exportez à nouveau le fichier en GeoJSON.',
  'read.geojson.invalid':
    '{file} n’est pas du GeoJSON : {detail}. Exportez les parcelles en FeatureCollection GeoJSON.',
  'read.geojson.no-features':
    '{file} est une FeatureCollection sans tableau « features ». Exportez les parcelles en FeatureCollection GeoJSON.',
  'read.geojson.not-plots':
    '{file} est du JSON mais pas des parcelles GeoJSON : le niveau supérieur a "type": {type} au lieu de "FeatureCollection", "Feature" ou d’une géométrie. Exportez les parcelles en FeatureCollection GeoJSON.',
  'read.crs.refused':
    '{file} est en {crs}, {why, select, geocentric {un système géocentrique (X, Y, Z depuis le centre de la Terre)} compound {un système composé (une partie horizontale et une partie verticale)} vertical {un système vertical (altitudes)} other {un système local (d’ingénierie)}}, pas un système de carte où tracer des parcelles. Exportez à nouveau les parcelles en WGS 84 (EPSG:4326), ou en GeoJSON.',
  'read.crs.cannot-convert':
    '{file} est en {crs}, un système de coordonnées que ce contrôle ne sait pas convertir. Exportez à nouveau le shapefile en WGS 84 (EPSG:4326), ou en GeoJSON.',
  'read.crs.reprojected':
    '{file} est en {crs} ; ses parcelles ont été converties en longitude/latitude WGS 84.',
  'read.shapefile.zip-damaged':
    '{file} ressemble à un zip mais ne s’ouvre pas (abîmé ou incomplet). Zippez à nouveau les fichiers du shapefile et envoyez le nouveau zip.',
  'read.shapefile.header-short': 'le .shp de {file} est tronqué ({bytes} octets, pas même un en-tête)',
  'read.shapefile.header-code': 'le .shp de {file} n’est pas un shapefile (mauvais code de fichier)',
  'read.shapefile.bad-header':
    'Fichier illisible : {why}. Exportez à nouveau le shapefile depuis votre logiciel SIG, ou en GeoJSON.',
  'read.shapefile.unreadable':
    '{file} ne peut pas être lu comme shapefile ({detail}). Exportez-le à nouveau depuis votre logiciel SIG, ou en GeoJSON.',
  'read.shapefile.no-prj':
    '{file} n’a pas de fichier .prj ; ses coordonnées sont prises comme longitude/latitude WGS 84. Si les parcelles tombent au mauvais endroit, envoyez aussi le .prj.',
  'read.shapefile.no-dbf':
    '{file} n’a pas de fichier .dbf : ses parcelles n’ont donc pas de propriétés (pas de noms). Envoyez le .dbf avec le .shp.',
  'read.shapefile.latin':
    '{file} n’a pas de fichier .cpg et sa table n’est pas en UTF-8 ; elle a été lue en Windows-1252 (latin).',
  'read.shapefile.cpg-unknown':
    'Le .cpg de {file} indique l’encodage de texte « {encoding} », que ce contrôle ne sait pas lire. Enregistrez à nouveau le shapefile en UTF-8 (dans QGIS : Exporter, Sauvegarder les entités sous, Encodage UTF-8) et envoyez le nouveau zip.',
  'read.shapefile.no-shape': '{file} : {why} ; cette parcelle n’a pas de forme.',
  'read.shapefile.record-damaged':
    'l’enregistrement {record} est abîmé (il annonce {points} points dans {bytes} octets)',
  'read.shapefile.cut-short':
    '{file} est tronqué : l’enregistrement {record} demande {needs} octets mais le fichier s’arrête après {has}. Les enregistrements précédents ont été lus ; exportez à nouveau le shapefile et vérifiez que le .shp entier a été copié.',
  'read.shapefile.layers':
    '{file} contient {count} shapefiles ; leurs parcelles sont lues ensemble, chacune avec le nom de son shapefile dans « layer ».',
  'read.kmz.damaged':
    '{file} n’est pas un KMZ lisible (un KMZ est un zip qui contient un KML) : il est abîmé ou incomplet. Enregistrez-le à nouveau depuis Google Earth, ou exportez-le en KML.',
  'read.kmz.no-kml':
    '{file} ne contient aucun document KML (aucun fichier .kml dans le zip). Enregistrez à nouveau les parcelles depuis Google Earth en KMZ ou en KML.',
  'read.xml.broken':
    '{file} ne peut pas être lu comme {format, select, gpx {GPX} other {KML}} : {detail}. Exportez à nouveau les parcelles depuis {format, select, gpx {l’appareil ou l’application GPS} other {Google Earth (clic droit sur le dossier, Enregistrer le lieu sous… KML)}}, ou envoyez-les en GeoJSON.',
  'read.xml.empty':
    '{file} est un {format, select, gpx {GPX} other {KML}} mais ne contient {format, select, gpx {aucun point, trace ou itinéraire} other {aucun repère}}. Vérifiez que les parcelles ont bien été enregistrées dans le fichier (dans Google Earth, enregistrez le dossier qui les contient).',
  'read.kml.no-shape':
    'Le repère {placemark}{named, select, yes { (« {name} »)} other {}} n’a pas de forme (un polygone vide ou aucune coordonnée). Tracez à nouveau son contour dans Google Earth ou supprimez-le.',
  'read.gpx.tracks':
    '{count, plural, one {# trace GPS fermée de {file} a été lue comme contour de parcelle} other {# traces GPS fermées de {file} ont été lues comme contours de parcelles}}.',
  'read.table.no-header':
    '{file} n’a pas de tableau : aucune ligne de titres de colonnes n’a été trouvée. Mettez les titres des colonnes sur la première ligne et une parcelle par ligne en dessous.',
  'read.table.no-rows':
    '{file} a des titres de colonnes ({columns}) mais aucune ligne en dessous : aucune parcelle à lire. Mettez une parcelle par ligne sous les titres et renvoyez le fichier.',
  'read.table.no-coordinates':
    '{file} n’a pas de coordonnées : aucune colonne latitude/longitude, aucune colonne WKT et aucune colonne de géométrie GeoJSON n’a été trouvée{listed, select, yes { (colonnes : {columns})} other {}}. Ajoutez des colonnes nommées « latitude » et « longitude » en degrés décimaux, ou une colonne « WKT » avec le polygone de chaque parcelle, et renvoyez le fichier.',
  'read.table.row-no-geometry':
    'La ligne {row} n’a pas de {kind, select, wkt {WKT} other {GeoJSON}} lisible dans « {column} »{explained, select, yes { ({detail})} other {}}.',
  'read.table.row-no-boundary':
    'La ligne {row} n’a pas de contour lisible dans « {column} » (au moins 3 paires de coordonnées).',
  'read.table.row-no-position': 'La ligne {row} n’a pas de latitude/longitude numérique.',
  'read.table.pairs-by-values':
    'Dans {file}, les contours de « {column} » ont été lus comme des paires {order, select, latlon {latitude, longitude} other {longitude, latitude}} (les valeurs au-delà de ±90 indiquent laquelle est la longitude).',
  'read.table.pairs-odk':
    'Dans {file}, les contours de « {column} » ont été lus comme des paires latitude, longitude, l’ordre qu’écrivent ODK et KoboToolbox (aucune valeur au-delà de ±90 n’indique l’ordre). Vérifiez les parcelles sur la carte, et inversez les axes si elles tombent au mauvais endroit.',
  'read.table.columns-swapped':
    'Dans {file}, la colonne « {lon} » contient des longitudes et « {lat} » des latitudes (valeurs au-delà de ±90) ; elles ont été lues dans le bon sens. Vérifiez les parcelles sur la carte.',
  'read.table.headerless':
    '{file} n’a pas de titres de colonnes : sa première ligne a été lue comme une parcelle, et ses colonnes nommées « column 1 », « column 2 »… d’après leur place.{points, select, yes { « {lat} » a été lue comme la latitude et « {lon} » comme la longitude, d’après leurs valeurs : vérifiez les parcelles sur la carte.} other {}}',
  'read.csv.latin':
    '{file} n’est pas en UTF-8 ; il a été lu en Windows-1252 (latin). Enregistrez-le en « CSV UTF-8 » pour garder tous les accents.',
  'read.csv.empty':
    '{file} est vide. Mettez les titres des colonnes sur la première ligne et une parcelle par ligne en dessous.',
  'read.xlsx.unreadable':
    '{file} ne peut pas être lu comme classeur Excel ({detail}). Enregistrez-le à nouveau en .xlsx (Excel 2007 ou plus récent), ou en CSV.',
  'read.xlsx.sheet': 'Parcelles lues dans la feuille « {sheet} » de {file}.',
  'read.xlsx.no-sheets':
    '{file} n’a aucune feuille. Mettez les parcelles dans la première feuille, une par ligne.',
  'read.geopackage.damaged':
    '{file} n’est pas un GeoPackage lisible (le fichier SQLite est abîmé ou incomplet). Exportez-le à nouveau depuis QGIS ou votre logiciel SIG.',
  'read.geopackage.not-gpkg':
    '{file} est une base SQLite mais pas un GeoPackage (il n’a pas de table gpkg_contents). Exportez les parcelles en GeoPackage, ou en GeoJSON.',
  'read.geopackage.no-tables':
    '{file} est un GeoPackage sans aucune table d’entités (pas de parcelles ; les vues ne sont pas lues). Exportez-y la couche des parcelles comme table, ou envoyez-la en GeoJSON.',
  'read.geopackage.cannot-convert':
    '{file} est dans un système de coordonnées que ce contrôle ne sait pas convertir (SRS {srs}). Exportez-le à nouveau en WGS 84 (EPSG:4326).',
  'read.geopackage.bad-geometry': 'L’entité {feature} de {table} a une géométrie illisible ({detail}).',
  'read.geopackage.layers':
    '{file} contient {count} tables d’entités ; leurs parcelles sont lues ensemble, chacune avec le nom de sa table dans « layer ».',

  // L’auto-contrôle des fournisseurs (/check) et le lien de l’acheteur (Fournisseurs)
  'selfcheck.shell': 'Auto-contrôle des fichiers de parcelles',
  'selfcheck.title': 'Vérifiez votre fichier de parcelles avant de l’envoyer',
  'selfcheck.intro':
    'Déposez le fichier de vos parcelles. Il est vérifié sur cet appareil : rien n’est envoyé nulle part. Corrigez ce qui peut l’être sans risque, puis téléchargez le fichier corrigé et son reçu, et envoyez les deux à votre acheteur.',
  'selfcheck.offline.unsupported':
    'Ce navigateur ne peut pas garder la page pour un usage hors ligne : restez connecté jusqu’à avoir téléchargé vos fichiers.',
  'selfcheck.offline.preparing': 'Préparation de la page pour fonctionner hors ligne…',
  'selfcheck.offline.ready':
    'Prêt à fonctionner hors ligne : vous pouvez couper la connexion, la vérification fonctionne toujours.',
  'selfcheck.offline.failed':
    'La page n’a pas pu être gardée pour un usage hors ligne : restez connecté jusqu’à avoir téléchargé vos fichiers.',
  'selfcheck.drop': 'Déposez vos fichiers de parcelles ici, ou appuyez pour les choisir',
  'selfcheck.drop.hint':
    'GeoJSON, KML ou KMZ (Google Earth), shapefile zippé, CSV ou Excel (y compris les exports ODK et KoboToolbox), GeoPackage ou GPX. Les fichiers restent sur cet appareil.',
  'selfcheck.reading': 'Lecture des fichiers…',
  'selfcheck.unreadable':
    '{count, plural, one {# fichier n’a pas pu être lu} other {# fichiers n’ont pas pu être lus}} :',
  'selfcheck.checking': 'Vérification… {plots, plural, one {# parcelle} other {# parcelles}} pour l’instant.',
  'selfcheck.check-stopped':
    'La vérification s’est arrêtée : {reason} Retirez le dernier fichier ajouté et réessayez.',
  'selfcheck.preset.by': 'Règles fixées par {buyer}',
  'selfcheck.preset.none': 'Règles de la vérification',
  'selfcheck.preset.traces-on':
    'Vérifié pour le système TRACES de l’UE : les parcelles que TRACES refuserait comptent comme des erreurs.',
  'selfcheck.preset.traces-off': 'Non vérifié pour le système TRACES de l’UE.',
  'selfcheck.preset.name-field':
    'Le nom de chaque parcelle est lu dans la colonne ou la propriété « {field} ».',
  'selfcheck.preset.countries': 'Parcelles attendues dans : {countries}.',
  'selfcheck.preset.commodity': 'Produit : {commodity}.',
  'selfcheck.commodity.cattle': 'bovins',
  'selfcheck.commodity.cocoa': 'cacao',
  'selfcheck.commodity.coffee': 'café',
  'selfcheck.commodity.oil-palm': 'palmier à huile',
  'selfcheck.commodity.rubber': 'caoutchouc',
  'selfcheck.commodity.soya': 'soja',
  'selfcheck.commodity.wood': 'bois',
  'selfcheck.summary.title': 'Résultat de la vérification',
  'selfcheck.summary.plots':
    '{plots, plural, one {# parcelle vérifiée} other {# parcelles vérifiées}} : {accepted, plural, one {# acceptée} other {# acceptées}}.',
  'selfcheck.summary.problems':
    '{errors, plural, one {# erreur} other {# erreurs}} (à corriger avant l’envoi), {warnings, plural, one {# avertissement} other {# avertissements}} (à regarder).',
  'selfcheck.notes': 'Comment vos fichiers ont été lus',
  'selfcheck.map.label':
    'Carte de vos parcelles ; les parcelles avec des problèmes sont entourées en rouge ou en orange',
  'selfcheck.map.legend': 'Légende de la carte',
  'selfcheck.map.error': 'Erreur : trait rouge épais',
  'selfcheck.map.warning': 'Avertissement : tirets orange',
  'selfcheck.map.ok': 'Aucun problème : trait bleu fin',
  'selfcheck.problems.title': '{count, plural, one {# problème} other {# problèmes}}',
  'selfcheck.problems.list': 'Problèmes trouvés',
  'selfcheck.problems.error': 'Erreur',
  'selfcheck.problems.warning': 'Avertissement',
  'selfcheck.problems.show': 'Voir sur la carte',
  'selfcheck.problems.more': 'Afficher {count, plural, one {# autre problème} other {# autres problèmes}}',
  'selfcheck.problems.omitted':
    '{count, plural, one {# autre problème est compté} other {# autres problèmes sont comptés}} mais pas listés.',
  'selfcheck.problems.none': 'Aucun problème trouvé : votre fichier est prêt à être envoyé.',
  'selfcheck.fixes.title': 'Corrections sûres pour {file}',
  'selfcheck.fixes.intro':
    'Ces corrections réparent le fichier sans déplacer la terre de vos parcelles. Décochez une correction pour ne pas l’appliquer. Le fichier corrigé est vérifié à nouveau.',
  'selfcheck.fixes.legend': 'Corrections à appliquer',
  'selfcheck.fixes.problems': '{count, plural, one {# problème} other {# problèmes}}',
  'selfcheck.fixes.apply': 'Appliquer les corrections',
  'selfcheck.fixes.working': 'Correction en cours…',
  'selfcheck.fixes.too-large':
    'Ce fichier est trop volumineux pour être corrigé sur cet appareil ; corrigez-le dans l’outil qui l’a créé.',
  'selfcheck.fixes.failed': 'Les corrections n’ont pas pu être appliquées : {reason}',
  'selfcheck.fix.close-rings': 'Fermer les contours ouverts (répéter le premier point à la fin)',
  'selfcheck.fix.drop-duplicate-vertices': 'Supprimer les points répétés l’un après l’autre',
  'selfcheck.fix.truncate-6-decimals': 'Couper les coordonnées à 6 décimales, comme le fait TRACES',
  'selfcheck.fix.swap-axes': 'Inverser latitude et longitude là où elles sont clairement inversées',
  'selfcheck.fix.make-valid': 'Réparer les contours qui se croisent ou se recouvrent',
  'selfcheck.fix.split-holes':
    'Découper les parcelles trouées en parties sans trou (même terre, même surface)',
  'selfcheck.fix.remove-exact-duplicates': 'Supprimer les parcelles qui sont la copie exacte d’une autre',
  'selfcheck.receipt.title': 'Fichier à envoyer et reçu',
  'selfcheck.receipt.preparing': 'Préparation du reçu…',
  'selfcheck.receipt.intro':
    'Téléchargez le fichier et le reçu, et envoyez les deux à votre acheteur. Le reçu désigne le fichier par son empreinte (SHA-256) : si le fichier est modifié, il ne correspond plus.',
  'selfcheck.receipt.date': 'Vérifié le',
  'selfcheck.receipt.rules': 'Version des règles',
  'selfcheck.receipt.buyer': 'Pour',
  'selfcheck.receipt.plots':
    '{plots, plural, one {# parcelle vérifiée} other {# parcelles vérifiées}}, {accepted, plural, one {# acceptée} other {# acceptées}}.',
  'selfcheck.receipt.sha256': 'Empreinte (SHA-256) :',
  'selfcheck.receipt.download-file': 'Télécharger {file}',
  'selfcheck.receipt.download': 'Télécharger le reçu',
  'map.loading': 'Chargement de la carte…',
  'map.gesture.windows': 'Utilisez Ctrl + molette pour zoomer sur la carte',
  'map.gesture.mac': 'Utilisez ⌘ + molette pour zoomer sur la carte',
  'map.gesture.mobile': 'Utilisez deux doigts pour déplacer la carte',
  'receipts.title': 'Reçus d’auto-contrôle',
  'receipts.hint':
    'Le reçu d’auto-contrôle (.json) d’un fournisseur, déposé avec son fichier, indique si ce fichier est bien celui qu’il a vérifié.',
  'receipts.intro':
    '{count, plural, one {# reçu gardé} other {# reçus gardés}} dans cet onglet du navigateur. Un reçu désigne chaque fichier vérifié par son empreinte (SHA-256). Il est établi sur l’appareil du fournisseur et n’est signé par personne : une correspondance montre que le fichier n’a pas changé depuis cette vérification, pas qui l’a faite.',
  'receipts.files': 'Fichiers déposés comparés aux reçus',
  'receipts.no-files': 'Déposez les fichiers de parcelles que décrit le reçu pour les comparer avec lui.',
  'receipts.hashing': 'Comparaison de {file} avec les reçus…',
  'receipts.hash-failed':
    'L’empreinte de {file} n’a pas pu être calculée ({reason}). Déposez le fichier à nouveau.',
  'receipts.none': '{file} : aucun reçu déposé ici ne décrit ce fichier.',
  'receipts.match':
    '{file} : vérifié le {date} avec la version des règles {version} : {plots, plural, one {# parcelle vérifiée} other {# parcelles vérifiées}}, {accepted, plural, one {# acceptée} other {# acceptées}}. Ce fichier est bien celui que décrit le reçu.',
  'receipts.match.for':
    '{file} : vérifié pour {buyer} le {date} avec la version des règles {version} : {plots, plural, one {# parcelle vérifiée} other {# parcelles vérifiées}}, {accepted, plural, one {# acceptée} other {# acceptées}}. Ce fichier est bien celui que décrit le reçu.',
  'receipts.corrected': 'Les corrections sûres y ont été appliquées sur l’appareil du fournisseur.',
  'receipts.changed':
    '{file} NE correspond PAS à son reçu du {date} : le fichier a été modifié depuis sa vérification. Demandez au fournisseur le fichier qu’il a vérifié, ou vérifiez celui-ci ici avant de l’envoyer.',
  'receipts.damaged':
    '{file} se présente comme un reçu d’auto-contrôle mais n’est pas cohérent (abîmé, ou modifié à la main). Demandez au fournisseur de télécharger à nouveau le reçu depuis la page de vérification.',
  'receipts.forget': 'Oublier {count, plural, one {le reçu} other {les # reçus}}',
  'selfcheck.link.title': 'Lien d’auto-contrôle pour un fournisseur',
  'selfcheck.link.intro':
    'Envoyez ce lien à un fournisseur : il vérifie et corrige ses fichiers de parcelles sur son propre appareil, dans sa langue, sans compte, et vous envoie le fichier corrigé avec son reçu. Le lien ne contient que les règles ci-dessous et votre nom.',
  'selfcheck.link.buyer': 'Votre nom ou votre entreprise (affiché au fournisseur)',
  'selfcheck.link.name-field': 'Champ contenant le nom des parcelles',
  'selfcheck.link.countries': 'Pays où les parcelles doivent se trouver',
  'selfcheck.link.countries.hint': 'Codes à deux lettres, séparés par des virgules.',
  'selfcheck.link.commodity': 'Produit',
  'selfcheck.link.commodity.any': 'Non précisé',
  'selfcheck.link.traces': 'Vérifier pour le système TRACES de l’UE',
  'selfcheck.link.link': 'Lien à envoyer',
  'selfcheck.link.copy': 'Copier le lien',
  'selfcheck.link.copied': 'Lien copié.',
  'selfcheck.link.open': 'Ouvrir l’auto-contrôle',

  // L’étape de correspondance des champs et la zone de dépôt des fichiers
  'mapping.title': 'Champs des parcelles',
  'mapping.intro':
    '{files, plural, one {Ce fichier ne contient pas les champs TRACES. Confirmez laquelle de ses propriétés contient chacun d’eux (la proposition est présélectionnée) ; les parcelles sont ensuite vérifiées et envoyées en GeoJSON TRACES avec ces champs remplis et toutes les propriétés d’origine conservées.} other {Ces fichiers ne contiennent pas les champs TRACES. Confirmez laquelle de leurs propriétés contient chacun d’eux (la proposition est présélectionnée) ; les parcelles sont ensuite vérifiées et envoyées en GeoJSON TRACES avec ces champs remplis et toutes les propriétés d’origine conservées.}}',
  'mapping.plots': '{count, plural, one {# parcelle} other {# parcelles}}',
  'mapping.role.name': 'Nom de la parcelle',
  'mapping.role.producer': 'Producteur',
  'mapping.role.country': 'Pays',
  'mapping.role.area': 'Surface',
  'mapping.fills': 'remplit {field}',
  'mapping.none': '(aucun)',
  'mapping.none.country': '(aucun : d’après la position)',
  'mapping.none.area': '(aucun : calculée)',
  'mapping.field-option': '{field} (rempli pour {filled, number} sur {total, number})',
  'mapping.unit.in': 'en',
  'mapping.unit.label': 'Unité de {field}',
  'mapping.unit.ha': 'hectares',
  'mapping.unit.m2': 'mètres carrés',
  'mapping.unit.acre': 'acres',
  'mapping.sample': 'Par exemple : {samples}',
  'mapping.sample.empty': 'Vide pour toutes les parcelles.',
  'mapping.note.name.none':
    'Aucun champ de nom : le service refuse toute parcelle sans nom. Choisissez le champ qui donne le nom de chaque parcelle.',
  'mapping.note.name.missing':
    '{count, plural, one {# parcelle n’a pas de nom ici : le service la refuse.} other {# parcelles n’ont pas de nom ici : le service les refuse.}}',
  'mapping.note.name.repeats':
    'Des noms se répètent : {list}. Un nom répété ne permet pas de retrouver la parcelle : choisissez un champ avec un nom par parcelle si vous voulez mettre à jour les parcelles par leur nom.',
  'mapping.note.producer.none': 'Aucun champ de producteur : ProducerName reste vide.',
  'mapping.note.producer.missing':
    '{count, plural, one {# parcelle n’a pas de producteur ici.} other {# parcelles n’ont pas de producteur ici.}}',
  'mapping.note.country.none':
    'Aucun champ de pays : le pays de chaque parcelle est trouvé d’après sa position.',
  'mapping.note.country.missing':
    '{count, plural, one {# parcelle n’a pas de code ou de nom de pays ici : son pays est trouvé d’après sa position.} other {# parcelles n’ont pas de code ou de nom de pays ici : leur pays est trouvé d’après leur position.}}',
  'mapping.note.area.none':
    'Aucun champ de surface : la surface de chaque polygone est calculée d’après sa forme.',
  'mapping.note.area.missing':
    '{count, plural, one {# parcelle n’a pas de surface ici : elle est calculée d’après la forme.} other {# parcelles n’ont pas de surface ici : elle est calculée d’après la forme.}}',
  'mapping.note.area.text':
    '{count, plural, one {# parcelle donne la surface sous forme de texte : elle est écrite comme un nombre (TRACES lit un texte comme 0).} other {# parcelles donnent la surface sous forme de texte : elle est écrite comme un nombre (TRACES lit un texte comme 0).}}',
  'mapping.points.columns':
    'Les positions viennent des colonnes <b>{lat}</b> (latitude) et <b>{lon}</b> (longitude). Vérifiez sur la carte que les parcelles sont au bon endroit avant de continuer.',
  'mapping.points.map': 'Carte des positions telles que lues dans le tableau',
  'mapping.points.off':
    '{off, number} des {shown, number} positions affichées tombent hors de tout pays dans cet ordre ; {other, number} avec les colonnes inversées.',
  'mapping.points.off.swap': 'Les colonnes sont probablement dans l’autre sens.',
  'mapping.points.order': 'Ordre des colonnes',
  'mapping.points.as-read': '{column} est la latitude',
  'mapping.points.swap': '{column} est la latitude (inverser)',
  'mapping.points.confirm': 'Les positions sont bonnes',
  'mapping.points.confirmed': 'Positions : {column} est la latitude.',
  'mapping.points.again': 'Revoir la carte',
  'mapping.remembered': 'Les champs choisis la dernière fois pour ce fournisseur sont présélectionnés.',
  'mapping.converting': 'Conversion…',
  'mapping.confirm': 'Utiliser ces champs et vérifier les parcelles',
  'mapping.waiting': 'Confirmez d’abord les positions de {files}.',
  'mapping.converted': 'Fichiers convertis',
  'mapping.filled.country-from-position':
    '{count, plural, one {# parcelle a reçu son pays d’après sa position} other {# parcelles ont reçu leur pays d’après leur position}}',
  'mapping.filled.country-unknown':
    '{count, plural, one {# parcelle ne se trouve dans aucun pays connu} other {# parcelles ne se trouvent dans aucun pays connu}}',
  'mapping.filled.area-computed':
    '{count, plural, one {# parcelle a reçu une surface calculée} other {# parcelles ont reçu une surface calculée}}',
  'mapping.number.unnamed':
    'Nommer {count, plural, one {la parcelle sans nom} other {les # parcelles sans nom}} « {prefix} 1 », « {prefix} 2 »… selon leur place dans le fichier',
  'mapping.number.alike':
    'Toutes les parcelles s’appellent {name} : les nommer plutôt « {prefix} 1 », « {prefix} 2 »… selon leur place dans le fichier',
  'mapping.filled.numbered':
    '{count, plural, one {# parcelle nommée} other {# parcelles nommées}} par un numéro',
  'mapping.filled.area-text':
    '{count, plural, one {# parcelle avait sa surface en texte, maintenant un nombre} other {# parcelles avaient leur surface en texte, maintenant un nombre}}',
  'mapping.download': 'Télécharger {file}',
  'mapping.edit': 'Changer les champs de {file}',
  'dropzone.label': 'Déposez les fichiers de parcelles ici, ou appuyez pour choisir des fichiers',
  'dropzone.dragging': 'Déposez les fichiers pour les vérifier',
  'dropzone.hint':
    'GeoJSON, KML/KMZ (Google Earth), shapefile zippé, CSV, Excel, GeoPackage ou GPX ; jusqu’à {max} fichiers et moins de 2 Go au total. Les fichiers sont vérifiés dans votre navigateur, même hors ligne ; rien n’est envoyé avant que vous appuyiez sur Envoyer.',
  'dropzone.too-large':
    'Le fichier fait {size} ; un envoi doit faire moins de 2 Go au total. Répartissez les parcelles dans plusieurs fichiers (par région ou par groupe de producteurs) et envoyez-les séparément.',
  'dropzone.not-expected': 'Cet envoi attend {files}.',
  'dropzone.too-many':
    'Un envoi contient au plus {max} fichiers. Envoyez les autres séparément, ou fusionnez des fichiers.',
  'dropzone.refused':
    '{count, plural, one {# fichier n’a pas été ajouté} other {# fichiers n’ont pas été ajoutés}} :',

  'cli.file-summary':
    '{file} : {plots, plural, one {# parcelle} other {# parcelles}}, {errors, plural, one {# erreur} other {# erreurs}}, {warnings, plural, one {# avertissement} other {# avertissements}}',

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)

  // Buyer pages, part B: Suppliers, Projects, Settings

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
  'states.error': 'Un problème est survenu',
  'states.retry': 'Réessayer',
  'states.page-failed': 'Cette page n’a pas pu être chargée',
  'states.projects.loading': 'Chargement de vos projets…',
  'states.projects.failed': 'Impossible de charger vos projets',
  'states.projects.none': 'Aucun projet à afficher',
  'states.projects.choose': 'Choisissez un projet sur la page Projets.',
  'errors.token-refused': 'Le jeton d’API a été refusé ({detail}). Vérifiez-le dans Réglages.',
  'errors.forbidden': 'Ce compte n’a pas accès à ce projet ({detail}).',
  'errors.not-found': 'Introuvable : {detail}',
  'errors.retry-in': '{detail} Réessayez dans {seconds} s.',
  'errors.server': 'Le service a rencontré un problème ({status}). Réessayez dans un instant. {detail}',
  'errors.network': '{detail} Vérifiez votre connexion, puis réessayez.',
  'errors.unreachable': 'Le service est injoignable.',
  'errors.dropped': 'La connexion a été coupée pendant la lecture de la réponse.',
  'errors.not-json': 'Le service a envoyé autre chose que du JSON ({status}).',
  'risk-class.high': 'Risque élevé',
  'risk-class.medium': 'Risque moyen',
  'risk-class.low': 'Risque faible',
  'risk-class.none': 'Aucun risque',
  'risk-class.unassessed': 'Non évalué',
  'risk-class.high.short': 'Élevé',
  'risk-class.medium.short': 'Moyen',
  'risk-class.low.short': 'Faible',
  'risk-class.none.short': 'Aucun',
  'risk-class.unassessed.short': 'Non évalué',
  'risk-class.none.compact': 'Aucun',
  'benchmark.low': 'Pays à risque faible',
  'benchmark.standard': 'Pays à risque standard',
  'benchmark.high': 'Pays à risque élevé',
  'benchmark.unknown': 'Pays inconnu',
  'benchmark.badge': 'Classement des pays par l’UE :',
  'benchmark.checked': '· {share} contrôlés',
  'benchmark.source':
    'Classement des pays par l’UE (officiel) : {title} du {date} (base juridique : {legalBasis}). <link>Texte sur EUR-Lex</link>. C’est la liste des pays établie par la Commission, pas l’évaluation de vos parcelles par le service.',
  'app.page-loading': 'Chargement de la page…',
  'app.projects.loading': 'Chargement des projets…',
  'app.projects.unavailable': 'Projets indisponibles : {reason}',
  'app.projects.retry': 'Réessayer',
  'app.project': 'Projet',
  'app.project.active': '{name} (actif)',
  'app.token.title': 'Le jeton d’API a été refusé',
  'app.token.intro':
    'Le service a répondu 401 : le jeton est absent, erroné ou expiré. Saisissez un jeton valide pour continuer — cette page et ce que vous faisiez restent tels quels.',
  'app.token.demo': 'Utiliser le compte de démonstration : {account}',
  'app.token.label': 'Jeton d’API',
  'app.token.later': 'Plus tard',
  'app.token.use': 'Utiliser ce jeton',
  'map.failed': 'La carte n’a pas pu s’afficher.',
  'map.problem': 'Problème de carte : {reason}',
  'review.verdict.cleared': 'Validé',
  'review.verdict.needs-information': 'Informations à demander au fournisseur',
  'review.verdict.excluded': 'Exclu de la chaîne d’approvisionnement',
  'review.reason.no-deforestation-verified': 'Aucune déforestation après la date butoir, vérifié',
  'review.reason.legal-documents-provided': 'Documents légaux fournis',
  'review.reason.mapping-error': 'Erreur de cartographie dans le fichier du fournisseur',
  'review.reason.supplier-evidence-received': 'Preuves reçues du fournisseur',
  'review.reason.awaiting-supplier-documents': 'Documents attendus du fournisseur',
  'review.reason.boundary-dispute': 'Litige sur les limites',
  'review.reason.deforestation-confirmed': 'Déforestation après la date butoir confirmée',
  'review.reason.protected-or-indigenous-land': 'Sur une aire protégée ou des terres autochtones',
  'review.reason.duplicate-claim': 'Déclaration en double',
  'review.reason.other': 'Autre (voir la note)',
  'review.evidence.not-https': 'Le lien de la preuve doit commencer par https://.',
  'review.evidence.credentials':
    'Le lien de la preuve ne doit contenir ni nom d’utilisateur ni mot de passe.',
  'review.evidence.not-url': 'Le lien de la preuve n’est pas une adresse web (https://…).',
  'review.missing.selection': 'Sélectionnez d’abord au moins un élément.',
  'review.missing.verdict': 'Choisissez une décision.',
  'review.missing.reason': 'Choisissez un motif.',
  'review.missing.note': 'Expliquez pourquoi dans la note : le motif est « Autre ».',
  'review.form': 'Enregistrer une décision',
  'review.verdict': 'Décision',
  'review.reason': 'Motif',
  'review.reason.choose': 'Choisissez un motif…',
  'review.note': 'Note',
  'review.note.hint': '(ce que vous avez vérifié, qui vous avez interrogé)',
  'review.evidence': 'Preuve (facultatif)',
  'review.evidence.link': 'Lien (https://…)',
  'review.evidence.note': 'Note sur la preuve',
  'review.not-recorded':
    'La décision n’a pas été enregistrée : {reason} Votre saisie est conservée ; réessayez.',
  'review.recording': 'Enregistrement…',
  'review.record': 'Enregistrer la décision',
  'review.record.for': 'Enregistrer la décision pour {count, plural, one {# élément} other {# éléments}}',
  'review.select-first':
    'Sélectionnez d’abord des éléments : cochez-les dans la liste (Tab pour aller à une case, Espace pour cocher) ou utilisez « Tout sélectionner ».',
  'review.history.loading': 'Chargement de l’historique des décisions…',
  'review.history.failed': 'Impossible de charger l’historique des décisions',
  'review.history.empty': 'Aucune décision enregistrée pour l’instant.',
  'review.history': 'Historique des décisions',
  'review.history.truncated': 'Les {count} décisions les plus récentes sont affichées.',
  'review.history.kind.risk': '{plot} (risque)',
  'review.history.kind.double-claim': '{plot} (déclaration en double avec {other})',
  'review.history.kind.inside-another': '{plot} (à l’intérieur de {other})',
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Preuve :',
  'review.item.risk': 'Risque évalué (service) : {risk}',
  'review.item.inside': 'À l’intérieur de {other} : {share} de cette parcelle couverts',
  'review.item.overlap': 'Chevauche {other} sur {area} ({share} de cette parcelle)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'À risque',
  'review.kind.double-claim': 'Déclaration en double',
  'review.kind.inside-another': 'Dans une autre parcelle',
  'review.attention': '{open} éléments à examiner sur {total} demandent votre attention.',
  'review.all-decided': 'Les {total} éléments à examiner ont tous une décision.',
  'review.nothing':
    'Rien à examiner : aucune parcelle à risque, aucune déclaration en double, aucune parcelle dans une autre.',
  'review.select-all': 'Sélectionner les {count} éléments listés',
  'review.show-decided': 'Afficher aussi les éléments décidés',
  'review.items': 'Éléments à examiner',
  'review.select-item': 'Sélectionner {kind} : {plot}',
  'review.decided': 'Décidé : <b>{verdict}</b> par {who} le {date}',
  'review.show-more': 'Afficher {count} de plus sur {left}',
  'plots.review-failed': 'Impossible de charger les décisions d’examen pour le filtre Examen',
  'plots.load-stopped':
    'Le chargement s’est arrêté après {count, plural, one {# parcelle} other {# parcelles}}',
  'plots.load-failed': 'Impossible de charger les parcelles',
  'plots.loading-first': 'Chargement des premières parcelles…',
  'plots.empty': 'Ce projet n’a pas encore de parcelles',
  'plots.empty.hint':
    'Envoyez le fichier de parcelles d’un fournisseur depuis la page <link>Envois</link> ; ses parcelles apparaissent ici une fois vérifiées.',
  'plots.table': 'Tableau des parcelles',
  'plots.map': 'Carte des parcelles',
  'plots.no-match': 'Aucune parcelle ne correspond à ces filtres',
  'plots.no-match.hint': '<clear>Effacez tous les filtres</clear> ou assouplissez-en un.',
  'plots.map.waiting': 'La carte apparaît dès que les premières parcelles sont listées…',
  'plots.map.label':
    'Carte des parcelles filtrées, colorées selon le niveau de risque. Le tableau liste les mêmes parcelles.',
  'plots.ago.now': 'il y a moins d’une minute',
  'plots.ago.minutes': 'il y a {n} min',
  'plots.ago.hours': 'il y a {n} h',
  'plots.ago.days': '{n, plural, one {il y a # jour} other {il y a # jours}}',
  'plots.fresh.no-copy':
    '· Ce navigateur ne peut pas garder de copie sur cet appareil (stockage indisponible ou plein) : chaque visite charge les parcelles depuis le service.',
  'plots.fresh.up-to-date': 'À jour ({time}){kept, select, yes { · enregistré sur cet appareil} other {}}',
  'plots.fresh.saved':
    'Enregistré sur cet appareil {ago} ({time}) · actualisation depuis le service : {progress}',
  'plots.fresh.starting': 'démarrage…',
  'plots.fresh.progress':
    '{loaded, number} sur environ {expected} parcelles ; la liste est remplacée quand toutes sont arrivées.',
  'plots.loaded.all':
    'Les {loaded, number} parcelles du projet sont chargées{filtered, select, yes { ; {shown, number} correspondent aux filtres} other {}}.',
  'plots.loaded.checking': 'Recherche de modifications…',
  'plots.loading.label': 'Parcelles chargées',
  'plots.loading.progress': '{loaded, number} parcelles chargées sur environ {expected}',
  'plots.loading.rest':
    '{filtered, select, yes { ; {shown, number} correspondent aux filtres pour l’instant} other {}}. Le tableau se remplit à mesure que les pages arrivent.',
  'plots.loading.sr': 'Chargement des parcelles…',
  'plots.selected': 'Parcelle sélectionnée',
  'plots.selected.supplier': 'Fournisseur {supplier} : ouvrir sa page',
  'plots.selected.open': 'Ouvrir le détail',
  'plots.selected.clear': 'Effacer la sélection',
  'plots.selected.hidden':
    'La parcelle sélectionnée ({id}) ne fait pas partie des parcelles affichées. Modifiez les filtres, ou <clear>effacez la sélection</clear>.',
  'plots.selected.none': 'Sélectionnez une parcelle dans le tableau ou sur la carte pour la voir ici.',
  'plots.legend.title': 'Légende : niveau de risque (la taille du repère augmente avec le risque)',
  'plots.legend.how':
    'Les parcelles apparaissent en cercles en vue éloignée et en contours à partir du zoom 8. Parcelle sélectionnée : contour foncé épais.',
  'plots.legend.grouped':
    'En vue éloignée, les parcelles voisines sont regroupées : un cercle cerclé de foncé prend la couleur et la taille du pire risque parmi elles (non évalué compte comme pire qu’aucun risque) et grandit avec leur nombre. Zoomez ou cliquez dessus pour voir chaque parcelle.',
  'plots.filter': 'Filtrer les parcelles',
  'plots.filter.search': 'Rechercher par nom ou identifiant',
  'plots.filter.search.example': 'p. ex. Campement Nawa',
  'plots.filter.supplier': 'Fournisseur',
  'plots.filter.supplier.all': 'Tous les fournisseurs',
  'plots.filter.country': 'Pays',
  'plots.filter.country.all': 'Tous les pays',
  'plots.filter.country.option': '{name} ({code})',
  'plots.filter.deforestation': 'Déforestation depuis la date butoir',
  'plots.filter.any': 'Toutes',
  'plots.filter.deforestation.yes': 'Oui, déforestation détectée',
  'plots.filter.deforestation.no': 'Pas de déforestation',
  'plots.filter.review': 'Examen',
  'plots.filter.review.open': 'Non examinée',
  'plots.filter.review.needs-information': 'Informations à demander',
  'plots.filter.review.excluded': 'Exclue',
  'plots.filter.review.cleared': 'Validée',
  'plots.filter.risk': 'Risque évalué (service)',
  'plots.filter.clear': 'Effacer tous les filtres',
  'plots.col.name': 'Parcelle',
  'plots.col.supplier': 'Fournisseur',
  'plots.col.risk': 'Risque',
  'plots.col.area': 'Surface',
  'plots.col.deforestation': 'Déboisé',
  'plots.col.country': 'Pays',
  'plots.col.unknown': 'inconnu',
  'plots.col.none': 'aucun',
  'plots.table.keys':
    'Les flèches passent d’une parcelle à l’autre ; Entrée sélectionne une parcelle et la montre sur la carte ; Entrée à nouveau ouvre son détail ; X coche ou décoche la parcelle pour exporter une sélection.',
  'plots.table.label': 'Parcelles',
  'plots.table.tick-all': 'Cocher les {count, number} parcelles affichées',
  'plots.table.tick': 'Cocher {name} pour l’export',
  'plots.export': 'Export',
  'plots.export.traces': 'Exporter le GeoJSON pour TRACES',
  'plots.export.csv': 'Exporter en CSV',
  'plots.export.wait': 'L’export est disponible une fois toutes les parcelles chargées.',
  'plots.export.none-shown':
    'Aucune des parcelles cochées n’est affichée : modifiez les filtres ou décochez-les.',
  'plots.export.scope': 'Exporte {scope}.',
  'plots.export.scope.selected':
    '{count, plural, one {la parcelle sélectionnée} other {les # parcelles sélectionnées}}',
  'plots.export.scope.shown':
    '{filtered, select, yes {{count, plural, one {la parcelle filtrée affichée} other {les # parcelles filtrées affichées}}} other {{count, plural, one {la parcelle affichée} other {les # parcelles affichées}}}}',
  'plots.export.checking': 'Vérification de {count, number} parcelles pour TRACES…',
  'plots.export.failed': 'L’export TRACES n’a pas pu être préparé : {reason}',
  'plots.export.saved':
    '{count, number} parcelles enregistrées pour TRACES{files, plural, =1 {} other { en # fichiers, chacun dans les limites d’une déclaration}}{left, plural, =0 {} other { ; {left, number} laissées de côté}}.',
  'plots.export.saved-csv': 'Enregistré en CSV : {what}.',
  'plots.export.what':
    '{kind, select, selected {{count, plural, one {# parcelle sélectionnée} other {# parcelles sélectionnées}}} filtered {{count, plural, one {# parcelle filtrée} other {# parcelles filtrées}}} other {{count, plural, one {# parcelle} other {# parcelles}}}}',
  'plots.detail.back': '← Retour aux parcelles',
  'plots.detail.loading': 'Chargement de la parcelle…',
  'plots.detail.not-found': 'Parcelle introuvable',
  'plots.detail.failed': 'Impossible de charger la parcelle',
  'plots.detail.missing':
    'Il n’y a pas de parcelle <code>{id}</code> dans vos projets. Elle a peut-être été remplacée par un envoi plus récent (avec écrasement) ou appartient à un projet que ce compte ne voit pas.',
  'plots.detail.missing.go': '<link>Allez à la liste des parcelles</link> et cherchez-la par son nom.',
  'plots.detail.risk': 'Évaluation du risque',
  'plots.detail.concern': 'Point d’attention :',
  'plots.detail.plot': 'Parcelle',
  'plots.detail.id': 'Identifiant de la parcelle',
  'plots.detail.supplier': 'Fournisseur',
  'plots.detail.its-plots': 'ses parcelles',
  'plots.detail.country': 'Pays',
  'plots.detail.country.value': '{name} ({code})',
  'plots.detail.area': 'Surface',
  'plots.detail.geometry': 'Géométrie',
  'plots.detail.centred': '{type} centré en {lat}, {lon} (lat, lon)',
  'plots.detail.added': 'Ajoutée le',
  'plots.detail.changed': 'Dernière modification',
  'plots.detail.properties': 'Propriétés du fichier envoyé',
  'plots.detail.no-properties': 'La parcelle envoyée n’avait aucune propriété.',
  'plots.detail.outline': 'Contour de la parcelle',
  'plots.detail.outline.map': 'Contour de la parcelle {name}',
  'plots.detail.outline.note':
    'Contour de la parcelle tel qu’envoyé ; son remplissage montre le niveau de risque ({risk}).',
  'plots.review': 'Examen',
  'plots.review.failed': 'Impossible de charger les décisions',
  'plots.review.loading': 'Chargement des décisions…',
  'plots.review.scanning':
    'Recherche de chevauchements entre les parcelles du projet : les déclarations en double de cette parcelle s’ajoutent à la liste à la fin de la vérification.',
  'plots.explain.high':
    'Risque élevé : les constats ci-dessous signifient que cette parcelle ne peut pas être considérée comme exempte de déforestation. Ne mettez pas ses produits sur le marché avant une diligence raisonnée complémentaire.',
  'plots.explain.medium':
    'Risque moyen : les constats ci-dessous demandent un examen plus attentif avant que cette parcelle puisse être considérée à risque négligeable.',
  'plots.explain.low':
    'Risque faible : constats mineurs seulement ; conservez cette évaluation avec vos dossiers de diligence raisonnée.',
  'plots.explain.none':
    'Aucun risque constaté : pas de déforestation depuis la date butoir ni de chevauchement avec des aires protégées ou des territoires autochtones.',
  'plots.explain.pending':
    'Cette parcelle n’a pas encore été évaluée. L’évaluation suit en général un envoi de quelques minutes ; revenez plus tard.',
  'plots.explain.since':
    '{date, select, none {depuis la date butoir de {framework}} other {depuis la date butoir de {framework}, le {date}}}',
  'plots.explain.share': ' ({share} de la parcelle)',
  'plots.explain.deforestation': 'Déforestation détectée {since} : {area}{share}.',
  'plots.explain.no-deforestation': 'Aucune déforestation détectée {since}.',
  'plots.explain.forest': 'Forêt restante sur la parcelle : {area}{share}.',
  'plots.explain.no-forest': 'Il ne reste pas de forêt sur la parcelle.',
  'plots.explain.protected': 'Chevauche des aires protégées sur {area}.',
  'plots.explain.no-protected': 'Aucun chevauchement avec des aires protégées.',
  'plots.explain.indigenous': 'Chevauche des territoires autochtones sur {area}.',
  'plots.explain.no-indigenous': 'Aucun chevauchement avec des territoires autochtones.',
  'plots.explain.assessed': 'Évaluée le {date} selon {framework}.',
  'plots.overlaps': 'Parcelles qui se chevauchent',
  'plots.overlaps.title': 'Chevauchements (déclarations en double)',
  'plots.overlaps.failed': 'La recherche de chevauchements a échoué : {reason}.',
  'plots.overlaps.pending':
    'Recherche des parcelles qui se chevauchent une fois toutes les parcelles chargées…',
  'plots.overlaps.reload': 'Rechargez la page pour rechercher les chevauchements.',
  'plots.overlaps.none':
    'Aucun chevauchement : {count, number} parcelles vérifiées, aucune ne déclare la terre d’une autre.',
  'plots.overlaps.summary':
    '{plots, number} parcelles en chevauchent une autre, en {pairs, number} paires ({cross, number} entre fournisseurs différents{partial, select, yes { parmi celles listées} other {}}).',
  'plots.overlaps.only': 'Afficher seulement les parcelles qui se chevauchent',
  'plots.overlaps.pairs': 'Paires qui se chevauchent',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) et <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    'Chevauchement de {area} : {shareA} de la première, {shareB} de la seconde{same, select, yes { · même fournisseur} other { · fournisseurs différents}}',
  'plots.overlaps.show': 'Voir sur la carte',
  'plots.overlaps.show.label': 'Voir {a} et {b} sur la carte',
  'plots.overlaps.more':
    'Les {listed, number} plus grandes des {total, number} paires sont listées ; le filtre montre toutes les parcelles qui se chevauchent dans le tableau.',
  'plots.statement': 'Dossier de déclaration (fichiers de géolocalisation et brouillons)',
  'plots.statement.activity': 'Activité',
  'plots.statement.activity.IMPORT': 'Importation',
  'plots.statement.activity.EXPORT': 'Exportation',
  'plots.statement.activity.DOMESTIC': 'Production nationale',
  'plots.statement.hs': 'Code SH',
  'plots.statement.goods': 'Description des marchandises',
  'plots.statement.mass': 'Masse nette (kg)',
  'plots.statement.reference': 'Référence interne',
  'plots.statement.scientific': 'Essence, nom scientifique (bois)',
  'plots.statement.common': 'Essence, nom commun (bois)',
  'plots.statement.download': 'Télécharger le dossier de déclaration',
  'plots.statement.building': 'Préparation et vérification des déclarations…',
  'plots.statement.saved':
    '{count, plural, one {# déclaration enregistrée} other {# déclarations enregistrées}} dans {file}.',
  'plots.statement.check-form': 'Vérifiez le formulaire : {issues}',
  'plots.statement.failed': 'Le dossier n’a pas pu être préparé : {reason}',
  'plots.traces.ready': '{count, plural, one {# parcelle prête} other {# parcelles prêtes}} pour TRACES',
  'plots.traces.none': 'Aucune parcelle ne peut être exportée pour TRACES',
  'plots.traces.from': 'À partir de : {scope}.',
  'plots.traces.how':
    'Vérifiées avec les règles d’envoi après avoir coupé chaque position à 6 décimales, comme TRACES les enregistre (2-D, propriétés ProducerName, ProducerCountry, ProductionPlace et Area seulement).',
  'plots.traces.summary': 'Résumé de l’export',
  'plots.traces.refused':
    '<b>{count, plural, one {# parcelle laissée} other {# parcelles laissées}} de côté</b> : TRACES les refuserait.',
  'plots.traces.kind': '{title} : {count, number}',
  'plots.traces.show-all': 'Tout afficher ({count, number})',
  'plots.traces.repeats':
    '{count, plural, one {# copie exacte} other {# copies exactes}} d’une parcelle précédente {count, plural, one {laissée} other {laissées}} de côté.',
  'plots.traces.no-producer':
    '{count, plural, one {# parcelle n’a} other {# parcelles n’ont}} pas de nom de producteur : ProducerName est laissé vide, pas rempli à sa place. Ajoutez les producteurs dans le fichier du fournisseur si la déclaration en a besoin.',
  'plots.traces.no-country':
    '{count, plural, one {# parcelle n’a} other {# parcelles n’ont}} pas de code pays.',
  'plots.traces.cut':
    '{count, plural, one {# parcelle avait} other {# parcelles avaient}} des positions de plus de 6 décimales ou une troisième valeur : coupées comme TRACES le ferait{changed, plural, =0 {} other { ; le contour de {changed, number} change visiblement ({examples})}}.',
  'plots.traces.cut.plot': 'parcelle {index}',
  'plots.traces.points':
    '{count, plural, one {# point} other {# points}} sans surface (Area) : TRACES compte chacun pour 4 ha.',
  'plots.traces.cattle':
    'Ces parcelles sont des établissements d’élevage bovin (un point peut représenter plus de 4 ha)',
  'plots.traces.over':
    'Un seul fichier ferait {size} ; une déclaration de diligence raisonnée prend au plus {max, number} parcelles et 25 Mo de géolocalisation : {parts, number} fichiers ({first} …) tiennent chacun dans une déclaration.',
  'plots.traces.file': 'Fichier : {file} ({size}).',
  'plots.traces.cancel': 'Annuler',
  'plots.traces.one-file': 'Un seul fichier quand même',
  'plots.traces.download-parts': 'Télécharger {parts, number} fichiers conformes',
  'plots.traces.download': 'Télécharger le GeoJSON',
  'errors.download': 'Le fichier n’a pas pu être téléchargé.',
  'errors.download-dropped': 'La connexion a été coupée pendant le téléchargement.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
};
