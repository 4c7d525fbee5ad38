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
};
