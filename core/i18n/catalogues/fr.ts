/** French messages (see en.ts for the rules of a catalogue). Written for a field officer: what is wrong, what to do. */
// One piece by design: a catalogue is data (one flat table of messages), exempt from the 400-line limit (eslint.config.js).
import type { Catalogue } from '../messages.ts';

export const fr: Catalogue = {
  'app.title': 'Tableau de bord des risques des parcelles',
  'app.skip': 'Aller au contenu',
  'app.menu': 'Menu',
  'app.simulator': 'Simulateur',
  'app.live': 'Service réel',
  'app.language': 'Langue',
  'app.language.failed':
    '{language} n’a pas pu être chargé : vérifiez la connexion et choisissez-le à nouveau.',
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
  'nav.audit': 'Journal d’audit',
  'nav.audit.hint': 'Qui a fait quoi, et quand',
  'nav.team': 'Équipe',
  'nav.team.hint': 'Personnes, rôles et invitations',
  // Filing with the EU (issue 51)
  'nav.eu-account': 'Compte UE',
  'nav.eu-account.hint': 'Où les déclarations sont déposées auprès de l’UE',
  'filing.panel.title': 'Déclarations déposées auprès de l’UE',
  'filing.panel.intro':
    'Chaque déclaration déposée depuis un paquet épinglé, telle que le système d’information de l’UE la détient. Les statuts se mettent à jour seuls jusqu’à ce qu’ils soient définitifs.',
  'filing.panel.loading': 'Chargement des déclarations déposées…',
  'filing.panel.failed': 'Les déclarations déposées n’ont pas pu être chargées.',
  'filing.panel.empty': 'Aucune déclaration n’a encore été déposée auprès de l’UE.',
  'filing.panel.empty.hint':
    'Enregistrez un paquet de déclarations sur la page Parcelles ; une fois épinglé, « Déposer auprès de l’UE » dépose ses déclarations.',
  'filing.panel.refreshing': 'Recherche de nouvelles…',
  'filing.panel.read-only':
    'Seul un approbateur ou un administrateur modifie, retire ou regroupe des déclarations.',
  'filing.card.title': '{reference} (déclaration {part})',
  'filing.phase.sending': 'Envoi en cours',
  'filing.phase.sending.hint': 'La déclaration est en route vers le système d’information de l’UE.',
  'filing.phase.unknown': 'Réponse perdue, vérification',
  'filing.phase.unknown.hint':
    'La réponse du système de l’UE n’est pas arrivée. Elle est recherchée par la référence interne ; la déclaration n’est jamais envoyée deux fois.',
  'filing.phase.refused': 'Refusée',
  'filing.phase.refused.hint':
    'Le système de l’UE a refusé la déclaration : rien n’a été déposé. Corrigez le paquet et déposez-le à nouveau.',
  'filing.phase.submitted': 'Soumise',
  'filing.phase.submitted.hint': 'Le système de l’UE a reçu la déclaration et la vérifie.',
  'filing.phase.available': 'Disponible',
  'filing.phase.available.hint':
    'La déclaration est déposée : donnez ses numéros de référence et de vérification à vos clients et à la douane.',
  'filing.phase.rejected': 'Rejetée',
  'filing.phase.rejected.hint': 'Le système de l’UE a rejeté la déclaration après l’avoir vérifiée.',
  'filing.phase.withdrawn': 'Retirée',
  'filing.phase.withdrawn.hint': 'La déclaration a été retirée et ne compte plus.',
  'filing.phase.grouped': 'Regroupée',
  'filing.phase.grouped.hint':
    'Une déclaration ultérieure regroupe celle-ci : elle ne peut plus être modifiée ni retirée seule.',
  'filing.phase.archived': 'Archivée',
  'filing.phase.archived.hint': 'Le système de l’UE a archivé la déclaration.',
  'filing.phase.obsolete': 'Obsolète',
  'filing.phase.obsolete.hint': 'Une version plus récente a remplacé cette déclaration.',
  'filing.reference': 'Numéro de référence',
  'filing.verification': 'Numéro de vérification',
  'filing.internal': 'Référence interne',
  'filing.kind': 'Type',
  'filing.kind.dds': 'Déclaration de diligence raisonnée',
  'filing.kind.sd': 'Déclaration simplifiée',
  'filing.suppliers': 'Fournisseurs',
  'filing.filed': 'Déposée',
  'filing.filed-by': '{date} par {by} ({environment})',
  'filing.checked': 'Statut demandé en dernier',
  'filing.groups': 'Regroupe',
  'filing.not-yet': 'pas encore attribué',
  'filing.none-given': 'aucun motif donné',
  'filing.copy': 'Copier',
  'filing.copied': 'Copié',
  'filing.copy.label': 'Copier {value}',
  'filing.copy.failed': 'Copie impossible : sélectionnez le numéro et copiez-le à la main.',
  'filing.rejected.reason': 'Motif du rejet : {reason}',
  'filing.refused.errors': 'Ce que le système de l’UE a trouvé d’incorrect :',
  'filing.communications': 'Messages de l’autorité compétente',
  'filing.window.open': 'Modifiable ou retirable jusqu’au {until}.',
  'filing.window.closed': 'Les 72 heures pour modifier ou retirer ont pris fin le {until}.',
  'filing.check': 'Vérifier le statut maintenant',
  'filing.check.pending': 'Vérification…',
  'filing.check.done': 'Statut vérifié.',
  'filing.amend': 'Modifier',
  'filing.amend.form': 'Modifier la déclaration',
  'filing.amend.intro':
    'Changez la description des marchandises ou les quantités. Toute la déclaration est envoyée à nouveau ; le délai de 72 heures reste inchangé.',
  'filing.amend.loading': 'Chargement de la déclaration telle que déposée…',
  'filing.amend.load-failed': 'La déclaration telle que déposée n’a pas pu être chargée : réessayez.',
  'filing.amend.no-statement':
    'Le serveur n’a pas envoyé la déclaration telle que déposée : elle ne peut pas être modifiée ici.',
  'filing.amend.commodity': 'Produit {position}',
  'filing.amend.description': 'Description des marchandises (150 caractères au plus)',
  'filing.amend.net-weight': 'Masse nette (kg)',
  'filing.amend.supplementary': 'Unité supplémentaire',
  'filing.amend.missing-description': 'Le produit {position} doit avoir une description des marchandises.',
  'filing.amend.send': 'Envoyer la déclaration modifiée',
  'filing.amend.pending': 'Envoi…',
  'filing.amend.done': 'La déclaration modifiée a été envoyée.',
  'filing.withdraw': 'Retirer',
  'filing.withdraw.confirm.title': 'Retirer la déclaration ?',
  'filing.withdraw.confirm':
    'Retirer {title} ? Elle ne comptera plus pour la douane ni pour vos clients, et c’est définitif.',
  'filing.withdraw.yes': 'La retirer',
  'filing.withdraw.pending': 'Retrait…',
  'filing.withdraw.done': 'La déclaration a été retirée.',
  'filing.cancel': 'Annuler',
  'filing.error.forbidden': 'Votre rôle ne le permet pas : demandez à un approbateur ou à un administrateur.',
  'filing.error.conflict': 'Impossible pour le moment : {detail}',
  'filing.error.too-soon': 'Le statut a été demandé il y a un instant : patientez un peu et réessayez.',
  'filing.error.failed': 'Cela n’a pas fonctionné : {detail}',
  'filing.group': 'Regrouper dans une nouvelle déclaration',
  'filing.group.intro':
    'Une nouvelle déclaration est déposée, qui cite les numéros de référence des déclarations choisies ; elles deviennent regroupées et ne peuvent plus être modifiées ni retirées seules.',
  'filing.group.too-few': 'Il faut deux déclarations disponibles pour les regrouper.',
  'filing.group.choose': 'Déclarations disponibles',
  'filing.group.option': '{reference} ({internal})',
  'filing.group.reference': 'Référence interne de la nouvelle déclaration (35 caractères au plus)',
  'filing.group.two': 'Choisissez au moins deux déclarations.',
  'filing.group.reference-missing': 'Donnez une référence interne à la nouvelle déclaration.',
  'filing.group.mixed':
    'Une déclaration de diligence raisonnée ne regroupe que des déclarations de diligence raisonnée, une déclaration simplifiée que des déclarations simplifiées.',
  'filing.group.loading': 'Les déclarations choisies sont encore en chargement : réessayez dans un instant.',
  'filing.group.failed-build':
    'Ces déclarations ne peuvent pas être regroupées : chacune doit être disponible et son contenu connu.',
  'filing.group.send':
    '{count, plural, one {Déposer une déclaration regroupant # déclaration} other {Déposer une déclaration regroupant # déclarations}}',
  'filing.group.pending': 'Dépôt…',
  'filing.group.clear': 'Effacer le choix',
  'filing.group.done': 'La déclaration de regroupement {reference} a été déposée.',
  'filing.file.title': 'Déposer auprès de l’UE',
  'filing.file.intro':
    '{count, plural, one {Le paquet contient # déclaration. Le dépôt l’envoie depuis le serveur au système d’information de l’UE et la suit.} other {Le paquet contient # déclarations. Le dépôt envoie chacune depuis le serveur au système d’information de l’UE et la suit.}}',
  'filing.file.role':
    'Seul un approbateur ou un administrateur dépose des déclarations auprès de l’UE : votre rôle vous permet de les lire.',
  'filing.file.checking-sign-off': 'Vérification des conclusions signées des fournisseurs…',
  'filing.file.unsigned':
    '{count, plural, one {Le dépôt exige la signature par un approbateur de la conclusion de risque du fournisseur, et # fournisseur n’en a pas :} other {Le dépôt exige la signature par un approbateur de la conclusion de risque de chaque fournisseur, et # fournisseurs n’en ont pas :}}',
  'filing.file.unsigned.link': 'faire signer la conclusion de {supplier}',
  'filing.file.send':
    '{count, plural, one {Déposer # déclaration auprès de l’UE} other {Déposer # déclarations auprès de l’UE}}',
  'filing.file.sending': 'Dépôt…',
  'filing.file.results': 'Ce qui a été déposé',
  'filing.file.part.sending': 'Déclaration {part} : envoi…',
  'filing.file.part.filed': 'Déclaration {part} ({reference}) : {state}.',
  'filing.file.part.failed': 'La déclaration {part} n’a pas été déposée. {reason}',
  'filing.file.follow':
    'Suivez chaque déclaration sous « Déclarations déposées auprès de l’UE » sur cette page ou sur celle du fournisseur.',
  'filing.file.quantities.legend': 'Quantités des marchandises couvertes par chaque déclaration',
  'filing.file.quantities.intro':
    'Les parcelles forment plusieurs déclarations, et vous seul savez quelles marchandises chacune couvre : indiquez les quantités propres à chaque déclaration. La part selon les parcelles n’est qu’une indication.',
  'filing.file.quantities.netWeight': 'Masse nette (kg) des marchandises couvertes par la déclaration {part}',
  'filing.file.quantities.supplementaryUnit':
    'Unité supplémentaire ({qualifier}) des marchandises couvertes par la déclaration {part}',
  'filing.file.quantities.hint':
    'Sa part selon les parcelles : {share} {unit} sur les {total} {unit} du lot.',
  'filing.file.quantities.invalid': 'Saisissez un nombre positif d’au plus 6 décimales, par ex. 1250.5.',
  'filing.file.quantities.missing': 'Pour déposer, indiquez {list}.',
  'filing.file.quantities.missing.netWeight': 'la masse nette de la déclaration {part}',
  'filing.file.quantities.missing.supplementaryUnit': 'l’unité supplémentaire de la déclaration {part}',
  'filing.file.quantities.refused':
    'La déclaration {part} n’a pas été déposée : l’UE la refuserait. Corrigez les quantités ou le lot :',
  'eu-account.intro':
    'Le compte avec lequel le serveur dépose les déclarations. Le serveur le garde et ne le montre plus jamais, pas même à vous.',
  'eu-account.loading': 'Chargement du compte UE…',
  'eu-account.failed': 'Le compte UE n’a pas pu être chargé.',
  'eu-account.admin-only': 'Seul un administrateur de l’équipe gère le compte UE.',
  'eu-account.admin-only.hint': 'Demandez à un administrateur de le définir ou de le changer.',
  'eu-account.now': 'Utilisé actuellement',
  'eu-account.state': 'Compte',
  'eu-account.state.set': 'Défini',
  'eu-account.state.none': 'Non défini : aucune déclaration ne peut être déposée',
  'eu-account.state.demo': 'Le compte de démonstration du substitut (rien de défini)',
  'eu-account.environment': 'Environnement',
  'eu-account.environment.stand-in': 'Substitut (ce serveur, pour essayer)',
  'eu-account.environment.acceptance': 'Environnement de recette de l’UE (tests)',
  'eu-account.environment.production': 'Environnement de production de l’UE (déclarations qui comptent)',
  'eu-account.updated': 'Modifié',
  'eu-account.updated-by': '{date} par {by}',
  'eu-account.last-test': 'Dernier test de connexion',
  'eu-account.test.ok': '{date} : réussi ({message})',
  'eu-account.test.failed': '{date} : échec ({message})',
  'eu-account.test.never': 'jamais testé',
  'eu-account.test': 'Tester la connexion',
  'eu-account.test.pending': 'Test…',
  'eu-account.test.now-ok': 'Le système de l’UE a répondu : {message}',
  'eu-account.test.now-failed': 'La connexion a échoué : {message}',
  'eu-account.test.error': 'Le test n’a pas pu être lancé : {reason}',
  'eu-account.never-shown':
    'Le nom d’utilisateur, la clé d’authentification et l’identifiant client ne sont plus jamais affichés.',
  'eu-account.remove': 'Supprimer le compte',
  'eu-account.remove.confirm':
    'Supprimer le compte UE ? Aucune déclaration ne pourra être déposée, vérifiée, modifiée ni retirée tant qu’un autre n’est pas défini.',
  'eu-account.remove.yes': 'Le supprimer',
  'eu-account.form.set': 'Définir le compte',
  'eu-account.form.replace': 'Remplacer le compte',
  'eu-account.username': 'Nom d’utilisateur (EU Login de l’utilisateur du service web)',
  'eu-account.key': 'Clé d’authentification',
  'eu-account.client-id': 'Identifiant client (fourni avec l’accès au service web)',
  'eu-account.kept':
    'Envoyée une seule fois au serveur, qui la garde ; cette page l’oublie dès que le serveur a répondu.',
  'eu-account.production-note':
    'Les déclarations déposées en production comptent pour la douane et les autorités compétentes.',
  'eu-account.form.missing':
    'Remplissez le nom d’utilisateur, la clé d’authentification et l’identifiant client.',
  'eu-account.save': 'Enregistrer le compte',
  'eu-account.save.pending': 'Enregistrement…',
  'eu-account.saved': 'Enregistré. Le formulaire a été vidé ; le serveur garde le compte.',
  'eu-account.save.failed': 'Non enregistré : {reason}',
  'report.filings.title': 'Déclarations déposées auprès de l’UE',
  'report.filings.none': 'Aucune déclaration citant ce fournisseur n’a été déposée auprès de l’UE.',
  'report.filings.line':
    '{internal} (déclaration {part}) : {state} ; numéro de référence {reference} ; numéro de vérification {verification} ; déposée le {date} par {by}',
  'report.filings.rejected': 'Rejetée : {reason}',
  'report.filings.more':
    '{count, plural, one {# autre déclaration n’est pas listée.} other {# autres déclarations ne sont pas listées.}}',
  'report.filings.none-yet': 'non attribué',
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
  'rule.missing-geometry.too-large':
    '{feature} occupe {size, number} Mo de texte, plus que les {limit, number} Mo permis pour une parcelle : son contour n’a pas été lu. Simplifiez le contour dans votre outil SIG (une parcelle demande quelques centaines de sommets, pas des centaines de milliers) et renvoyez le fichier.',
  'read.names-numbered':
    '{count, plural, one {# parcelle de {file} n’a pas de nom ; elle a été nommée} other {# parcelles de {file} n’ont pas de nom ; elles ont été nommées}} d’après le fichier et leur place dans le fichier (« {first} » est la première). Ajoutez une colonne ou une propriété de nom pour donner à chaque parcelle son propre nom.',
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
  'fix.made-valid': 'contour réparé avec GEOS make-valid ({parts, plural, one {# partie} other {# parties}})',
  'fix.split-holes':
    '{holes, plural, one {# trou ouvert} other {# trous ouverts}} par découpage : {plots, plural, one {# parcelle sans trou} other {# parcelles sans trou}} sur la même terre',
  'fix.filled-holes': '{holes, plural, one {# trou bouché} other {# trous bouchés}}, ce qui ajoute {area}',
  'fix.on-grid': 'sommets placés sur la grille de 0,000001° que TRACES enregistre',
  'fix.refused': 'Aucune correction proposée : {reason}',
  'fix.refused.redraw': 'le contour doit être redessiné : {problem}',
  'fix.refused.not-valid': 'la forme n’est pas valide',
  'fix.refused.nothing-left': 'il ne reste aucune surface après la réparation',
  'fix.refused.too-many-holes': 'elle a trop de trous pour être découpée (plus de {max} morceaux)',
  'fix.refused.vanishes': 'la forme disparaît sur la grille de 0,000001°',
  'fix.refused.still-rejected': 'la forme réparée serait encore refusée : {problem}',
  'fix.refused.area-drift': 'la réparation ferait passer la surface de {from} à {to}, soit plus de {max} %',
  'fix.refused.geos-failed': 'GEOS n’a pas pu calculer cette forme',
  'fix.notes-separator': ' ; ',

  // Ce que disent les lecteurs de fichiers (core/formats)
  // What TRACES does silently to a plot (core/plot-rules/traces-preview.ts)
  'traces.silent.truncated':
    '{moved, plural, one {# position coupée} other {# positions coupées}} à 6 décimales (déplacement jusqu’à {shift})',
  'traces.silent.outline': 'une fois coupé, le contour {how}',
  'traces.silent.outline.corners': 'perd des sommets qui tombent sur la même position',
  'traces.silent.outline.line': 'se réduit à une ligne',
  'traces.silent.outline.crosses': 'se croise ou se touche',
  'traces.silent.area': 'la surface change de {sign}{change} ({share} %)',
  'traces.silent.point-area': 'un point sans Area : TRACES le compte pour 4 ha',
  'traces.silent.area-text': 'Area est du texte (« {text} ») : TRACES le lit comme 0 ha',

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
  'read.plot-unusable': 'La parcelle {plot} de {file} est inutilisable : {why}',
  'read.not-finite': 'une coordonnée n’est pas un nombre fini ({x}, {y}).',
  'read.collection-too-deep': 'sa collection de géométries est imbriquée trop profondément.',
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
  'selfcheck.preset.name-suggested':
    'Champ de nom suggéré : « {field} ». Si vous faites correspondre vos colonnes, c’est le champ de nom que vous choisissez qui est vérifié.',
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
  'selfcheck.summary.traces-refused':
    '{count, plural, one {# parcelle acceptée par le service, mais TRACES la refuserait : voyez ses erreurs ci-dessous.} other {# parcelles acceptées par le service, mais TRACES les refuserait : voyez leurs erreurs ci-dessous.}}',
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
  'selfcheck.receipt.hashing':
    'Calcul de l’empreinte (SHA-256) des fichiers à envoyer : {percent, number, percent} lus…',
  'selfcheck.receipt.progress': 'Lecture des fichiers pour le reçu',
  'selfcheck.receipt.failed':
    'Le reçu n’a pas pu être établi : {reason}. Déposez de nouveau le fichier pour le vérifier et établir son reçu.',
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
  // MapLibre's own controls, in the reader's language (issue 52: left in English)
  'map.control.zoom-in': 'Zoomer',
  'map.control.zoom-out': 'Dézoomer',
  'map.control.reset-bearing': 'Faites glisser pour faire pivoter la carte, cliquez pour la remettre au nord',
  'map.control.attribution': 'Afficher ou masquer les crédits de la carte',
  'map.control.feedback': 'Signaler un problème de carte',
  'map.control.popup-close': 'Fermer la fenêtre',
  'map.control.marker': 'Repère sur la carte',
  'map.control.title': 'Carte',
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

  'cli.file.missing': '{file} n’existe pas. Vérifiez le chemin.',
  'cli.file.folder': '{file} est un dossier. Indiquez les fichiers de parcelles qu’il contient.',
  'cli.file.unreadable': '{file} ne peut pas être lu ({reason}).',
  'cli.file.empty':
    '{file} ne contient aucune parcelle (aucune entité, ligne ou repère). Un fichier vide n’est pas un fichier de parcelles : exportez de nouveau les parcelles et vérifiez qu’elles y ont bien été enregistrées. (Dans l’outil d’envoi, un fichier vide avec « Remplacer toutes les parcelles existantes » supprime toutes les parcelles du fournisseur.)',
  'cli.report.unknown-format': 'format inconnu',
  'cli.report.file':
    '{file} ({format}) — parcelles qui seraient acceptées : {accepted, number} sur {total, number} ; champ du nom : {field}',
  'cli.report.fatal': '{file} ({format}) : {message}',
  'cli.report.group': '{title} ({size}) :',
  'cli.report.no-name-field': 'introuvable',
  'cli.report.group-plots': '{count, plural, one {# parcelle} other {# parcelles}}',
  'cli.report.total': 'Parcelles qui seraient acceptées : {accepted, number} sur {total, number}.',
  'cli.report.total-unreadable':
    'Parcelles qui seraient acceptées : {accepted, number} sur {total, number} ; {unreadable, plural, one {# fichier illisible} other {# fichiers illisibles}}.',
  'cli.report.run-all': 'Relancez avec --all pour lister chaque parcelle sous son type de problème.',
  'cli.report.rechecked':
    '{file} vérifié de nouveau — parcelles qui seraient acceptées : {accepted, number} sur {total, number}.',
  'cli.report.rechecked-problems':
    '{file} vérifié de nouveau — parcelles qui seraient acceptées : {accepted, number} sur {total, number} ({problems}).',
  'cli.report.left-out':
    'Écartées de {file} : {count, plural, one {# parcelle qui ne peut} other {# parcelles qui ne peuvent}} pas être écrites sans null (pas de géométrie, ou une position qui n’est pas un nombre) : {plots}. Corrigez-les dans le fichier du fournisseur ; --all donne la raison de chacune.',
  'cli.wrote': '{file} : {out} écrit ({plots, plural, one {# parcelle} other {# parcelles}}{fixed}{repeats})',
  'cli.wrote.fixed': ', {count, plural, one {# corrigée} other {# corrigées}}',
  'cli.wrote.repeats': ', {count, plural, one {# doublon exact écarté} other {# doublons exacts écartés}}',
  'result-group.blocksUpload': 'Bloque l’envoi : ces parcelles ne seront pas acceptées',
  'result-group.blocksTraces': 'Erreurs acceptées à l’envoi, mais que TRACES rejetterait',
  'result-group.warnings': 'Avertissements : acceptées, mais à vérifier',
  'result-group.silentChanges': 'TRACES les modifiera sans le dire',

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)
  'uploads.intro':
    'Vérifiez les fichiers de parcelles d’un fournisseur, corrigez-les, envoyez-les, suivez l’évaluation.',
  'uploads.who.title': 'Fournisseur et projet',
  'uploads.who.project': 'Projet',
  'uploads.who.goes-to': 'Les parcelles vont dans {project}.',
  'uploads.who.goes-to-active': 'Les parcelles vont dans le projet actif.',
  'uploads.supplier': 'Fournisseur',
  'uploads.supplier.loading': 'Chargement des fournisseurs…',
  'uploads.supplier.placeholder': 'Choisissez un fournisseur ou tapez un nouveau nom',
  'uploads.supplier.load-failed':
    'Les fournisseurs existants n’ont pas pu être chargés ({error}) ; vous pouvez quand même taper le nom du fournisseur.',
  'uploads.supplier.count':
    'Un fournisseur par envoi. {count, plural, one {# fournisseur} other {# fournisseurs}} dans ce projet.',
  'uploads.supplier.existing':
    'Fournisseur existant « {name} » avec {plots, plural, one {# parcelle} other {# parcelles}}.',
  'uploads.supplier.new': 'Nouveau fournisseur : « {name} » sera créé lors de l’envoi.',
  'uploads.check.progress':
    'Vérification de {file}… {done} sur {total}, {plots, plural, one {# parcelle} other {# parcelles}} jusqu’ici',
  'uploads.check.starting': 'Vérification des fichiers…',
  'uploads.check.progress-label': 'Avancement de la vérification',
  'uploads.check.stopped':
    'La vérification s’est arrêtée : {reason}. Retirez le dernier fichier ajouté et réessayez.',
  'uploads.check.elapsed': 'Vérifié en {seconds, number, ::.00} s dans votre navigateur.',
  'uploads.check.pick-plot':
    'Cliquez sur une parcelle de la carte, ou sur « Voir » dans un problème, pour afficher ici ses propriétés et ses problèmes.',
  'uploads.prepare.reading': 'Lecture de {files}…',
  'uploads.file-size': '{file} ({size})',
  'uploads.prepare.unreadable':
    '{count, plural, one {# fichier ne peut pas être lu} other {# fichiers ne peuvent pas être lus}} :',
  'uploads.prepare.remove': 'Retirer {file}',
  'uploads.templates.intro':
    'Pas encore de fichier ? Partez d’un modèle avec les champs TRACES et une ligne d’exemple :',
  'uploads.templates.geojson': 'modèle GeoJSON',
  'uploads.templates.csv': 'modèle CSV',
  'uploads.templates.xlsx': 'modèle Excel',
  'uploads.follow.close': 'Fermer et préparer un autre envoi',
  'uploads.fix-map.legend': 'Légende de la carte avant et après',
  'uploads.fix-map.before': 'Avant : contour rouge en tirets',
  'uploads.fix-map.after':
    '{count, plural, =0 {Après : vert} one {Après : vert} other {Après : vert (# parcelles)}}',
  'uploads.loading': 'Chargement…',
  'uploads.plots': '{count, plural, one {# parcelle} other {# parcelles}}',
  'uploads.summary.title': 'Résultat de la vérification',
  'uploads.summary.totals': 'Totaux',
  'uploads.summary.plots-found': 'Parcelles trouvées',
  'uploads.summary.errors': 'Erreurs',
  'uploads.summary.warnings': 'Avertissements',
  'uploads.summary.refused-plots': 'Parcelles que le service refusera',
  'uploads.summary.files': 'Fichiers',
  'uploads.summary.file': 'Fichier',
  'uploads.summary.size': 'Taille',
  'uploads.summary.plots': 'Parcelles',
  'uploads.summary.refused': 'Refusées',
  'uploads.summary.actions': 'Actions',
  'uploads.summary.unreadable': 'Illisible : {reason}',
  'uploads.summary.remove': 'Retirer',
  'uploads.summary.total': 'Total ({count, plural, one {# fichier} other {# fichiers}})',
  'uploads.blocks.none': 'Aucun problème trouvé : les fichiers sont prêts à être envoyés.',
  'uploads.group.blocks-upload': 'Bloque l’envoi',
  'uploads.group.blocks-traces': 'Erreurs que l’envoi accepte, mais que TRACES refuserait',
  'uploads.group.warnings': 'Avertissements qui ne bloquent rien',
  'uploads.group.blocks-upload.explain':
    'Le service refuse ces parcelles (ou des fichiers entiers) avec les options choisies sous « Envoyer ». Corrigez-les, ou envoyez puis continuez sans elles.',
  'uploads.group.blocks-traces.explain':
    'Elles n’arrêtent pas l’envoi, mais TRACES refuserait ces parcelles : corrigez-les avant qu’elles entrent dans une déclaration de diligence raisonnée.',
  'uploads.group.blocks-traces.explain-off':
    'Elles n’arrêtent pas l’envoi (« Valider pour TRACES » est désactivé), mais TRACES refuserait ces parcelles : corrigez-les avant qu’elles entrent dans une déclaration de diligence raisonnée.',
  'uploads.group.warnings.explain':
    'Le service accepte ces parcelles telles quelles. Vérifiez-les : elles ne sont peut-être pas ce que vous vouliez.',
  'uploads.group.silent.explain': 'TRACES fait ces modifications sans vous le dire.',
  'uploads.blocks.upload-refuses':
    '{errors, plural, one {# erreur} other {# erreurs}} sous « {group} » : le service refusera {plots, plural, one {# parcelle} other {# parcelles}} avec ces options.',
  'uploads.blocks.upload-cannot':
    '{errors, plural, one {# erreur} other {# erreurs}} sous « {group} » : l’envoi ne peut pas partir tel quel.',
  'uploads.blocks.traces': '{subject} : {accepted}.',
  'uploads.blocks.traces.others':
    '{count, plural, one {L’autre erreur (#) n’arrête pas l’envoi} other {Les # autres erreurs n’arrêtent pas l’envoi}}',
  'uploads.blocks.traces.all':
    '{count, plural, one {L’erreur n’arrête pas l’envoi} other {Aucune des # erreurs n’arrête l’envoi}}',
  'uploads.blocks.traces.accepted':
    '{plots, plural, =0 {le service accepte les fichiers, mais TRACES les refuserait} one {le service accepte cette parcelle, mais TRACES la refuserait} other {le service accepte ces # parcelles, mais TRACES les refuserait}}',
  'uploads.blocks.no-errors': 'Aucune erreur : rien ne bloque l’envoi.',
  'uploads.blocks.warnings':
    '{count, plural, one {L’avertissement ne bloque rien.} other {Les # avertissements ne bloquent rien.}}',
  'uploads.groups.title': 'Problèmes par type',
  'uploads.groups.count': '{title} : {count}',
  'uploads.groups.in-plots': 'dans {plots, plural, one {# parcelle} other {# parcelles}}',
  'uploads.groups.show-all': 'Afficher les {count}',
  'uploads.groups.every': 'Tous : {title}',
  'uploads.groups.item':
    '{named, select, yes {Parcelle {index} (« {name} »)} other {Parcelle {index}}}{inFile, select, yes { dans {file}} other {}} :',
  'uploads.groups.more': '…et {count} de plus.',
  'uploads.groups.list-every': 'Les afficher tous dans la liste des problèmes',
  'uploads.problems.title': 'Problèmes ({shown})',
  'uploads.problems.title-of': 'Problèmes ({shown} sur {total})',
  'uploads.problems.file': 'Fichier',
  'uploads.problems.feature': 'Élément',
  'uploads.problems.name': 'Nom',
  'uploads.problems.rule': 'Règle',
  'uploads.problems.severity': 'Gravité',
  'uploads.problems.message': 'Message',
  'uploads.problems.error': '✖ erreur',
  'uploads.problems.warning': '▲ avertissement',
  'uploads.problems.by-rule': 'Filtrer par règle',
  'uploads.problems.all-rules': 'Toutes les règles',
  'uploads.problems.rule-option': '{title} ({code})',
  'uploads.problems.by-severity': 'Filtrer par gravité',
  'uploads.problems.all-severities': 'Erreurs et avertissements',
  'uploads.problems.by-file': 'Filtrer par fichier',
  'uploads.problems.all-files': 'Tous les fichiers',
  'uploads.problems.export': 'Exporter en CSV',
  'uploads.problems.omitted':
    'La liste montre les {shown} premiers problèmes ; {omitted} autres sont comptés dans les totaux ci-dessus. Corrigez d’abord ceux-ci et vérifiez à nouveau.',
  'uploads.problems.table': 'Problèmes',
  'uploads.problems.map': 'Carte',
  'uploads.problems.show': 'Voir',
  'uploads.problems.show-label': 'Voir l’élément {index} de {file} sur la carte',
  'uploads.problems.none': 'Aucun problème ne correspond à ces filtres.',
  'uploads.map.label': 'Carte des parcelles des fichiers vérifiés ; les parcelles à problème sont entourées',
  'uploads.map.error': 'Erreur : contour rouge plein épais',
  'uploads.map.warning': 'Avertissement seul : contour orange en tirets',
  'uploads.map.ok': 'Aucun problème : contour bleu fin',
  'uploads.map.selected': 'Parcelle choisie : remplissage plus foncé, contour plus large',
  'uploads.map.undrawable':
    '{count, plural, one {# parcelle n’a pas de géométrie, en a une non prise en charge ou a des coordonnées hors du globe : elle ne peut pas être dessinée} other {# parcelles n’ont pas de géométrie, en ont une non prise en charge ou ont des coordonnées hors du globe : elles ne peuvent pas être dessinées}} ; voir la liste des problèmes.',
  'uploads.map.partial':
    'La carte montre {shown, number} parcelles sur {total, number} (toutes jusqu’à une limite, puis seulement celles à problème) pour rester rapide ; chaque parcelle est vérifiée et comptée.',
  'uploads.plot.no-name': '(sans nom)',
  'uploads.plot.where': '{file}, élément {index}',
  'uploads.plot.close': 'Fermer',
  'uploads.plot.problems': 'Problèmes',
  'uploads.plot.error': '✖ Erreur',
  'uploads.plot.warning': '▲ Avertissement',
  'uploads.plot.no-problems': 'Aucun problème.',
  'uploads.plot.properties': 'Propriétés',
  'uploads.plot.no-properties': 'Cette parcelle n’a pas de propriétés.',
  'uploads.fix.close-rings': 'Fermer les contours ouverts (répéter la première position à la fin)',
  'uploads.fix.drop-duplicate-vertices': 'Supprimer les sommets répétés à la suite',
  'uploads.fix.truncate-6-decimals': 'Tronquer les positions à 6 décimales (comme le fait TRACES)',
  'uploads.fix.swap-axes': 'Inverser latitude et longitude là où elles sont clairement inversées',
  'uploads.fix.make-valid':
    'Réparer les formes qui se croisent, se chevauchent ou s’écrasent (GEOS make-valid)',
  'uploads.fix.make-valid.note':
    'Chaque parcelle réparée est vérifiée à nouveau ; une parcelle dont la réparation n’est pas propre garde sa forme et dit pourquoi.',
  'uploads.fix.split-holes':
    'Supprimer les trous en découpant les parcelles en parties sans trou (même terre, surface inchangée)',
  'uploads.fix.split-holes.note':
    'Une parcelle avec un trou devient plusieurs parcelles nommées « (part 1 of 2) » … ; leurs surfaces (Area) s’additionnent pour donner l’originale.',
  'uploads.fix.fill-holes':
    'Boucher les trous à la place (les parcelles grandissent : les hectares ajoutés sont indiqués par parcelle)',
  'uploads.fix.fill-holes.note':
    'Seulement si la terre dans les trous est cultivée aussi : elle devient une partie de la parcelle.',
  'uploads.fix.remove-exact-duplicates': 'Supprimer les doublons exacts (même géométrie et mêmes propriétés)',
  'uploads.fixes.title': 'Corriger {file}',
  'uploads.fixes.too-large':
    'Ce fichier est trop grand pour être corrigé dans le navigateur ; corrigez-le là où il a été fait.',
  'uploads.fixes.intro':
    'Rien ne change sans votre choix. Le fichier corrigé est vérifié à nouveau avant que vous l’utilisiez.',
  'uploads.fixes.option': '{title} — {count, plural, one {# problème} other {# problèmes}}',
  'uploads.fixes.note': '⚠ {note}',
  'uploads.fixes.working': 'Correction en cours…',
  'uploads.fixes.preview': 'Prévisualiser les corrections',
  'uploads.fixes.table': 'Avant et après la correction de {file}',
  'uploads.fixes.before': 'Avant',
  'uploads.fixes.after': 'Après',
  'uploads.fixes.outcome':
    '{changed, plural, one {# parcelle modifiée} other {# parcelles modifiées}} ; {before, plural, one {# parcelle avant} other {# parcelles avant}}, {after, number} après.',
  'uploads.fixes.repaired':
    'Formes réparées : {repaired} ; sans réparation propre (laissées telles quelles) : {refused}.',
  'uploads.fixes.download': 'Télécharger le fichier corrigé',
  'uploads.fixes.use': 'Utiliser le fichier corrigé pour l’envoi',
  'uploads.fixed.plot': '{named, select, yes {Parcelle {index} (« {name} »)} other {Parcelle {index}}}',
  'uploads.fixed.unchanged': '{span} (inchangée)',
  'uploads.fixed.table': 'Parcelles de {file} dont les corrections changent la forme',
  'uploads.fixed.plot-column': 'Parcelle',
  'uploads.fixed.result': 'Résultat',
  'uploads.fixed.area': 'Surface avant → après',
  'uploads.fixed.not-fixed': 'Non corrigée.',
  'uploads.fixed.show-label': '{plot} avant et après',
  'uploads.fixed.omitted':
    '{count, plural, one {# autre parcelle modifiée} other {# autres parcelles modifiées}} ; téléchargez le fichier corrigé pour les revoir toutes.',
  'uploads.fixed.map-label': '{plot} avant et après la correction',
  'uploads.traces.title': 'Ce que TRACES fera de {file}',
  'uploads.traces.working': 'Calcul de ce que TRACES change sans le dire…',
  'uploads.traces.failed': 'Les modifications de TRACES n’ont pas pu être calculées : {reason}',
  'uploads.traces.unchanged':
    '{count, plural, one {TRACES enregistre la parcelle telle quelle.} other {TRACES enregistre les # parcelles telles quelles.}}',
  'uploads.traces.changes':
    'TRACES modifie {changed} {total, plural, one {parcelle sur #} other {parcelles sur #}} sans vous le dire. Rien de cela ne bloque l’envoi.',
  'uploads.traces.shape':
    '{count, plural, one {# contour change de forme} other {# contours changent de forme}}',
  'uploads.traces.shape-check':
    '{count, plural, one { : TRACES gardera le contour modifié, vérifiez-le ci-dessous.} other { : TRACES gardera les contours modifiés, vérifiez-les ci-dessous.}}',
  'uploads.traces.list': 'Modifications qui comptent dans {file}',
  'uploads.traces.every': 'Tous : {title} dans {file}',
  'uploads.traces.item': '{named, select, yes {Parcelle {index} (« {name} »)} other {Parcelle {index}}} :',
  'uploads.traces.more': '…et {count, plural, one {# autre parcelle} other {# autres parcelles}}.',
  'uploads.traces.only-truncated':
    '{count, plural, one {# parcelle a seulement ses} other {# parcelles ont seulement leurs}} positions coupées à 6 décimales (déplacées de {shift} au plus) : rien à faire.',
  'uploads.traces.unread':
    '{count, plural, one {# parcelle est trop volumineuse pour être lue et n’est pas comptée ici ; son problème dit quoi faire.} other {# parcelles sont trop volumineuses pour être lues et ne sont pas comptées ici ; leurs problèmes disent quoi faire.}}',
  'rule-title.file-not-json': 'JSON non valide',
  'rule-title.file-not-geojson': 'Pas une FeatureCollection ni une Feature GeoJSON',
  'rule-title.file-empty': 'Aucune parcelle',
  'rule-title.file-too-large': 'Envoi trop volumineux',
  'rule-title.file-crs': 'Pas en longitude-latitude WGS84',
  'rule-title.file-unreadable': 'Fichier illisible',
  'rule-title.file-unknown-format': 'Pas un format de fichier de parcelles',
  'rule-title.file-too-large-to-convert': 'Trop grand pour être converti',
  'rule-title.missing-geometry': 'Géométrie absente',
  'rule-title.unsupported-geometry': 'Géométrie non prise en charge',
  'rule-title.multipolygon-nesting': 'Polygon imbriqué comme un MultiPolygon',
  'rule-title.out-of-range': 'Coordonnée hors limites',
  'rule-title.swapped-axes': 'Latitude et longitude semblent inversées',
  'rule-title.unclosed-ring': 'Contour non fermé',
  'rule-title.too-few-vertices': 'Trop peu de sommets',
  'rule-title.self-intersection': 'Auto-intersection',
  'rule-title.overlapping-parts': 'Parties qui se chevauchent',
  'rule-title.hole': 'Polygone avec un trou',
  'rule-title.collinear': 'Forme en ligne droite',
  'rule-title.duplicate-vertex': 'Sommet répété',
  'rule-title.collapses-at-6-decimals': 'S’écrase à 6 décimales',
  'rule-title.low-precision': 'Moins de 6 décimales',
  'rule-title.missing-name': 'Nom absent',
  'rule-title.duplicate-geometry': 'Géométrie en double',
  'rule-title.duplicate-name': 'Nom en double',
  'rule-title.point-area': 'Point sans surface valable',
  'rule-title.area-mismatch': 'Surface déclarée différente de la forme',
  'rule-title.area-text': 'Surface écrite en texte',
  'rule-title.bad-country': 'Code pays non valide',
  'rule-title.area-too-small': 'Surface trop petite',
  'rule-title.area-too-large': 'Surface trop grande',
  'rule-title.contains-plot': 'Parcelle à l’intérieur d’une autre parcelle du fichier',
  'rule-title.overlapping-plots': 'Des parcelles du fichier se chevauchent',
  'rule-title.far-from-producing-area': 'Loin des pays producteurs',
  'silent-title.truncated': 'Positions coupées à 6 décimales',
  'silent-title.shape-changes': 'Le contour change une fois coupé à 6 décimales',
  'silent-title.point-area-assumed': 'Point sans surface (Area) compté comme 4 ha',
  'silent-title.area-read-as-zero': 'Surface écrite en texte lue comme 0 ha',
  'uploads.try-again': 'Réessayer',
  'uploads.send.title': 'Envoyer',
  'uploads.send.offline':
    'Pas de connexion au service de risque. Vous pouvez quand même vérifier des fichiers, faire correspondre leurs champs, les corriger et télécharger le GeoJSON TRACES : tout cela se fait dans ce navigateur. Pour envoyer les parcelles, il faut le service et un jeton d’API valide.',
  'uploads.send.will-refuse':
    'Avec ces options, le service refusera {count, plural, one {# parcelle} other {# parcelles}}. Vous pouvez les corriger d’abord, ou envoyer puis choisir de continuer sans elles.',
  'uploads.send.blockers': 'Avant de pouvoir envoyer',
  'uploads.send.under-way': 'Un envoi est en cours : voir « Envoi des fichiers » ci-dessous.',
  'uploads.send.button': '{count, plural, one {Envoyer # fichier} other {Envoyer # fichiers}}',
  'uploads.send.button-for':
    '{count, plural, one {Envoyer # fichier} other {Envoyer # fichiers}} pour {supplier}',
  'uploads.blockers.offline':
    'Connectez-vous au service de risque pour envoyer ({reason}). Vérifiez la connexion et le jeton d’API dans Réglages, puis réessayez.',
  'uploads.blockers.project': 'Choisissez un projet.',
  'uploads.blockers.supplier': 'Choisissez ou tapez le fournisseur.',
  'uploads.blockers.no-file': 'Ajoutez au moins un fichier de parcelles.',
  'uploads.blockers.mapping': 'Confirmez les champs des parcelles ci-dessus (« {confirm} »).',
  'uploads.blockers.wait': 'Attendez la fin de la vérification.',
  'uploads.blockers.unreadable': 'Retirez les fichiers illisibles : {files}.',
  'uploads.blockers.fatal': 'Retirez ou corrigez les fichiers illisibles : {files}.',
  'uploads.blockers.confirm-empty':
    'Tapez le nom du fournisseur pour confirmer que toutes ses parcelles seront supprimées.',
  'uploads.options.legend': 'Options (en changer une vérifie à nouveau les fichiers)',
  'uploads.options.name-field': 'Champ du nom de la parcelle',
  'uploads.options.name-default': 'ProductionPlace (par défaut)',
  'uploads.options.name-default-mapped': 'ProductionPlace (le nom que vous avez choisi : {fields})',
  'uploads.options.name-hint':
    'La propriété qui contient le nom de chaque parcelle. La liste montre les propriétés trouvées dans vos fichiers.',
  'uploads.options.match': 'Associer les parcelles existantes par leur nom',
  'uploads.options.match-hint':
    'Les parcelles dont le {field} correspond au nom d’une parcelle existante de ce fournisseur la mettent à jour au lieu d’en ajouter une nouvelle. Les noms en double dans les fichiers deviennent des erreurs, et les géométries en double sont permises.',
  'uploads.options.names-repeat':
    'Des noms se répètent dans les fichiers convertis : {list}. L’association par nom refuse les parcelles dont le nom se répète.',
  'uploads.options.duplicates': 'Permettre les géométries en double',
  'uploads.options.duplicates-forced': 'Activé, car l’association par nom l’exige.',
  'uploads.options.duplicates-hint':
    'Les parcelles de même forme sont acceptées si au moins une propriété diffère (par exemple deux producteurs qui partagent une parcelle).',
  'uploads.options.traces': 'Valider pour TRACES',
  'uploads.options.traces-hint':
    'Les parcelles avec des auto-intersections ou des trous échouent, comme le système TRACES de l’UE les refuserait.',
  'uploads.options.overwrite': 'Remplacer toutes les parcelles existantes (écraser)',
  'uploads.options.overwrite-hint':
    'Les fichiers remplacent toutes les parcelles actuelles de ce fournisseur. Un fichier vide les supprime toutes.',
  'uploads.overwrite.replaced':
    '⚠ Écrasement : {count, plural, one {# parcelle existante de {supplier} sera remplacée} other {# parcelles existantes de {supplier} seront remplacées}} par {plots, plural, one {la # parcelle} other {les # parcelles}} de cet envoi.',
  'uploads.overwrite.empty':
    '⚠ Écrasement : {count, plural, one {# parcelle existante de {supplier} sera remplacée} other {# parcelles existantes de {supplier} seront remplacées}} — et, comme le fichier est vide, toutes seront supprimées.',
  'uploads.overwrite.confirm':
    'Pour confirmer que toutes les parcelles de ce fournisseur seront supprimées, tapez le nom du fournisseur ({supplier}) :',
  'uploads.ongoing.title': 'Envois en cours dans ce projet',
  'uploads.ongoing.failed': 'Impossible de les charger.',
  'uploads.ongoing.none': 'Aucun : tous les envois de ce projet sont terminés.',
  'uploads.ongoing.item':
    '— {status}{overwrite, select, yes {, remplace toutes les parcelles} other {}}, depuis le {since}',
  'uploads.progress.title': 'Envoi des fichiers',
  'uploads.progress.total': 'Total',
  'uploads.progress.total-label': 'Avancement total de l’envoi',
  'uploads.progress.creating': 'Création de l’envoi…',
  'uploads.progress.sending': 'Envoi…',
  'uploads.progress.starting': 'Lancement de l’évaluation…',
  'uploads.progress.aborted': 'Arrêté. Rien n’a été lancé.',
  'uploads.progress.still-to-send':
    '{count, plural, one {# fichier encore à envoyer} other {# fichiers encore à envoyer}}',
  'uploads.progress.abort': 'Interrompre l’envoi',
  'uploads.progress.files': 'Fichiers en cours d’envoi',
  'uploads.progress.progress': 'Avancement',
  'uploads.progress.file-label': 'Avancement de {file}',
  'uploads.progress.status': 'État',
  'uploads.progress.waiting': 'en attente',
  'uploads.progress.sending-file': 'envoi',
  'uploads.progress.retrying': 'nouvel essai',
  'uploads.progress.sent': '✓ envoyé',
  'uploads.progress.failed': '✖ échec',
  'uploads.progress.missing': 'choisissez ce fichier à nouveau',
  'uploads.progress.reloaded':
    'La page a été rechargée avant l’envoi de ces fichiers. Choisissez à nouveau les fichiers que vous aviez déposés pour continuer le même envoi :',
  'uploads.progress.drop-again': 'Déposez ou choisissez les fichiers encore à envoyer',
  'uploads.progress.drop-again-hint':
    'Les mêmes fichiers que ceux déposés avant (mêmes noms) : chacun est converti à nouveau avec les mêmes champs et vérifié identique. L’envoi reprend dès qu’ils sont choisis.',
  'uploads.progress.forget': 'Oublier cet envoi et recommencer',
  'uploads.progress.blocked': 'Un autre envoi pour {supplier} est en cours.',
  'uploads.progress.blocked-hint':
    'Le service accepte un seul envoi à la fois par fournisseur. Vos fichiers sont envoyés et gardés 60 minutes ; lancez cet envoi une fois l’autre terminé.',
  'uploads.progress.follow-other': 'Suivre l’autre envoi ({status})',
  'uploads.progress.retry-in': 'Nouvel essai possible dans {seconds} s',
  'uploads.progress.retry-now': 'Réessayer maintenant',
  'uploads.progress.start-over': 'Recommencer',
  'uploads.progress.again': 'Envoyer à nouveau',
  'uploads.progress.back': 'Retour aux fichiers',
  'uploads.status.created': 'Créé (fichiers envoyés)',
  'uploads.status.evaluating': 'Évaluation des parcelles',
  'uploads.status.evaluated': 'Évalué avec des erreurs : en attente de votre choix',
  'uploads.status.ingesting': 'Écriture des parcelles',
  'uploads.status.finished': 'Terminé',
  'uploads.status.failed': 'Échoué',
  'uploads.status.cancelled': 'Annulé',
  'uploads.status.expired': 'Expiré (non lancé dans les 60 minutes)',
  'uploads.follow.loading': 'Chargement de l’état de l’envoi…',
  'uploads.follow.load-failed': 'L’état de l’envoi n’a pas pu être chargé',
  'uploads.follow.title': 'Envoi pour {supplier}',
  'uploads.follow.subtitle':
    '{files} · {overwrite, select, yes {remplace toutes les parcelles} other {ajoute des parcelles}} · id {id}',
  'uploads.follow.steps': 'Avancement de l’envoi',
  'uploads.follow.status': 'État :',
  'uploads.follow.plots-in-files':
    '{count, plural, one {# parcelle dans les fichiers} other {# parcelles dans les fichiers}}',
  'uploads.follow.not-accepted':
    '{count, plural, one {parcelle non acceptée} other {parcelles non acceptées}}',
  'uploads.follow.errors-count': 'Erreurs de l’évaluation ({count})',
  'uploads.follow.errors': 'Erreurs de l’évaluation',
  'uploads.follow.proceed': 'Continuer sans les parcelles en échec',
  'uploads.follow.cancel': 'Annuler l’envoi',
  'uploads.follow.proceed-hint':
    'Continuer écrit les {accepted} parcelles acceptées et écarte les {skipped} listées ci-dessus. Annuler n’écrit rien.',
  'uploads.follow.proceed-hint-unknown':
    'Continuer écrit les parcelles acceptées et écarte les {skipped} listées ci-dessus. Annuler n’écrit rien.',
  'uploads.follow.written': 'Les parcelles ont été écrites.',
  'uploads.follow.see-plots': 'Voir les parcelles de {supplier}',
  'uploads.follow.failed':
    'Le service n’a pas pu lire les fichiers (JSON non valide ou pas du GeoJSON). Vérifiez les fichiers ci-dessus, corrigez-les et envoyez-les à nouveau.',
  'uploads.end.counting': 'Comptage des parcelles de {supplier} après l’envoi…',
  'uploads.end.count-failed':
    'Les parcelles ont été écrites, mais elles n’ont pas pu être comptées : {reason}',
  'uploads.end.now-has':
    '{supplier} a maintenant {count, plural, one {<b>#</b> parcelle} other {<b>#</b> parcelles}} : cet envoi en a ajouté {added}, modifié {changed} et supprimé {known, select, yes {{removed}} other {un nombre inconnu}}.',
  'uploads.end.now-has-since':
    '{supplier} a maintenant {count, plural, one {<b>#</b> parcelle} other {<b>#</b> parcelles}}. Depuis la création de cet envoi, {added} ont été ajoutées et {changed} modifiées (par lui ou par un envoi plus récent).',
  'uploads.end.risk-title':
    'Risque {count, plural, one {de la # parcelle écrite} other {des # parcelles écrites}} (évaluation du service) :',
  'uploads.end.risk-list': 'Risque des parcelles écrites',
  'uploads.end.assessing':
    'Le service évalue encore {count, plural, one {# parcelle} other {# parcelles}} : comptées à nouveau toutes les quelques secondes.',
  'uploads.end.open-supplier': 'Ouvrir la page du fournisseur {supplier}',
  'uploads.end.to-review': 'pour revoir les parcelles qui demandent de l’attention.',
  'uploads.record.unknown':
    'Non enregistré dans l’historique des envois du fournisseur : cet envoi a été lancé dans un autre onglet ou une session précédente, on ne peut donc pas distinguer ici ce qu’il a changé de ce qu’ont changé les envois suivants.',
  'uploads.record.done': 'Enregistré dans l’historique des envois du fournisseur.',
  'uploads.record.pending': 'Enregistrement de cet envoi dans l’historique du fournisseur…',
  'uploads.record.failed':
    'L’envoi a réussi, mais son enregistrement n’a pas pu être sauvegardé dans l’historique du fournisseur ({reason}).',
  'uploads.provenance.title': 'Fichiers et modifications conservés dans l’enregistrement',
  'uploads.provenance.files': 'Fichiers reçus et envoyés, avec leur SHA-256',
  'uploads.provenance.original': 'Reçu du fournisseur : {file} ({size}), SHA-256',
  'uploads.provenance.sent': 'Envoyé au service : {file} ({size}), SHA-256',
  'uploads.provenance.hash': 'SHA-256 de {file}',
  'uploads.provenance.copy': 'Copier',
  'uploads.provenance.copy-label': 'Copier le SHA-256 de {file}',
  'uploads.provenance.copied': 'Copié.',
  'uploads.provenance.copy-failed':
    'Copie impossible : placez le focus sur la valeur pour l’afficher en entier, puis copiez-la à la main.',
  'uploads.provenance.no-hashes':
    'Les fichiers n’ont pas pu être hachés : l’enregistrement les nomme sans SHA-256.',
  'uploads.provenance.mapping':
    'Correspondance des champs (champ du tableau de bord : colonne du fichier, ou =valeur fixe)',
  'uploads.provenance.no-mapping':
    'Aucune correspondance de champs : les fichiers ont été envoyés au format TRACES, tels que reçus.',
  'uploads.provenance.fixes': 'Modifications faites avant l’envoi',
  'uploads.provenance.no-fixes':
    'Aucune correction appliquée : les parcelles ont été envoyées telles que converties.',
  'uploads.provenance.fix': '{title} : {count, plural, one {# parcelle} other {# parcelles}}',
  'uploads.provenance.fix-plots': 'Parcelles {plots}{hasMore, select, yes { et {more} de plus} other {}}',
  'uploads.provenance.left-out': 'Parcelles déjà envoyées, laissées de côté',
  'uploads.diff.title': 'Ce que fera cet envoi',
  'uploads.diff.new': 'Nouvelles parcelles',
  'uploads.diff.identical': 'Déjà là (même contour)',
  'uploads.diff.changed': 'Modifiées (même nom, nouveau contour)',
  'uploads.diff.inside': 'Nouvelles, à l’intérieur d’une parcelle déjà là',
  'uploads.diff.overlapping': 'Nouvelles, chevauchant une parcelle déjà là',
  'uploads.diff.removed': 'Supprimées par l’écrasement',
  'uploads.diff.mode.overwrite':
    '{matching, select, yes {Écrasement, association par nom} other {Écrasement}} : les fichiers remplacent {count, plural, one {la # parcelle} other {les # parcelles}} de {supplier}.',
  'uploads.diff.mode.match':
    'Association par nom : les parcelles nommées comme l’une des {count, plural, one {# parcelle} other {# parcelles}} de {supplier} la mettent à jour ; les autres sont ajoutées.',
  'uploads.diff.mode.append':
    'Ajout aux {count, plural, one {# parcelle} other {# parcelles}} de {supplier} : chaque parcelle des fichiers est ajoutée.',
  'uploads.diff.plot': 'Parcelle {number}',
  'uploads.diff.same-as': 'même contour que {other}',
  'uploads.diff.inside-by': 'à l’intérieur de {other} sur {area} ({share} % de la nouvelle parcelle)',
  'uploads.diff.overlaps-by': 'chevauche {other} sur {area} ({share} % de la nouvelle parcelle)',
  'uploads.diff.files-changed': 'Les fichiers ont changé entre-temps ; comparez à nouveau.',
  'uploads.diff.second-copies':
    '{count, plural, one {Envoyée à nouveau, cette parcelle devient une deuxième copie d’une parcelle que le fournisseur a déjà.} other {Envoyées à nouveau, ces # parcelles deviennent des deuxièmes copies de parcelles que le fournisseur a déjà.}}',
  'uploads.diff.same-again':
    '{count, plural, one {Associée par son nom, cette parcelle met à jour la parcelle du fournisseur de même nom et de même contour : envoyée à nouveau, seuls ses autres champs peuvent changer.} other {Associées par leur nom, ces # parcelles mettent à jour les parcelles du fournisseur de mêmes noms et de mêmes contours : envoyées à nouveau, seuls leurs autres champs peuvent changer.}}',
  'uploads.blockers.no-plots':
    'Rien à envoyer : les fichiers ne contiennent aucune parcelle. Ajoutez un fichier avec des parcelles, ou retirez les fichiers vides.',
  'uploads.blockers.all-left-out':
    'Rien à envoyer : chaque parcelle des fichiers a été écartée parce que {supplier} l’a déjà. Ajoutez un fichier avec de nouvelles parcelles, ou retirez ces fichiers.',
  'uploads.blockers.overwrite-left-out':
    '{count, plural, one {# parcelle a été écartée des fichiers comme déjà envoyée : écraser la supprimerait chez {supplier}. Désactivez l’écrasement pour la garder telle quelle, ou retirez le fichier et ajoutez-le de nouveau pour envoyer toutes les parcelles.} other {# parcelles ont été écartées des fichiers comme déjà envoyées : écraser les supprimerait chez {supplier}. Désactivez l’écrasement pour les garder telles quelles, ou retirez le fichier et ajoutez-le de nouveau pour envoyer toutes les parcelles.}}',
  'uploads.diff.leaving-out': 'Retrait en cours…',
  'uploads.diff.leave-out':
    '{count, plural, one {Écarter la # parcelle déjà envoyée} other {Écarter les # parcelles déjà envoyées}}',
  'uploads.diff.leave-out-failed': 'Impossible de les écarter : {reason}',
  'uploads.diff.failed':
    'Impossible de comparer les fichiers avec les parcelles de {supplier} : {reason} L’envoi lui-même fonctionne toujours.',
  'uploads.diff.comparing': 'Comparaison des fichiers avec les parcelles actuelles de {supplier}…',
  'uploads.diff.none-yet':
    '{supplier} n’a pas encore de parcelles dans ce projet : chaque parcelle des fichiers est nouvelle.',
  'uploads.diff.counted': 'Ce que fera cet envoi, compté',
  'uploads.diff.partial':
    'Seules les {compared} premières parcelles sur {total} ont été comparées (la limite de l’aperçu).',
  'uploads.diff.overwrite-identical':
    'Avec l’écrasement, les parcelles déjà là sont remplacées par les mêmes contours ; écartées du fichier, elles seraient supprimées.',
  'uploads.overlaps.comparing': 'Comparaison de ces parcelles avec celles des autres fournisseurs du projet…',
  'uploads.overlaps.none':
    'Aucune parcelle de ce fichier ne chevauche une parcelle d’un autre fournisseur de ce projet.',
  'uploads.overlaps.label': 'Chevauchements avec d’autres fournisseurs',
  'uploads.overlaps.title':
    '{count, plural, one {# parcelle de ce fichier chevauche une terre déclarée par un autre fournisseur} other {# chevauchements avec des terres déclarées par d’autres fournisseurs}}',
  'uploads.overlaps.hint':
    'Vérifiez avec le fournisseur si le même champ est déclaré deux fois avant d’envoyer le fichier.',
  'uploads.overlaps.item':
    '{plot} chevauche la parcelle {id} de {supplier} sur {area} ({share} de la parcelle)',
  'uploads.diff.no-worker':
    'Ce navigateur n’a pas pu garder les parcelles du projet pour les comparer (rechargez la page pour réessayer).',
  'uploads.diff.too-large':
    'Ce fichier est trop grand pour être réécrit dans le navigateur ; retirez les parcelles à la source.',
  'uploads.put.connection': 'La connexion au stockage a échoué.',
  'uploads.put.expired-token': 'Le lien d’envoi a expiré (les liens durent 60 minutes).',
  'uploads.put.signature':
    'Le stockage n’a pas accepté la signature du lien : le lien a été modifié ou le fichier est parti avec un autre Content-Type.',
  'uploads.put.access-denied': 'Le stockage a refusé ce lien d’envoi.',
  'uploads.put.too-large': 'Le fichier est plus grand que ce que le stockage accepte.',
  'uploads.put.timeout': 'Le stockage a cessé d’attendre le fichier.',
  'uploads.put.no-bucket': 'Le compartiment de stockage de ce lien d’envoi n’existe pas.',
  'uploads.put.no-key': 'Le stockage ne connaît pas ce lien d’envoi.',
  'uploads.put.invalid': 'Le stockage a refusé la requête telle qu’envoyée.',
  'uploads.put.refused': 'Le stockage a refusé le fichier ({status}).',
  'uploads.put.storage-said': '{meaning} (réponse du stockage : {said})',
  'uploads.run.links-keep-expiring':
    'Les liens d’envoi expirent sans cesse. Vérifiez l’horloge de l’ordinateur, puis réessayez.',
  'uploads.run.links-expired':
    'Les liens d’envoi ont expiré (60 minutes). Lancez un nouvel envoi avec les mêmes fichiers.',
  'uploads.run.unreadable-again': '{file} n’a pas pu être relu : {reason}',
  'uploads.flow.not-sent': '{file} n’a pas pu être envoyé : {reason}',
  'uploads.worker.deadline':
    'Le {role, select, checker {vérificateur} other {lecteur}} a arrêté de lire {file} : il a dépassé le temps limite de lecture d’un fichier. Un fichier aussi lent à lire est endommagé ou fait pour bloquer le lecteur : exportez à nouveau les parcelles (en table et non en vue, pour un GeoPackage) ou en GeoJSON, ou vérifiez-le avec npx plot-check.',
  'uploads.worker.replaced':
    'Le {role, select, checker {vérificateur} other {lecteur}} a été arrêté alors qu’il tenait {file}, car un autre fichier prenait trop de temps à lire. Déposez {file} à nouveau.',
  'uploads.worker.stopped':
    'Le {role, select, checker {vérificateur} other {lecteur}} s’est arrêté en lisant {file}. Réessayez, ou vérifiez le fichier avec npx plot-check pour voir ce qui l’arrête.',

  // Buyer pages, part B: Suppliers, Projects, Settings
  'suppliers.read-only':
    'Le service ne propose pas la gestion des fournisseurs. Ces fournisseurs sont les noms trouvés dans vos parcelles et vos envois (lecture seule) ; faites un envoi sous un nouveau nom pour ajouter un fournisseur.',
  'suppliers.create-failed': 'Impossible de créer le fournisseur : {reason}',
  'suppliers.search': 'Rechercher des fournisseurs',
  'suppliers.count': '{shown, number} sur {total, plural, one {# fournisseur} other {# fournisseurs}}',
  'suppliers.count.in-project':
    '{project} : {shown, number} sur {total, plural, one {# fournisseur} other {# fournisseurs}}',
  'suppliers.project': '{project} :',
  'suppliers.loading': 'Chargement des fournisseurs…',
  'suppliers.load-failed': 'Impossible de charger les fournisseurs',
  'suppliers.empty': 'Aucun fournisseur dans ce projet pour l’instant',
  'suppliers.empty.hint':
    'Créez-en un ci-dessus, ou commencez un envoi sur la page <link>Envois</link> : un envoi pour un nouveau nom de fournisseur le crée.',
  'suppliers.no-match': 'Aucun fournisseur ne correspond à « {q} »',
  'suppliers.footnote':
    'Les parcelles par niveau de risque, les chevauchements et le dernier envoi sont calculés à partir des parcelles du projet ; « chevauchements » compte les parcelles du fournisseur qui partagent de la terre avec une parcelle d’un autre fournisseur ou avec une autre de ses propres parcelles ; « à examiner » compte les parcelles du fournisseur dont un élément d’examen reste ouvert ou attend des informations, avec les décisions de votre équipe ; « dernier envoi » indique quand les parcelles du fournisseur ont changé pour la dernière fois.',
  'suppliers.table.caption':
    'Fournisseurs du projet, avec leurs parcelles par niveau de risque et leurs parcelles qui se chevauchent',
  'suppliers.column.name': 'Fournisseur',
  'suppliers.column.plots': 'Parcelles',
  'suppliers.column.by-risk': 'Parcelles par niveau de risque',
  'suppliers.column.overlaps': 'Chevauchements',
  'suppliers.column.last-upload': 'Dernier envoi',
  'suppliers.column.actions': 'Actions',
  'suppliers.upload-in-progress': 'Envoi en cours ({status})',
  'suppliers.no-upload': 'Aucun envoi pour l’instant',
  'suppliers.view-plots': 'Voir les parcelles',
  'suppliers.view-plots.of': 'Voir les parcelles de {name}',
  'suppliers.new-upload': 'Nouvel envoi',
  'suppliers.new-upload.for': 'Nouvel envoi pour {name}',
  'suppliers.rename': 'Renommer',
  'suppliers.rename.of': 'Renommer {name}',
  'suppliers.rename.label': 'Nouveau nom pour {name}',
  'suppliers.rename.save': 'Enregistrer le nom',
  'suppliers.delete': 'Supprimer',
  'suppliers.delete.of': 'Supprimer {name}',
  'suppliers.delete.title': 'Supprimer le fournisseur « {name} » ?',
  'suppliers.delete.refused': 'Ce fournisseur ne peut pas être supprimé.',
  'suppliers.delete.refused.hint':
    'Un fournisseur n’est supprimé que lorsqu’il n’a plus de parcelles ni d’envoi en cours. Pour retirer ses parcelles, envoyez pour lui un fichier vide avec « écraser » activé sur la page <link>Envois</link>, puis supprimez-le.',
  'suppliers.delete.plots':
    '{count, plural, =0 {Il n’a aucune parcelle. Cette action est irréversible.} one {Il a # parcelle : le service refusera tant qu’elle n’est pas retirée.} other {Il a # parcelles : le service refusera tant qu’elles ne sont pas retirées.}}',
  'suppliers.delete.deleting': 'Suppression…',
  'suppliers.delete.confirm': 'Supprimer le fournisseur',
  'suppliers.cancel': 'Annuler',
  'suppliers.close': 'Fermer',
  'suppliers.new': 'Nouveau fournisseur',
  'suppliers.new.name': 'Nom du nouveau fournisseur',
  'suppliers.new.creating': 'Création…',
  'suppliers.new.create': 'Créer le fournisseur',
  'suppliers.created': 'Fournisseur « {name} » créé.',
  'suppliers.renamed': 'Fournisseur renommé en « {name} ».',
  'suppliers.deleted': 'Fournisseur « {name} » supprimé.',
  'suppliers.counting': 'Comptage…',
  'suppliers.counting.loaded':
    '{count, plural, one {Comptage… (# parcelle chargée)} other {Comptage… (# parcelles chargées)}}',
  'suppliers.plots-failed': 'Impossible de charger les parcelles',
  'suppliers.no-plots': 'Aucune parcelle',
  'suppliers.risk-count': '{risk} : {count}',
  'suppliers.risk.high': 'Élevé',
  'suppliers.risk.medium': 'Moyen',
  'suppliers.risk.low': 'Faible',
  'suppliers.risk.none': 'Aucun risque',
  'suppliers.risk.unassessed': 'Non évalué',
  'suppliers.overlaps.none': 'Aucun',
  'suppliers.overlaps.of': 'Parcelles de {name} qui se chevauchent :',
  'counts.overlaps.all':
    '{plots, plural, one {# parcelle} other {# parcelles}} dans {pairs, plural, one {# paire qui se chevauche} other {# paires qui se chevauchent}}',
  'counts.overlaps.between':
    '{pairs, plural, =0 {Aucun chevauchement {scope, select, supplier {avec d’autres fournisseurs} other {entre fournisseurs}}} other {{plots, plural, one {# parcelle} other {# parcelles}} dans {pairs, plural, one {# paire qui se chevauche} other {# paires qui se chevauchent}} {scope, select, supplier {avec d’autres fournisseurs} other {entre fournisseurs}} (déclarations en double)}}',
  'counts.overlaps.within':
    '{pairs, plural, =0 {Aucun chevauchement {scope, select, supplier {au sein du fournisseur} other {au sein d’un même fournisseur}}} other {{plots, plural, one {# parcelle} other {# parcelles}} dans {pairs, plural, one {# paire qui se chevauche} other {# paires qui se chevauchent}} {scope, select, supplier {au sein du fournisseur} other {au sein d’un même fournisseur}}}}',
  'counts.overlaps.inside':
    '{plots, plural, =0 {Aucune parcelle dans une autre parcelle} one {# parcelle dans une autre parcelle} other {# parcelles dans une autre parcelle}}',
  'counts.overlaps.partial':
    'Compté à partir des {listed, number} plus grandes des {total, number} paires qui se chevauchent (la vérification ne liste que les plus grandes).',
  'counts.review':
    '{open, number} sur {total, plural, one {# élément à examiner} other {# éléments à examiner}} ouverts ; {plots, plural, =0 {aucune parcelle ne demande} one {# parcelle demande} other {# parcelles demandent}} votre attention.',
  'suppliers.overlaps.failed': 'Vérification impossible',
  'suppliers.overlaps.not-checked': 'Non vérifié',
  'suppliers.overlaps.checking': 'Vérification…',
  'suppliers.column.review': 'À examiner',
  'suppliers.review.none': 'Rien à examiner',
  'suppliers.review.of': 'Examen de {name} :',
  'suppliers.review.attention':
    '{plots, plural, =0 {Aucune parcelle à examiner} one {# parcelle demande attention} other {# parcelles demandent attention}}',
  'suppliers.review.items':
    '{open, plural, one {# ouvert} other {# ouverts}} sur {total, plural, one {# élément} other {# éléments}}',
  'suppliers.review.counting': 'Comptage…',
  'suppliers.review.failed': 'Comptage impossible pour l’instant : nouvel essai bientôt',
  'suppliers.review.elsewhere': 'Sur la page du fournisseur',
  'supplier.title': 'Fournisseur',
  'supplier.back': '← Tous les fournisseurs',
  'supplier.unknown': 'Ce fournisseur n’existe pas dans ce projet',
  'supplier.unknown.hint':
    'Il a peut-être été supprimé ou renommé, ou il appartient à un autre projet. <link>Choisissez un fournisseur</link>.',
  'supplier.loading': 'Chargement du fournisseur…',
  'supplier.view-plots': 'Voir ses parcelles',
  'supplier.plots.stopped':
    'Le chargement s’est arrêté après {count, plural, one {# parcelle} other {# parcelles}}',
  'supplier.plots.failed': 'Impossible de charger les parcelles',
  'supplier.plots.loading': 'Chargement des parcelles du projet… ({count} pour l’instant)',
  'supplier.attention': 'À examiner',
  'supplier.attention.intro':
    'Chaque signe de risque sur une parcelle est un élément à examiner : risque élevé ou moyen selon le service, aires protégées ou autochtones, déforestation après la date butoir, pays du niveau de risque élevé de l’UE, géométrie refusée par TRACES, déclaration en double avec un autre fournisseur, chevauchement au sein du fournisseur et parcelle située dans une autre. Sélectionnez des éléments et enregistrez une décision ; un élément reste ouvert tant qu’il n’est ni validé ni exclu (« informations requises » le laisse ouvert).',
  'supplier.decisions.failed': 'Impossible de charger les décisions',
  'supplier.decisions.loading': 'Chargement des décisions…',
  'supplier.items.waiting': 'Les éléments à examiner seront établis une fois les parcelles chargées…',
  'supplier.items.overlaps-failed':
    'La vérification des chevauchements a échoué : les déclarations en double et les chevauchements au sein du fournisseur ne sont pas listés.',
  'supplier.items.overlaps-checking':
    'Vérification des chevauchements entre parcelles : les déclarations en double et les chevauchements au sein du fournisseur rejoindront la liste à la fin de la vérification.',
  'supplier.history': 'Historique des décisions',
  'supplier.risk.title': 'Parcelles par risque évalué (service)',
  'supplier.risk.caption': 'Parcelles et surface par risque évalué par le service',
  'supplier.plots-in-all': '{count, plural, one {# parcelle} other {# parcelles}}, {area} au total.',
  'supplier.plots': '{count, plural, one {# parcelle} other {# parcelles}}',
  'supplier.column.assessed-risk': 'Risque évalué (service)',
  'supplier.column.area': 'Surface',
  'supplier.column.country': 'Pays',
  'supplier.column.benchmark': 'Classement des pays de l’UE (officiel)',
  'supplier.finding':
    '{count, plural, one {# parcelle} other {# parcelles}}, {area} {what, select, deforested {déboisés} other {de chevauchement}}',
  'supplier.finding.none': 'Aucune',
  'supplier.findings': 'Constats du service',
  'supplier.findings.deforestation': 'Déforestation après la date butoir',
  'supplier.findings.protected': 'Sur des aires protégées',
  'supplier.findings.indigenous': 'Sur des territoires autochtones',
  'supplier.findings.unassessed': 'Pas encore évaluées',
  'supplier.countries': 'Pays de production',
  'supplier.countries.caption': 'Pays de production avec le classement des pays de l’UE',
  'supplier.countries.none': 'Aucune parcelle pour l’instant.',
  'supplier.uploads': 'Historique des envois',
  'supplier.uploads.ongoing':
    'Envoi en cours ({status}), commencé le {date}{overwrite, select, yes {, en remplacement des parcelles du fournisseur} other {}}.',
  'supplier.uploads.loading': 'Chargement de l’historique des envois…',
  'supplier.uploads.failed': 'Impossible de charger l’historique des envois',
  'supplier.uploads.none': 'Aucun envoi enregistré pour ce fournisseur pour l’instant.',
  'supplier.uploads.files': '{date} : {files}',
  'supplier.uploads.unnamed': 'fichiers sans nom',
  'supplier.uploads.changes':
    '{added} ajoutées, {changed} modifiées, {removed} retirées ; {count, plural, one {# parcelle} other {# parcelles}} après l’envoi{overwrite, select, yes { (écrasement)} other {}}{matched, select, yes { (rapprochées par nom)} other {}}.',
  'supplier.uploads.by': 'Enregistré par {name}',
  'supplier.overlaps.failed':
    'La vérification des chevauchements a échoué ; rechargez la page pour vérifier à nouveau.',
  'supplier.overlaps.checking': 'Vérification des chevauchements entre parcelles…',
  'supplier.overlaps.waiting':
    'Vérification des chevauchements une fois les autres parcelles du projet chargées ({count, plural, one {# parcelle} other {# parcelles}} pour l’instant)…',
  'supplier.overlaps.show': 'Afficher les parcelles qui se chevauchent sur la carte',
  'supplier.report.download': 'Télécharger le rapport (PDF)',
  'supplier.report.printable': 'Rapport imprimable',
  'supplier.report.waiting':
    'Le rapport pourra être établi une fois {what, select, plots {les parcelles chargées} decisions {les décisions chargées} history {l’historique des décisions chargé} uploads {l’historique des envois chargé} conclusions {les conclusions sur le risque chargées} other {la vérification des chevauchements terminée}}.',
  'supplier.report.making':
    'Préparation du rapport de {count, plural, one {# parcelle} other {# parcelles}}…',
  'supplier.report.ready': 'Rapport prêt : votre navigateur a enregistré le PDF.',
  'supplier.report.stopped':
    'Le rapport s’est arrêté : {detail}. Réessayez ; si l’échec se répète, rechargez la page.',
  'supplier.report.failed': 'Le rapport n’a pas pu être établi : {detail}.',
  'supplier.report.title': 'Rapport fournisseur',
  'supplier.report.back': '← Retour au fournisseur',
  'supplier.report.load-failed': 'Impossible de charger les données du fournisseur',
  'supplier.report.loading':
    'Chargement {what, select, plots {des parcelles} decisions {des décisions} history {de l’historique des décisions} uploads {de l’historique des envois} conclusions {des conclusions sur le risque} other {de la vérification des chevauchements}}…',
  'supplier.report.making.page': 'Préparation du rapport…',
  'supplier.report.print': 'Imprimer',
  'projects.counts.failed': 'Décomptes indisponibles',
  'projects.counts.not-offered': 'Décomptes non proposés par le service',
  'projects.counts.counting': 'Décompte des fournisseurs et des parcelles…',
  'projects.counts':
    '{suppliers, plural, one {# fournisseur} other {# fournisseurs}} · {plots, plural, one {# parcelle} other {# parcelles}}',
  'projects.loading': 'Chargement des projets…',
  'projects.failed': 'Impossible de charger vos projets',
  'projects.empty': 'Ce compte n’a aucun projet',
  'projects.empty.hint':
    'Demandez à votre administrateur de donner à votre compte l’accès à un projet, ou vérifiez le jeton dans les <link>Réglages</link>.',
  'projects.active': 'Actif',
  'projects.created': 'Créé le {date}',
  'projects.showing': 'Affiché',
  'projects.switch': 'Afficher',
  'projects.switch.to': 'Afficher {name}',
  'projects.extent': 'Étendue du projet',
  'projects.map': 'Carte des parcelles du projet',
  'projects.extent.finding': 'Recherche de l’emplacement des parcelles de ce projet…',
  'projects.extent.framed': 'Cadré sur les parcelles du projet (première page).',
  'projects.extent.none': 'Ce projet n’a pas encore de parcelles : la carte montre le monde.',
  'settings.connection': 'Connexion',
  'settings.simulator': 'Simulateur intégré',
  'settings.simulator.hint':
    'Une copie locale fidèle du service de risque, avec des données de démonstration. Rien ne quitte cet ordinateur.',
  'settings.live.hint': 'Le vrai service de risque, via le serveur de ce tableau de bord.',
  'settings.live.off':
    'Non configuré : démarrez le serveur du tableau de bord avec {variable} défini (voir le README).',
  'settings.demo-account': 'Compte de démonstration',
  'settings.server-token': 'Le serveur détient le jeton d’API : le navigateur ne le voit jamais.',
  'settings.token': 'Jeton d’API',
  'settings.token.set': 'Un jeton est défini (masqué). Saisissez-en un autre pour le remplacer.',
  'settings.token.paste': 'Collez votre jeton d’API',
  'settings.token.kept':
    'Conservé uniquement dans la mémoire de cette page, jamais dans le stockage durable du navigateur, jamais dans un lien.',
  'settings.token.use': 'Utiliser ce jeton',
  'settings.token.forget': 'Oublier le jeton',
  'settings.remember': 'Se souvenir de la connexion dans cet onglet (jusqu’à sa fermeture)',
  'settings.test': 'Tester la connexion',
  'settings.test.testing': 'Test en cours…',
  'settings.test.connected':
    'Connecté. Ce jeton donne accès à {count, plural, one {# projet} other {# projets}}.',
  'settings.test.failed': 'Échec : {reason}',
  'settings.test.failed.http': 'Échec : {reason} (HTTP {status}, {code})',
  'settings.basemap': 'Fond de carte',
  'settings.basemap.offline': 'Fond de carte hors ligne intégré utilisé.',
  'settings.basemap.checking': 'Vérification que le fond de carte en ligne est joignable…',
  'settings.basemap.online': 'Fond de carte en ligne appliqué.',
  'settings.basemap.unreachable':
    'Le fond de carte en ligne est injoignable depuis cet ordinateur ; le fond de carte actuel est conservé.',
  'settings.cache': 'Parcelles enregistrées sur cet appareil',
  'settings.cache.intro':
    'Les parcelles de chaque projet sont conservées dans ce navigateur pour que la visite suivante les affiche aussitôt, pendant que le tableau de bord vérifie les changements auprès du service. Seules les données des parcelles sont conservées, jamais votre jeton.',
  'settings.cache.delete': 'Supprimer les parcelles enregistrées',
  'settings.cache.empty': 'Rien n’était enregistré sur cet appareil ; il n’y avait rien à supprimer.',
  'settings.cache.deleted':
    'Copie enregistrée de {plots} parcelles de {projects, plural, one {# projet} other {# projets}} supprimée. La prochaine visite les chargera de nouveau depuis le service.',
  'settings.cache.failed':
    'Les parcelles enregistrées n’ont pas pu être supprimées. Fermez les autres onglets du tableau de bord et réessayez.',
  'report.title': 'Rapport de diligence raisonnée : {name}',
  'report.project': 'Projet : {name}',
  'report.date': 'Date du rapport : {date}',
  'report.intro':
    'Le risque évalué est l’évaluation de chaque parcelle par le service de risque. Le classement des pays de l’UE est la liste officielle des pays établie par la Commission ; les deux sont présentés séparément.',
  'report.summary': 'Synthèse',
  'report.line': '{label} : {value}.',
  'report.finding.none': 'aucune',
  'report.benchmark': 'Classement : {source}.',
  'report.at-risk': 'Parcelles à risque (service : élevé ou moyen)',
  'report.at-risk.all': '{count, plural, one {# parcelle à risque} other {# parcelles à risque}}.',
  'report.at-risk.some':
    '{count, plural, one {# parcelle à risque} other {# parcelles à risque}} ; les {listed} premières sont listées, {more} autres sont sur la page Parcelles du tableau de bord.',
  'report.column.plot': 'Parcelle',
  'report.column.risk': 'Risque',
  'report.column.decision': 'Décision actuelle',
  'report.column.overlap': 'Chevauchement',
  'report.deforested': 'Déboisé {area}',
  'report.no-deforestation': 'Aucune déforestation constatée',
  'report.protected': 'aires protégées {area}',
  'report.indigenous': 'territoires autochtones {area}',
  'report.assessed': 'évaluée le {date}',
  'report.decision': '{verdict} ({reason}), {by}, {date}',
  'report.decision.none': 'Pas encore de décision',
  'report.decisions': 'Décisions et leur historique',
  'report.decisions.count':
    '{entries, plural, one {# décision} other {# décisions}} sur {items, plural, one {# élément à examiner} other {# éléments à examiner}}, la plus récente en premier pour chaque élément{partial, select, yes { ; les {listed} premiers éléments sont listés} other {}}{truncated, select, yes { ; le registre n’a renvoyé que les décisions les plus récentes} other {}}.',
  'report.decisions.none': 'Aucune décision enregistrée pour l’instant.',
  'report.kind.risk': 'parcelle à risque',
  'report.kind.double-claim': 'double déclaration',
  'report.kind.inside-another': 'dans une autre parcelle',
  'report.kind.protected-area': 'chevauche une aire protégée ou autochtone',
  'report.kind.deforestation': 'déforestation après la date butoir',
  'report.kind.overlap-in-supplier': 'chevauchement chez le même fournisseur',
  'report.kind.high-risk-country': 'pays à risque élevé',
  'report.kind.traces-refused': 'refusée par TRACES',
  'report.kind.plot': 'décision sur la parcelle',
  'report.group': '{plot} : {kind}',
  'report.group.with': '{plot} : {kind} avec {other}',
  'report.entry':
    '{date} {current, select, yes {(actuelle)} other {(antérieure)}} : {verdict}. {reason}. Par {by}.',
  'report.entry.note': 'Note : {note}',
  'report.entry.evidence': 'Justificatif : {evidence}',
  'report.overlaps.unchecked':
    'La vérification des chevauchements n’était pas terminée quand le rapport a été établi : les chevauchements ne sont pas listés.',
  'report.overlaps.counts':
    'Parcelles situées dans une autre parcelle : {inside}. Chevauchant une autre parcelle de ce fournisseur : {within}. Chevauchant une parcelle d’un autre fournisseur : {others}.',
  'report.overlaps.partial':
    'Compté uniquement à partir des plus grandes paires qui se chevauchent dans le projet.',
  'report.overlaps.other': '{plot} ({supplier})',
  'report.overlaps.inside': '{plot} ({supplier}), située à l’intérieur',
  'report.overlaps.share': '{area}, {share} %',
  'report.overlaps.more': '{count} autres chevauchements sont sur la page du fournisseur du tableau de bord.',
  'report.uploads.none': 'Aucun envoi enregistré pour ce fournisseur.',
  'report.upload':
    '{date} : {added} ajoutées, {changed} modifiées, {removed} retirées ; {count, plural, one {# parcelle} other {# parcelles}} après l’envoi{overwrite, select, yes { (écrasement)} other {}}{matched, select, yes { (rapprochées par nom)} other {}}. Enregistré par {by}.',
  'report.upload.id': 'Envoi {id}.',
  'report.file': '{name} SHA-256 {hash}',
  'report.file.no-hash': 'non enregistré',
  'report.uploads.older': '{count} envois plus anciens ne sont pas listés.',
  'report.provenance': 'Provenance',
  'report.risk-data': 'Données de risque',
  'report.risk-data.range': 'évaluées du {from} au {to}',
  'report.risk-data.none': 'aucune parcelle évaluée pour l’instant',
  'report.risk-data.frameworks': '{range} (référentiel {frameworks})',
  'report.rules-version': 'Version des règles de parcelles',
  'report.app-version': 'Version du tableau de bord',
  'report.benchmark.label': 'Classement des pays de l’UE',
  'report.benchmark.source': '{title} (adopté le {adopted}, en vigueur le {inForce})',
  'report.hashes': 'Empreintes des fichiers',
  'report.hashes.count': '{withHash} sur {files} fichiers envoyés (SHA-256)',
  'report.map': 'Carte des parcelles',
  'report.map.label': 'Contours de {count} parcelles, colorés selon le risque évalué par le service',
  'report.legend': '{risk} ({count})',
  'report.map.extent':
    '{outlines} parcelles dessinées en contour, les autres en points{missing, plural, =0 {} one {, # sans position} other {, # sans position}}. Étendue : longitude {west} à {east}, latitude {south} à {north} (WGS 84). Pas de fond de carte.',
  'report.map.empty': 'Aucune parcelle n’a de position à dessiner.',
  'report.tier':
    '{tier, select, low {Risque faible} standard {Risque standard} high {Risque élevé} other {Pays inconnu}}',
  'report.footer': '{supplier} · {project} · page {page} sur {pages}',
  'report.subject': 'Fournisseur {supplier}, projet {project}',
  'report.label': '{label} :',
  'report.file.fact': '{name}, {size} octets, SHA-256 {hash}',
  'report.upload.original': 'Fichiers d’origine, tels que reçus',
  'report.upload.sent': 'Fichiers envoyés au service, après la correspondance des champs et les corrections',
  'report.upload.mapping': 'Correspondance des champs',
  'report.upload.mapping.column': '{field} depuis la colonne « {column} »',
  'report.upload.mapping.value': '{field} = « {value} » pour chaque parcelle',
  'report.upload.fixes': 'Corrections appliquées',
  'report.upload.fix':
    '{kind} : {count, plural, one {# parcelle} other {# parcelles}}{listed, select, yes { ({plots}{more, plural, =0 {} one {, et # autre} other {, et # autres}})} other {}}',
  'report.fix.kind':
    '{kind, select, close_rings {anneaux ouverts fermés} drop_duplicate_vertices {sommets répétés retirés} truncate_6_decimals {positions tronquées à 6 décimales} swap_axes {latitude et longitude inversées} make_valid {formes invalides réparées (GEOS make-valid)} split_holes {trous retirés en découpant les parcelles} fill_holes {trous comblés} remove_exact_duplicates {doublons exacts retirés} other {{raw}}}',
  'report.open': 'Éléments à examiner encore ouverts',
  'report.open.none': 'Aucun élément à examiner n’est ouvert : chacun a une décision.',
  'report.open.count':
    '{count, plural, one {# élément à examiner est ouvert} other {# éléments à examiner sont ouverts}} (sans décision, ou en attente d’informations du fournisseur) : {kinds}.',
  'report.open.kind': '{kind} : {count}',
  'report.open.unchecked':
    'La vérification des chevauchements n’était pas terminée : les chevauchements entre parcelles ne sont pas comptés.',
  'report.open.waiting': '{item} (en attente d’informations du fournisseur)',
  'report.open.more':
    '{count} autres éléments ouverts figurent sur la page du fournisseur du tableau de bord.',
  'report.conclusion': 'Conclusion sur le risque et validation',
  'report.conclusion.none':
    'Aucune conclusion sur le risque n’a été préparée pour ce fournisseur : rien n’est validé.',
  'report.conclusion.kind':
    '{kind, select, negligible {Conclusion : le risque est négligeable.} mitigated {Conclusion : le risque n’est pas négligeable ; des mesures d’atténuation ont été prises.} other {Conclusion : {kind}.}}',
  'report.conclusion.prepared':
    'Préparée par {by}, {date}, avec {open, plural, =0 {aucun élément à examiner ouvert} one {# élément à examiner ouvert} other {# éléments à examiner ouverts}}.',
  'report.conclusion.reasoning': 'Justification : {text}',
  'report.conclusion.mitigation': 'Mesures d’atténuation prises : {text}',
  'report.conclusion.signed': 'Validée par {by}, {date}.',
  'report.conclusion.unsigned': 'Non validée : elle attend la signature d’une deuxième personne.',
  'report.conclusion.earlier': 'Conclusions antérieures, de la plus récente à la plus ancienne',
  'report.conclusion.older': '{count} conclusions plus anciennes ne sont pas listées.',
  'conclusion.title': 'Conclusion sur le risque',
  'conclusion.intro':
    'Un réviseur prépare la conclusion sur le risque du fournisseur ; un approbateur qui ne l’a pas préparée la valide (principe des quatre yeux). Les deux figurent dans le journal d’audit et dans le rapport.',
  'conclusion.loading': 'Chargement des conclusions sur le risque…',
  'conclusion.failed': 'Impossible de charger les conclusions sur le risque',
  'conclusion.none': 'Aucune conclusion n’a encore été préparée pour ce fournisseur.',
  'conclusion.current': 'Dernière conclusion',
  'conclusion.kind.negligible': 'Risque négligeable',
  'conclusion.kind.mitigated': 'Risque non négligeable : atténué',
  'conclusion.reasoning': 'Justification : {text}',
  'conclusion.mitigation': 'Mesures d’atténuation prises : {text}',
  'conclusion.prepared-by': 'Préparée par {by}, {date}',
  'conclusion.open-at':
    '{count, plural, =0 {Aucun élément à examiner n’était ouvert lors de sa préparation.} one {# élément à examiner était encore ouvert lors de sa préparation.} other {# éléments à examiner étaient encore ouverts lors de sa préparation.}}',
  'conclusion.signed-by': 'Validée par {by}, {date}',
  'conclusion.waiting':
    'En attente de la signature d’une deuxième personne. Vous avez préparé cette conclusion : un autre approbateur doit la valider.',
  'conclusion.unsigned': 'Pas encore validée : un approbateur qui ne l’a pas préparée doit la signer.',
  'conclusion.sign': 'Valider cette conclusion',
  'conclusion.signing': 'Validation…',
  'conclusion.sign.forbidden':
    'Une deuxième personne doit signer : qui a préparé une conclusion ne peut pas la valider, et seul un approbateur ou un administrateur le peut. Demandez à un autre approbateur.',
  'conclusion.sign.conflict':
    'Quelqu’un a déjà validé cette conclusion ; la page affiche maintenant sa validation.',
  'conclusion.sign.failed': 'La validation n’a pas été enregistrée : {detail} Réessayez.',
  'conclusion.read-only':
    'Vous pouvez lire les conclusions. En préparer une demande le rôle de réviseur sur ce projet, en valider une celui d’approbateur.',
  'conclusion.history': 'Conclusions antérieures',
  'conclusion.form': 'Préparer une conclusion',
  'conclusion.form.new': 'Préparer une nouvelle conclusion',
  'conclusion.form.kind': 'Conclusion',
  'conclusion.form.negligible': 'Le risque est négligeable',
  'conclusion.form.mitigated': 'Le risque n’est pas négligeable, et des mesures d’atténuation ont été prises',
  'conclusion.form.reasoning': 'Justification',
  'conclusion.form.reasoning.hint':
    '(au moins 10 caractères : pourquoi le risque est négligeable, ou ce qui a été évalué)',
  'conclusion.form.mitigation': 'Mesures d’atténuation prises',
  'conclusion.form.mitigation.hint': '(au moins 10 caractères : les mesures et leur effet)',
  'conclusion.form.counting':
    'Décompte des éléments à examiner ouverts… La conclusion pourra être préparée une fois le décompte terminé.',
  'conclusion.form.open-warning':
    '{count, plural, one {# élément à examiner est encore ouvert} other {# éléments à examiner sont encore ouverts}}. La conclusion enregistre ce nombre ; décidez-en d’abord si vous le pouvez.',
  'conclusion.form.none-open': 'Aucun élément à examiner n’est ouvert.',
  'conclusion.form.missing-kind': 'Choisissez une conclusion : négligeable, ou atténué.',
  'conclusion.form.short-reasoning': 'Écrivez la justification en au moins 10 caractères.',
  'conclusion.form.short-mitigation': 'Indiquez les mesures d’atténuation prises, en au moins 10 caractères.',
  'conclusion.form.forbidden':
    'Seul un réviseur, un approbateur ou un administrateur de ce projet peut préparer une conclusion.',
  'conclusion.form.failed':
    'La conclusion n’a pas été enregistrée : {detail} Votre texte est conservé ; réessayez.',
  'conclusion.form.submit': 'Préparer pour validation',
  'conclusion.form.sending': 'Enregistrement…',
  // Declarations from suppliers (issue 51, downstream): the supplier page's register and the report's part
  'declarations.title': 'Déclarations de ce fournisseur',
  'declarations.intro':
    'Les numéros de référence des déclarations de diligence raisonnée (ou identifiants de déclarations simplifiées) que ce fournisseur vous a envoyés, avec leurs numéros de vérification, vérifiés auprès du système d’information de l’UE.',
  'declarations.loading': 'Chargement des déclarations…',
  'declarations.failed': 'Impossible de charger les déclarations',
  'declarations.none':
    'Aucune déclaration de ce fournisseur n’est encore enregistrée. Ajoutez les numéros de référence et de vérification que le fournisseur vous a envoyés.',
  'declarations.list': 'Déclarations',
  'declarations.read-only':
    'Seuls un examinateur, un approbateur ou un administrateur de ce projet peuvent ajouter ou vérifier des déclarations.',
  'declarations.item': '{reference} : {verdict}',
  'declarations.verdict.usable': 'Utilisable',
  'declarations.verdict.not-usable': 'Non utilisable ({status})',
  'declarations.verdict.not-found': 'Introuvable',
  'declarations.verdict.not-checked': 'Vérification impossible',
  'declarations.verdict.unchecked': 'Pas encore vérifiée',
  'declarations.verification': 'Numéro de vérification : {number}',
  'declarations.checked': 'Vérifiée le {date} par {by}',
  'declarations.by-server': 'le serveur',
  'declarations.check-error': 'Raison : {detail}',
  'declarations.note': 'Note : {text}',
  'declarations.added': 'Ajoutée par {by}, {date}',
  'declarations.check-again': 'Vérifier à nouveau',
  'declarations.check-again.label': 'Vérifier {reference} à nouveau',
  'declarations.checking': 'Vérification…',
  'declarations.error.forbidden':
    'Seuls un examinateur, un approbateur ou un administrateur de ce projet peuvent ajouter ou vérifier des déclarations.',
  'declarations.error.no-account':
    'L’équipe n’a pas de compte UE : un administrateur le configure sur la page du compte UE, puis réessayez.',
  'declarations.error.duplicate':
    'Ce numéro de référence de ce fournisseur est déjà dans la liste : utilisez « Vérifier à nouveau ».',
  'declarations.error.kept': 'La déclaration a été ajoutée mais n’a pas pu être vérifiée : {detail}',
  'declarations.error.check': 'La vérification n’a pas pu être faite : {detail}',
  'declarations.error.failed': 'Non enregistré : {detail} Réessayez.',
  'declarations.form': 'Ajouter une déclaration',
  'declarations.form.reference': 'Numéro de référence ou identifiant de déclaration',
  'declarations.form.reference.hint': '(jusqu’à 14 lettres et chiffres, tel que le fournisseur l’a envoyé)',
  'declarations.form.verification': 'Numéro de vérification',
  'declarations.form.verification.hint': '(5 à 35 caractères)',
  'declarations.form.note': 'Note (facultative)',
  'declarations.form.bad-reference':
    'Le numéro de référence doit compter 1 à 14 lettres et chiffres, sans espaces ni tirets : copiez-le depuis la déclaration du fournisseur.',
  'declarations.form.bad-verification':
    'Le numéro de vérification doit compter 5 à 35 caractères : copiez-le tel que le fournisseur l’a envoyé.',
  'declarations.form.added': '{reference} a été ajoutée et vérifiée.',
  'declarations.form.submit': 'Ajouter et vérifier',
  'declarations.form.sending': 'Vérification auprès de l’UE…',
  'report.declarations': 'Déclarations de ce fournisseur',
  'report.declarations.intro':
    'Numéros de référence envoyés par le fournisseur, chacun avec sa dernière vérification par le système d’information de l’UE (verify-declaration).',
  'report.declarations.none': 'Aucune déclaration de ce fournisseur n’est dans le registre.',
  'report.declarations.line': '{reference} (numéro de vérification {verification}) : {verdict}.',
  'report.declarations.checked': 'Dernière vérification le {date} par {by}.',
  'report.declarations.never': 'Jamais vérifiée.',
  'report.declarations.error': 'La vérification n’a pas pu être faite : {detail}',
  'report.declarations.more': '{count} autres déclarations ne sont pas listées.',
  'report.declarations.waiting':
    'Le rapport pourra être établi une fois les déclarations du fournisseur chargées.',
  'report.declarations.loading': 'Chargement des déclarations du fournisseur…',

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
  'basemap.offline': 'Pays hors ligne (intégré)',
  'basemap.openfreemap-liberty': 'OpenFreeMap Liberty (en ligne)',
  'basemap.openfreemap-positron': 'OpenFreeMap Positron (en ligne)',
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
  'benchmark.source.title': 'Règlement d’exécution (UE) 2025/1093 de la Commission',
  'benchmark.source.legal-basis': 'article 29 du règlement (UE) 2023/1115 (RDUE)',
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
  // Signing in (src/app/sign-in, src/lib/session; docs/people.md)
  'auth.checking': 'Vérification de la connexion…',
  'auth.unreachable.title': 'Le serveur du tableau de bord est injoignable',
  'auth.sign-in.title': 'Se connecter',
  'auth.sign-in.intro': 'Connectez-vous avec l’adresse e-mail et le mot de passe de votre compte.',
  'auth.email': 'Adresse e-mail',
  'auth.password': 'Mot de passe',
  'auth.sign-in.submit': 'Se connecter',
  'auth.sign-in.sending': 'Connexion…',
  'auth.sso': 'Se connecter avec {name}',
  'auth.sso.error.cancelled':
    'L’authentification unique a été annulée ou refusée par votre fournisseur. Réessayez, ou connectez-vous avec votre adresse e-mail et votre mot de passe.',
  'auth.sso.error.code':
    'L’authentification unique n’a pas pu vous connecter (code : {code}). Réessayez, ou adressez-vous à l’administrateur de votre équipe.',
  'auth.sso.error.generic':
    'L’authentification unique n’a pas pu vous connecter. Réessayez, ou adressez-vous à l’administrateur de votre équipe.',
  'auth.demo.title': 'Équipe de démonstration (cet ordinateur uniquement)',
  'auth.demo.intro':
    'Les personnes de démonstration du simulateur : choisissez-en une pour vous connecter à sa place, sans mot de passe.',
  'auth.demo.person': 'Continuer en tant que {name} — {role}',
  'auth.role.viewer': 'lecteur',
  'auth.role.reviewer': 'réviseur',
  'auth.role.approver': 'approbateur',
  'auth.role.admin': 'administrateur',
  'auth.error.wrong': 'L’adresse e-mail ou le mot de passe est incorrect.',
  'auth.error.too-many':
    'Trop de tentatives : réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'auth.error.too-many.later': 'Trop de tentatives : attendez quelques minutes, puis réessayez.',
  'auth.error.unreachable':
    'Le serveur du tableau de bord est injoignable. Vérifiez votre connexion, puis réessayez.',
  'auth.error.demo-refused':
    'L’équipe de démonstration n’est proposée que lorsque le tableau de bord tourne sur cet ordinateur.',
  'auth.missing.email': 'Saisissez votre adresse e-mail.',
  'auth.missing.email-format': 'Saisissez une adresse e-mail complète, par exemple nom@exemple.org.',
  'auth.missing.password': 'Saisissez votre mot de passe.',
  'auth.missing.name': 'Saisissez votre nom.',
  'auth.missing.team': 'Saisissez le nom de votre équipe.',
  'auth.password.short': 'Le mot de passe doit comporter au moins {min} caractères.',
  'auth.password.hint':
    'Au moins {min} caractères. Le mieux est une longue phrase dont vous vous souviendrez.',
  'auth.your-name': 'Votre nom',
  'auth.your-name.hint': 'Tel que votre équipe le verra à côté de vos décisions.',
  'auth.setup.title': 'Configurer le tableau de bord',
  'auth.setup.intro':
    'Personne n’a encore de compte ici. Nommez votre équipe et créez le premier compte : vous en serez l’administrateur et pourrez inviter les autres.',
  'auth.setup.team': 'Nom de l’équipe',
  'auth.setup.submit': 'Créer l’équipe et se connecter',
  'auth.setup.sending': 'Création de l’équipe…',
  'auth.setup.taken':
    'Quelqu’un a déjà configuré ce tableau de bord : connectez-vous plutôt avec votre compte.',
  'auth.setup.to-sign-in': 'Aller à la connexion',
  'auth.account': 'Compte : {name}',
  'auth.account.signed-in': 'Connecté en tant que {name}',
  'auth.account.team': 'Équipe : {team}',
  'auth.sign-out': 'Se déconnecter',
  'auth.sign-out.sending': 'Déconnexion…',
  'auth.sign-out.failed': 'Impossible de se déconnecter : {reason}',
  'auth.invitation.loading': 'Lecture de l’invitation…',
  'auth.invitation.title': 'Rejoindre {team}',
  'auth.invitation.intro':
    'Vous êtes invité en tant que {email}. Choisissez le nom que verra votre équipe et un mot de passe : vous vous connecterez avec cette adresse e-mail et ce mot de passe.',
  'auth.invitation.roles': 'Ce que vous pourrez faire',
  'auth.invitation.role.all': '{role} sur tous les projets',
  'auth.invitation.role.project': '{role} sur le projet {project}',
  'auth.invitation.expires': 'Cette invitation n’est utilisable qu’une fois, jusqu’au {date}.',
  'auth.invitation.submit': 'Rejoindre et se connecter',
  'auth.invitation.sending': 'Inscription…',
  'auth.invitation.invalid.title': 'Cette invitation n’est plus valable',
  'auth.invitation.invalid':
    'Cette invitation a déjà été utilisée, a été retirée ou date de plus de 7 jours. Demandez-en une nouvelle à l’administrateur de votre équipe.',
  'auth.invitation.incomplete.title': 'Ce lien est incomplet',
  'auth.invitation.incomplete':
    'Le code de l’invitation manque dans le lien. Rouvrez le lien de votre invitation, en entier : il se termine par # suivi d’un long code.',
  'auth.invitation.failed': 'L’invitation n’a pas pu être lue',
  'auth.invitation.to-sign-in': 'Aller à la page de connexion',
  'auth.review.below':
    'Vous êtes {role} sur ce projet : seul un réviseur, un approbateur ou un administrateur peut enregistrer des décisions.',
  'auth.review.no-role':
    'Vous n’avez aucun rôle sur ce projet : seul un réviseur, un approbateur ou un administrateur peut enregistrer des décisions.',
  'map.failed': 'La carte n’a pas pu s’afficher.',
  'map.problem': 'Problème de carte : {reason}',
  'map.basemap-offline':
    'Le fond de carte n’est pas disponible hors ligne ; vos parcelles restent affichées.',
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
  'review.history.kind.protected-area': '{plot} (aire protégée ou autochtone)',
  'review.history.kind.deforestation': '{plot} (déforestation après la date butoir)',
  'review.history.kind.overlap-in-supplier': '{plot} (chevauche {other}, même fournisseur)',
  'review.history.kind.high-risk-country': '{plot} (pays à risque élevé)',
  'review.history.kind.traces-refused': '{plot} (refusée par TRACES)',
  'review.history.kind.plot': '{plot} (la parcelle entière)',
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Preuve :',
  'review.item.risk': 'Risque évalué (service) : {risk}',
  'review.item.inside': 'À l’intérieur de {other} : {share} de cette parcelle couverts',
  'review.item.overlap': 'Chevauche {other} sur {area} ({share} de cette parcelle)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'À risque',
  'review.kind.double-claim': 'Déclaration en double',
  'review.kind.inside-another': 'Dans une autre parcelle',
  'review.kind.protected-area': 'Aire protégée ou autochtone',
  'review.kind.deforestation': 'Déforestation après la date butoir',
  'review.kind.overlap-in-supplier': 'Chevauchement chez le même fournisseur',
  'review.kind.high-risk-country': 'Pays à risque élevé',
  'review.kind.traces-refused': 'Refusée par TRACES',
  'review.kind.plot': 'Décision sur la parcelle',
  'review.attention': '{open} éléments à examiner sur {total} demandent votre attention.',
  'review.all-decided': 'Les {total} éléments à examiner ont tous une décision.',
  'review.nothing':
    'Rien à examiner : aucun risque, aucune déforestation, aucune aire protégée ni territoire autochtone, aucun chevauchement, aucun pays à risque élevé, aucun refus de TRACES.',
  'review.select-all': 'Sélectionner les {count} éléments listés',
  'review.show-decided': 'Afficher aussi les éléments décidés',
  'review.items': 'Éléments à examiner',
  'review.select-item': 'Sélectionner {kind} : {plot}',
  'review.decided': 'Décidé : <b>{verdict}</b> par {who} le {date}',
  'review.show-more': 'Afficher {count} de plus sur {left}',
  'review.attention.waiting':
    '{open} éléments à examiner sur {total} demandent votre attention, dont {waiting} en attente d’informations.',
  'review.waiting': 'En attente d’informations : reste ouvert jusqu’à ce qu’il soit validé ou exclu.',
  'review.item.protected':
    'Aires protégées dans la parcelle : {protected} ; territoires autochtones : {indigenous} (évaluation du service)',
  'review.item.deforestation': 'Déforestation après la date butoir selon l’évaluation du service : {area}',
  'review.item.detection':
    '{touches, select, yes {Déforestation détectée sur la parcelle} other {Déforestation détectée à moins de {distance} de la parcelle}} le {date} : {area} (détection {id})',
  'review.item.country':
    '{country} figure dans la catégorie à risque élevé de l’UE (règlement (UE) 2025/1093)',
  'review.item.traces':
    'Les règles de TRACES refusent la géométrie de cette parcelle : elle ne peut pas entrer telle quelle dans une déclaration',
  'review.item.plot':
    'La parcelle dans son ensemble : une décision sur la parcelle elle-même, avec ou sans signal',
  'review.detections.loading':
    'Vérification des détections de déforestation des {months} derniers mois : celles sur les parcelles ou à proximité rejoignent les éléments à examiner à la fin de la vérification.',
  'review.detections.failed':
    'Impossible de vérifier les détections de déforestation : elles manquent aux éléments à examiner tant que la vérification n’a pas abouti',
  'plots.filter.review.not-excluded': 'Tout sauf les exclues',
  'plots.explain.signals':
    'Le service classe cette parcelle « {level} », mais elle a des éléments à examiner (voir Examen) : la note seule ne règle pas son cas.',
  'plots.explain.detections':
    'L’évaluation du service ne trouve pas de déforestation {since}, mais {count, plural, one {# détection de déforestation se trouve} other {# détections de déforestation se trouvent}} sur la parcelle ou à proximité (voir Examen).',
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
  'plots.fresh.server':
    'Copie de l’équipe de {time} ({ago}), lue depuis le service par le serveur du tableau de bord{refreshing, select, yes { · une copie plus récente est en cours de lecture} other {}}{kept, select, yes { · enregistrée sur cet appareil} other {}}',
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
  'plots.loading.server-walking':
    'Le serveur du tableau de bord lit les parcelles du projet depuis le service : {plots, number} pour l’instant…',
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
  'plots.explain.none': 'Classée sans risque par le service ; ses chiffres suivent.',
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
  'plots.overlaps.title':
    'Chevauchements : déclarations en double et chevauchements au sein d’un fournisseur',
  'plots.overlaps.failed': 'La recherche de chevauchements a échoué : {reason}.',
  'plots.overlaps.pending':
    'Recherche des parcelles qui se chevauchent une fois toutes les parcelles chargées…',
  'plots.overlaps.reload': 'Rechargez la page pour rechercher les chevauchements.',
  'plots.overlaps.none':
    'Aucun chevauchement : {count, number} parcelles vérifiées, aucune ne déclare la terre d’une autre.',
  'plots.overlaps.only': 'Afficher seulement les parcelles qui se chevauchent',
  'plots.overlaps.pairs': 'Paires qui se chevauchent',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) et <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    'Chevauchement de {area} : {shareA} de la première, {shareB} de la seconde{same, select, yes { · même fournisseur : un chevauchement au sein du fournisseur} other { · fournisseurs différents : une déclaration en double}}',
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
  'plots.statement.report.one':
    'Les parcelles sont d’un seul fournisseur : son rapport (PDF) est produit au téléchargement, placé dans le dossier et conservé avec lui comme preuve.',
  'plots.statement.report.several':
    'Ces parcelles sont de {count} fournisseurs : un rapport fournisseur n’est conservé que pour un fournisseur à la fois, ce dossier n’en contient donc aucun. Filtrez la page Parcelles sur un fournisseur pour inclure son rapport.',
  'plots.statement.report.building': 'Production du rapport fournisseur…',
  'plots.statement.report.included': 'Le dossier contient le rapport fournisseur, {file}.',
  'plots.statement.report.failed':
    'Le rapport fournisseur n’a pas pu être produit : rien n’a été enregistré ni conservé. {reason}',
  'plots.statement.report.retry': 'Produire le rapport à nouveau',
  'plots.statement.report.unavailable':
    'La production du rapport n’est pas disponible sur cette page : rechargez la page.',
  'plots.statement.report.pinned': 'Le rapport fournisseur est conservé avec lui (SHA-256 {sha}).',
  'plots.statement.operator': 'Qui dépose',
  'plots.statement.kind': 'Type de déclaration',
  'plots.statement.kind.dds': 'Déclaration de diligence raisonnée',
  'plots.statement.kind.sd':
    'Déclaration simplifiée (micro ou petit opérateur primaire, pays à faible risque)',
  'plots.statement.role': 'Rôle',
  'plots.statement.role.OPERATOR': 'Opérateur (dépose pour lui-même)',
  'plots.statement.role.REPRESENTATIVE_OPERATOR': 'Mandataire d’un opérateur',
  'plots.statement.role.MICRO_OPERATOR': 'Micro ou petit opérateur primaire',
  'plots.statement.role.REPRESENTATIVE_MSPO': 'Mandataire d’un micro ou petit opérateur primaire',
  'plots.statement.represented': 'Opérateur représenté',
  'plots.statement.represented.name': 'Nom',
  'plots.statement.represented.id-type': 'Type d’identifiant',
  'plots.statement.represented.id-value': 'Identifiant',
  'plots.statement.represented.street': 'Rue et numéro',
  'plots.statement.represented.postal-code': 'Code postal',
  'plots.statement.represented.city': 'Ville',
  'plots.statement.represented.country': 'Pays (2 lettres, p. ex. NL)',
  'plots.statement.represented.email': 'Courriel (facultatif)',
  'plots.statement.represented.phone': 'Téléphone (facultatif)',
  'plots.statement.country-activity': 'État membre de l’activité (facultatif)',
  'plots.statement.border-country': 'Pays d’entrée ou de sortie (facultatif)',
  'plots.statement.none': 'Non indiqué',
  'plots.statement.cn': 'Code NC (facultatif)',
  'plots.statement.percentage': 'Estimation ou écart (%)',
  'plots.statement.unit': 'Unité supplémentaire ({qualifier})',
  'plots.statement.comment': 'Commentaire pour l’autorité (facultatif)',
  'plots.statement.confidential':
    'Garder la géolocalisation confidentielle (non montrée aux opérateurs en aval ni aux commerçants)',
  'plots.statement.grouped': 'Déclarations à regrouper (facultatif) : un numéro de référence par ligne',
  'plots.statement.grouped.sd':
    'Déclarations simplifiées à regrouper (facultatif) : une par ligne, numéro de référence, une espace, numéro de vérification',
  'plots.statement.limit.chars': '{max, number} caractères au plus.',
  'plots.statement.limit.reference':
    '35 caractères au plus ; un paquet de plusieurs déclarations y ajoute -1, -2, …',
  'plots.statement.limit.hs': '2 à 6 chiffres, p. ex. 1801.',
  'plots.statement.limit.cn': '8 chiffres commençant par le code SH ; gardé dans le paquet à côté de lui.',
  'plots.statement.limit.mass':
    'Kilogrammes, 6 décimales au plus ; obligatoire pour l’importation et l’exportation.',
  'plots.statement.limit.percentage': 'Production nationale seulement ; 3 décimales au plus.',
  'plots.statement.limit.unit':
    'La douane compte ces marchandises en {unit} ; obligatoire pour l’importation et l’exportation.',
  'plots.statement.limit.eori':
    'Pour l’importation et l’exportation, un numéro EORI (code pays et jusqu’à 15 lettres ou chiffres).',
  'plots.statement.error.internalReferenceNumber':
    'Raccourcissez la référence interne à 35 caractères ou moins.',
  'plots.statement.error.internalReferenceNumber.required':
    'Une déclaration simplifiée demande une référence interne : saisissez-en une.',
  'plots.statement.error.hsHeading':
    'Saisissez un code SH de 2 à 6 chiffres (p. ex. 1801) ; mettez un code à 8 chiffres dans le champ Code NC.',
  'plots.statement.error.cnCode':
    'Saisissez un code NC de 8 chiffres commençant par le code SH, ou laissez le champ vide.',
  'plots.statement.error.descriptionOfGoods': 'Décrivez les marchandises en 1 à 150 caractères.',
  'plots.statement.error.netWeightKg':
    'Saisissez la masse nette en kg, un nombre positif d’au plus 6 décimales (obligatoire pour l’importation et l’exportation ; sinon donnez-la ou une unité supplémentaire).',
  'plots.statement.error.percentageEstimationOrDeviation':
    'Saisissez un pourcentage positif d’au plus 3 décimales.',
  'plots.statement.error.supplementaryUnit':
    'Saisissez la quantité dans l’unité supplémentaire : un nombre positif d’au plus 6 décimales (obligatoire pour l’importation et l’exportation).',
  'plots.statement.error.supplementaryUnitQualifier':
    'L’unité supplémentaire ne correspond pas au code SH : vérifiez le code.',
  'plots.statement.error.species':
    'Le bois demande son espèce : un nom scientifique et un nom commun, 200 caractères chacun au plus.',
  'plots.statement.error.comment': 'Raccourcissez le commentaire à 2 000 caractères ou moins.',
  'plots.statement.error.representedOperator':
    'Donnez le nom de l’opérateur représenté, un identifiant et son adresse complète (pays en 2 lettres, p. ex. NL).',
  'plots.statement.error.groupedDeclarations':
    'Donnez des numéros de référence de 14 caractères au plus, un par ligne.',
  'plots.statement.error.groupedSimplifiedDeclarations':
    'Donnez une déclaration simplifiée par ligne : son numéro de référence (14 caractères au plus), une espace et son numéro de vérification (5 à 35).',
  'plots.statement.error.operatorRole': 'Choisissez un rôle qui convient au type de déclaration.',
  'plots.statement.error.other': 'Vérifiez {field} : {issue}',
  'plots.statement.rules-failed':
    'La déclaration enfreint les règles du système d’information, rien n’a donc été enregistré : {violations}',
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
    'Un seul fichier ferait {size} pour {producers, plural, one {# producteur} other {# producteurs}} ; un fichier pour le système d’information prend au plus {max, number} producteurs d’une marchandise et 25 Mo (1 Mo = 1 000 000 octets) : {parts, number} fichiers ({first} …) respectent chacun ces limites.',
  'plots.traces.refusal.point-over-4-ha': 'Point valant plus de 4 ha',
  'plots.traces.refusal.point-area-too-small': 'Point dont l’Area est inférieure à 0,0001 ha',
  'plots.traces.refusal.producer-name-too-long': 'Nom de producteur de plus de 500 caractères',
  'plots.traces.refusal.no-country': 'Pas de pays de production',
  'plots.traces.refusal.outside-every-country': 'Hors de tout pays',
  'plots.traces.refusal.invalid-geolocation': 'Géolocalisation que le système d’information refuse',
  'plots.traces.file': 'Fichier : {file} ({size}).',
  'plots.traces.cancel': 'Annuler',
  'plots.traces.one-file': 'Un seul fichier quand même',
  'plots.traces.download-parts': 'Télécharger {parts, number} fichiers conformes',
  'plots.traces.download': 'Télécharger le GeoJSON',
  'plots.export.checking-decisions': 'Lecture des décisions sur {count, number} parcelles…',
  'plots.export.unavailable': 'Rien n’a été exporté : les décisions n’ont pas pu être lues.',
  'plots.traces.unavailable': 'L’export attend les décisions',
  'plots.traces.unavailable.why':
    'Seules les parcelles que leurs décisions autorisent entrent dans un fichier TRACES : rien n’est exporté tant que les décisions et les dérogations ne peuvent pas être lues.',
  'plots.traces.unavailable.store': 'Le registre des revues est injoignable',
  'plots.traces.close': 'Fermer',
  'plots.decisions.title': 'Décisions',
  'plots.decisions.excluded':
    '{count, plural, one {# parcelle exclue} other {# parcelles exclues}} par une décision',
  'plots.decisions.held': '{count, plural, one {# parcelle retenue} other {# parcelles retenues}} : {reason}',
  'plots.decisions.overridden':
    '{count, plural, one {# parcelle admise} other {# parcelles admises}} par la dérogation d’un approbateur',
  'plots.decisions.all-in':
    'Aucune parcelle n’est écartée par une décision : aucune n’est exclue, aucune n’a de point ouvert.',
  'plots.decisions.who-can':
    'Vous êtes {role} sur ce projet : seul un approbateur ou un administrateur peut admettre une parcelle retenue, avec un motif. Demandez-le à l’un d’eux, ou faites trancher les points ouverts sur la page du fournisseur.',
  'plots.decisions.who-can.no-role':
    'Vous n’avez aucun rôle sur ce projet : seul un approbateur ou un administrateur peut admettre une parcelle retenue, avec un motif.',
  'plots.decisions.show': 'Afficher {count, plural, one {la parcelle} other {les # parcelles}}',
  'plots.decisions.list': 'Parcelles écartées ou admises par les décisions',
  'plots.decisions.plot-excluded': 'exclue par une décision ; jamais exportée.',
  'plots.decisions.plot-held':
    'retenue : {reasons}{asked, select, yes { (informations demandées au fournisseur)} other {}}.',
  'plots.decisions.plot-overridden': 'admise par la dérogation de {who} : « {reason} »',
  'plots.decisions.override': 'Déroger avec un motif…',
  'plots.decisions.override.of': 'Déroger avec un motif… {plot}',
  'plots.decisions.override.form': 'Dérogation pour {plot}',
  'plots.decisions.override.reason':
    'Pourquoi cette parcelle peut entrer dans les déclarations malgré ses points ouverts',
  'plots.decisions.override.hint':
    'Au moins {min, number} caractères. La dérogation couvre {keys, plural, one {le point ouvert} other {les # points ouverts}} de cette parcelle ; un point qui s’ouvre plus tard la retient de nouveau. Elle est inscrite au journal d’audit sous votre nom.',
  'plots.decisions.override.failed': 'La dérogation n’a pas été enregistrée : {reason}',
  'plots.decisions.override.cancel': 'Annuler',
  'plots.decisions.override.save': 'Enregistrer la dérogation',
  'plots.decisions.override.saving': 'Enregistrement…',
  'plots.decisions.reason.high-risk': 'point ouvert à risque élevé',
  'plots.decisions.reason.medium-risk': 'point ouvert à risque moyen',
  'plots.decisions.reason.deforestation': 'point ouvert de déforestation',
  'plots.decisions.reason.protected-area': 'point ouvert d’aire protégée',
  'plots.decisions.reason.high-risk-country': 'point ouvert de pays à risque élevé',
  'plots.decisions.reason.traces-refused': 'point ouvert : refusée par les règles de TRACES',
  'plots.decisions.reason.double-claim': 'double revendication ouverte',
  'plots.decisions.reason.inside-another': 'point ouvert : à l’intérieur d’une autre parcelle',
  'plots.decisions.reason.overlap-in-supplier': 'chevauchement ouvert chez le même fournisseur',
  'plots.decisions.reason.plot': 'informations demandées sur la parcelle',
  'plots.pin.pinning': 'Conservation comme preuve (empreintes des parcelles et des fichiers)…',
  'plots.pin.pinned': 'Conservé comme instantané de preuve <b>{id}</b>, gardé jusqu’au {until}.',
  'plots.pin.failed':
    '<b>Non conservé comme preuve.</b> Les fichiers ont été enregistrés, mais la trace de ce dont ils sont faits ne l’a pas été : {reason}',
  'plots.pin.retry': 'Réessayer la conservation',
  'errors.download': 'Le fichier n’a pas pu être téléchargé.',
  'errors.download-dropped': 'La connexion a été coupée pendant le téléchargement.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
  'land.area': 'Surface',
  'land.remaining-forest': 'Forêt restante',
  'land.protected-areas': 'Aires protégées',
  'land.indigenous-territories': 'Territoires autochtones',
  'jurisdictions.intro':
    'Le risque évalué par le service selon le référentiel {framework}, avec vos parcelles ; le classement officiel des pays par l’UE est présenté à part.',
  'jurisdictions.intro.project':
    'Le risque évalué par le service selon le référentiel {framework}, avec vos parcelles de {project} ; le classement officiel des pays par l’UE est présenté à part.',
  'jurisdictions.pick-hint':
    'Cliquez sur un pays de la carte, ou sur un nom du tableau, pour voir son évaluation et ses limites.',
  'jurisdictions.empty.title': 'Aucun territoire ne correspond à ces filtres',
  'jurisdictions.empty.body':
    'Élargissez les filtres : choisissez plus de niveaux de risque ou de pays, ou remettez un filtre « Avec… » sur Indifférent.',
  'jurisdictions.table.label': 'Tableau des territoires',
  'jurisdictions.table.caption':
    'Territoires correspondant aux filtres, chaque pays suivi de ses régions, avec le risque évalué par le service, le classement des pays par l’UE, et vos parcelles et fournisseurs',
  'jurisdictions.col.name': 'Territoire',
  'jurisdictions.col.country': 'Pays',
  'jurisdictions.col.deforestation': 'Déforesté depuis la date butoir',
  'jurisdictions.col.plots': 'Vos parcelles',
  'jurisdictions.col.suppliers': 'Vos fournisseurs',
  'jurisdictions.assessed': 'Risque évalué (service)',
  'jurisdictions.benchmark': 'Classement des pays par l’UE (officiel)',
  'jurisdictions.counting': 'Décompte…',
  'jurisdictions.not-counted.title': 'Ouvrez son pays pour compter',
  'jurisdictions.not-counted': 'non compté : ouvrez son pays pour compter',
  'jurisdictions.region-tag': 'Région',
  'jurisdictions.regions.show': 'Afficher les régions de {name}',
  'jurisdictions.regions.hide': 'Masquer les régions de {name}',
  'jurisdictions.search.none':
    'Aucun nom de territoire ne contient « {term} ». Vérifiez l’orthographe, ou effacez la recherche.',
  'jurisdictions.search.label': 'Chercher des pays et des régions',
  'jurisdictions.search.placeholder': 'ex. Lagunes, Pará, Riau',
  'jurisdictions.search.regions-failed':
    'Les régions n’ont pas pu être chargées : seuls les pays sont cherchés.',
  'jurisdictions.search.regions-loading':
    'Chargement de toutes les régions pour les chercher… {count, number} pour l’instant.',
  'jurisdictions.error.list': 'Impossible de charger les territoires',
  'jurisdictions.error.plots': 'Impossible de compter vos parcelles par territoire',
  'jurisdictions.error.countries': 'Impossible de charger les contours des pays pour la carte',
  'jurisdictions.status.matched':
    '<b>{count, number}</b> {count, plural, one {territoire correspond} other {territoires correspondent}} ({pages, plural, one {# page} other {# pages}} sur 100 au plus).',
  'jurisdictions.status.plots-counted':
    '{count, plural, one {# de vos parcelles comptée.} other {# de vos parcelles comptées.}}',
  'jurisdictions.status.plots-counting': 'Décompte de vos parcelles… {count, number} pour l’instant.',
  'jurisdictions.status.loading-label': 'Chargement des territoires',
  'jurisdictions.status.loading':
    'Chargement des territoires : page {page, number}, {count, number} pour l’instant…',
  'jurisdictions.filters.label': 'Filtres',
  'jurisdictions.filters.framework': 'Référentiel',
  'jurisdictions.filters.required': '(obligatoire)',
  'jurisdictions.framework-cutoff': '{framework} (date butoir {date})',
  'jurisdictions.filters.risk': 'Niveaux de risque',
  'jurisdictions.filters.at-most': '({max} au plus ; aucun = tous)',
  'jurisdictions.filters.risk-full':
    '{max} niveaux de risque sur {max} choisis : le service en accepte {max} au plus. Décochez-en un pour en choisir un autre.',
  'jurisdictions.filters.countries': 'Pays',
  'jurisdictions.filters.chosen': 'Pays choisis',
  'jurisdictions.filters.remove': 'Retirer {name}',
  'jurisdictions.filters.add-country': 'Ajouter un pays',
  'jurisdictions.filters.add-country-option': 'Ajouter un pays…',
  'jurisdictions.filters.loading-countries': 'Chargement des pays…',
  'jurisdictions.filters.limit-reached': 'Limite atteinte',
  'jurisdictions.filters.countries-full':
    '{max} pays sur {max} choisis : le service en accepte {max} au plus. Retirez-en un pour en ajouter un autre.',
  'jurisdictions.filters.has': 'Avec…',
  'jurisdictions.filters.any': 'Indifférent',
  'jurisdictions.filters.yes': 'Oui',
  'jurisdictions.filters.no': 'Non',
  'jurisdictions.filters.clear': 'Effacer les filtres',
  'jurisdictions.detail.deforested-since': 'Déforesté depuis le {date}',
  'jurisdictions.detail.share-of-area': '{area} ({share} de la surface)',
  'jurisdictions.detail.not-reported': 'Non communiqué',
  'jurisdictions.detail.assessed-on': 'Évalué le',
  'jurisdictions.detail.plots': 'Vos parcelles ici',
  'jurisdictions.detail.suppliers': 'Vos fournisseurs ici',
  'jurisdictions.detail.close': 'Fermer',
  'jurisdictions.detail.close-label': 'Fermer le détail de {name}',
  'jurisdictions.detail.ids': '{unit} · GADM {gadm} · {country}',
  'jurisdictions.detail.assessed': 'Risque évalué (service) :',
  'jurisdictions.detail.framework-of': '(référentiel {framework})',
  'jurisdictions.detail.benchmark': 'Classement des pays par l’UE (officiel) :',
  'jurisdictions.detail.commodities': 'Produits de base',
  'jurisdictions.detail.back': '← Retour à {name}',
  'jurisdictions.detail.regions': 'Régions de {name}',
  'jurisdictions.detail.regions-count': 'Régions de {name} ({count, number})',
  'jurisdictions.detail.regions-failed': 'Les régions n’ont pas pu être chargées.',
  'jurisdictions.detail.regions-loading': 'Chargement des régions…',
  'jurisdictions.detail.regions-none': 'Le service ne liste aucune région pour ce pays.',
  'jurisdictions.detail.outline-loading': 'Chargement des limites…',
  'jurisdictions.detail.outline-shown': 'Ses limites sont tracées sur la carte.',
  'jurisdictions.detail.outline-failed': 'Les limites n’ont pas pu être chargées : {reason}',
  'jurisdictions.legend.benchmark.title': 'Légende : classement des pays par l’UE (officiel)',
  'jurisdictions.legend.benchmark.intro':
    'La catégorie que la Commission donne à chaque pays entier, qui fixe la part des opérateurs contrôlés. Ce n’est pas l’évaluation du service : revenez à l’autre carte pour la voir.',
  'jurisdictions.legend.benchmark.checked': '({share} des opérateurs contrôlés)',
  'jurisdictions.legend.risk.title': 'Légende : risque évalué (service)',
  'jurisdictions.legend.risk.intro':
    'Date butoir <b>{framework}</b> : <b>{date}</b>. La déforestation après cette date compte dans le risque d’un territoire. Couleurs et motifs montrent l’évaluation propre au service, pas le classement des pays par l’UE (qui a sa propre colonne dans le tableau).',
  'jurisdictions.legend.listed': '({count, plural, one {# listé} other {# listés}})',
  'jurisdictions.legend.not-listed': 'Hors de cette liste',
  'jurisdictions.legend.not-listed.meaning': 'Écarté par les filtres, ou non évalué par le service.',
  'jurisdictions.legend.plot': 'Une de vos parcelles (le tableau les compte par territoire)',
  'jurisdictions.meaning.high':
    'Le service a trouvé beaucoup de déforestation depuis la date butoir : examinez de près chaque parcelle ici.',
  'jurisdictions.meaning.medium':
    'Un peu de déforestation depuis la date butoir : vérifiez l’évaluation propre à chaque parcelle.',
  'jurisdictions.meaning.low': 'Peu de déforestation depuis la date butoir.',
  'jurisdictions.meaning.none': 'Aucune déforestation enregistrée depuis la date butoir.',
  'jurisdictions.layer.legend': 'La carte montre',
  'jurisdictions.layer.risk': 'Risque évalué (service, {framework})',
  'jurisdictions.regions.benchmark':
    'Le classement de l’UE note des pays entiers : affichez le risque évalué pour voir les régions.',
  'jurisdictions.regions.none-open':
    'Ouvrez un pays pour voir ses régions sur la carte, chacune selon son propre risque évalué.',
  'jurisdictions.regions.loading': 'Chargement des régions de {name}…',
  'jurisdictions.regions.loading-drawn':
    'Chargement des régions de {name}… {drawn, number} sur {count, number} tracées.',
  'jurisdictions.regions.list-failed':
    'Les régions de {name} n’ont pas pu être chargées ; la carte montre le pays entier.',
  'jurisdictions.regions.empty': 'Le service ne liste aucune région de {name} avec ces filtres.',
  'jurisdictions.regions.drawn':
    '{drawn, plural, one {# région de {name} tracée selon son risque évalué} other {# régions de {name} tracées selon leur risque évalué}}.',
  'jurisdictions.regions.drawn-failed':
    '{drawn, plural, one {# région de {name} tracée selon son risque évalué} other {# régions de {name} tracées selon leur risque évalué}} ; {failed, plural, one {# limite n’a pas pu être chargée} other {# limites n’ont pas pu être chargées}}.',
  'jurisdictions.map.risk':
    'Carte du risque des territoires ; le tableau ci-dessous liste les mêmes territoires',
  'jurisdictions.map.benchmark':
    'Carte du classement des pays par l’UE ; le tableau ci-dessous donne la catégorie de chaque pays',
  'jurisdictions.hover.benchmark': 'Classement des pays par l’UE (officiel) : {tier}',
  'jurisdictions.hover.risk': 'Risque évalué (service) : {level}',
  'jurisdictions.hover.plots': 'Vos parcelles : {plots, number}, fournisseurs : {suppliers, number}',
  'jurisdictions.hover.counting': 'Vos parcelles : décompte…',
  'jurisdictions.hover.details': 'Cliquez pour le détail',
  'riskinfo.intro':
    'Forêt restante, aires protégées, territoires autochtones et déforestation mois par mois depuis 2016 pour toute zone que vous dessinez, collez ou choisissez.',
  'riskinfo.check.label': 'Vérification de la zone',
  'riskinfo.submit': 'Obtenir le risque',
  'riskinfo.submitting': 'Question au service…',
  'riskinfo.plots-error': 'Impossible de charger vos parcelles',
  'riskinfo.toolbar': 'Dessin',
  'riskinfo.draw.polygon': 'Dessiner un polygone',
  'riskinfo.draw.rectangle': 'Dessiner un rectangle',
  'riskinfo.clear': 'Effacer',
  'riskinfo.draw.polygon.help':
    'Cliquez sur chaque sommet ; cliquez sur le premier (ou appuyez sur Entrée) pour terminer ; Échap annule.',
  'riskinfo.draw.rectangle.help':
    'Faites glisser sur la carte d’un coin au coin opposé (ou cliquez sur les deux coins).',
  'riskinfo.draw.idle.help': 'Cadres en tirets : les régions que le service surveille (terres seulement).',
  'riskinfo.map.rectangle': 'Carte : faites glisser (ou cliquez sur deux coins) pour dessiner un rectangle',
  'riskinfo.map.polygon': 'Carte : cliquez pour ajouter les sommets d’un polygone',
  'riskinfo.map.idle': 'Carte de la zone à interroger, de vos parcelles et des régions surveillées',
  'riskinfo.shape.drawn': 'Zone dessinée',
  'riskinfo.shape.pasted': 'Zone collée',
  'riskinfo.shape.plot': '{name} (votre parcelle)',
  'riskinfo.status.first-corner': 'Cliquez sur la carte pour placer le premier sommet.',
  'riskinfo.status.none':
    'Pas encore de zone : dessinez-en une, collez du GeoJSON ou choisissez une de vos parcelles.',
  'riskinfo.status.drawing': 'Dessin en cours · ',
  'riskinfo.status.area': 'Surface :',
  'riskinfo.status.not-measurable': 'non mesurable',
  'riskinfo.status.allowed': '(autorisé : {min, number} à {max, number} ha)',
  'riskinfo.status.coordinates': 'Coordonnées :',
  'riskinfo.status.of-at-most': 'sur {max, number} au plus',
  'riskinfo.status.keep-clicking':
    'Continuez à cliquer pour ajouter des sommets ; cliquez sur le premier sommet pour terminer.',
  'riskinfo.status.refused': 'Non envoyé : la raison est indiquée sur la carte.',
  'riskinfo.status.ok':
    'Dans les limites du service. C’est le service qui dira si la zone se trouve sur des terres surveillées.',
  'riskinfo.status.ok-so-far':
    'Dans les limites du service pour l’instant. C’est le service qui dira si la zone se trouve sur des terres surveillées.',
  'riskinfo.problem.too-many-corners': 'Trop de sommets',
  'riskinfo.problem.too-many-corners.hint':
    'Utilisez au plus {max, number} coordonnées ({corners, number} sommets plus celui qui ferme le contour) : simplifiez le contour.',
  'riskinfo.problem.crossing': 'Le contour se croise',
  'riskinfo.problem.crossing.hint': 'Redessinez-le pour qu’aucun côté n’en croise un autre.',
  'riskinfo.problem.too-large': 'Trop grande',
  'riskinfo.problem.too-large.hint':
    'Zoomez et dessinez une zone plus petite, ou répartissez-la en plusieurs demandes.',
  'riskinfo.problem.too-small': 'Trop petite',
  'riskinfo.problem.too-small.hint': 'Dézoomez et dessinez une zone plus grande.',
  'riskinfo.problem.area': 'La zone fait {area} ; le service accepte de {min, number} à {max, number} ha.',
  'riskinfo.problem.invalid': 'Polygone non valide',
  'riskinfo.problem.invalid.hint': 'Dessinez, collez ou choisissez une autre forme.',
  'riskinfo.problem.outside': 'Hors des régions surveillées',
  'riskinfo.problem.outside.hint': 'Déplacez la forme à l’intérieur des cadres en tirets de la carte.',
  'riskinfo.refusal.not-sent': 'Non envoyé : {reason}',
  'riskinfo.refusal.invalid': 'Le service a refusé cette forme',
  'riskinfo.refusal.invalid.hint':
    'Ses règles : un seul polygone, 40 coordonnées au plus, de 0,1 à 100 000 ha, des côtés qui ne se croisent pas. Redessinez-la.',
  'riskinfo.refusal.outside.hint':
    'Le service ne surveille que les terres à l’intérieur des cadres en tirets de la carte : déplacez la forme sur des terres surveillées (pas en mer).',
  'riskinfo.refusal.failed': 'Le risque n’a pas pu être obtenu',
  'riskinfo.refusal.failed.hint': 'Réessayez dans un moment.',
  'riskinfo.paste.title': 'Coller ou envoyer du GeoJSON',
  'riskinfo.paste.label': 'Un Polygon, ou une Feature ou FeatureCollection qui en contient un',
  'riskinfo.paste.use': 'Utiliser la forme collée',
  'riskinfo.paste.upload': 'ou choisir un fichier',
  'riskinfo.paste.too-large':
    '{file} fait {size, number} Mo ; une zone tient dans bien moins (moins de 1 Mo).',
  'riskinfo.input.empty': 'Collez d’abord un Polygon GeoJSON.',
  'riskinfo.input.too-large': 'Ce texte est trop long pour une seule zone (plus de 1 Mo).',
  'riskinfo.input.not-json': 'Ce n’est pas du JSON valide : {detail}',
  'riskinfo.input.no-geometry': 'Aucune géométrie trouvée.',
  'riskinfo.input.multipolygon':
    'Ce MultiPolygon a {parts} parties ; le service prend un seul polygone à la fois.',
  'riskinfo.input.not-polygon': 'Trouvé : un {type} ; le service a besoin d’un Polygon.',
  'riskinfo.input.collection':
    'Cette collection contient {polygons} polygones ; choisissez-en un et collez seulement celui-là.',
  'riskinfo.input.plot': '{name} : {reason}',
  'riskinfo.pick.title': 'Utiliser une de vos parcelles',
  'riskinfo.pick.search': 'Chercher une parcelle par nom ou par fournisseur',
  'riskinfo.pick.loading': 'Chargement de vos parcelles… {count, number} pour l’instant',
  'riskinfo.pick.matches': '{count, plural, one {# parcelle correspond} other {# parcelles correspondent}}',
  'riskinfo.pick.matches-first':
    '{count, plural, one {# parcelle correspond} other {# parcelles correspondent}} ; les {shown, number} premières sont affichées',
  'riskinfo.pick.list': 'Parcelles correspondantes',
  'riskinfo.history.title': 'Demandes récentes',
  'riskinfo.history.empty': 'Vos demandes dans cet onglet seront listées ici.',
  'riskinfo.history.entry': '{time} · {area} · forêt {forest}',
  'riskinfo.result.title': 'Risque : {label}',
  'riskinfo.result.framework': 'Référentiel (date butoir)',
  'riskinfo.result.framework-option': '{framework} ({date})',
  'riskinfo.result.total': 'Surface totale',
  'riskinfo.result.share': '{share} de la surface',
  'riskinfo.result.since-2016': 'Déforesté depuis 2016',
  'riskinfo.result.months':
    '{count, plural, one {# mois avec défrichement} other {# mois avec défrichement}}',
  'riskinfo.result.after-cutoff': 'Déforesté après la date butoir {framework}',
  'riskinfo.result.cutoff-date': 'date butoir {date}',
  'riskinfo.chart.title': 'Déforestation par mois',
  'riskinfo.chart.title-range': 'Déforestation par mois, de {first} à {last}',
  'riskinfo.chart.cutoff-within': 'Ligne en tirets : la date butoir {framework}, {date}.',
  'riskinfo.chart.cutoff-before':
    'La date butoir {framework}, {date}, précède le premier mois affiché : chaque mois compte.',
  'riskinfo.chart.cutoff-after': 'La date butoir {framework}, {date}, suit le dernier mois affiché.',
  'riskinfo.chart.loading': 'Chargement du graphique…',
  'riskinfo.chart.deforested': 'Déforesté',
  'riskinfo.chart.cutoff': 'Date butoir {framework}',
  'riskinfo.years.summary': 'Déforestation par année (tableau)',
  'riskinfo.years.year': 'Année',
  'detections.range': '{from} à {to}',
  'detections.months': 'Mois des détections',
  'detections.year': 'Année',
  'detections.month': 'Mois',
  'detections.until-year': 'Jusqu’à l’année',
  'detections.until-month': 'Jusqu’au mois',
  'detections.not-yet': '{month} (pas encore)',
  'detections.several': 'Plusieurs mois (jusqu’à {max, number})',
  'detections.asking': 'Demande de l’export de {label}…',
  'detections.export-error': 'Impossible d’obtenir l’export de {label}',
  'detections.plots-error': 'Impossible de charger vos parcelles',
  'detections.show-all': 'Montrer toutes les détections',
  'detections.files.title': 'Fichiers de {label}',
  'detections.summary':
    '{label} : {clearings, plural, one {# zone déforestée} other {# zones déforestées}} et {fires, plural, one {# feu} other {# feux}} sur la carte.',
  'detections.reading': 'Lecture des fichiers…',
  'detections.files.label': 'Fichiers de l’export',
  'detections.kind.deforestation': 'Zones déforestées',
  'detections.kind.fire': 'Points de feu',
  'detections.file.about': '{file} · {size} · shapefile zippé',
  'detections.file.reading': 'Téléchargement et lecture…',
  'detections.file.failed': 'Lecture impossible : {reason}',
  'detections.file.unreadable':
    'Le fichier {kind, select, fire {des feux} other {de déforestation}} n’est pas un shapefile zippé lisible ({detail}).',
  'detections.file.empty': 'Aucune détection ce mois-ci (couche vide).',
  'detections.file.count': '{count, plural, one {# détection} other {# détections}} sur la carte',
  'detections.file.retry': 'Réessayer',
  'detections.file.download': 'Télécharger',
  'detections.file.download-label': 'Télécharger {file}',
  'detections.legend.label': 'Légende de la carte',
  'detections.legend.deforestation': 'Zone déforestée (marqueur carré en vue éloignée)',
  'detections.legend.fire': 'Feu (un pixel satellite d’environ 375 m)',
  'detections.legend.plot': 'Votre parcelle',
  'detections.legend.touched': 'Parcelle touchée par une détection (un anneau en vue éloignée)',
  'detections.confidence.title': 'Confiance d’une détection',
  'detections.confidence.high': 'confirmée par plus d’une observation satellite ; très probablement réelle.',
  'detections.confidence.nominal':
    'un signal net dans une observation, pas encore confirmé par une autre ; probable, à vérifier.',
  'detections.confidence.low':
    'un signal faible (bords de nuages, brume ou reflets du soleil peuvent le causer) ; vérifiez sur le terrain ou sur des images avant d’agir.',
  'detections.confidence.unknown':
    'une confiance que ce tableau de bord ne connaît pas ; lisez-la telle que le service la donne.',
  'detections.confidence.word.high': 'élevée',
  'detections.confidence.word.nominal': 'nominale',
  'detections.confidence.word.low': 'faible',
  'detections.confidence.of': 'Confiance {label} : {meaning}',
  'detections.touched.title': 'Vos parcelles touchées',
  'detections.touched.title-count': 'Vos parcelles touchées ({count, number})',
  'detections.touched.error': 'Impossible de déterminer quelles parcelles les détections touchent',
  'detections.touched.reading': 'Lecture des détections…',
  'detections.touched.loading': 'Chargement de vos parcelles… {count, number} pour l’instant',
  'detections.touched.no-detections': 'Aucune détection en {label}',
  'detections.touched.no-detections.body': 'Choisissez un autre mois pour voir ses détections.',
  'detections.touched.none': 'Aucune détection ne touche vos parcelles ce mois-ci',
  'detections.touched.none.body':
    'Les détections de la carte sont hors de vos parcelles. « Montrer toutes les détections » les cadre.',
  'detections.touched.caption': 'Vos parcelles touchées par les détections de ce mois',
  'detections.touched.plot': 'Parcelle',
  'detections.touched.supplier': 'Fournisseur',
  'detections.touched.detections': 'Détections',
  'detections.kind.one.deforestation': 'Déforestation',
  'detections.kind.one.fire': 'Feu',
  'detections.touched.area': ', {area, number} ha',
  'detections.touched.confidence': '(confiance <abbr>{label}</abbr>)',
  'detections.map.label':
    'Carte des détections du mois sur vos parcelles ; la liste à côté nomme les parcelles qu’elles touchent',
  'detections.hover.date': 'Date : {date}',
  'detections.hover.no-date': 'Date : non indiquée',
  'detections.hover.area': 'Surface : {area, number} ha',
  'jurisdictions.shapes.failed': 'Les contours des pays n’ont pas pu être chargés ({status}).',
  'jurisdictions.shapes.invalid': 'Les contours des pays ne sont pas une FeatureCollection GeoJSON.',

  // Last English, part A (worker errors, simulator accounts)
  'uploads.error.geopackage-reader':
    'Le lecteur GeoPackage n’a pas pu être chargé ({status}). Rechargez la page et réessayez.',
  'uploads.error.file-forgotten': 'Le fichier n’est plus en mémoire : déposez-le à nouveau.',
  'uploads.error.fix-too-large':
    'Ce fichier est trop volumineux pour être corrigé dans le navigateur ; corrigez-le à la source.',
  'settings.error.server-config': 'Le serveur du tableau de bord a répondu {status} pour sa configuration.',
  'plots.error.loader-stopped':
    'Le chargement des parcelles s’est arrêté de façon inattendue. Rechargez la page pour réessayer.',
  'app.account.amara': 'Amara Okafor – responsable conformité (3 projets)',
  'app.account.lucas': 'Lucas Meyer – analyste (1 projet)',
  // People: the Audit log, the Team page and access tokens in Settings (docs/people.md)
  'audit.intro':
    'Chaque décision, enregistrement d’envoi, connexion, changement de rôle, invitation et jeton d’accès de {project} et de son équipe, du plus récent au plus ancien. Les entrées ne sont jamais modifiées ni supprimées.',
  'audit.filters': 'Filtrer le journal d’audit',
  'audit.filter.person': 'Personne',
  'audit.filter.person.any': 'Tout le monde',
  'audit.filter.kind': 'Quoi',
  'audit.filter.kind.any': 'Tout',
  'audit.filter.plot': 'Identifiant de parcelle',
  'audit.filter.supplier': 'Identifiant de fournisseur',
  'audit.filter.from': 'Du (jour)',
  'audit.filter.to': 'Au (jour, inclus)',
  'audit.filter.utc': 'Les jours et les heures sont en UTC.',
  'audit.filter.apply': 'Afficher les entrées',
  'audit.filter.clear': 'Effacer les filtres',
  'audit.export.csv': 'Exporter en CSV',
  'audit.export.json': 'Exporter en JSON',
  'audit.loading': 'Chargement du journal d’audit…',
  'audit.failed': 'Impossible de charger le journal d’audit',
  'audit.forbidden': 'Votre rôle sur ce projet ne permet pas de lire son journal d’audit.',
  'audit.signed-out': 'Connectez-vous pour lire le journal d’audit',
  'audit.empty': 'Aucune entrée ne correspond à ces filtres',
  'audit.empty.none': 'Rien n’a encore été enregistré sur ce projet',
  'audit.shown':
    '{more, select, yes {{count, plural, one {L’entrée la plus récente est affichée ; les plus anciennes peuvent être chargées.} other {Les # entrées les plus récentes sont affichées ; les plus anciennes peuvent être chargées.}}} other {{count, plural, one {La seule entrée est affichée.} other {Les # entrées sont toutes affichées.}}}}',
  'audit.older': 'Charger les entrées plus anciennes',
  'audit.older.loading': 'Chargement des entrées plus anciennes…',
  'audit.older-failed': 'Impossible de charger les entrées plus anciennes',
  'audit.end': 'Aucune entrée plus ancienne.',
  'audit.table': 'Entrées du journal d’audit, de la plus récente à la plus ancienne',
  'audit.col.time': 'Heure (UTC)',
  'audit.col.who': 'Qui',
  'audit.col.what': 'Quoi',
  'audit.col.plot': 'Parcelle',
  'audit.col.supplier': 'Fournisseur',
  'audit.at': '{day}, {time} UTC',
  'audit.who.server': 'Le serveur',
  'audit.kind.decision': 'Décisions',
  'audit.kind.upload-record': 'Enregistrements d’envoi',
  'audit.kind.sign-in': 'Connexions',
  'audit.kind.sign-in-refused': 'Connexions refusées',
  'audit.kind.sign-out': 'Déconnexions',
  'audit.kind.team-created': 'Création de l’équipe',
  'audit.kind.grants-changed': 'Changements de rôle',
  'audit.kind.invitation-created': 'Invitations créées',
  'audit.kind.invitation-accepted': 'Invitations acceptées',
  'audit.kind.invitation-revoked': 'Invitations révoquées',
  'audit.kind.token-created': 'Jetons d’accès créés',
  'audit.kind.token-revoked': 'Jetons d’accès révoqués',
  'audit.kind.connection-changed': 'Changements de connexion au service',
  'audit.what.decision': 'Décision : {verdict}',
  'audit.what.decision.plain': 'Décision enregistrée',
  'audit.what.reason': 'Motif : {reason}',
  'audit.what.note': 'Note : « {note} »',
  'audit.what.upload-record':
    'Envoi enregistré : {added, number} ajoutées, {changed, number} modifiées, {removed, number} retirées',
  'audit.what.upload-record.plain': 'Envoi enregistré',
  'audit.what.sign-in':
    '{method, select, password {Connexion avec un mot de passe} sso {Connexion par authentification unique} demo {Connexion comme personne de démonstration} other {Connexion}}',
  'audit.what.sign-in-refused': 'Connexion refusée pour {email}',
  'audit.what.sign-in-refused.plain': 'Connexion refusée',
  'audit.what.sign-out': 'Déconnexion',
  'audit.what.team-created': 'Équipe « {name} » créée',
  'audit.what.team-created.plain': 'Équipe créée',
  'audit.what.grants-changed': 'Rôles de {person} définis : {grants}',
  'audit.what.grants-changed.plain': 'Rôles modifiés',
  'audit.what.invitation-created': '{email} invité : {grants}',
  'audit.what.invitation-created.plain': 'Invitation créée',
  'audit.what.invitation-accepted': 'Invitation de {email} acceptée',
  'audit.what.invitation-accepted.plain': 'Invitation acceptée',
  'audit.what.invitation-revoked': 'Invitation de {email} révoquée',
  'audit.what.invitation-revoked.plain': 'Invitation révoquée',
  'audit.what.token-created': 'Jeton d’accès « {name} » créé ({role})',
  'audit.what.token-created.plain': 'Jeton d’accès créé',
  'audit.what.token-revoked': 'Jeton d’accès « {name} » révoqué',
  'audit.what.token-revoked.plain': 'Jeton d’accès révoqué',
  'audit.what.connection-changed':
    '{held, select, yes {Le jeton du service réel de l’équipe a été défini} other {Le jeton du service réel de l’équipe a été retiré}}',
  'audit.what.connection-changed.plain': 'La connexion de l’équipe au service a changé',
  'audit.kind.statement-override': 'Dérogations pour les déclarations',
  'audit.kind.evidence-snapshot': 'Instantanés de preuves',
  'audit.kind.conclusion-prepared': 'Conclusions préparées',
  'audit.kind.conclusion-signed': 'Conclusions validées',
  'audit.kind.eu-account-changed': 'Modifications du compte UE',
  'audit.kind.statement-filed': 'Déclarations déposées',
  'audit.kind.statement-status': 'Changements de statut des déclarations',
  'audit.kind.statement-amended': 'Déclarations modifiées',
  'audit.kind.statement-withdrawn': 'Déclarations retirées',
  'audit.kind.declaration-verified': 'Déclarations vérifiées',
  'audit.what.statement-override':
    'Admis dans les déclarations malgré {count, plural, one {# point ouvert} other {# points ouverts}}',
  'audit.what.statement-override.plain': 'Admis dans les déclarations malgré des points ouverts',
  'audit.what.why': 'Pourquoi : « {reason} »',
  'audit.what.evidence-snapshot':
    '{kind, select, traces {Export TRACES} other {Dossier de déclaration}} conservé comme preuve : {plots, plural, one {# parcelle} other {# parcelles}}, jusqu’au {until}',
  'audit.what.evidence-snapshot.plain': 'Instantané de preuves conservé',
  'audit.what.conclusion-prepared':
    'Conclusion préparée : {conclusion, select, negligible {risque négligeable} other {risque atténué}}',
  'audit.what.conclusion-prepared.plain': 'Conclusion préparée',
  'audit.what.mitigation': 'Atténuation : « {mitigation} »',
  'audit.what.open-items':
    '{count, plural, =0 {Aucun point ouvert} one {# point ouvert} other {# points ouverts}} lors de la préparation',
  'audit.what.conclusion-signed':
    'Conclusion validée ({conclusion, select, negligible {risque négligeable} other {risque atténué}}), préparée par {preparer}',
  'audit.what.conclusion-signed.plain': 'Conclusion validée',
  'audit.what.eu-environment':
    '{env, select, production {production} acceptance {recette} other {substitut}}',
  'audit.what.eu-account-changed':
    '{action, select, removed {Compte UE retiré ({environment})} other {Compte UE enregistré ({environment})}}',
  'audit.what.eu-account-changed.plain': 'Compte UE modifié',
  'audit.what.statement-filed':
    '{kind, select, sd {Déclaration simplifiée} other {Déclaration de diligence raisonnée}} {reference} déposée auprès de l’UE',
  'audit.what.statement-filed.plain': 'Déclaration déposée auprès de l’UE',
  'audit.what.statement-status':
    'Statut UE de {reference} : {status, select, submitted {soumise} available {disponible} rejected {rejetée} withdrawn {retirée} archived {archivée} grouped {regroupée dans une déclaration ultérieure} obsolete {obsolète} suspended {suspendue} other {mise à jour}}',
  'audit.what.statement-status.plain': 'Statut UE d’une déclaration modifié',
  'audit.what.statement-amended': '{reference} modifiée auprès de l’UE',
  'audit.what.statement-amended.plain': 'Déclaration modifiée auprès de l’UE',
  'audit.what.statement-withdrawn': '{reference} retirée auprès de l’UE',
  'audit.what.statement-withdrawn.plain': 'Déclaration retirée auprès de l’UE',
  'audit.what.eu-numbers': 'Numéro de référence {reference}, numéro de vérification {verification}',
  'audit.what.rejection': 'Motif donné : « {reason} »',
  'audit.what.declaration-verified':
    'Déclaration {reference} vérifiée auprès de l’UE : {result, select, usable {existe et peut être utilisée} unusable {existe mais ne peut pas être utilisée} other {introuvable}}',
  'audit.what.declaration-verified.plain': 'Déclaration vérifiée auprès de l’UE',
  'team.role.viewer': 'Lecteur',
  'team.role.reviewer': 'Réviseur',
  'team.role.approver': 'Approbateur',
  'team.role.admin': 'Administrateur',
  'team.all-projects': 'Tous les projets',
  'team.grant': '{role} sur {project}',
  'team.grant.all': '{role} sur tous les projets',
  'team.no-access': 'Aucun accès',
  'team.loading': 'Chargement de l’équipe…',
  'team.failed': 'Impossible de charger l’équipe',
  'team.signed-out': 'Connectez-vous pour gérer l’équipe',
  'team.admin-only': 'Seul un administrateur de l’équipe peut gérer les personnes.',
  'team.admin-only.hint': 'Demandez à un administrateur de votre équipe si votre rôle doit changer.',
  'team.people': 'Personnes',
  'team.last-sign-in': 'Dernière connexion : {at}',
  'team.never-signed-in': 'Jamais connecté',
  'team.methods.demo': 'Personne de démonstration : se connecte d’un clic, sur cet ordinateur seulement',
  'team.methods':
    '{password, select, yes {{sso, select, yes {Se connecte avec un mot de passe ou par authentification unique} other {Se connecte avec un mot de passe}}} other {{sso, select, yes {Se connecte par authentification unique} other {Aucun moyen de se connecter pour l’instant}}}}',
  'team.grants.edit': 'Modifier les rôles de {name}',
  'team.grants.edit-of': 'Rôles de {name}',
  'team.grants.none': 'Aucun rôle : cette personne ne voit aucun projet.',
  'team.grants.project': 'Projet',
  'team.grants.role-on': 'Rôle sur {project}',
  'team.grants.remove': 'Retirer le rôle sur {project}',
  'team.grants.add': 'Ajouter un projet',
  'team.grants.save': 'Enregistrer les rôles',
  'team.grants.saving': 'Enregistrement…',
  'team.grants.failed': 'Les rôles n’ont pas été enregistrés : {reason}',
  'team.cancel': 'Annuler',
  'team.invitations': 'Invitations',
  'team.invitations.loading': 'Chargement des invitations…',
  'team.invitations.failed': 'Impossible de charger les invitations',
  'team.invitations.none': 'Aucune invitation pour l’instant.',
  'team.invitation.state':
    '{state, select, open {Ouverte jusqu’au {expires}} accepted {Acceptée} revoked {Révoquée} other {Expirée le {expires}}} · invitation de {by} le {created}',
  'team.invitation.revoke': 'Révoquer l’invitation de {email}',
  'team.invitation.revoke-failed': 'L’invitation n’a pas été révoquée : {reason}',
  'team.invite': 'Inviter quelqu’un',
  'team.invite.email': 'Adresse e-mail',
  'team.invite.role': 'Rôle',
  'team.invite.project': 'Projet',
  'team.invite.create': 'Créer le lien d’invitation',
  'team.invite.sending': 'Création du lien…',
  'team.invite.failed': 'Aucune invitation n’a été créée : {reason}',
  'team.invite.link': 'Lien d’invitation',
  'team.invite.link.once':
    'Envoyez ce lien à la personne invitée. Il n’est affiché que cette fois-ci, ne sert qu’une fois et expire dans 7 jours.',
  'secret.copy': 'Copier',
  'secret.copied': 'Copié.',
  'secret.copy-failed': 'Copie impossible : sélectionnez le texte et copiez-le vous-même.',
  'secret.done': 'Terminé',
  'team.connection': 'Connexion au service',
  'team.connection.loading': 'Chargement de la connexion…',
  'team.connection.failed': 'Impossible de charger la connexion de l’équipe',
  'team.connection.held':
    'Le serveur détient un jeton du service réel pour l’équipe, se terminant par …{ending}.',
  'team.connection.none': 'Le serveur ne détient aucun jeton du service réel pour l’équipe.',
  'team.connection.unavailable':
    'Le service réel n’est pas configuré sur ce serveur : un jeton est conservé mais pas utilisé.',
  'team.connection.new': 'Nouveau jeton du service réel',
  'team.connection.kept':
    'Conservé sur le serveur pour toute l’équipe : il n’arrive jamais dans un navigateur, et cette page ne le montre plus jamais.',
  'team.connection.save': 'Enregistrer le jeton',
  'team.connection.forget': 'Retirer le jeton',
  'team.connection.forget.confirm':
    'Retirer le jeton du service réel de l’équipe ? Personne dans l’équipe ne pourra utiliser le service réel avant qu’un administrateur en définisse un nouveau.',
  'team.connection.forget.yes': 'Le retirer',
  'team.connection.save-failed': 'La connexion n’a pas été modifiée : {reason}',
  'team.connection.set': 'Le nouveau jeton est enregistré.',
  'team.connection.forgotten': 'Le jeton est retiré.',
  'tokens.title': 'Jetons d’accès pour les scripts',
  'tokens.intro':
    'Un script envoie un jeton sous la forme « Authorization: Bearer pat_… ». Un jeton ne peut pas plus que vous, seulement sur ses projets, jusqu’à son expiration ou sa révocation.',
  'tokens.loading': 'Chargement de vos jetons d’accès…',
  'tokens.failed': 'Impossible de charger vos jetons d’accès',
  'tokens.signed-out': 'Connectez-vous pour créer des jetons d’accès pour les scripts.',
  'tokens.none': 'Vous n’avez aucun jeton d’accès.',
  'tokens.scope': '{role} sur {projects}',
  'tokens.created': 'Créé le {date}',
  'tokens.last-used': 'Dernière utilisation : {at}',
  'tokens.never-used': 'Jamais utilisé',
  'tokens.expires': 'Expire le {date}',
  'tokens.expired': 'Expiré le {date}',
  'tokens.no-expiry': 'N’expire jamais',
  'tokens.revoked': 'Révoqué le {date}',
  'tokens.revoke': 'Révoquer {name}',
  'tokens.revoke.confirm':
    'Révoquer « {name} » ? Les scripts qui l’utilisent sont refusés immédiatement. C’est définitif.',
  'tokens.revoke.yes': 'Révoquer le jeton',
  'tokens.revoke.failed': 'Le jeton n’a pas été révoqué : {reason}',
  'tokens.cancel': 'Annuler',
  'tokens.new': 'Nouveau jeton d’accès',
  'tokens.name': 'Nom',
  'tokens.role': 'Rôle',
  'tokens.days': 'Expire après (jours)',
  'tokens.days.hint': 'De 1 à {max} jours ; laissez vide pour un jeton qui n’expire jamais.',
  'tokens.projects': 'Projets',
  'tokens.projects.none': 'Aucun projet à choisir.',
  'tokens.projects.missing': 'Choisissez au moins un projet.',
  'tokens.create': 'Créer le jeton',
  'tokens.creating': 'Création du jeton…',
  'tokens.create.failed': 'Aucun jeton n’a été créé : {reason}',
  'tokens.secret': 'Secret de {name}',
  'tokens.secret.once':
    'Copiez maintenant le secret de « {name} » : il n’est affiché que cette fois-ci. Gardez-le comme un mot de passe : quiconque le détient peut agir en votre nom sur ses projets.',
};
