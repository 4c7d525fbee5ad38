/** Spanish messages (see en.ts for the rules of a catalogue). Written for a field officer: what is wrong, what to do. */
// One piece by design: a catalogue is data (one flat table of messages), exempt from the 400-line limit (eslint.config.js).
import type { Catalogue } from '../messages.ts';

export const es: Catalogue = {
  'app.title': 'Panel de riesgo de parcelas',
  'app.skip': 'Ir al contenido',
  'app.menu': 'Menú',
  'app.simulator': 'Simulador',
  'app.live': 'Servicio real',
  'app.language': 'Idioma',
  'app.language.failed': 'No se pudo cargar {language}: compruebe la conexión y elíjalo de nuevo.',
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
  'nav.audit': 'Registro de auditoría',
  'nav.audit.hint': 'Quién hizo qué, y cuándo',
  'nav.team': 'Equipo',
  'nav.team.hint': 'Personas, roles e invitaciones',
  // Filing with the EU (issue 51)
  'nav.eu-account': 'Cuenta UE',
  'nav.eu-account.hint': 'Dónde se presentan las declaraciones ante la UE',
  'filing.panel.title': 'Declaraciones presentadas ante la UE',
  'filing.panel.intro':
    'Cada declaración presentada desde un paquete fijado, tal como la tiene el sistema de información de la UE. Los estados se actualizan solos hasta que son definitivos.',
  'filing.panel.loading': 'Cargando las declaraciones presentadas…',
  'filing.panel.failed': 'No se pudieron cargar las declaraciones presentadas.',
  'filing.panel.empty': 'Todavía no se ha presentado ninguna declaración ante la UE.',
  'filing.panel.empty.hint':
    'Guarde un paquete de declaraciones en la página Parcelas; una vez fijado, «Presentar ante la UE» presenta sus declaraciones.',
  'filing.panel.refreshing': 'Buscando novedades…',
  'filing.panel.read-only': 'Solo un aprobador o un administrador modifica, retira o agrupa declaraciones.',
  'filing.card.title': '{reference} (declaración {part})',
  'filing.phase.sending': 'Enviando',
  'filing.phase.sending.hint': 'La declaración va camino del sistema de información de la UE.',
  'filing.phase.unknown': 'Respuesta perdida, comprobando',
  'filing.phase.unknown.hint':
    'La respuesta del sistema de la UE no llegó. Se busca por la referencia interna; la declaración nunca se envía dos veces.',
  'filing.phase.refused': 'Rechazada al recibir',
  'filing.phase.refused.hint':
    'El sistema de la UE no aceptó la declaración: no se presentó nada. Corrija el paquete y preséntelo de nuevo.',
  'filing.phase.submitted': 'Presentada',
  'filing.phase.submitted.hint': 'El sistema de la UE recibió la declaración y la está comprobando.',
  'filing.phase.available': 'Disponible',
  'filing.phase.available.hint':
    'La declaración está presentada: dé sus números de referencia y de verificación a sus clientes y a la aduana.',
  'filing.phase.rejected': 'Rechazada',
  'filing.phase.rejected.hint': 'El sistema de la UE rechazó la declaración tras comprobarla.',
  'filing.phase.withdrawn': 'Retirada',
  'filing.phase.withdrawn.hint': 'La declaración se retiró y ya no cuenta.',
  'filing.phase.grouped': 'Agrupada',
  'filing.phase.grouped.hint':
    'Una declaración posterior agrupa esta: ya no se puede modificar ni retirar por sí sola.',
  'filing.phase.archived': 'Archivada',
  'filing.phase.archived.hint': 'El sistema de la UE archivó la declaración.',
  'filing.phase.obsolete': 'Obsoleta',
  'filing.phase.obsolete.hint': 'Una versión más reciente sustituyó esta declaración.',
  'filing.reference': 'Número de referencia',
  'filing.verification': 'Número de verificación',
  'filing.internal': 'Referencia interna',
  'filing.kind': 'Tipo',
  'filing.kind.dds': 'Declaración de diligencia debida',
  'filing.kind.sd': 'Declaración simplificada',
  'filing.suppliers': 'Proveedores',
  'filing.filed': 'Presentada',
  'filing.filed-by': '{date} por {by} ({environment})',
  'filing.checked': 'Último estado consultado',
  'filing.groups': 'Agrupa',
  'filing.not-yet': 'aún no asignado',
  'filing.none-given': 'sin motivo indicado',
  'filing.copy': 'Copiar',
  'filing.copied': 'Copiado',
  'filing.copy.label': 'Copiar {value}',
  'filing.copy.failed': 'No se pudo copiar: seleccione el número y cópielo a mano.',
  'filing.rejected.reason': 'Motivo del rechazo: {reason}',
  'filing.refused.errors': 'Lo que el sistema de la UE encontró incorrecto:',
  'filing.communications': 'Mensajes de la autoridad competente',
  'filing.window.open': 'Se puede modificar o retirar hasta el {until}.',
  'filing.window.closed': 'Las 72 horas para modificar o retirar terminaron el {until}.',
  'filing.check': 'Comprobar el estado ahora',
  'filing.check.pending': 'Comprobando…',
  'filing.check.done': 'Estado comprobado.',
  'filing.amend': 'Modificar',
  'filing.amend.form': 'Modificar la declaración',
  'filing.amend.intro':
    'Cambie la descripción de las mercancías o las cantidades. Se envía de nuevo toda la declaración; el plazo de 72 horas no cambia.',
  'filing.amend.loading': 'Cargando la declaración tal como se presentó…',
  'filing.amend.load-failed': 'No se pudo cargar la declaración tal como se presentó: inténtelo de nuevo.',
  'filing.amend.no-statement':
    'El servidor no envió la declaración tal como se presentó, así que no se puede modificar aquí.',
  'filing.amend.commodity': 'Producto {position}',
  'filing.amend.description': 'Descripción de las mercancías (150 caracteres como máximo)',
  'filing.amend.net-weight': 'Masa neta (kg)',
  'filing.amend.supplementary': 'Unidad suplementaria',
  'filing.amend.missing-description': 'El producto {position} necesita una descripción de las mercancías.',
  'filing.amend.send': 'Enviar la declaración modificada',
  'filing.amend.pending': 'Enviando…',
  'filing.amend.done': 'Se envió la declaración modificada.',
  'filing.withdraw': 'Retirar',
  'filing.withdraw.confirm.title': '¿Retirar la declaración?',
  'filing.withdraw.confirm':
    '¿Retirar {title}? Ya no contará para la aduana ni para sus clientes, y no se puede deshacer.',
  'filing.withdraw.yes': 'Retirarla',
  'filing.withdraw.pending': 'Retirando…',
  'filing.withdraw.done': 'La declaración se retiró.',
  'filing.cancel': 'Cancelar',
  'filing.error.forbidden': 'Su función no lo permite: pídaselo a un aprobador o a un administrador.',
  'filing.error.conflict': 'No es posible ahora: {detail}',
  'filing.error.too-soon': 'El estado se consultó hace un momento: espere un poco e inténtelo de nuevo.',
  'filing.error.failed': 'No funcionó: {detail}',
  'filing.group': 'Agrupar en una nueva declaración',
  'filing.group.intro':
    'Se presenta una nueva declaración que cita los números de referencia de las declaraciones elegidas; quedan agrupadas y ya no se pueden modificar ni retirar por sí solas.',
  'filing.group.too-few': 'Hacen falta dos declaraciones disponibles para agruparlas.',
  'filing.group.choose': 'Declaraciones disponibles',
  'filing.group.option': '{reference} ({internal})',
  'filing.group.reference': 'Referencia interna de la nueva declaración (35 caracteres como máximo)',
  'filing.group.two': 'Elija al menos dos declaraciones.',
  'filing.group.reference-missing': 'Dé una referencia interna a la nueva declaración.',
  'filing.group.mixed':
    'Una declaración de diligencia debida agrupa solo declaraciones de diligencia debida, y una simplificada solo declaraciones simplificadas.',
  'filing.group.loading':
    'Las declaraciones elegidas aún se están cargando: inténtelo de nuevo en un momento.',
  'filing.group.failed-build':
    'Estas declaraciones no se pueden agrupar: cada una debe estar disponible y su contenido ser conocido.',
  'filing.group.send':
    '{count, plural, one {Presentar una declaración que agrupa # declaración} other {Presentar una declaración que agrupa # declaraciones}}',
  'filing.group.pending': 'Presentando…',
  'filing.group.clear': 'Borrar la elección',
  'filing.group.done': 'Se presentó la declaración de agrupación {reference}.',
  'filing.file.title': 'Presentar ante la UE',
  'filing.file.intro':
    '{count, plural, one {El paquete contiene # declaración. Presentarla la envía desde el servidor al sistema de información de la UE y la sigue.} other {El paquete contiene # declaraciones. Presentarlas envía cada una desde el servidor al sistema de información de la UE y la sigue.}}',
  'filing.file.role':
    'Solo un aprobador o un administrador presenta declaraciones ante la UE: su función le permite leerlas.',
  'filing.file.checking-sign-off': 'Comprobando las conclusiones firmadas de los proveedores…',
  'filing.file.unsigned':
    '{count, plural, one {Presentar requiere la firma de un aprobador en la conclusión de riesgo del proveedor, y # proveedor no la tiene:} other {Presentar requiere la firma de un aprobador en la conclusión de riesgo de cada proveedor, y # proveedores no la tienen:}}',
  'filing.file.unsigned.link': 'firmar la conclusión de {supplier}',
  'filing.file.send':
    '{count, plural, one {Presentar # declaración ante la UE} other {Presentar # declaraciones ante la UE}}',
  'filing.file.sending': 'Presentando…',
  'filing.file.results': 'Lo que se presentó',
  'filing.file.part.sending': 'Declaración {part}: enviando…',
  'filing.file.part.filed': 'Declaración {part} ({reference}): {state}.',
  'filing.file.part.failed': 'La declaración {part} no se presentó. {reason}',
  'filing.file.follow':
    'Siga cada declaración en «Declaraciones presentadas ante la UE» en esta página o en la del proveedor.',
  'filing.file.quantities.legend': 'Cantidades de las mercancías que cubre cada declaración',
  'filing.file.quantities.intro':
    'Las parcelas forman varias declaraciones y solo usted sabe qué mercancías cubre cada una: indique las cantidades propias de cada declaración. La parte según las parcelas es solo una indicación.',
  'filing.file.quantities.netWeight': 'Masa neta (kg) de las mercancías que cubre la declaración {part}',
  'filing.file.quantities.supplementaryUnit':
    'Unidad suplementaria ({qualifier}) de las mercancías que cubre la declaración {part}',
  'filing.file.quantities.hint':
    'Su parte según las parcelas: {share} {unit} de los {total} {unit} del paquete.',
  'filing.file.quantities.invalid':
    'Introduzca un número positivo con 6 decimales como máximo, p. ej. 1250.5.',
  'filing.file.quantities.missing': 'Para presentar, indique {list}.',
  'filing.file.quantities.missing.netWeight': 'la masa neta de la declaración {part}',
  'filing.file.quantities.missing.supplementaryUnit': 'la unidad suplementaria de la declaración {part}',
  'filing.file.quantities.refused':
    'La declaración {part} no se presentó: la UE la rechazaría. Corrija las cantidades o el paquete:',
  'eu-account.intro':
    'La cuenta con la que el servidor presenta las declaraciones. La guarda el servidor y no se vuelve a mostrar nunca, ni siquiera a usted.',
  'eu-account.loading': 'Cargando la cuenta UE…',
  'eu-account.failed': 'No se pudo cargar la cuenta UE.',
  'eu-account.admin-only': 'Solo un administrador del equipo gestiona la cuenta UE.',
  'eu-account.admin-only.hint': 'Pida a un administrador que la configure o la cambie.',
  'eu-account.now': 'En uso ahora',
  'eu-account.state': 'Cuenta',
  'eu-account.state.set': 'Configurada',
  'eu-account.state.none': 'Sin configurar: no se pueden presentar declaraciones',
  'eu-account.state.demo': 'La cuenta de demostración del sustituto (nada configurado)',
  'eu-account.environment': 'Entorno',
  'eu-account.environment.stand-in': 'Sustituto (este servidor, para probar)',
  'eu-account.environment.acceptance': 'Entorno de aceptación de la UE (pruebas)',
  'eu-account.environment.production': 'Entorno de producción de la UE (declaraciones que cuentan)',
  'eu-account.updated': 'Cambiada',
  'eu-account.updated-by': '{date} por {by}',
  'eu-account.last-test': 'Última prueba de conexión',
  'eu-account.test.ok': '{date}: funcionó ({message})',
  'eu-account.test.failed': '{date}: falló ({message})',
  'eu-account.test.never': 'nunca probada',
  'eu-account.test': 'Probar la conexión',
  'eu-account.test.pending': 'Probando…',
  'eu-account.test.now-ok': 'El sistema de la UE respondió: {message}',
  'eu-account.test.now-failed': 'La conexión falló: {message}',
  'eu-account.test.error': 'No se pudo hacer la prueba: {reason}',
  'eu-account.never-shown':
    'El nombre de usuario, la clave de autenticación y el identificador de cliente no se vuelven a mostrar.',
  'eu-account.remove': 'Eliminar la cuenta',
  'eu-account.remove.confirm':
    '¿Eliminar la cuenta UE? No se podrá presentar, comprobar, modificar ni retirar ninguna declaración hasta que se configure otra.',
  'eu-account.remove.yes': 'Eliminarla',
  'eu-account.form.set': 'Configurar la cuenta',
  'eu-account.form.replace': 'Sustituir la cuenta',
  'eu-account.username': 'Nombre de usuario (EU Login del usuario del servicio web)',
  'eu-account.key': 'Clave de autenticación',
  'eu-account.client-id': 'Identificador de cliente (facilitado con el acceso al servicio web)',
  'eu-account.kept':
    'Se envía una sola vez al servidor, que la guarda; esta página la olvida en cuanto el servidor responde.',
  'eu-account.production-note':
    'Las declaraciones presentadas en producción cuentan para la aduana y las autoridades competentes.',
  'eu-account.form.missing':
    'Rellene el nombre de usuario, la clave de autenticación y el identificador de cliente.',
  'eu-account.save': 'Guardar la cuenta',
  'eu-account.save.pending': 'Guardando…',
  'eu-account.saved': 'Guardada. El formulario se vació; el servidor guarda la cuenta.',
  'eu-account.save.failed': 'No se guardó: {reason}',
  'report.filings.title': 'Declaraciones presentadas ante la UE',
  'report.filings.none': 'No se ha presentado ante la UE ninguna declaración que cite a este proveedor.',
  'report.filings.line':
    '{internal} (declaración {part}): {state}; número de referencia {reference}; número de verificación {verification}; presentada el {date} por {by}',
  'report.filings.rejected': 'Rechazada: {reason}',
  'report.filings.more':
    '{count, plural, one {# declaración más no aparece.} other {# declaraciones más no aparecen.}}',
  'report.filings.none-yet': 'no asignado',
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
  'rule.missing-geometry.too-large':
    '{feature} ocupa {size, number} MB de texto, más que los {limit, number} MB permitidos por parcela, así que su contorno no se leyó. Simplifique el contorno en su herramienta SIG (una parcela necesita unos cientos de vértices, no cientos de miles) y envíe el archivo de nuevo.',
  'read.names-numbered':
    '{count, plural, one {# parcela de {file} no tiene nombre; se nombró} other {# parcelas de {file} no tienen nombre; se nombraron}} por el archivo y su lugar en él («{first}» es la primera). Añada una columna o propiedad de nombre para dar a cada parcela su propio nombre.',
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
  'fix.made-valid': 'contorno reparado con GEOS make-valid ({parts, plural, one {# parte} other {# partes}})',
  'fix.split-holes':
    '{holes, plural, one {# hueco abierto} other {# huecos abiertos}} mediante cortes: {plots, plural, one {# parcela sin huecos} other {# parcelas sin huecos}} que cubren la misma tierra',
  'fix.filled-holes':
    '{holes, plural, one {# hueco rellenado} other {# huecos rellenados}}, lo que añade {area}',
  'fix.on-grid': 'vértices colocados en la cuadrícula de 0,000001° que guarda TRACES',
  'fix.refused': 'No se ofrece ninguna corrección: {reason}',
  'fix.refused.redraw': 'hay que volver a dibujar el contorno: {problem}',
  'fix.refused.not-valid': 'la forma no es válida',
  'fix.refused.nothing-left': 'no queda nada con superficie después de la reparación',
  'fix.refused.too-many-holes': 'tiene demasiados huecos para cortarla (más de {max} trozos)',
  'fix.refused.vanishes': 'la forma desaparece en la cuadrícula de 0,000001°',
  'fix.refused.still-rejected': 'la forma reparada seguiría siendo rechazada: {problem}',
  'fix.refused.area-drift': 'la reparación cambiaría la superficie de {from} a {to}, más del {max} %',
  'fix.refused.geos-failed': 'GEOS no pudo calcular esta forma',
  'fix.notes-separator': '; ',

  // Lo que dicen los lectores de archivos (core/formats)
  // What TRACES does silently to a plot (core/plot-rules/traces-preview.ts)
  'traces.silent.truncated':
    '{moved, plural, one {# posición recortada} other {# posiciones recortadas}} a 6 decimales (desplazamiento de hasta {shift})',
  'traces.silent.outline': 'al recortarse, el contorno {how}',
  'traces.silent.outline.corners': 'pierde vértices que caen en la misma posición',
  'traces.silent.outline.line': 'se reduce a una línea',
  'traces.silent.outline.crosses': 'se cruza o se toca',
  'traces.silent.area': 'la superficie cambia {sign}{change} ({share} %)',
  'traces.silent.point-area': 'un punto sin Area: TRACES lo toma como 4 ha',
  'traces.silent.area-text': 'Area es texto («{text}»): TRACES lo lee como 0 ha',

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
  'read.plot-unusable': 'La parcela {plot} de {file} no se puede usar: {why}',
  'read.not-finite': 'una coordenada no es un número finito ({x}, {y}).',
  'read.collection-too-deep': 'su colección de geometrías está anidada a demasiada profundidad.',
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
  'selfcheck.preset.name-suggested':
    'Campo de nombre sugerido: «{field}». Si asocia sus columnas, se verifica el campo de nombre que usted elija.',
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
  'selfcheck.summary.traces-refused':
    '{count, plural, one {# parcela aceptada por el servicio, pero TRACES la rechazaría: vea sus errores abajo.} other {# parcelas aceptadas por el servicio, pero TRACES las rechazaría: vea sus errores abajo.}}',
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
  'selfcheck.receipt.hashing':
    'Calculando la huella (SHA-256) de los archivos a enviar: {percent, number, percent} leído…',
  'selfcheck.receipt.progress': 'Lectura de los archivos para el recibo',
  'selfcheck.receipt.failed':
    'No se pudo hacer el recibo: {reason}. Vuelva a soltar el archivo para comprobarlo y hacer su recibo.',
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
  // MapLibre's own controls, in the reader's language (issue 52: left in English)
  'map.control.zoom-in': 'Acercar',
  'map.control.zoom-out': 'Alejar',
  'map.control.reset-bearing': 'Arrastre para girar el mapa, haga clic para orientarlo al norte',
  'map.control.attribution': 'Mostrar u ocultar los créditos del mapa',
  'map.control.feedback': 'Comentarios sobre el mapa',
  'map.control.popup-close': 'Cerrar la ventana',
  'map.control.marker': 'Marcador del mapa',
  'map.control.title': 'Mapa',
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

  'cli.file.missing': '{file} no existe. Compruebe la ruta.',
  'cli.file.folder': '{file} es una carpeta. Indique los archivos de parcelas que contiene.',
  'cli.file.unreadable': '{file} no se puede leer ({reason}).',
  'cli.file.empty':
    '{file} no contiene ninguna parcela (ninguna entidad, fila o marcador). Un archivo vacío no es un archivo de parcelas: exporte de nuevo las parcelas y compruebe que se guardaron en él. (En la carga, un archivo vacío con «Reemplazar todas las parcelas existentes» borra todas las parcelas del proveedor.)',
  'cli.report.unknown-format': 'formato desconocido',
  'cli.report.file':
    '{file} ({format}) — parcelas que se aceptarían: {accepted, number} de {total, number}; campo del nombre: {field}',
  'cli.report.fatal': '{file} ({format}): {message}',
  'cli.report.group': '{title} ({size}):',
  'cli.report.no-name-field': 'no encontrado',
  'cli.report.group-plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'cli.report.total': 'Parcelas que se aceptarían: {accepted, number} de {total, number}.',
  'cli.report.total-unreadable':
    'Parcelas que se aceptarían: {accepted, number} de {total, number}; {unreadable, plural, one {# archivo ilegible} other {# archivos ilegibles}}.',
  'cli.report.run-all': 'Ejecute con --all para listar cada parcela bajo su tipo de problema.',
  'cli.report.rechecked':
    '{file} revisado de nuevo — parcelas que se aceptarían: {accepted, number} de {total, number}.',
  'cli.report.rechecked-problems':
    '{file} revisado de nuevo — parcelas que se aceptarían: {accepted, number} de {total, number} ({problems}).',
  'cli.report.left-out':
    'Excluidas de {file}: {count, plural, one {# parcela que no se puede} other {# parcelas que no se pueden}} escribir sin null (sin geometría, o una posición que no es un número): {plots}. Corríjalas en el archivo del proveedor; --all indica el motivo de cada una.',
  'cli.wrote': '{file}: escrito {out} ({plots, plural, one {# parcela} other {# parcelas}}{fixed}{repeats})',
  'cli.wrote.fixed': ', {count, plural, one {# corregida} other {# corregidas}}',
  'cli.wrote.repeats':
    ', {count, plural, one {# repetición exacta omitida} other {# repeticiones exactas omitidas}}',
  'result-group.blocksUpload': 'Bloquea la carga: estas parcelas no se aceptarán',
  'result-group.blocksTraces': 'Errores que la carga acepta, pero TRACES rechazaría',
  'result-group.warnings': 'Avisos: aceptadas, pero revíselas',
  'result-group.silentChanges': 'TRACES las cambiará sin avisar',

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)
  'uploads.intro':
    'Revise los archivos de parcelas de un proveedor, corríjalos, envíelos y siga la evaluación.',
  'uploads.who.title': 'Proveedor y proyecto',
  'uploads.who.project': 'Proyecto',
  'uploads.who.goes-to': 'Las parcelas van a {project}.',
  'uploads.who.goes-to-active': 'Las parcelas van al proyecto activo.',
  'uploads.supplier': 'Proveedor',
  'uploads.supplier.loading': 'Cargando proveedores…',
  'uploads.supplier.placeholder': 'Elija un proveedor o escriba un nombre nuevo',
  'uploads.supplier.load-failed':
    'No se pudieron cargar los proveedores existentes ({error}); aún puede escribir el nombre del proveedor.',
  'uploads.supplier.count':
    'Un proveedor por envío. {count, plural, one {# proveedor} other {# proveedores}} en este proyecto.',
  'uploads.supplier.existing':
    'Proveedor existente “{name}” con {plots, plural, one {# parcela} other {# parcelas}}.',
  'uploads.supplier.new': 'Proveedor nuevo: “{name}” se creará cuando envíe.',
  'uploads.check.progress':
    'Revisando {file}… {done} de {total}, {plots, plural, one {# parcela} other {# parcelas}} hasta ahora',
  'uploads.check.starting': 'Revisando los archivos…',
  'uploads.check.progress-label': 'Avance de la revisión',
  'uploads.check.stopped':
    'La revisión se detuvo: {reason}. Quite el último archivo agregado e intente de nuevo.',
  'uploads.check.elapsed': 'Revisado en {seconds, number, ::.00} s en su navegador.',
  'uploads.check.pick-plot':
    'Haga clic en una parcela del mapa, o en “Ver” en un problema, para ver aquí sus propiedades y problemas.',
  'uploads.prepare.reading': 'Leyendo {files}…',
  'uploads.file-size': '{file} ({size})',
  'uploads.prepare.unreadable':
    '{count, plural, one {# archivo no se puede leer} other {# archivos no se pueden leer}}:',
  'uploads.prepare.remove': 'Quitar {file}',
  'uploads.templates.intro':
    '¿Aún no tiene archivo? Empiece con una plantilla con los campos de TRACES y una fila de ejemplo:',
  'uploads.templates.geojson': 'plantilla GeoJSON',
  'uploads.templates.csv': 'plantilla CSV',
  'uploads.templates.xlsx': 'plantilla Excel',
  'uploads.follow.close': 'Cerrar y preparar otro envío',
  'uploads.fix-map.legend': 'Leyenda del mapa de antes y después',
  'uploads.fix-map.before': 'Antes: contorno rojo discontinuo',
  'uploads.fix-map.after':
    '{count, plural, =0 {Después: verde} one {Después: verde} other {Después: verde (# parcelas)}}',
  'uploads.loading': 'Cargando…',
  'uploads.plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'uploads.summary.title': 'Resultado de la revisión',
  'uploads.summary.totals': 'Totales',
  'uploads.summary.plots-found': 'Parcelas encontradas',
  'uploads.summary.errors': 'Errores',
  'uploads.summary.warnings': 'Advertencias',
  'uploads.summary.refused-plots': 'Parcelas que el servicio rechazará',
  'uploads.summary.files': 'Archivos',
  'uploads.summary.file': 'Archivo',
  'uploads.summary.size': 'Tamaño',
  'uploads.summary.plots': 'Parcelas',
  'uploads.summary.refused': 'Rechazadas',
  'uploads.summary.actions': 'Acciones',
  'uploads.summary.unreadable': 'No se puede leer: {reason}',
  'uploads.summary.remove': 'Quitar',
  'uploads.summary.total': 'Total ({count, plural, one {# archivo} other {# archivos}})',
  'uploads.blocks.none': 'No se encontró ningún problema: los archivos están listos para enviar.',
  'uploads.group.blocks-upload': 'Bloquea el envío',
  'uploads.group.blocks-traces': 'Errores que el envío acepta, pero TRACES rechazaría',
  'uploads.group.warnings': 'Advertencias que no bloquean nada',
  'uploads.group.blocks-upload.explain':
    'El servicio rechaza estas parcelas (o archivos enteros) con las opciones elegidas en “Enviar”. Corríjalas, o envíe y luego continúe sin ellas.',
  'uploads.group.blocks-traces.explain':
    'No detienen el envío, pero TRACES rechazaría estas parcelas: corríjalas antes de que entren en una declaración de diligencia debida.',
  'uploads.group.blocks-traces.explain-off':
    'No detienen el envío (“Validar para TRACES” está desactivado), pero TRACES rechazaría estas parcelas: corríjalas antes de que entren en una declaración de diligencia debida.',
  'uploads.group.warnings.explain':
    'El servicio acepta estas parcelas tal como están. Revíselas: quizá no sean lo que quería.',
  'uploads.group.silent.explain': 'TRACES hace estos cambios sin avisarle.',
  'uploads.blocks.upload-refuses':
    '{errors, plural, one {# error} other {# errores}} en “{group}”: el servicio rechazará {plots, plural, one {# parcela} other {# parcelas}} con estas opciones.',
  'uploads.blocks.upload-cannot':
    '{errors, plural, one {# error} other {# errores}} en “{group}”: el envío no puede salir tal como está.',
  'uploads.blocks.traces': '{subject}: {accepted}.',
  'uploads.blocks.traces.others':
    '{count, plural, one {El otro error (#) no detiene el envío} other {Los otros # errores no detienen el envío}}',
  'uploads.blocks.traces.all':
    '{count, plural, one {El error no detiene el envío} other {Ninguno de los # errores detiene el envío}}',
  'uploads.blocks.traces.accepted':
    '{plots, plural, =0 {el servicio acepta los archivos, pero TRACES los rechazaría} one {el servicio acepta esa parcela, pero TRACES la rechazaría} other {el servicio acepta esas # parcelas, pero TRACES las rechazaría}}',
  'uploads.blocks.no-errors': 'Ningún error: nada bloquea el envío.',
  'uploads.blocks.warnings':
    '{count, plural, one {La advertencia no bloquea nada.} other {Las # advertencias no bloquean nada.}}',
  'uploads.groups.title': 'Problemas por tipo',
  'uploads.groups.count': '{title}: {count}',
  'uploads.groups.in-plots': 'en {plots, plural, one {# parcela} other {# parcelas}}',
  'uploads.groups.show-all': 'Mostrar todos ({count})',
  'uploads.groups.every': 'Todos: {title}',
  'uploads.groups.item':
    '{named, select, yes {Parcela {index} (“{name}”)} other {Parcela {index}}}{inFile, select, yes { en {file}} other {}}:',
  'uploads.groups.more': '…y {count} más.',
  'uploads.groups.list-every': 'Listar todos en la lista de problemas',
  'uploads.problems.title': 'Problemas ({shown})',
  'uploads.problems.title-of': 'Problemas ({shown} de {total})',
  'uploads.problems.file': 'Archivo',
  'uploads.problems.feature': 'Elemento',
  'uploads.problems.name': 'Nombre',
  'uploads.problems.rule': 'Regla',
  'uploads.problems.severity': 'Gravedad',
  'uploads.problems.message': 'Mensaje',
  'uploads.problems.error': '✖ error',
  'uploads.problems.warning': '▲ advertencia',
  'uploads.problems.by-rule': 'Filtrar por regla',
  'uploads.problems.all-rules': 'Todas las reglas',
  'uploads.problems.rule-option': '{title} ({code})',
  'uploads.problems.by-severity': 'Filtrar por gravedad',
  'uploads.problems.all-severities': 'Errores y advertencias',
  'uploads.problems.by-file': 'Filtrar por archivo',
  'uploads.problems.all-files': 'Todos los archivos',
  'uploads.problems.export': 'Exportar CSV',
  'uploads.problems.omitted':
    'La lista muestra los primeros {shown} problemas; otros {omitted} se cuentan en los totales de arriba. Corrija estos primero y revise de nuevo.',
  'uploads.problems.table': 'Problemas',
  'uploads.problems.map': 'Mapa',
  'uploads.problems.show': 'Ver',
  'uploads.problems.show-label': 'Ver el elemento {index} de {file} en el mapa',
  'uploads.problems.none': 'Ningún problema coincide con estos filtros.',
  'uploads.map.label':
    'Mapa de las parcelas de los archivos revisados; las parcelas con problemas tienen el contorno resaltado',
  'uploads.map.error': 'Error: contorno rojo continuo y grueso',
  'uploads.map.warning': 'Solo advertencia: contorno naranja discontinuo',
  'uploads.map.ok': 'Sin problema: contorno azul fino',
  'uploads.map.selected': 'Parcela seleccionada: relleno más oscuro, contorno más ancho',
  'uploads.map.undrawable':
    '{count, plural, one {# parcela no tiene geometría, tiene una no admitida o coordenadas fuera del globo, así que no se puede dibujar} other {# parcelas no tienen geometría, tienen una no admitida o coordenadas fuera del globo, así que no se pueden dibujar}}; vea la lista de problemas.',
  'uploads.map.partial':
    'El mapa muestra {shown, number} de {total, number} parcelas (todas hasta un límite, luego solo las que tienen problemas) para seguir siendo rápido; todas las parcelas se revisan y se cuentan.',
  'uploads.plot.no-name': '(sin nombre)',
  'uploads.plot.where': '{file}, elemento {index}',
  'uploads.plot.close': 'Cerrar',
  'uploads.plot.problems': 'Problemas',
  'uploads.plot.error': '✖ Error',
  'uploads.plot.warning': '▲ Advertencia',
  'uploads.plot.no-problems': 'Ningún problema.',
  'uploads.plot.properties': 'Propiedades',
  'uploads.plot.no-properties': 'Esta parcela no tiene propiedades.',
  'uploads.fix.close-rings': 'Cerrar contornos abiertos (repetir la primera posición al final)',
  'uploads.fix.drop-duplicate-vertices': 'Quitar vértices repetidos consecutivos',
  'uploads.fix.truncate-6-decimals': 'Truncar las posiciones a 6 decimales (como hace TRACES)',
  'uploads.fix.swap-axes': 'Intercambiar latitud y longitud donde están claramente intercambiadas',
  'uploads.fix.make-valid': 'Reparar formas que se cruzan, se superponen o colapsan (GEOS make-valid)',
  'uploads.fix.make-valid.note':
    'Cada parcela reparada se revisa de nuevo; una parcela cuya reparación no queda limpia conserva su forma y dice por qué.',
  'uploads.fix.split-holes':
    'Quitar huecos cortando las parcelas en partes sin huecos (misma tierra, área sin cambios)',
  'uploads.fix.split-holes.note':
    'Una parcela con hueco se convierte en varias parcelas llamadas “(part 1 of 2)” …; sus Areas suman la original.',
  'uploads.fix.fill-holes':
    'Rellenar los huecos en su lugar (las parcelas crecen: las hectáreas añadidas se muestran por parcela)',
  'uploads.fix.fill-holes.note':
    'Solo si la tierra dentro de los huecos también se cultiva: pasa a ser parte de la parcela.',
  'uploads.fix.remove-exact-duplicates': 'Quitar duplicados exactos (misma geometría y propiedades)',
  'uploads.fixes.title': 'Corregir {file}',
  'uploads.fixes.too-large':
    'Este archivo es demasiado grande para corregirlo en el navegador; corríjalo donde se hizo.',
  'uploads.fixes.intro':
    'Nada cambia a menos que usted lo elija. El archivo corregido se revisa de nuevo antes de que lo use.',
  'uploads.fixes.option': '{title} — {count, plural, one {# problema} other {# problemas}}',
  'uploads.fixes.note': '⚠ {note}',
  'uploads.fixes.working': 'Corrigiendo…',
  'uploads.fixes.preview': 'Previsualizar las correcciones',
  'uploads.fixes.table': 'Antes y después de corregir {file}',
  'uploads.fixes.before': 'Antes',
  'uploads.fixes.after': 'Después',
  'uploads.fixes.outcome':
    '{changed, plural, one {# parcela cambiada} other {# parcelas cambiadas}}; {before, plural, one {# parcela antes} other {# parcelas antes}}, {after, number} después.',
  'uploads.fixes.repaired':
    'Formas reparadas: {repaired}; sin reparación limpia (dejadas como estaban): {refused}.',
  'uploads.fixes.download': 'Descargar el archivo corregido',
  'uploads.fixes.use': 'Usar el archivo corregido para el envío',
  'uploads.fixed.plot': '{named, select, yes {Parcela {index} (“{name}”)} other {Parcela {index}}}',
  'uploads.fixed.unchanged': '{span} (sin cambios)',
  'uploads.fixed.table': 'Parcelas de {file} cuya forma cambian las correcciones',
  'uploads.fixed.plot-column': 'Parcela',
  'uploads.fixed.result': 'Resultado',
  'uploads.fixed.area': 'Área antes → después',
  'uploads.fixed.not-fixed': 'No corregida.',
  'uploads.fixed.show-label': '{plot} antes y después',
  'uploads.fixed.omitted':
    '{count, plural, one {# parcela más cambiada} other {# parcelas más cambiadas}}; descargue el archivo corregido para revisarlas todas.',
  'uploads.fixed.map-label': '{plot} antes y después de la corrección',
  'uploads.traces.title': 'Lo que TRACES hará con {file}',
  'uploads.traces.working': 'Calculando lo que TRACES cambia sin avisar…',
  'uploads.traces.failed': 'No se pudieron calcular los cambios de TRACES: {reason}',
  'uploads.traces.unchanged':
    '{count, plural, one {TRACES guarda la parcela tal como está.} other {TRACES guarda las # parcelas tal como están.}}',
  'uploads.traces.changes':
    'TRACES cambia {changed} de {total, plural, one {# parcela} other {# parcelas}} sin avisarle. Nada de esto bloquea el envío.',
  'uploads.traces.shape':
    '{count, plural, one {# contorno cambia de forma} other {# contornos cambian de forma}}',
  'uploads.traces.shape-check':
    '{count, plural, one {: TRACES guardará el contorno cambiado, así que revíselo abajo.} other {: TRACES guardará los contornos cambiados, así que revíselos abajo.}}',
  'uploads.traces.list': 'Cambios que importan en {file}',
  'uploads.traces.every': 'Todos: {title} en {file}',
  'uploads.traces.item': '{named, select, yes {Parcela {index} (“{name}”)} other {Parcela {index}}}:',
  'uploads.traces.more': '…y {count, plural, one {# parcela más} other {# parcelas más}}.',
  'uploads.traces.only-truncated':
    '{count, plural, one {# parcela solo tiene sus} other {# parcelas solo tienen sus}} posiciones cortadas a 6 decimales (movidas {shift} como máximo): nada que hacer.',
  'uploads.traces.unread':
    '{count, plural, one {# parcela es demasiado grande para leerla y no se cuenta aquí; su problema dice qué hacer.} other {# parcelas son demasiado grandes para leerlas y no se cuentan aquí; sus problemas dicen qué hacer.}}',
  'rule-title.file-not-json': 'JSON no válido',
  'rule-title.file-not-geojson': 'No es una FeatureCollection ni una Feature GeoJSON',
  'rule-title.file-empty': 'Ninguna parcela',
  'rule-title.file-too-large': 'Envío demasiado grande',
  'rule-title.file-crs': 'No está en longitud-latitud WGS84',
  'rule-title.file-unreadable': 'Archivo ilegible',
  'rule-title.file-unknown-format': 'No es un formato de archivo de parcelas',
  'rule-title.file-too-large-to-convert': 'Demasiado grande para convertir',
  'rule-title.missing-geometry': 'Falta la geometría',
  'rule-title.unsupported-geometry': 'Geometría no admitida',
  'rule-title.multipolygon-nesting': 'Polygon anidado como MultiPolygon',
  'rule-title.out-of-range': 'Coordenada fuera de rango',
  'rule-title.swapped-axes': 'Latitud y longitud parecen intercambiadas',
  'rule-title.unclosed-ring': 'Contorno no cerrado',
  'rule-title.too-few-vertices': 'Muy pocos vértices',
  'rule-title.self-intersection': 'Autointersección',
  'rule-title.overlapping-parts': 'Partes superpuestas',
  'rule-title.hole': 'Polígono con hueco',
  'rule-title.collinear': 'Forma en línea recta',
  'rule-title.duplicate-vertex': 'Vértice repetido',
  'rule-title.collapses-at-6-decimals': 'Colapsa a 6 decimales',
  'rule-title.low-precision': 'Menos de 6 decimales',
  'rule-title.missing-name': 'Falta el nombre',
  'rule-title.duplicate-geometry': 'Geometría duplicada',
  'rule-title.duplicate-name': 'Nombre duplicado',
  'rule-title.point-area': 'Punto sin área válida',
  'rule-title.area-mismatch': 'El área declarada difiere de la forma',
  'rule-title.area-text': 'Área escrita como texto',
  'rule-title.bad-country': 'Código de país no válido',
  'rule-title.area-too-small': 'Área demasiado pequeña',
  'rule-title.area-too-large': 'Área demasiado grande',
  'rule-title.contains-plot': 'Parcela dentro de otra parcela del archivo',
  'rule-title.overlapping-plots': 'Parcelas del archivo se superponen',
  'rule-title.far-from-producing-area': 'Lejos de los países productores',
  'silent-title.truncated': 'Posiciones cortadas a 6 decimales',
  'silent-title.shape-changes': 'El contorno cambia al cortar a 6 decimales',
  'silent-title.point-area-assumed': 'Punto sin Area tomado como 4 ha',
  'silent-title.area-read-as-zero': 'Área escrita como texto leída como 0 ha',
  'uploads.try-again': 'Intentar de nuevo',
  'uploads.send.title': 'Enviar',
  'uploads.send.offline':
    'Sin conexión con el servicio de riesgo. Aún puede revisar archivos, asignar sus campos, corregirlos y descargar el GeoJSON de TRACES: todo eso ocurre en este navegador. Para enviar las parcelas se necesitan el servicio y un token de API válido.',
  'uploads.send.will-refuse':
    'Con estas opciones, el servicio rechazará {count, plural, one {# parcela} other {# parcelas}}. Puede corregirlas primero, o enviar y luego elegir continuar sin ellas.',
  'uploads.send.blockers': 'Antes de poder enviar',
  'uploads.send.under-way': 'Hay un envío en curso: vea “Enviando los archivos” abajo.',
  'uploads.send.button': '{count, plural, one {Enviar # archivo} other {Enviar # archivos}}',
  'uploads.send.button-for':
    '{count, plural, one {Enviar # archivo} other {Enviar # archivos}} para {supplier}',
  'uploads.blockers.offline':
    'Conéctese al servicio de riesgo para enviar ({reason}). Revise la conexión y el token de API en Configuración e intente de nuevo.',
  'uploads.blockers.project': 'Elija un proyecto.',
  'uploads.blockers.supplier': 'Elija o escriba el proveedor.',
  'uploads.blockers.no-file': 'Agregue al menos un archivo de parcelas.',
  'uploads.blockers.mapping': 'Confirme los campos de las parcelas de arriba (“{confirm}”).',
  'uploads.blockers.wait': 'Espere a que termine la revisión.',
  'uploads.blockers.unreadable': 'Quite los archivos que no se pueden leer: {files}.',
  'uploads.blockers.fatal': 'Quite o corrija los archivos que no se pueden leer: {files}.',
  'uploads.blockers.confirm-empty':
    'Escriba el nombre del proveedor para confirmar que se quitarán todas sus parcelas.',
  'uploads.options.legend': 'Opciones (cambiar una revisa los archivos de nuevo)',
  'uploads.options.name-field': 'Campo del nombre de la parcela',
  'uploads.options.name-default': 'ProductionPlace (predeterminado)',
  'uploads.options.name-default-mapped': 'ProductionPlace (el nombre que asignó: {fields})',
  'uploads.options.name-hint':
    'La propiedad que contiene el nombre de cada parcela. La lista muestra las propiedades encontradas en sus archivos.',
  'uploads.options.match': 'Asociar parcelas existentes por nombre',
  'uploads.options.match-hint':
    'Las parcelas cuyo {field} coincide con el nombre de una parcela existente de este proveedor la actualizan en lugar de agregar una nueva. Los nombres duplicados en los archivos pasan a ser errores, y se permiten geometrías duplicadas.',
  'uploads.options.names-repeat':
    'Hay nombres repetidos en los archivos asignados: {list}. La asociación por nombre rechaza las parcelas cuyo nombre se repite.',
  'uploads.options.duplicates': 'Permitir geometrías duplicadas',
  'uploads.options.duplicates-forced': 'Activado, porque la asociación por nombre lo exige.',
  'uploads.options.duplicates-hint':
    'Las parcelas con la misma forma se aceptan cuando al menos una propiedad difiere (por ejemplo, dos productores que comparten una parcela).',
  'uploads.options.traces': 'Validar para TRACES',
  'uploads.options.traces-hint':
    'Las parcelas con autointersecciones o huecos fallan, como las rechazaría el sistema TRACES de la UE.',
  'uploads.options.overwrite': 'Reemplazar todas las parcelas existentes (sobrescribir)',
  'uploads.options.overwrite-hint':
    'Los archivos reemplazan todas las parcelas que este proveedor tiene ahora. Un archivo vacío las quita todas.',
  'uploads.overwrite.replaced':
    '⚠ Sobrescribir: {count, plural, one {# parcela existente de {supplier} se reemplazará} other {# parcelas existentes de {supplier} se reemplazarán}} por {plots, plural, one {la # parcela} other {las # parcelas}} de este envío.',
  'uploads.overwrite.empty':
    '⚠ Sobrescribir: {count, plural, one {# parcela existente de {supplier} se reemplazará} other {# parcelas existentes de {supplier} se reemplazarán}} — y, como el archivo está vacío, se quitarán todas.',
  'uploads.overwrite.confirm':
    'Para confirmar que se quitarán todas las parcelas de este proveedor, escriba el nombre del proveedor ({supplier}):',
  'uploads.ongoing.title': 'Envíos en curso en este proyecto',
  'uploads.ongoing.failed': 'No se pudieron cargar.',
  'uploads.ongoing.none': 'Ninguno: todos los envíos de este proyecto terminaron.',
  'uploads.ongoing.item':
    '— {status}{overwrite, select, yes {, reemplazando todas las parcelas} other {}}, desde {since}',
  'uploads.progress.title': 'Enviando los archivos',
  'uploads.progress.total': 'Total',
  'uploads.progress.total-label': 'Avance total del envío',
  'uploads.progress.creating': 'Creando el envío…',
  'uploads.progress.sending': 'Enviando…',
  'uploads.progress.starting': 'Iniciando la evaluación…',
  'uploads.progress.aborted': 'Detenido. No se inició nada.',
  'uploads.progress.still-to-send':
    '{count, plural, one {# archivo aún por enviar} other {# archivos aún por enviar}}',
  'uploads.progress.abort': 'Interrumpir el envío',
  'uploads.progress.files': 'Archivos que se están enviando',
  'uploads.progress.progress': 'Avance',
  'uploads.progress.file-label': 'Avance de {file}',
  'uploads.progress.status': 'Estado',
  'uploads.progress.waiting': 'en espera',
  'uploads.progress.sending-file': 'enviando',
  'uploads.progress.retrying': 'reintentando',
  'uploads.progress.sent': '✓ enviado',
  'uploads.progress.failed': '✖ falló',
  'uploads.progress.missing': 'elija este archivo de nuevo',
  'uploads.progress.reloaded':
    'La página se recargó antes de enviar estos archivos. Elija de nuevo los archivos que soltó para continuar el mismo envío:',
  'uploads.progress.drop-again': 'Suelte o elija los archivos aún por enviar',
  'uploads.progress.drop-again-hint':
    'Los mismos archivos que soltó antes (mismos nombres): cada uno se convierte de nuevo con los mismos campos y se comprueba que sea igual. El envío continúa en cuanto se eligen.',
  'uploads.progress.forget': 'Olvidar este envío y empezar de nuevo',
  'uploads.progress.blocked': 'Otro envío para {supplier} está en curso.',
  'uploads.progress.blocked-hint':
    'El servicio acepta un envío por proveedor a la vez. Sus archivos están enviados y se guardan 60 minutos; inicie este envío cuando el otro haya terminado.',
  'uploads.progress.follow-other': 'Seguir el otro envío ({status})',
  'uploads.progress.retry-in': 'Reintento posible en {seconds} s',
  'uploads.progress.retry-now': 'Reintentar ahora',
  'uploads.progress.start-over': 'Empezar de nuevo',
  'uploads.progress.again': 'Enviar de nuevo',
  'uploads.progress.back': 'Volver a los archivos',
  'uploads.status.created': 'Creado (archivos enviados)',
  'uploads.status.evaluating': 'Evaluando las parcelas',
  'uploads.status.evaluated': 'Evaluado con errores: esperando su decisión',
  'uploads.status.ingesting': 'Guardando las parcelas',
  'uploads.status.finished': 'Terminado',
  'uploads.status.failed': 'Falló',
  'uploads.status.cancelled': 'Cancelado',
  'uploads.status.expired': 'Vencido (no iniciado en 60 minutos)',
  'uploads.follow.loading': 'Cargando el estado del envío…',
  'uploads.follow.load-failed': 'No se pudo cargar el estado del envío',
  'uploads.follow.title': 'Envío para {supplier}',
  'uploads.follow.subtitle':
    '{files} · {overwrite, select, yes {reemplaza todas las parcelas} other {agrega parcelas}} · id {id}',
  'uploads.follow.steps': 'Avance del envío',
  'uploads.follow.status': 'Estado:',
  'uploads.follow.plots-in-files':
    '{count, plural, one {# parcela en los archivos} other {# parcelas en los archivos}}',
  'uploads.follow.not-accepted': '{count, plural, one {parcela no aceptada} other {parcelas no aceptadas}}',
  'uploads.follow.errors-count': 'Errores de la evaluación ({count})',
  'uploads.follow.errors': 'Errores de la evaluación',
  'uploads.follow.proceed': 'Continuar sin las parcelas con fallos',
  'uploads.follow.cancel': 'Cancelar el envío',
  'uploads.follow.proceed-hint':
    'Continuar guarda las {accepted} parcelas aceptadas y omite las {skipped} listadas arriba. Cancelar no guarda nada.',
  'uploads.follow.proceed-hint-unknown':
    'Continuar guarda las parcelas aceptadas y omite las {skipped} listadas arriba. Cancelar no guarda nada.',
  'uploads.follow.written': 'Las parcelas se guardaron.',
  'uploads.follow.see-plots': 'Ver las parcelas de {supplier}',
  'uploads.follow.failed':
    'El servicio no pudo leer los archivos (JSON no válido o no GeoJSON). Revise los archivos de arriba, corríjalos y envíelos de nuevo.',
  'uploads.end.counting': 'Contando las parcelas de {supplier} después del envío…',
  'uploads.end.count-failed': 'Las parcelas se guardaron, pero no se pudieron contar: {reason}',
  'uploads.end.now-has':
    '{supplier} ahora tiene {count, plural, one {<b>#</b> parcela} other {<b>#</b> parcelas}}: este envío agregó {added}, cambió {changed} y quitó {known, select, yes {{removed}} other {un número desconocido}}.',
  'uploads.end.now-has-since':
    '{supplier} ahora tiene {count, plural, one {<b>#</b> parcela} other {<b>#</b> parcelas}}. Desde que se creó este envío, se agregaron {added} y se cambiaron {changed} (por él o por un envío posterior).',
  'uploads.end.risk-title':
    'Riesgo {count, plural, one {de la # parcela guardada} other {de las # parcelas guardadas}} (evaluación del servicio):',
  'uploads.end.risk-list': 'Riesgo de las parcelas guardadas',
  'uploads.end.assessing':
    'El servicio aún está evaluando {count, plural, one {# parcela} other {# parcelas}}: se vuelven a contar cada pocos segundos.',
  'uploads.end.open-supplier': 'Abrir la página del proveedor {supplier}',
  'uploads.end.to-review': 'para revisar las parcelas que requieren atención.',
  'uploads.record.unknown':
    'No registrado en el historial de envíos del proveedor: este envío se inició en otra pestaña o en una sesión anterior, así que aquí no se puede distinguir lo que cambió de lo que cambiaron envíos posteriores.',
  'uploads.record.done': 'Registrado en el historial de envíos del proveedor.',
  'uploads.record.pending': 'Registrando este envío en el historial del proveedor…',
  'uploads.record.failed':
    'El envío se realizó, pero su registro no se pudo guardar en el historial del proveedor ({reason}).',
  'uploads.provenance.title': 'Archivos y cambios guardados en el registro',
  'uploads.provenance.files': 'Archivos recibidos y enviados, con su SHA-256',
  'uploads.provenance.original': 'Recibido del proveedor: {file} ({size}), SHA-256',
  'uploads.provenance.sent': 'Enviado al servicio: {file} ({size}), SHA-256',
  'uploads.provenance.hash': 'SHA-256 de {file}',
  'uploads.provenance.copy': 'Copiar',
  'uploads.provenance.copy-label': 'Copiar el SHA-256 de {file}',
  'uploads.provenance.copied': 'Copiado.',
  'uploads.provenance.copy-failed':
    'No se pudo copiar: ponga el foco en el valor para verlo entero y cópielo a mano.',
  'uploads.provenance.no-hashes':
    'No se pudo calcular el hash de los archivos: el registro los nombra sin SHA-256.',
  'uploads.provenance.mapping':
    'Correspondencia de campos (campo del panel: columna del archivo, o =valor fijo)',
  'uploads.provenance.no-mapping':
    'Sin correspondencia de campos: los archivos se enviaron en el formato de TRACES, tal como se recibieron.',
  'uploads.provenance.fixes': 'Cambios hechos antes del envío',
  'uploads.provenance.no-fixes':
    'No se aplicó ninguna corrección: las parcelas se enviaron tal como se convirtieron.',
  'uploads.provenance.fix': '{title}: {count, plural, one {# parcela} other {# parcelas}}',
  'uploads.provenance.fix-plots': 'Parcelas {plots}{hasMore, select, yes { y {more} más} other {}}',
  'uploads.provenance.left-out': 'Parcelas ya enviadas, dejadas fuera',
  'uploads.diff.title': 'Lo que hará este envío',
  'uploads.diff.new': 'Parcelas nuevas',
  'uploads.diff.identical': 'Ya existentes (mismo contorno)',
  'uploads.diff.changed': 'Cambiadas (mismo nombre, nuevo contorno)',
  'uploads.diff.inside': 'Nuevas, dentro de una parcela ya existente',
  'uploads.diff.overlapping': 'Nuevas, superpuestas a una parcela ya existente',
  'uploads.diff.removed': 'Quitadas al sobrescribir',
  'uploads.diff.mode.overwrite':
    '{matching, select, yes {Sobrescribir, asociando por nombre} other {Sobrescribir}}: los archivos reemplazan {count, plural, one {la # parcela} other {las # parcelas}} de {supplier}.',
  'uploads.diff.mode.match':
    'Asociando por nombre: las parcelas con el nombre de una de las {count, plural, one {# parcela} other {# parcelas}} de {supplier} la actualizan; las demás se agregan.',
  'uploads.diff.mode.append':
    'Agregando a las {count, plural, one {# parcela} other {# parcelas}} de {supplier}: se agregan todas las parcelas de los archivos.',
  'uploads.diff.plot': 'Parcela {number}',
  'uploads.diff.same-as': 'mismo contorno que {other}',
  'uploads.diff.inside-by': 'dentro de {other} en {area} ({share} % de la parcela nueva)',
  'uploads.diff.overlaps-by': 'se superpone a {other} en {area} ({share} % de la parcela nueva)',
  'uploads.diff.files-changed': 'Los archivos cambiaron mientras tanto; compare de nuevo.',
  'uploads.diff.second-copies':
    '{count, plural, one {Enviada de nuevo, esta parcela se convierte en una segunda copia de una parcela que el proveedor ya tiene.} other {Enviadas de nuevo, estas # parcelas se convierten en segundas copias de parcelas que el proveedor ya tiene.}}',
  'uploads.diff.same-again':
    '{count, plural, one {Asociada por nombre, esta parcela actualiza la parcela del proveedor con el mismo nombre y el mismo contorno: enviada de nuevo, solo pueden cambiar sus otros campos.} other {Asociadas por nombre, estas # parcelas actualizan las parcelas del proveedor con los mismos nombres y contornos: enviadas de nuevo, solo pueden cambiar sus otros campos.}}',
  'uploads.blockers.no-plots':
    'No hay nada que enviar: los archivos no contienen ninguna parcela. Agregue un archivo con parcelas o quite los archivos vacíos.',
  'uploads.blockers.all-left-out':
    'No hay nada que enviar: todas las parcelas de los archivos se dejaron fuera porque {supplier} ya las tiene. Agregue un archivo con parcelas nuevas o quite estos archivos.',
  'uploads.blockers.overwrite-left-out':
    '{count, plural, one {# parcela se dejó fuera de los archivos por estar ya enviada: sobrescribir la quitaría de {supplier}. Desactive sobrescribir para conservarla como está, o quite el archivo y agréguelo de nuevo para enviar todas las parcelas.} other {# parcelas se dejaron fuera de los archivos por estar ya enviadas: sobrescribir las quitaría de {supplier}. Desactive sobrescribir para conservarlas como están, o quite el archivo y agréguelo de nuevo para enviar todas las parcelas.}}',
  'uploads.diff.leaving-out': 'Dejándolas fuera…',
  'uploads.diff.leave-out':
    '{count, plural, one {Dejar fuera la # parcela ya enviada} other {Dejar fuera las # parcelas ya enviadas}}',
  'uploads.diff.leave-out-failed': 'No se pudieron dejar fuera: {reason}',
  'uploads.diff.failed':
    'No se pudieron comparar los archivos con las parcelas de {supplier}: {reason} El envío en sí sigue funcionando.',
  'uploads.diff.comparing': 'Comparando los archivos con las parcelas actuales de {supplier}…',
  'uploads.diff.none-yet':
    '{supplier} aún no tiene parcelas en este proyecto: todas las parcelas de los archivos son nuevas.',
  'uploads.diff.counted': 'Lo que hará este envío, en cifras',
  'uploads.diff.partial':
    'Solo se compararon las primeras {compared} de {total} parcelas (el límite de la vista previa).',
  'uploads.diff.overwrite-identical':
    'Al sobrescribir, las parcelas ya existentes se reemplazan por los mismos contornos; dejadas fuera del archivo, se quitarían.',
  'uploads.overlaps.comparing':
    'Comparando estas parcelas con las parcelas de otros proveedores del proyecto…',
  'uploads.overlaps.none':
    'Ninguna parcela de este archivo se superpone a una parcela de otro proveedor en este proyecto.',
  'uploads.overlaps.label': 'Superposiciones con otros proveedores',
  'uploads.overlaps.title':
    '{count, plural, one {# parcela de este archivo se superpone a tierra declarada por otro proveedor} other {# superposiciones con tierras declaradas por otros proveedores}}',
  'uploads.overlaps.hint':
    'Consulte con el proveedor si el mismo campo está declarado dos veces antes de enviar el archivo.',
  'uploads.overlaps.item':
    '{plot} se superpone a la parcela {id} de {supplier} en {area} ({share} de la parcela)',
  'uploads.diff.no-worker':
    'Este navegador no pudo guardar las parcelas del proyecto para compararlas (recargue la página para intentar de nuevo).',
  'uploads.diff.too-large':
    'Este archivo es demasiado grande para reescribirlo en el navegador; quite las parcelas en el origen.',
  'uploads.put.connection': 'La conexión con el almacenamiento falló.',
  'uploads.put.expired-token': 'El enlace de envío venció (los enlaces duran 60 minutos).',
  'uploads.put.signature':
    'El almacenamiento no aceptó la firma del enlace: el enlace se alteró o el archivo se envió con otro Content-Type.',
  'uploads.put.access-denied': 'El almacenamiento rechazó este enlace de envío.',
  'uploads.put.too-large': 'El archivo es más grande de lo que acepta el almacenamiento.',
  'uploads.put.timeout': 'El almacenamiento dejó de esperar el archivo.',
  'uploads.put.no-bucket': 'El bucket de almacenamiento de este enlace de envío no existe.',
  'uploads.put.no-key': 'El almacenamiento no conoce este enlace de envío.',
  'uploads.put.invalid': 'El almacenamiento rechazó la solicitud tal como se envió.',
  'uploads.put.refused': 'El almacenamiento rechazó el archivo ({status}).',
  'uploads.put.storage-said': '{meaning} (respuesta del almacenamiento: {said})',
  'uploads.run.links-keep-expiring':
    'Los enlaces de envío siguen venciendo. Revise el reloj de la computadora e intente de nuevo.',
  'uploads.run.links-expired':
    'Los enlaces de envío vencieron (60 minutos). Inicie un envío nuevo con los mismos archivos.',
  'uploads.run.unreadable-again': '{file} no se pudo leer de nuevo: {reason}',
  'uploads.flow.not-sent': '{file} no se pudo enviar: {reason}',
  'uploads.worker.deadline':
    'El {role, select, checker {verificador} other {lector}} dejó de leer {file}: superó el tiempo límite para leer un archivo. Un archivo tan lento de leer está dañado o hecho para bloquear el lector: exporte las parcelas de nuevo (como tabla, no como vista, en un GeoPackage) o como GeoJSON, o revíselo con npx plot-check.',
  'uploads.worker.replaced':
    'El {role, select, checker {verificador} other {lector}} se detuvo mientras tenía {file}, porque otro archivo tardó demasiado en leerse. Suelte {file} de nuevo.',
  'uploads.worker.stopped':
    'El {role, select, checker {verificador} other {lector}} se detuvo al leer {file}. Intente de nuevo, o revise el archivo con npx plot-check para ver qué lo detiene.',

  // Buyer pages, part B: Suppliers, Projects, Settings
  'suppliers.read-only':
    'El servicio no ofrece gestión de proveedores. Estos proveedores son los nombres que aparecen en sus parcelas y envíos (solo lectura); haga un envío con un nombre nuevo para agregar un proveedor.',
  'suppliers.create-failed': 'No se pudo crear el proveedor: {reason}',
  'suppliers.search': 'Buscar proveedores',
  'suppliers.count': '{shown, number} de {total, plural, one {# proveedor} other {# proveedores}}',
  'suppliers.count.in-project':
    '{project}: {shown, number} de {total, plural, one {# proveedor} other {# proveedores}}',
  'suppliers.project': '{project}:',
  'suppliers.loading': 'Cargando proveedores…',
  'suppliers.load-failed': 'No se pudieron cargar los proveedores',
  'suppliers.empty': 'Todavía no hay proveedores en este proyecto',
  'suppliers.empty.hint':
    'Cree uno arriba, o comience un envío en la página <link>Envíos</link>: enviar para un nombre de proveedor nuevo lo crea.',
  'suppliers.no-match': 'Ningún proveedor coincide con “{q}”',
  'suppliers.footnote':
    'Las parcelas por nivel de riesgo, las superposiciones y el último envío se calculan a partir de las parcelas del proyecto; “superposiciones” cuenta las parcelas del proveedor que comparten tierra con una parcela de otro proveedor o con otra de sus propias parcelas; “por revisar” cuenta las parcelas del proveedor con un elemento de revisión aún abierto o a la espera de información, con las decisiones de su equipo; “último envío” es cuándo cambiaron por última vez las parcelas del proveedor.',
  'suppliers.table.caption':
    'Proveedores del proyecto, con sus parcelas por nivel de riesgo y las parcelas superpuestas',
  'suppliers.column.name': 'Proveedor',
  'suppliers.column.plots': 'Parcelas',
  'suppliers.column.by-risk': 'Parcelas por nivel de riesgo',
  'suppliers.column.overlaps': 'Superposiciones',
  'suppliers.column.last-upload': 'Último envío',
  'suppliers.column.actions': 'Acciones',
  'suppliers.upload-in-progress': 'Envío en curso ({status})',
  'suppliers.no-upload': 'Ningún envío todavía',
  'suppliers.view-plots': 'Ver parcelas',
  'suppliers.view-plots.of': 'Ver parcelas de {name}',
  'suppliers.new-upload': 'Nuevo envío',
  'suppliers.new-upload.for': 'Nuevo envío para {name}',
  'suppliers.rename': 'Renombrar',
  'suppliers.rename.of': 'Renombrar {name}',
  'suppliers.rename.label': 'Nuevo nombre para {name}',
  'suppliers.rename.save': 'Guardar nombre',
  'suppliers.delete': 'Eliminar',
  'suppliers.delete.of': 'Eliminar {name}',
  'suppliers.delete.title': '¿Eliminar el proveedor “{name}”?',
  'suppliers.delete.refused': 'Este proveedor no se puede eliminar.',
  'suppliers.delete.refused.hint':
    'Un proveedor solo se elimina cuando no tiene parcelas ni envíos en curso. Para quitar sus parcelas, envíe un archivo vacío para él con “sobrescribir” activado en la página <link>Envíos</link> y luego elimínelo.',
  'suppliers.delete.plots':
    '{count, plural, =0 {No tiene parcelas. Esto no se puede deshacer.} one {Tiene # parcela: el servicio se negará hasta que se quite.} other {Tiene # parcelas: el servicio se negará hasta que se quiten.}}',
  'suppliers.delete.deleting': 'Eliminando…',
  'suppliers.delete.confirm': 'Eliminar proveedor',
  'suppliers.cancel': 'Cancelar',
  'suppliers.close': 'Cerrar',
  'suppliers.new': 'Nuevo proveedor',
  'suppliers.new.name': 'Nombre del nuevo proveedor',
  'suppliers.new.creating': 'Creando…',
  'suppliers.new.create': 'Crear proveedor',
  'suppliers.created': 'Proveedor “{name}” creado.',
  'suppliers.renamed': 'Proveedor renombrado a “{name}”.',
  'suppliers.deleted': 'Proveedor “{name}” eliminado.',
  'suppliers.counting': 'Contando…',
  'suppliers.counting.loaded':
    '{count, plural, one {Contando… (# parcela cargada)} other {Contando… (# parcelas cargadas)}}',
  'suppliers.plots-failed': 'No se pudieron cargar las parcelas',
  'suppliers.no-plots': 'Ninguna parcela',
  'suppliers.risk-count': '{risk}: {count}',
  'suppliers.risk.high': 'Alto',
  'suppliers.risk.medium': 'Medio',
  'suppliers.risk.low': 'Bajo',
  'suppliers.risk.none': 'Sin riesgo',
  'suppliers.risk.unassessed': 'Sin evaluar',
  'suppliers.overlaps.none': 'Ninguna',
  'suppliers.overlaps.of': 'Parcelas superpuestas de {name}:',
  'counts.overlaps.all':
    '{plots, plural, one {# parcela} other {# parcelas}} en {pairs, plural, one {# par superpuesto} other {# pares superpuestos}}',
  'counts.overlaps.between':
    '{pairs, plural, =0 {Ninguna superposición {scope, select, supplier {con otros proveedores} other {entre proveedores}}} other {{plots, plural, one {# parcela} other {# parcelas}} en {pairs, plural, one {# par superpuesto} other {# pares superpuestos}} {scope, select, supplier {con otros proveedores} other {entre proveedores}} (declaraciones dobles)}}',
  'counts.overlaps.within':
    '{pairs, plural, =0 {Ninguna superposición {scope, select, supplier {dentro del proveedor} other {dentro de un mismo proveedor}}} other {{plots, plural, one {# parcela} other {# parcelas}} en {pairs, plural, one {# par superpuesto} other {# pares superpuestos}} {scope, select, supplier {dentro del proveedor} other {dentro de un mismo proveedor}}}}',
  'counts.overlaps.inside':
    '{plots, plural, =0 {Ninguna parcela dentro de otra parcela} one {# parcela dentro de otra parcela} other {# parcelas dentro de otra parcela}}',
  'counts.overlaps.partial':
    'Contado a partir de los {listed, number} pares más grandes de {total, number} pares superpuestos (la verificación solo lista los más grandes).',
  'counts.review':
    '{open, number} de {total, plural, one {# elemento de revisión} other {# elementos de revisión}} abiertos; {plots, plural, =0 {ninguna parcela requiere} one {# parcela requiere} other {# parcelas requieren}} atención.',
  'suppliers.overlaps.failed': 'No se pudo verificar',
  'suppliers.overlaps.not-checked': 'Sin verificar',
  'suppliers.overlaps.checking': 'Verificando…',
  'suppliers.column.review': 'Por revisar',
  'suppliers.review.none': 'Nada por revisar',
  'suppliers.review.of': 'Revisión de {name}:',
  'suppliers.review.attention':
    '{plots, plural, =0 {Ninguna parcela requiere atención} one {# parcela requiere atención} other {# parcelas requieren atención}}',
  'suppliers.review.items':
    '{open, plural, one {# abierto} other {# abiertos}} de {total, plural, one {# elemento} other {# elementos}}',
  'suppliers.review.counting': 'Contando…',
  'suppliers.review.failed': 'Aún no se pudo contar: se reintentará',
  'suppliers.review.elsewhere': 'En la página del proveedor',
  'supplier.title': 'Proveedor',
  'supplier.back': '← Todos los proveedores',
  'supplier.unknown': 'Este proveedor no existe en este proyecto',
  'supplier.unknown.hint':
    'Puede haber sido eliminado o renombrado, o pertenecer a otro proyecto. <link>Elija un proveedor</link>.',
  'supplier.loading': 'Cargando el proveedor…',
  'supplier.view-plots': 'Ver sus parcelas',
  'supplier.plots.stopped':
    'La carga se detuvo después de {count, plural, one {# parcela} other {# parcelas}}',
  'supplier.plots.failed': 'No se pudieron cargar las parcelas',
  'supplier.plots.loading': 'Cargando las parcelas del proyecto… ({count} hasta ahora)',
  'supplier.attention': 'Requiere atención',
  'supplier.attention.intro':
    'Cada señal de riesgo en una parcela es un elemento de revisión: riesgo alto o medio según el servicio, áreas protegidas o indígenas, deforestación posterior a la fecha de corte, un país del nivel de riesgo alto de la UE, una geometría que TRACES rechaza, una doble declaración con otro proveedor, una superposición dentro del proveedor y una parcela dentro de otra. Seleccione elementos y registre una decisión; un elemento sigue abierto hasta que se aprueba o se excluye («necesita información» lo deja abierto).',
  'supplier.decisions.failed': 'No se pudieron cargar las decisiones',
  'supplier.decisions.loading': 'Cargando las decisiones…',
  'supplier.items.waiting': 'Los elementos de revisión se calcularán cuando lleguen las parcelas…',
  'supplier.items.overlaps-failed':
    'La verificación de superposiciones falló: las dobles declaraciones y las superposiciones dentro del proveedor no están en la lista.',
  'supplier.items.overlaps-checking':
    'Verificando superposiciones entre las parcelas: las dobles declaraciones y las superposiciones dentro del proveedor se suman a la lista cuando termine la verificación.',
  'supplier.history': 'Historial de decisiones',
  'supplier.risk.title': 'Parcelas por riesgo evaluado (servicio)',
  'supplier.risk.caption': 'Parcelas y superficie por riesgo evaluado por el servicio',
  'supplier.plots-in-all': '{count, plural, one {# parcela} other {# parcelas}}, {area} en total.',
  'supplier.plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'supplier.column.assessed-risk': 'Riesgo evaluado (servicio)',
  'supplier.column.area': 'Superficie',
  'supplier.column.country': 'País',
  'supplier.column.benchmark': 'Clasificación de países de la UE (oficial)',
  'supplier.finding':
    '{count, plural, one {# parcela} other {# parcelas}}, {area} {what, select, deforested {deforestadas} other {de superposición}}',
  'supplier.finding.none': 'Ninguna',
  'supplier.findings': 'Hallazgos del servicio',
  'supplier.findings.deforestation': 'Deforestación después de la fecha de corte',
  'supplier.findings.protected': 'En áreas protegidas',
  'supplier.findings.indigenous': 'En territorios indígenas',
  'supplier.findings.unassessed': 'Aún sin evaluar',
  'supplier.countries': 'Países de producción',
  'supplier.countries.caption': 'Países de producción con la clasificación de países de la UE',
  'supplier.countries.none': 'Todavía no hay parcelas.',
  'supplier.uploads': 'Historial de envíos',
  'supplier.uploads.ongoing':
    'Envío en curso ({status}), iniciado el {date}{overwrite, select, yes {, reemplazando las parcelas del proveedor} other {}}.',
  'supplier.uploads.loading': 'Cargando el historial de envíos…',
  'supplier.uploads.failed': 'No se pudo cargar el historial de envíos',
  'supplier.uploads.none': 'Todavía no hay envíos registrados para este proveedor.',
  'supplier.uploads.files': '{date}: {files}',
  'supplier.uploads.unnamed': 'archivos sin nombre',
  'supplier.uploads.changes':
    '{added} agregadas, {changed} modificadas, {removed} quitadas; {count, plural, one {# parcela} other {# parcelas}} después del envío{overwrite, select, yes { (sobrescritura)} other {}}{matched, select, yes { (emparejadas por nombre)} other {}}.',
  'supplier.uploads.by': 'Registrado por {name}',
  'supplier.overlaps.failed':
    'La verificación de superposiciones falló; vuelva a cargar la página para verificar de nuevo.',
  'supplier.overlaps.checking': 'Verificando superposiciones entre las parcelas…',
  'supplier.overlaps.waiting':
    'Se verificarán las superposiciones cuando lleguen las demás parcelas del proyecto ({count, plural, one {# parcela} other {# parcelas}} hasta ahora)…',
  'supplier.overlaps.show': 'Mostrar las parcelas superpuestas en el mapa',
  'supplier.report.download': 'Descargar informe (PDF)',
  'supplier.report.printable': 'Informe para imprimir',
  'supplier.report.waiting':
    'El informe se puede generar cuando {what, select, plots {lleguen las parcelas} decisions {lleguen las decisiones} history {llegue el historial de decisiones} uploads {llegue el historial de envíos} conclusions {lleguen las conclusiones sobre el riesgo} other {termine la verificación de superposiciones}}.',
  'supplier.report.making': 'Generando el informe de {count, plural, one {# parcela} other {# parcelas}}…',
  'supplier.report.ready': 'Informe listo: su navegador guardó el PDF.',
  'supplier.report.stopped':
    'El informe se detuvo: {detail}. Inténtelo de nuevo; si vuelve a fallar, recargue la página.',
  'supplier.report.failed': 'No se pudo generar el informe: {detail}.',
  'supplier.report.title': 'Informe del proveedor',
  'supplier.report.back': '← Volver al proveedor',
  'supplier.report.load-failed': 'No se pudieron cargar los datos del proveedor',
  'supplier.report.loading':
    'Cargando {what, select, plots {las parcelas} decisions {las decisiones} history {el historial de decisiones} uploads {el historial de envíos} conclusions {las conclusiones sobre el riesgo} other {la verificación de superposiciones}}…',
  'supplier.report.making.page': 'Generando el informe…',
  'supplier.report.print': 'Imprimir',
  'projects.counts.failed': 'Recuentos no disponibles',
  'projects.counts.not-offered': 'El servicio no ofrece recuentos',
  'projects.counts.counting': 'Contando proveedores y parcelas…',
  'projects.counts':
    '{suppliers, plural, one {# proveedor} other {# proveedores}} · {plots, plural, one {# parcela} other {# parcelas}}',
  'projects.loading': 'Cargando proyectos…',
  'projects.failed': 'No se pudieron cargar sus proyectos',
  'projects.empty': 'Esta cuenta no tiene proyectos',
  'projects.empty.hint':
    'Pida a su administrador que dé a su cuenta acceso a un proyecto, o revise el token en <link>Ajustes</link>.',
  'projects.active': 'Activo',
  'projects.created': 'Creado el {date}',
  'projects.showing': 'En pantalla',
  'projects.switch': 'Mostrar',
  'projects.switch.to': 'Mostrar {name}',
  'projects.extent': 'Extensión del proyecto',
  'projects.map': 'Mapa de las parcelas del proyecto',
  'projects.extent.finding': 'Buscando dónde están las parcelas de este proyecto…',
  'projects.extent.framed': 'Encuadrado en las parcelas del proyecto (primera página).',
  'projects.extent.none': 'Este proyecto todavía no tiene parcelas: se muestra el mundo.',
  'settings.connection': 'Conexión',
  'settings.simulator': 'Simulador integrado',
  'settings.simulator.hint':
    'Una copia local fiel del servicio de riesgo con datos de demostración. Nada sale de esta computadora.',
  'settings.live.hint': 'El servicio de riesgo real, a través del servidor de este panel.',
  'settings.live.off':
    'Sin configurar: inicie el servidor del panel con {variable} definido (vea el README).',
  'settings.demo-account': 'Cuenta de demostración',
  'settings.server-token': 'El servidor guarda el token de la API: el navegador nunca lo ve.',
  'settings.token': 'Token de la API',
  'settings.token.set': 'Hay un token definido (oculto). Escriba para reemplazarlo.',
  'settings.token.paste': 'Pegue su token de la API',
  'settings.token.kept':
    'Se guarda solo en la memoria de esta página, nunca en el almacenamiento permanente del navegador, nunca en un enlace.',
  'settings.token.use': 'Usar este token',
  'settings.token.forget': 'Olvidar el token',
  'settings.remember': 'Recordar la conexión en esta pestaña (hasta que se cierre)',
  'settings.test': 'Probar la conexión',
  'settings.test.testing': 'Probando…',
  'settings.test.connected':
    'Conectado. Este token da acceso a {count, plural, one {# proyecto} other {# proyectos}}.',
  'settings.test.failed': 'Falló: {reason}',
  'settings.test.failed.http': 'Falló: {reason} (HTTP {status}, {code})',
  'settings.basemap': 'Mapa base',
  'settings.basemap.offline': 'Se usa el mapa base sin conexión integrado.',
  'settings.basemap.checking': 'Comprobando que el mapa base en línea esté accesible…',
  'settings.basemap.online': 'Mapa base en línea aplicado.',
  'settings.basemap.unreachable':
    'No se pudo acceder al mapa base en línea desde esta computadora; se mantiene el mapa base actual.',
  'settings.cache': 'Parcelas guardadas en este dispositivo',
  'settings.cache.intro':
    'Las parcelas de cada proyecto se guardan en este navegador para que la próxima visita las muestre al instante, mientras el panel consulta al servicio si hubo cambios. Solo se guardan datos de las parcelas, nunca su token.',
  'settings.cache.delete': 'Eliminar las parcelas guardadas',
  'settings.cache.empty': 'No había nada guardado en este dispositivo; no había nada que eliminar.',
  'settings.cache.deleted':
    'Se eliminó la copia guardada de {plots} parcelas de {projects, plural, one {# proyecto} other {# proyectos}}. La próxima visita las vuelve a cargar del servicio.',
  'settings.cache.failed':
    'No se pudieron eliminar las parcelas guardadas. Cierre las demás pestañas del panel e inténtelo de nuevo.',
  'report.title': 'Informe de debida diligencia: {name}',
  'report.project': 'Proyecto: {name}',
  'report.date': 'Fecha del informe: {date}',
  'report.intro':
    'El riesgo evaluado es la evaluación de cada parcela por el servicio de riesgo. La clasificación de países de la UE es la lista oficial de países de la Comisión; ambos se muestran por separado.',
  'report.summary': 'Resumen',
  'report.line': '{label}: {value}.',
  'report.finding.none': 'ninguna',
  'report.benchmark': 'Clasificación: {source}.',
  'report.at-risk': 'Parcelas en riesgo (servicio: alto o medio)',
  'report.at-risk.all': '{count, plural, one {# parcela en riesgo} other {# parcelas en riesgo}}.',
  'report.at-risk.some':
    '{count, plural, one {# parcela en riesgo} other {# parcelas en riesgo}}; se listan las primeras {listed}, otras {more} están en la página Parcelas del panel.',
  'report.column.plot': 'Parcela',
  'report.column.risk': 'Riesgo',
  'report.column.decision': 'Decisión actual',
  'report.column.overlap': 'Superposición',
  'report.deforested': 'Deforestado {area}',
  'report.no-deforestation': 'No se encontró deforestación',
  'report.protected': 'áreas protegidas {area}',
  'report.indigenous': 'territorios indígenas {area}',
  'report.assessed': 'evaluada el {date}',
  'report.decision': '{verdict} ({reason}), {by}, {date}',
  'report.decision.none': 'Aún sin decisión',
  'report.decisions': 'Decisiones y su historial',
  'report.decisions.count':
    '{entries, plural, one {# decisión} other {# decisiones}} sobre {items, plural, one {# elemento de revisión} other {# elementos de revisión}}, la más reciente primero en cada elemento{partial, select, yes {; se listan los primeros {listed} elementos} other {}}{truncated, select, yes {; el registro devolvió solo las decisiones más recientes} other {}}.',
  'report.decisions.none': 'Todavía no hay decisiones registradas.',
  'report.kind.risk': 'parcela en riesgo',
  'report.kind.double-claim': 'doble declaración',
  'report.kind.inside-another': 'dentro de otra parcela',
  'report.kind.protected-area': 'se superpone con un área protegida o indígena',
  'report.kind.deforestation': 'deforestación después de la fecha de corte',
  'report.kind.overlap-in-supplier': 'superposición en el mismo proveedor',
  'report.kind.high-risk-country': 'país de riesgo alto',
  'report.kind.traces-refused': 'rechazada por TRACES',
  'report.kind.plot': 'decisión sobre la parcela',
  'report.group': '{plot}: {kind}',
  'report.group.with': '{plot}: {kind} con {other}',
  'report.entry':
    '{date} {current, select, yes {(actual)} other {(anterior)}}: {verdict}. {reason}. Por {by}.',
  'report.entry.note': 'Nota: {note}',
  'report.entry.evidence': 'Evidencia: {evidence}',
  'report.overlaps.unchecked':
    'La verificación de superposiciones no había terminado cuando se generó el informe: las superposiciones no se listan.',
  'report.overlaps.counts':
    'Parcelas dentro de otra parcela: {inside}. Superpuestas a otra parcela de este proveedor: {within}. Superpuestas a una parcela de otro proveedor: {others}.',
  'report.overlaps.partial': 'Contado solo a partir de los pares superpuestos más grandes del proyecto.',
  'report.overlaps.other': '{plot} ({supplier})',
  'report.overlaps.inside': '{plot} ({supplier}), queda dentro de ella',
  'report.overlaps.share': '{area}, {share} %',
  'report.overlaps.more': 'Otras {count} superposiciones están en la página del proveedor en el panel.',
  'report.uploads.none': 'No hay envíos registrados para este proveedor.',
  'report.upload':
    '{date}: {added} agregadas, {changed} modificadas, {removed} quitadas; {count, plural, one {# parcela} other {# parcelas}} después del envío{overwrite, select, yes { (sobrescritura)} other {}}{matched, select, yes { (emparejadas por nombre)} other {}}. Registrado por {by}.',
  'report.upload.id': 'Envío {id}.',
  'report.file': '{name} SHA-256 {hash}',
  'report.file.no-hash': 'no registrado',
  'report.uploads.older': '{count} envíos más antiguos no se listan.',
  'report.provenance': 'Procedencia',
  'report.risk-data': 'Datos de riesgo',
  'report.risk-data.range': 'evaluados del {from} al {to}',
  'report.risk-data.none': 'todavía no hay parcelas evaluadas',
  'report.risk-data.frameworks': '{range} (marco {frameworks})',
  'report.rules-version': 'Versión de las reglas de parcelas',
  'report.app-version': 'Versión del panel',
  'report.benchmark.label': 'Clasificación de países de la UE',
  'report.benchmark.source': '{title} (adoptado el {adopted}, en vigor desde el {inForce})',
  'report.hashes': 'Huellas de los archivos',
  'report.hashes.count': '{withHash} de {files} archivos enviados (SHA-256)',
  'report.map': 'Mapa de las parcelas',
  'report.map.label': 'Contornos de {count} parcelas, coloreados según el riesgo evaluado por el servicio',
  'report.legend': '{risk} ({count})',
  'report.map.extent':
    '{outlines} parcelas dibujadas como contornos, las demás como puntos{missing, plural, =0 {} other {, # sin posición}}. Extensión: longitud {west} a {east}, latitud {south} a {north} (WGS 84). Sin mapa base.',
  'report.map.empty': 'Ninguna parcela tiene una posición para dibujar.',
  'report.tier':
    '{tier, select, low {Riesgo bajo} standard {Riesgo estándar} high {Riesgo alto} other {País desconocido}}',
  'report.footer': '{supplier} · {project} · página {page} de {pages}',
  'report.subject': 'Proveedor {supplier}, proyecto {project}',
  'report.label': '{label}:',
  'report.file.fact': '{name}, {size} bytes, SHA-256 {hash}',
  'report.upload.original': 'Archivos originales, tal como se recibieron',
  'report.upload.sent':
    'Archivos enviados al servicio, después de la asignación de campos y las correcciones',
  'report.upload.mapping': 'Asignación de campos',
  'report.upload.mapping.column': '{field} desde la columna “{column}”',
  'report.upload.mapping.value': '{field} = “{value}” para todas las parcelas',
  'report.upload.fixes': 'Correcciones aplicadas',
  'report.upload.fix':
    '{kind}: {count, plural, one {# parcela} other {# parcelas}}{listed, select, yes { ({plots}{more, plural, =0 {} one {, y # más} other {, y # más}})} other {}}',
  'report.fix.kind':
    '{kind, select, close_rings {anillos abiertos cerrados} drop_duplicate_vertices {vértices repetidos quitados} truncate_6_decimals {posiciones truncadas a 6 decimales} swap_axes {latitud y longitud intercambiadas} make_valid {formas inválidas reparadas (GEOS make-valid)} split_holes {huecos quitados cortando las parcelas en partes} fill_holes {huecos rellenados} remove_exact_duplicates {duplicados exactos quitados} other {{raw}}}',
  'report.open': 'Elementos de revisión abiertos',
  'report.open.none': 'Ningún elemento de revisión está abierto: cada uno tiene una decisión.',
  'report.open.count':
    '{count, plural, one {# elemento de revisión está abierto} other {# elementos de revisión están abiertos}} (sin decisión todavía, o a la espera de información del proveedor): {kinds}.',
  'report.open.kind': '{kind}: {count}',
  'report.open.unchecked':
    'La comprobación de superposiciones no había terminado: las superposiciones entre parcelas no se cuentan.',
  'report.open.waiting': '{item} (a la espera de información del proveedor)',
  'report.open.more': 'Otros {count} elementos abiertos están en la página del proveedor del panel.',
  'report.conclusion': 'Conclusión sobre el riesgo y aprobación',
  'report.conclusion.none':
    'No se ha preparado ninguna conclusión sobre el riesgo para este proveedor: nada está aprobado.',
  'report.conclusion.kind':
    '{kind, select, negligible {Conclusión: el riesgo es insignificante.} mitigated {Conclusión: el riesgo no es insignificante; se tomaron medidas de mitigación.} other {Conclusión: {kind}.}}',
  'report.conclusion.prepared':
    'Preparada por {by}, {date}, con {open, plural, =0 {ningún elemento de revisión abierto} one {# elemento de revisión abierto} other {# elementos de revisión abiertos}}.',
  'report.conclusion.reasoning': 'Justificación: {text}',
  'report.conclusion.mitigation': 'Medidas de mitigación tomadas: {text}',
  'report.conclusion.signed': 'Aprobada por {by}, {date}.',
  'report.conclusion.unsigned': 'No aprobada: espera la firma de una segunda persona.',
  'report.conclusion.earlier': 'Conclusiones anteriores, de la más reciente a la más antigua',
  'report.conclusion.older': '{count} conclusiones más antiguas no se listan.',
  'conclusion.title': 'Conclusión sobre el riesgo',
  'conclusion.intro':
    'Un revisor prepara la conclusión sobre el riesgo del proveedor; un aprobador que no la preparó la aprueba (principio de los cuatro ojos). Ambas cosas quedan en el registro de auditoría y en el informe.',
  'conclusion.loading': 'Cargando las conclusiones sobre el riesgo…',
  'conclusion.failed': 'No se pudieron cargar las conclusiones sobre el riesgo',
  'conclusion.none': 'Todavía no se ha preparado ninguna conclusión para este proveedor.',
  'conclusion.current': 'Última conclusión',
  'conclusion.kind.negligible': 'Riesgo insignificante',
  'conclusion.kind.mitigated': 'Riesgo no insignificante: mitigado',
  'conclusion.reasoning': 'Justificación: {text}',
  'conclusion.mitigation': 'Medidas de mitigación tomadas: {text}',
  'conclusion.prepared-by': 'Preparada por {by}, {date}',
  'conclusion.open-at':
    '{count, plural, =0 {Ningún elemento de revisión estaba abierto cuando se preparó.} one {# elemento de revisión seguía abierto cuando se preparó.} other {# elementos de revisión seguían abiertos cuando se preparó.}}',
  'conclusion.signed-by': 'Aprobada por {by}, {date}',
  'conclusion.waiting':
    'A la espera de que firme una segunda persona. Usted preparó esta conclusión, así que otro aprobador debe aprobarla.',
  'conclusion.unsigned': 'Aún no aprobada: debe firmarla un aprobador que no la haya preparado.',
  'conclusion.sign': 'Aprobar esta conclusión',
  'conclusion.signing': 'Aprobando…',
  'conclusion.sign.forbidden':
    'Debe firmar una segunda persona: quien preparó una conclusión no puede aprobarla, y solo un aprobador o un administrador puede hacerlo. Pídaselo a otro aprobador.',
  'conclusion.sign.conflict': 'Alguien ya aprobó esta conclusión; la página muestra ahora su aprobación.',
  'conclusion.sign.failed': 'La aprobación no se registró: {detail} Vuelva a intentarlo.',
  'conclusion.read-only':
    'Puede leer las conclusiones. Preparar una requiere el rol de revisor en este proyecto; aprobarla, el de aprobador.',
  'conclusion.history': 'Conclusiones anteriores',
  'conclusion.form': 'Preparar una conclusión',
  'conclusion.form.new': 'Preparar una nueva conclusión',
  'conclusion.form.kind': 'Conclusión',
  'conclusion.form.negligible': 'El riesgo es insignificante',
  'conclusion.form.mitigated': 'El riesgo no es insignificante y se tomaron medidas de mitigación',
  'conclusion.form.reasoning': 'Justificación',
  'conclusion.form.reasoning.hint':
    '(al menos 10 caracteres: por qué el riesgo es insignificante, o qué se evaluó)',
  'conclusion.form.mitigation': 'Medidas de mitigación tomadas',
  'conclusion.form.mitigation.hint': '(al menos 10 caracteres: las medidas y lo que lograron)',
  'conclusion.form.counting':
    'Contando los elementos de revisión abiertos… La conclusión podrá prepararse cuando estén contados.',
  'conclusion.form.open-warning':
    '{count, plural, one {# elemento de revisión sigue abierto} other {# elementos de revisión siguen abiertos}}. La conclusión registra este número; decida sobre ellos primero si puede.',
  'conclusion.form.none-open': 'Ningún elemento de revisión está abierto.',
  'conclusion.form.missing-kind': 'Elija una conclusión: insignificante o mitigado.',
  'conclusion.form.short-reasoning': 'Escriba la justificación en al menos 10 caracteres.',
  'conclusion.form.short-mitigation': 'Indique las medidas de mitigación tomadas, en al menos 10 caracteres.',
  'conclusion.form.forbidden':
    'Solo un revisor, un aprobador o un administrador de este proyecto puede preparar una conclusión.',
  'conclusion.form.failed':
    'La conclusión no se guardó: {detail} Lo que escribió se conserva; vuelva a intentarlo.',
  'conclusion.form.submit': 'Preparar para aprobación',
  'conclusion.form.sending': 'Guardando…',
  // Declarations from suppliers (issue 51, downstream): the supplier page's register and the report's part
  'declarations.title': 'Declaraciones de este proveedor',
  'declarations.intro':
    'Los números de referencia de declaraciones de diligencia debida (o identificadores de declaraciones simplificadas) que este proveedor le envió, con sus números de verificación, comprobados con el sistema de información de la UE.',
  'declarations.loading': 'Cargando las declaraciones…',
  'declarations.failed': 'No se pudieron cargar las declaraciones',
  'declarations.none':
    'Aún no hay ninguna declaración de este proveedor. Añada los números de referencia y de verificación que el proveedor le envió.',
  'declarations.list': 'Declaraciones',
  'declarations.read-only':
    'Solo un revisor, un aprobador o un administrador de este proyecto puede añadir o comprobar declaraciones.',
  'declarations.item': '{reference}: {verdict}',
  'declarations.verdict.usable': 'Utilizable',
  'declarations.verdict.not-usable': 'No utilizable ({status})',
  'declarations.verdict.not-found': 'No encontrada',
  'declarations.verdict.not-checked': 'No se pudo comprobar',
  'declarations.verdict.unchecked': 'Aún sin comprobar',
  'declarations.verification': 'Número de verificación: {number}',
  'declarations.checked': 'Comprobada el {date} por {by}',
  'declarations.by-server': 'el servidor',
  'declarations.check-error': 'Motivo: {detail}',
  'declarations.note': 'Nota: {text}',
  'declarations.added': 'Añadida por {by}, {date}',
  'declarations.check-again': 'Comprobar de nuevo',
  'declarations.check-again.label': 'Comprobar {reference} de nuevo',
  'declarations.checking': 'Comprobando…',
  'declarations.error.forbidden':
    'Solo un revisor, un aprobador o un administrador de este proyecto puede añadir o comprobar declaraciones.',
  'declarations.error.no-account':
    'El equipo no tiene cuenta de la UE: un administrador la configura en la página de la cuenta de la UE; luego inténtelo de nuevo.',
  'declarations.error.duplicate':
    'Este número de referencia de este proveedor ya está en la lista: use «Comprobar de nuevo» allí.',
  'declarations.error.kept': 'La declaración se añadió pero no se pudo comprobar: {detail}',
  'declarations.error.check': 'No se pudo hacer la comprobación: {detail}',
  'declarations.error.failed': 'No se guardó: {detail} Inténtelo de nuevo.',
  'declarations.form': 'Añadir una declaración',
  'declarations.form.reference': 'Número de referencia o identificador de declaración',
  'declarations.form.reference.hint': '(hasta 14 letras y cifras, tal como lo envió el proveedor)',
  'declarations.form.verification': 'Número de verificación',
  'declarations.form.verification.hint': '(de 5 a 35 caracteres)',
  'declarations.form.note': 'Nota (opcional)',
  'declarations.form.bad-reference':
    'El número de referencia debe tener de 1 a 14 letras y cifras, sin espacios ni guiones: cópielo de la declaración del proveedor.',
  'declarations.form.bad-verification':
    'El número de verificación debe tener de 5 a 35 caracteres: cópielo tal como lo envió el proveedor.',
  'declarations.form.added': '{reference} se añadió y se comprobó.',
  'declarations.form.submit': 'Añadir y comprobar',
  'declarations.form.sending': 'Comprobando con la UE…',
  'report.declarations': 'Declaraciones de este proveedor',
  'report.declarations.intro':
    'Números de referencia que envió el proveedor, cada uno con su última comprobación por el sistema de información de la UE (verify-declaration).',
  'report.declarations.none': 'No hay ninguna declaración de este proveedor en el registro.',
  'report.declarations.line': '{reference} (número de verificación {verification}): {verdict}.',
  'report.declarations.checked': 'Última comprobación el {date} por {by}.',
  'report.declarations.never': 'Nunca comprobada.',
  'report.declarations.error': 'No se pudo hacer la comprobación: {detail}',
  'report.declarations.more': '{count} declaraciones más no se listan.',
  'report.declarations.waiting':
    'El informe se puede generar cuando lleguen las declaraciones del proveedor.',
  'report.declarations.loading': 'Cargando las declaraciones del proveedor…',

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
  'basemap.offline': 'Países sin conexión (incluido)',
  'basemap.openfreemap-liberty': 'OpenFreeMap Liberty (en línea)',
  'basemap.openfreemap-positron': 'OpenFreeMap Positron (en línea)',
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
  'benchmark.source.title': 'Reglamento de Ejecución (UE) 2025/1093 de la Comisión',
  'benchmark.source.legal-basis': 'artículo 29 del Reglamento (UE) 2023/1115 (EUDR)',
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
  // Signing in (src/app/sign-in, src/lib/session; docs/people.md)
  'auth.checking': 'Comprobando quién ha iniciado sesión…',
  'auth.unreachable.title': 'No se pudo contactar con el servidor del panel',
  'auth.sign-in.title': 'Iniciar sesión',
  'auth.sign-in.intro': 'Inicie sesión con el correo electrónico y la contraseña de su cuenta.',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.sign-in.submit': 'Iniciar sesión',
  'auth.sign-in.sending': 'Iniciando sesión…',
  'auth.sso': 'Iniciar sesión con {name}',
  'auth.sso.error.cancelled':
    'El inicio de sesión único se canceló o su proveedor lo rechazó. Inténtelo de nuevo, o inicie sesión con su correo electrónico y su contraseña.',
  'auth.sso.error.code':
    'El inicio de sesión único no pudo identificarle (código: {code}). Inténtelo de nuevo, o consulte al administrador de su equipo.',
  'auth.sso.error.generic':
    'El inicio de sesión único no pudo identificarle. Inténtelo de nuevo, o consulte al administrador de su equipo.',
  'auth.demo.title': 'Equipo de demostración (solo en esta computadora)',
  'auth.demo.intro':
    'Las personas de demostración del simulador: elija una para entrar en su nombre, sin contraseña.',
  'auth.demo.person': 'Continuar como {name} — {role}',
  'auth.role.viewer': 'lector',
  'auth.role.reviewer': 'revisor',
  'auth.role.approver': 'aprobador',
  'auth.role.admin': 'administrador',
  'auth.error.wrong': 'El correo electrónico o la contraseña no son correctos.',
  'auth.error.too-many':
    'Demasiados intentos: vuelva a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'auth.error.too-many.later': 'Demasiados intentos: espere unos minutos y vuelva a intentarlo.',
  'auth.error.unreachable':
    'No se pudo contactar con el servidor del panel. Revise su conexión y vuelva a intentarlo.',
  'auth.error.demo-refused':
    'El equipo de demostración solo se ofrece cuando el panel funciona en esta computadora.',
  'auth.missing.email': 'Ingrese su correo electrónico.',
  'auth.missing.email-format': 'Ingrese un correo electrónico completo, como nombre@ejemplo.org.',
  'auth.missing.password': 'Ingrese su contraseña.',
  'auth.missing.name': 'Ingrese su nombre.',
  'auth.missing.team': 'Ingrese el nombre de su equipo.',
  'auth.password.short': 'La contraseña debe tener al menos {min} caracteres.',
  'auth.password.hint': 'Al menos {min} caracteres. Lo mejor es una frase larga que pueda recordar.',
  'auth.your-name': 'Su nombre',
  'auth.your-name.hint': 'Tal como lo verá su equipo junto a sus decisiones.',
  'auth.setup.title': 'Configurar el panel',
  'auth.setup.intro':
    'Aquí nadie tiene cuenta todavía. Dé un nombre a su equipo y cree la primera cuenta: será su administrador y podrá invitar a los demás.',
  'auth.setup.team': 'Nombre del equipo',
  'auth.setup.submit': 'Crear el equipo e iniciar sesión',
  'auth.setup.sending': 'Creando el equipo…',
  'auth.setup.taken': 'Alguien ya configuró este panel: inicie sesión con su cuenta.',
  'auth.setup.to-sign-in': 'Ir al inicio de sesión',
  'auth.account': 'Cuenta: {name}',
  'auth.account.signed-in': 'Sesión iniciada como {name}',
  'auth.account.team': 'Equipo: {team}',
  'auth.sign-out': 'Cerrar sesión',
  'auth.sign-out.sending': 'Cerrando sesión…',
  'auth.sign-out.failed': 'No se pudo cerrar la sesión: {reason}',
  'auth.invitation.loading': 'Leyendo la invitación…',
  'auth.invitation.title': 'Unirse a {team}',
  'auth.invitation.intro':
    'Le invitaron como {email}. Elija el nombre que verá su equipo y una contraseña: iniciará sesión con este correo electrónico y esa contraseña.',
  'auth.invitation.roles': 'Lo que podrá hacer',
  'auth.invitation.role.all': '{role} en todos los proyectos',
  'auth.invitation.role.project': '{role} en el proyecto {project}',
  'auth.invitation.expires': 'Esta invitación puede usarse una sola vez, hasta el {date}.',
  'auth.invitation.submit': 'Unirse e iniciar sesión',
  'auth.invitation.sending': 'Uniéndose…',
  'auth.invitation.invalid.title': 'Esta invitación ya no es válida',
  'auth.invitation.invalid':
    'Esta invitación ya se usó, se retiró o tiene más de 7 días. Pida una nueva al administrador de su equipo.',
  'auth.invitation.incomplete.title': 'Este enlace está incompleto',
  'auth.invitation.incomplete':
    'Falta el código de la invitación en el enlace. Vuelva a abrir el enlace de su invitación completo: termina con # y un código largo.',
  'auth.invitation.failed': 'No se pudo leer la invitación',
  'auth.invitation.to-sign-in': 'Ir a la página de inicio de sesión',
  'auth.review.below':
    'Usted es {role} en este proyecto: solo un revisor, aprobador o administrador puede registrar decisiones.',
  'auth.review.no-role':
    'No tiene ningún rol en este proyecto: solo un revisor, aprobador o administrador puede registrar decisiones.',
  'map.failed': 'No se pudo mostrar el mapa.',
  'map.problem': 'Problema con el mapa: {reason}',
  'map.basemap-offline':
    'El mapa de fondo no está disponible sin conexión; sus parcelas se siguen mostrando.',
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
  'review.history.kind.protected-area': '{plot} (área protegida o indígena)',
  'review.history.kind.deforestation': '{plot} (deforestación después de la fecha de corte)',
  'review.history.kind.overlap-in-supplier': '{plot} (se superpone con {other}, mismo proveedor)',
  'review.history.kind.high-risk-country': '{plot} (país de riesgo alto)',
  'review.history.kind.traces-refused': '{plot} (rechazada por TRACES)',
  'review.history.kind.plot': '{plot} (la parcela entera)',
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Prueba:',
  'review.item.risk': 'Riesgo evaluado (servicio): {risk}',
  'review.item.inside': 'Dentro de {other}: {share} de esta parcela cubierta',
  'review.item.overlap': 'Se superpone con {other} en {area} ({share} de esta parcela)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'En riesgo',
  'review.kind.double-claim': 'Declaración doble',
  'review.kind.inside-another': 'Dentro de otra parcela',
  'review.kind.protected-area': 'Área protegida o indígena',
  'review.kind.deforestation': 'Deforestación después de la fecha de corte',
  'review.kind.overlap-in-supplier': 'Superposición en el mismo proveedor',
  'review.kind.high-risk-country': 'País de riesgo alto',
  'review.kind.traces-refused': 'Rechazada por TRACES',
  'review.kind.plot': 'Decisión sobre la parcela',
  'review.attention': '{open} de {total} elementos de revisión requieren atención.',
  'review.all-decided': 'Los {total} elementos de revisión tienen un dictamen.',
  'review.nothing':
    'Nada que revisar: ningún riesgo, ninguna deforestación, ninguna área protegida ni territorio indígena, ninguna superposición, ningún país de alto riesgo y ningún rechazo de TRACES.',
  'review.select-all': 'Seleccionar los {count} listados',
  'review.show-decided': 'Mostrar también los elementos con dictamen',
  'review.items': 'Elementos de revisión',
  'review.select-item': 'Seleccionar {kind}: {plot}',
  'review.decided': 'Decidido: <b>{verdict}</b> por {who} el {date}',
  'review.show-more': 'Mostrar {count} más de {left}',
  'review.attention.waiting':
    '{open} de {total} elementos de revisión requieren atención, {waiting} de ellos a la espera de información.',
  'review.waiting': 'A la espera de información: sigue abierto hasta que se apruebe o se excluya.',
  'review.item.protected':
    'Áreas protegidas en la parcela: {protected}; territorios indígenas: {indigenous} (evaluación del servicio)',
  'review.item.deforestation':
    'Deforestación posterior a la fecha de corte según la evaluación del servicio: {area}',
  'review.item.detection':
    '{touches, select, yes {Deforestación detectada en la parcela} other {Deforestación detectada a menos de {distance} de la parcela}} el {date}: {area} (detección {id})',
  'review.item.country': '{country} está en la categoría de alto riesgo de la UE (Reglamento (UE) 2025/1093)',
  'review.item.traces':
    'Las reglas de TRACES rechazan la geometría de esta parcela: no puede entrar en una declaración tal como está',
  'review.item.plot': 'La parcela en su conjunto: un dictamen sobre la propia parcela, con o sin señales',
  'review.detections.loading':
    'Comprobando las detecciones de deforestación de los últimos {months} meses: las que estén en las parcelas o cerca se suman a los elementos de revisión al terminar la comprobación.',
  'review.detections.failed':
    'No se pudieron comprobar las detecciones de deforestación: faltan en los elementos de revisión hasta que la comprobación funcione',
  'plots.filter.review.not-excluded': 'Todo salvo las excluidas',
  'plots.explain.signals':
    'El servicio califica esta parcela como «{level}», pero la parcela tiene elementos de revisión (ver Revisión): la calificación por sí sola no la resuelve.',
  'plots.explain.detections':
    'La evaluación del servicio no encuentra deforestación {since}, pero {count, plural, one {# detección de deforestación está} other {# detecciones de deforestación están}} en la parcela o cerca (ver Revisión).',
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
  'plots.fresh.server':
    'Copia del equipo de las {time} ({ago}), leída del servicio por el servidor del panel{refreshing, select, yes { · se está leyendo una copia más reciente} other {}}{kept, select, yes { · guardada en este dispositivo} other {}}',
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
  'plots.loading.server-walking':
    'El servidor del panel está leyendo las parcelas del proyecto desde el servicio: {plots, number} hasta ahora…',
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
  'plots.explain.none': 'Sin riesgo según la calificación del servicio; sus cifras siguen.',
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
  'plots.overlaps.title': 'Superposiciones: declaraciones dobles y superposiciones dentro de un proveedor',
  'plots.overlaps.failed': 'La búsqueda de superposiciones falló: {reason}.',
  'plots.overlaps.pending': 'Buscando parcelas superpuestas cuando se hayan cargado todas…',
  'plots.overlaps.reload': 'Vuelva a cargar la página para buscar superposiciones.',
  'plots.overlaps.none':
    'Sin superposiciones: {count, number} parcelas revisadas, ninguna declara tierra de otra.',
  'plots.overlaps.only': 'Mostrar solo las parcelas superpuestas',
  'plots.overlaps.pairs': 'Pares superpuestos',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) y <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    'Superposición de {area}: {shareA} de la primera, {shareB} de la segunda{same, select, yes { · mismo proveedor: una superposición dentro del proveedor} other { · proveedores distintos: una declaración doble}}',
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
  'plots.statement.report.one':
    'Las parcelas son de un solo proveedor: su informe (PDF) se genera al descargar, va en el paquete y se guarda con él como prueba.',
  'plots.statement.report.several':
    'Estas parcelas son de {count} proveedores: el informe de proveedor se guarda para un proveedor a la vez, así que este paquete no lleva ninguno. Filtre la página Parcelas por un proveedor para incluir su informe.',
  'plots.statement.report.building': 'Generando el informe del proveedor…',
  'plots.statement.report.included': 'El paquete lleva el informe del proveedor, {file}.',
  'plots.statement.report.failed':
    'No se pudo generar el informe del proveedor: no se guardó nada ni se conservó como prueba. {reason}',
  'plots.statement.report.retry': 'Generar el informe de nuevo',
  'plots.statement.report.unavailable':
    'La generación del informe no está disponible en esta página: recargue la página.',
  'plots.statement.report.pinned': 'El informe del proveedor se guarda con él (SHA-256 {sha}).',
  'plots.statement.operator': 'Quién presenta',
  'plots.statement.kind': 'Tipo de declaración',
  'plots.statement.kind.dds': 'Declaración de diligencia debida',
  'plots.statement.kind.sd':
    'Declaración simplificada (micro o pequeño operador primario, país de riesgo bajo)',
  'plots.statement.role': 'Función',
  'plots.statement.role.OPERATOR': 'Operador (presenta por sí mismo)',
  'plots.statement.role.REPRESENTATIVE_OPERATOR': 'Representante autorizado de un operador',
  'plots.statement.role.MICRO_OPERATOR': 'Micro o pequeño operador primario',
  'plots.statement.role.REPRESENTATIVE_MSPO':
    'Representante autorizado de un micro o pequeño operador primario',
  'plots.statement.represented': 'Operador representado',
  'plots.statement.represented.name': 'Nombre',
  'plots.statement.represented.id-type': 'Tipo de identificador',
  'plots.statement.represented.id-value': 'Identificador',
  'plots.statement.represented.street': 'Calle y número',
  'plots.statement.represented.postal-code': 'Código postal',
  'plots.statement.represented.city': 'Ciudad',
  'plots.statement.represented.country': 'País (2 letras, p. ej. NL)',
  'plots.statement.represented.email': 'Correo electrónico (opcional)',
  'plots.statement.represented.phone': 'Teléfono (opcional)',
  'plots.statement.country-activity': 'Estado miembro de la actividad (opcional)',
  'plots.statement.border-country': 'País de entrada o salida (opcional)',
  'plots.statement.none': 'Sin indicar',
  'plots.statement.cn': 'Código NC (opcional)',
  'plots.statement.percentage': 'Estimación o desviación (%)',
  'plots.statement.unit': 'Unidad suplementaria ({qualifier})',
  'plots.statement.comment': 'Comentario para la autoridad (opcional)',
  'plots.statement.confidential':
    'Mantener confidencial la geolocalización (no se muestra a operadores posteriores ni comerciantes)',
  'plots.statement.grouped': 'Declaraciones para agrupar (opcional): un número de referencia por línea',
  'plots.statement.grouped.sd':
    'Declaraciones simplificadas para agrupar (opcional): una por línea, número de referencia, un espacio, número de verificación',
  'plots.statement.limit.chars': 'Como máximo {max, number} caracteres.',
  'plots.statement.limit.reference':
    'Como máximo 35 caracteres; un paquete de varias declaraciones le añade -1, -2, …',
  'plots.statement.limit.hs': 'De 2 a 6 dígitos, p. ej. 1801.',
  'plots.statement.limit.cn': '8 dígitos que empiezan por el código SA; se guarda en el paquete junto a él.',
  'plots.statement.limit.mass':
    'Kilogramos, como máximo 6 decimales; obligatoria para importación y exportación.',
  'plots.statement.limit.percentage': 'Solo producción nacional; como máximo 3 decimales.',
  'plots.statement.limit.unit':
    'La aduana cuenta estas mercancías en {unit}; obligatoria para importación y exportación.',
  'plots.statement.limit.eori':
    'Para importación y exportación, un número EORI (código de país y hasta 15 letras o dígitos).',
  'plots.statement.error.internalReferenceNumber': 'Acorte la referencia interna a 35 caracteres o menos.',
  'plots.statement.error.internalReferenceNumber.required':
    'Una declaración simplificada necesita una referencia interna: introduzca una.',
  'plots.statement.error.hsHeading':
    'Introduzca un código SA de 2 a 6 dígitos (p. ej. 1801); ponga un código de 8 dígitos en el campo Código NC.',
  'plots.statement.error.cnCode':
    'Introduzca un código NC de 8 dígitos que empiece por el código SA, o deje el campo vacío.',
  'plots.statement.error.descriptionOfGoods': 'Describa las mercancías en 1 a 150 caracteres.',
  'plots.statement.error.netWeightKg':
    'Introduzca la masa neta en kg, un número positivo con como máximo 6 decimales (obligatoria para importación y exportación; si no, indíquela o una unidad suplementaria).',
  'plots.statement.error.percentageEstimationOrDeviation':
    'Introduzca un porcentaje positivo con como máximo 3 decimales.',
  'plots.statement.error.supplementaryUnit':
    'Introduzca la cantidad en la unidad suplementaria: un número positivo con como máximo 6 decimales (obligatoria para importación y exportación).',
  'plots.statement.error.supplementaryUnitQualifier':
    'La unidad suplementaria no corresponde al código SA: revise el código.',
  'plots.statement.error.species':
    'La madera necesita su especie: un nombre científico y un nombre común, de 200 caracteres como máximo cada uno.',
  'plots.statement.error.comment': 'Acorte el comentario a 2000 caracteres o menos.',
  'plots.statement.error.representedOperator':
    'Indique el nombre del operador representado, un identificador y su dirección completa (país con 2 letras, p. ej. NL).',
  'plots.statement.error.groupedDeclarations':
    'Indique números de referencia de como máximo 14 caracteres, uno por línea.',
  'plots.statement.error.groupedSimplifiedDeclarations':
    'Indique una declaración simplificada por línea: su número de referencia (como máximo 14 caracteres), un espacio y su número de verificación (de 5 a 35).',
  'plots.statement.error.operatorRole': 'Elija una función que corresponda al tipo de declaración.',
  'plots.statement.error.other': 'Revise {field}: {issue}',
  'plots.statement.rules-failed':
    'La declaración incumple las reglas del sistema de información, así que no se guardó nada: {violations}',
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
    'Un solo archivo tendría {size} para {producers, plural, one {# productor} other {# productores}}; un archivo para el Sistema de Información admite como máximo {max, number} productores de una materia prima y 25 MB (1 MB = 1.000.000 bytes): {parts, number} archivos ({first} …) cumplen cada uno esos límites.',
  'plots.traces.refusal.point-over-4-ha': 'Punto que representa más de 4 ha',
  'plots.traces.refusal.point-area-too-small': 'Punto con un Area inferior a 0,0001 ha',
  'plots.traces.refusal.producer-name-too-long': 'Nombre de productor de más de 500 caracteres',
  'plots.traces.refusal.no-country': 'Sin país de producción',
  'plots.traces.refusal.outside-every-country': 'Fuera de todo país',
  'plots.traces.refusal.invalid-geolocation': 'Geolocalización que el Sistema de Información rechaza',
  'plots.traces.file': 'Archivo: {file} ({size}).',
  'plots.traces.cancel': 'Cancelar',
  'plots.traces.one-file': 'Un solo archivo de todos modos',
  'plots.traces.download-parts': 'Descargar {parts, number} archivos conformes',
  'plots.traces.download': 'Descargar el GeoJSON',
  'plots.export.checking-decisions': 'Leyendo las decisiones sobre {count, number} parcelas…',
  'plots.export.unavailable': 'No se exportó nada: no se pudieron leer las decisiones.',
  'plots.traces.unavailable': 'La exportación espera las decisiones',
  'plots.traces.unavailable.why':
    'Solo entran en un archivo de TRACES las parcelas que sus decisiones permiten: no se exporta nada hasta poder leer las decisiones y las excepciones.',
  'plots.traces.unavailable.store': 'No se pudo contactar con el registro de revisiones',
  'plots.traces.close': 'Cerrar',
  'plots.decisions.title': 'Decisiones',
  'plots.decisions.excluded':
    '{count, plural, one {# parcela excluida} other {# parcelas excluidas}} por una decisión',
  'plots.decisions.held': '{count, plural, one {# parcela retenida} other {# parcelas retenidas}}: {reason}',
  'plots.decisions.overridden':
    '{count, plural, one {# parcela admitida} other {# parcelas admitidas}} por la excepción de un aprobador',
  'plots.decisions.all-in':
    'Ninguna decisión deja fuera una parcela: ninguna está excluida, ninguna tiene puntos abiertos.',
  'plots.decisions.who-can':
    'Usted es {role} en este proyecto: solo un aprobador o un administrador puede admitir una parcela retenida, con un motivo. Pídaselo a uno de ellos, o haga decidir los puntos abiertos en la página del proveedor.',
  'plots.decisions.who-can.no-role':
    'No tiene ningún rol en este proyecto: solo un aprobador o un administrador puede admitir una parcela retenida, con un motivo.',
  'plots.decisions.show': 'Mostrar {count, plural, one {la parcela} other {las # parcelas}}',
  'plots.decisions.list': 'Parcelas dejadas fuera o admitidas por las decisiones',
  'plots.decisions.plot-excluded': 'excluida por una decisión; nunca se exporta.',
  'plots.decisions.plot-held':
    'retenida: {reasons}{asked, select, yes { (información pedida al proveedor)} other {}}.',
  'plots.decisions.plot-overridden': 'admitida por la excepción de {who}: «{reason}»',
  'plots.decisions.override': 'Hacer una excepción con un motivo…',
  'plots.decisions.override.of': 'Hacer una excepción con un motivo… {plot}',
  'plots.decisions.override.form': 'Excepción para {plot}',
  'plots.decisions.override.reason':
    'Por qué esta parcela puede entrar en las declaraciones pese a sus puntos abiertos',
  'plots.decisions.override.hint':
    'Al menos {min, number} caracteres. La excepción cubre {keys, plural, one {el punto abierto} other {los # puntos abiertos}} de esta parcela; un punto que se abra después la retiene de nuevo. Queda en el registro de auditoría a su nombre.',
  'plots.decisions.override.failed': 'La excepción no se registró: {reason}',
  'plots.decisions.override.cancel': 'Cancelar',
  'plots.decisions.override.save': 'Registrar la excepción',
  'plots.decisions.override.saving': 'Registrando…',
  'plots.decisions.reason.high-risk': 'punto abierto de riesgo alto',
  'plots.decisions.reason.medium-risk': 'punto abierto de riesgo medio',
  'plots.decisions.reason.deforestation': 'punto abierto de deforestación',
  'plots.decisions.reason.protected-area': 'punto abierto de área protegida',
  'plots.decisions.reason.high-risk-country': 'punto abierto de país de riesgo alto',
  'plots.decisions.reason.traces-refused': 'punto abierto: rechazada por las reglas de TRACES',
  'plots.decisions.reason.double-claim': 'doble reclamación abierta',
  'plots.decisions.reason.inside-another': 'punto abierto: dentro de otra parcela',
  'plots.decisions.reason.overlap-in-supplier': 'superposición abierta dentro del proveedor',
  'plots.decisions.reason.plot': 'información pedida sobre la parcela',
  'plots.pin.pinning': 'Guardando como prueba (huellas de las parcelas y los archivos)…',
  'plots.pin.pinned': 'Guardado como instantánea de prueba <b>{id}</b>, conservada hasta el {until}.',
  'plots.pin.failed':
    '<b>No se guardó como prueba.</b> Los archivos se guardaron, pero no el registro de aquello con lo que se hicieron: {reason}',
  'plots.pin.retry': 'Volver a guardar como prueba',
  'errors.download': 'No se pudo descargar el archivo.',
  'errors.download-dropped': 'La conexión se cortó durante la descarga.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
  'land.area': 'Superficie',
  'land.remaining-forest': 'Bosque remanente',
  'land.protected-areas': 'Áreas protegidas',
  'land.indigenous-territories': 'Territorios indígenas',
  'jurisdictions.intro':
    'El riesgo evaluado por el servicio según el marco de referencia {framework}, con sus parcelas; la clasificación oficial de países de la UE se muestra aparte.',
  'jurisdictions.intro.project':
    'El riesgo evaluado por el servicio según el marco de referencia {framework}, con sus parcelas en {project}; la clasificación oficial de países de la UE se muestra aparte.',
  'jurisdictions.pick-hint':
    'Haga clic en un país del mapa, o en un nombre de la tabla, para ver su evaluación y sus límites.',
  'jurisdictions.empty.title': 'Ninguna jurisdicción coincide con estos filtros',
  'jurisdictions.empty.body':
    'Amplíe los filtros: elija más niveles de riesgo o países, o vuelva a poner un filtro “Con…” en Cualquiera.',
  'jurisdictions.table.label': 'Tabla de jurisdicciones',
  'jurisdictions.table.caption':
    'Jurisdicciones que coinciden con los filtros, cada país seguido de sus regiones, con el riesgo evaluado por el servicio, la clasificación de países de la UE y sus parcelas y proveedores',
  'jurisdictions.col.name': 'Jurisdicción',
  'jurisdictions.col.country': 'País',
  'jurisdictions.col.deforestation': 'Deforestado desde la fecha de corte',
  'jurisdictions.col.plots': 'Sus parcelas',
  'jurisdictions.col.suppliers': 'Sus proveedores',
  'jurisdictions.assessed': 'Riesgo evaluado (servicio)',
  'jurisdictions.benchmark': 'Clasificación de países de la UE (oficial)',
  'jurisdictions.counting': 'Contando…',
  'jurisdictions.not-counted.title': 'Abra su país para contar',
  'jurisdictions.not-counted': 'sin contar: abra su país para contar',
  'jurisdictions.region-tag': 'Región',
  'jurisdictions.regions.show': 'Mostrar las regiones de {name}',
  'jurisdictions.regions.hide': 'Ocultar las regiones de {name}',
  'jurisdictions.search.none':
    'Ningún nombre de jurisdicción contiene “{term}”. Revise la ortografía o borre la búsqueda.',
  'jurisdictions.search.label': 'Buscar países y regiones',
  'jurisdictions.search.placeholder': 'p. ej. Lagunes, Pará, Riau',
  'jurisdictions.search.regions-failed': 'No se pudieron cargar las regiones: solo se buscan los países.',
  'jurisdictions.search.regions-loading':
    'Cargando todas las regiones para buscarlas… {count, number} hasta ahora.',
  'jurisdictions.error.list': 'No se pudieron cargar las jurisdicciones',
  'jurisdictions.error.plots': 'No se pudieron contar sus parcelas por jurisdicción',
  'jurisdictions.error.countries': 'No se pudieron cargar los contornos de los países para el mapa',
  'jurisdictions.status.matched':
    '<b>{count, number}</b> {count, plural, one {jurisdicción coincide} other {jurisdicciones coinciden}} ({pages, plural, one {# página} other {# páginas}} de 100 como máximo).',
  'jurisdictions.status.plots-counted':
    '{count, plural, one {# de sus parcelas contada.} other {# de sus parcelas contadas.}}',
  'jurisdictions.status.plots-counting': 'Contando sus parcelas… {count, number} hasta ahora.',
  'jurisdictions.status.loading-label': 'Cargando jurisdicciones',
  'jurisdictions.status.loading':
    'Cargando jurisdicciones: página {page, number}, {count, number} hasta ahora…',
  'jurisdictions.filters.label': 'Filtros',
  'jurisdictions.filters.framework': 'Marco de referencia',
  'jurisdictions.filters.required': '(obligatorio)',
  'jurisdictions.framework-cutoff': '{framework} (fecha de corte {date})',
  'jurisdictions.filters.risk': 'Niveles de riesgo',
  'jurisdictions.filters.at-most': '(como máximo {max}; ninguno = todos)',
  'jurisdictions.filters.risk-full':
    '{max} de {max} niveles de riesgo elegidos: el servicio acepta como máximo {max}. Desmarque uno para elegir otro.',
  'jurisdictions.filters.countries': 'Países',
  'jurisdictions.filters.chosen': 'Países elegidos',
  'jurisdictions.filters.remove': 'Quitar {name}',
  'jurisdictions.filters.add-country': 'Agregar un país',
  'jurisdictions.filters.add-country-option': 'Agregar un país…',
  'jurisdictions.filters.loading-countries': 'Cargando los países…',
  'jurisdictions.filters.limit-reached': 'Límite alcanzado',
  'jurisdictions.filters.countries-full':
    '{max} de {max} países elegidos: el servicio acepta como máximo {max}. Quite uno para agregar otro.',
  'jurisdictions.filters.has': 'Con…',
  'jurisdictions.filters.any': 'Cualquiera',
  'jurisdictions.filters.yes': 'Sí',
  'jurisdictions.filters.no': 'No',
  'jurisdictions.filters.clear': 'Borrar filtros',
  'jurisdictions.detail.deforested-since': 'Deforestado desde {date}',
  'jurisdictions.detail.share-of-area': '{area} ({share} de la superficie)',
  'jurisdictions.detail.not-reported': 'No informado',
  'jurisdictions.detail.assessed-on': 'Evaluado el',
  'jurisdictions.detail.plots': 'Sus parcelas aquí',
  'jurisdictions.detail.suppliers': 'Sus proveedores aquí',
  'jurisdictions.detail.close': 'Cerrar',
  'jurisdictions.detail.close-label': 'Cerrar los detalles de {name}',
  'jurisdictions.detail.ids': '{unit} · GADM {gadm} · {country}',
  'jurisdictions.detail.assessed': 'Riesgo evaluado (servicio):',
  'jurisdictions.detail.framework-of': '(marco {framework})',
  'jurisdictions.detail.benchmark': 'Clasificación de países de la UE (oficial):',
  'jurisdictions.detail.commodities': 'Materias primas',
  'jurisdictions.detail.back': '← Volver a {name}',
  'jurisdictions.detail.regions': 'Regiones de {name}',
  'jurisdictions.detail.regions-count': 'Regiones de {name} ({count, number})',
  'jurisdictions.detail.regions-failed': 'No se pudieron cargar las regiones.',
  'jurisdictions.detail.regions-loading': 'Cargando las regiones…',
  'jurisdictions.detail.regions-none': 'El servicio no lista ninguna región para este país.',
  'jurisdictions.detail.outline-loading': 'Cargando los límites…',
  'jurisdictions.detail.outline-shown': 'Sus límites están trazados en el mapa.',
  'jurisdictions.detail.outline-failed': 'No se pudieron cargar los límites: {reason}',
  'jurisdictions.legend.benchmark.title': 'Leyenda: clasificación de países de la UE (oficial)',
  'jurisdictions.legend.benchmark.intro':
    'La categoría que la Comisión da a cada país entero, que fija la proporción de operadores controlados. No es la evaluación del servicio: vuelva a cambiar el mapa para verla.',
  'jurisdictions.legend.benchmark.checked': '({share} de los operadores controlados)',
  'jurisdictions.legend.risk.title': 'Leyenda: riesgo evaluado (servicio)',
  'jurisdictions.legend.risk.intro':
    'Fecha de corte <b>{framework}</b>: <b>{date}</b>. La deforestación posterior a esta fecha cuenta para el riesgo de una jurisdicción. Los colores y las tramas muestran la evaluación propia del servicio, no la clasificación de países de la UE (que tiene su propia columna en la tabla).',
  'jurisdictions.legend.listed': '({count, plural, one {# en la lista} other {# en la lista}})',
  'jurisdictions.legend.not-listed': 'Fuera de esta lista',
  'jurisdictions.legend.not-listed.meaning': 'Excluido por los filtros, o no evaluado por el servicio.',
  'jurisdictions.legend.plot': 'Una de sus parcelas (la tabla las cuenta por jurisdicción)',
  'jurisdictions.meaning.high':
    'El servicio encontró mucha deforestación desde la fecha de corte: revise de cerca cada parcela de aquí.',
  'jurisdictions.meaning.medium':
    'Algo de deforestación desde la fecha de corte: revise la evaluación propia de cada parcela.',
  'jurisdictions.meaning.low': 'Poca deforestación desde la fecha de corte.',
  'jurisdictions.meaning.none': 'Ninguna deforestación registrada desde la fecha de corte.',
  'jurisdictions.layer.legend': 'El mapa muestra',
  'jurisdictions.layer.risk': 'Riesgo evaluado (servicio, {framework})',
  'jurisdictions.regions.benchmark':
    'La clasificación de la UE califica países enteros: muestre el riesgo evaluado para ver las regiones.',
  'jurisdictions.regions.none-open':
    'Abra un país para ver sus regiones en el mapa, cada una según su propio riesgo evaluado.',
  'jurisdictions.regions.loading': 'Cargando las regiones de {name}…',
  'jurisdictions.regions.loading-drawn':
    'Cargando las regiones de {name}… {drawn, number} de {count, number} trazadas.',
  'jurisdictions.regions.list-failed':
    'No se pudieron cargar las regiones de {name}; el mapa muestra el país entero.',
  'jurisdictions.regions.empty': 'El servicio no lista ninguna región de {name} con estos filtros.',
  'jurisdictions.regions.drawn':
    '{drawn, plural, one {# región de {name} trazada según su riesgo evaluado} other {# regiones de {name} trazadas según su riesgo evaluado}}.',
  'jurisdictions.regions.drawn-failed':
    '{drawn, plural, one {# región de {name} trazada según su riesgo evaluado} other {# regiones de {name} trazadas según su riesgo evaluado}}; {failed, plural, one {# límite no se pudo cargar} other {# límites no se pudieron cargar}}.',
  'jurisdictions.map.risk':
    'Mapa del riesgo de las jurisdicciones; la tabla de abajo lista las mismas jurisdicciones',
  'jurisdictions.map.benchmark':
    'Mapa de la clasificación de países de la UE; la tabla de abajo da la categoría de cada país',
  'jurisdictions.hover.benchmark': 'Clasificación de países de la UE (oficial): {tier}',
  'jurisdictions.hover.risk': 'Riesgo evaluado (servicio): {level}',
  'jurisdictions.hover.plots': 'Sus parcelas: {plots, number}, proveedores: {suppliers, number}',
  'jurisdictions.hover.counting': 'Sus parcelas: contando…',
  'jurisdictions.hover.details': 'Haga clic para ver los detalles',
  'riskinfo.intro':
    'Bosque remanente, áreas protegidas, territorios indígenas y deforestación mes a mes desde 2016 para cualquier área que dibuje, pegue o elija.',
  'riskinfo.check.label': 'Revisión del área',
  'riskinfo.submit': 'Obtener el riesgo',
  'riskinfo.submitting': 'Consultando al servicio…',
  'riskinfo.plots-error': 'No se pudieron cargar sus parcelas',
  'riskinfo.toolbar': 'Dibujo',
  'riskinfo.draw.polygon': 'Dibujar polígono',
  'riskinfo.draw.rectangle': 'Dibujar rectángulo',
  'riskinfo.clear': 'Borrar',
  'riskinfo.draw.polygon.help':
    'Haga clic en cada vértice; haga clic en el primero (o pulse Intro) para terminar; Esc cancela.',
  'riskinfo.draw.rectangle.help':
    'Arrastre en el mapa de una esquina a la opuesta (o haga clic en las dos esquinas).',
  'riskinfo.draw.idle.help':
    'Recuadros discontinuos: las regiones que vigila el servicio (solo tierra firme).',
  'riskinfo.map.rectangle': 'Mapa: arrastre (o haga clic en dos esquinas) para dibujar un rectángulo',
  'riskinfo.map.polygon': 'Mapa: haga clic para agregar los vértices de un polígono',
  'riskinfo.map.idle': 'Mapa del área a consultar, de sus parcelas y de las regiones vigiladas',
  'riskinfo.shape.drawn': 'Área dibujada',
  'riskinfo.shape.pasted': 'Área pegada',
  'riskinfo.shape.plot': '{name} (su parcela)',
  'riskinfo.status.first-corner': 'Haga clic en el mapa para colocar el primer vértice.',
  'riskinfo.status.none': 'Todavía no hay área: dibuje una, pegue GeoJSON o elija una de sus parcelas.',
  'riskinfo.status.drawing': 'Dibujando · ',
  'riskinfo.status.area': 'Superficie:',
  'riskinfo.status.not-measurable': 'no medible',
  'riskinfo.status.allowed': '(permitido: {min, number}–{max, number} ha)',
  'riskinfo.status.coordinates': 'Coordenadas:',
  'riskinfo.status.of-at-most': 'de {max, number} como máximo',
  'riskinfo.status.keep-clicking':
    'Siga haciendo clic para agregar vértices; haga clic en el primero para terminar.',
  'riskinfo.status.refused': 'No enviado: el motivo se muestra en el mapa.',
  'riskinfo.status.ok': 'Dentro de los límites del servicio. El servicio dirá si está en tierra vigilada.',
  'riskinfo.status.ok-so-far':
    'Dentro de los límites del servicio por ahora. El servicio dirá si está en tierra vigilada.',
  'riskinfo.problem.too-many-corners': 'Demasiados vértices',
  'riskinfo.problem.too-many-corners.hint':
    'Use como máximo {max, number} coordenadas ({corners, number} vértices más el de cierre): simplifique el contorno.',
  'riskinfo.problem.crossing': 'El contorno se cruza consigo mismo',
  'riskinfo.problem.crossing.hint': 'Vuelva a dibujarlo de modo que ningún lado cruce otro.',
  'riskinfo.problem.too-large': 'Demasiado grande',
  'riskinfo.problem.too-large.hint':
    'Acerque el mapa y dibuje un área más pequeña, o divídala en varias consultas.',
  'riskinfo.problem.too-small': 'Demasiado pequeña',
  'riskinfo.problem.too-small.hint': 'Aleje el mapa y dibuje un área más grande.',
  'riskinfo.problem.area': 'El área mide {area}; el servicio acepta de {min, number} a {max, number} ha.',
  'riskinfo.problem.invalid': 'Polígono no válido',
  'riskinfo.problem.invalid.hint': 'Dibuje, pegue o elija otra forma.',
  'riskinfo.problem.outside': 'Fuera de las regiones vigiladas',
  'riskinfo.problem.outside.hint': 'Mueva la forma dentro de los recuadros discontinuos del mapa.',
  'riskinfo.refusal.not-sent': 'No enviado: {reason}',
  'riskinfo.refusal.invalid': 'El servicio rechazó esta forma',
  'riskinfo.refusal.invalid.hint':
    'Sus reglas: un polígono, como máximo 40 coordenadas, de 0,1 a 100.000 ha, lados que no se crucen. Vuelva a dibujarla.',
  'riskinfo.refusal.outside.hint':
    'El servicio solo vigila la tierra dentro de los recuadros discontinuos del mapa: mueva la forma a tierra vigilada (no al mar).',
  'riskinfo.refusal.failed': 'No se pudo obtener el riesgo',
  'riskinfo.refusal.failed.hint': 'Vuelva a intentarlo en un momento.',
  'riskinfo.paste.title': 'Pegar o subir GeoJSON',
  'riskinfo.paste.label': 'Un Polygon, o una Feature o FeatureCollection que contenga uno',
  'riskinfo.paste.use': 'Usar la forma pegada',
  'riskinfo.paste.upload': 'o elegir un archivo',
  'riskinfo.paste.too-large': '{file} pesa {size, number} MB; un área cabe en mucho menos (menos de 1 MB).',
  'riskinfo.input.empty': 'Primero pegue un Polygon GeoJSON.',
  'riskinfo.input.too-large': 'Este texto es demasiado grande para un área (más de 1 MB).',
  'riskinfo.input.not-json': 'Esto no es JSON válido: {detail}',
  'riskinfo.input.no-geometry': 'No se encontró ninguna geometría.',
  'riskinfo.input.multipolygon':
    'Este MultiPolygon tiene {parts} partes; el servicio acepta un polígono a la vez.',
  'riskinfo.input.not-polygon': 'Se encontró un {type}; el servicio necesita un Polygon.',
  'riskinfo.input.collection': 'Esta colección tiene {polygons} polígonos; elija uno y pegue solo ese.',
  'riskinfo.input.plot': '{name}: {reason}',
  'riskinfo.pick.title': 'Usar una de sus parcelas',
  'riskinfo.pick.search': 'Buscar una parcela por nombre o proveedor',
  'riskinfo.pick.loading': 'Cargando sus parcelas… {count, number} hasta ahora',
  'riskinfo.pick.matches': '{count, plural, one {# parcela coincide} other {# parcelas coinciden}}',
  'riskinfo.pick.matches-first':
    '{count, plural, one {# parcela coincide} other {# parcelas coinciden}}; se muestran las {shown, number} primeras',
  'riskinfo.pick.list': 'Parcelas que coinciden',
  'riskinfo.history.title': 'Consultas recientes',
  'riskinfo.history.empty': 'Sus consultas en esta pestaña aparecerán aquí.',
  'riskinfo.history.entry': '{time} · {area} · bosque {forest}',
  'riskinfo.result.title': 'Riesgo: {label}',
  'riskinfo.result.framework': 'Marco de referencia (fecha de corte)',
  'riskinfo.result.framework-option': '{framework} ({date})',
  'riskinfo.result.total': 'Superficie total',
  'riskinfo.result.share': '{share} de la superficie',
  'riskinfo.result.since-2016': 'Deforestado desde 2016',
  'riskinfo.result.months': '{count, plural, one {# mes con desmonte} other {# meses con desmonte}}',
  'riskinfo.result.after-cutoff': 'Deforestado después de la fecha de corte {framework}',
  'riskinfo.result.cutoff-date': 'fecha de corte {date}',
  'riskinfo.chart.title': 'Deforestación por mes',
  'riskinfo.chart.title-range': 'Deforestación por mes, de {first} a {last}',
  'riskinfo.chart.cutoff-within': 'Línea discontinua: la fecha de corte {framework}, {date}.',
  'riskinfo.chart.cutoff-before':
    'La fecha de corte {framework}, {date}, es anterior al primer mes mostrado: todos los meses cuentan.',
  'riskinfo.chart.cutoff-after':
    'La fecha de corte {framework}, {date}, es posterior al último mes mostrado.',
  'riskinfo.chart.loading': 'Cargando el gráfico…',
  'riskinfo.chart.deforested': 'Deforestado',
  'riskinfo.chart.cutoff': 'Fecha de corte {framework}',
  'riskinfo.years.summary': 'Deforestación por año (tabla)',
  'riskinfo.years.year': 'Año',
  'detections.range': '{from} a {to}',
  'detections.months': 'Meses de las detecciones',
  'detections.year': 'Año',
  'detections.month': 'Mes',
  'detections.until-year': 'Hasta el año',
  'detections.until-month': 'Hasta el mes',
  'detections.not-yet': '{month} (todavía no)',
  'detections.several': 'Varios meses (hasta {max, number})',
  'detections.asking': 'Pidiendo la exportación de {label}…',
  'detections.export-error': 'No se pudo obtener la exportación de {label}',
  'detections.plots-error': 'No se pudieron cargar sus parcelas',
  'detections.show-all': 'Mostrar todas las detecciones',
  'detections.files.title': 'Archivos de {label}',
  'detections.summary':
    '{label}: {clearings, plural, one {# área deforestada} other {# áreas deforestadas}} y {fires, plural, one {# incendio} other {# incendios}} en el mapa.',
  'detections.reading': 'Leyendo los archivos…',
  'detections.files.label': 'Archivos de la exportación',
  'detections.kind.deforestation': 'Áreas deforestadas',
  'detections.kind.fire': 'Puntos de incendio',
  'detections.file.about': '{file} · {size} · shapefile comprimido',
  'detections.file.reading': 'Descargando y leyendo…',
  'detections.file.failed': 'No se pudo leer: {reason}',
  'detections.file.unreadable':
    'El archivo de {kind, select, fire {incendios} other {deforestación}} no es un shapefile comprimido legible ({detail}).',
  'detections.file.empty': 'Ninguna detección este mes (capa vacía).',
  'detections.file.count': '{count, plural, one {# detección} other {# detecciones}} en el mapa',
  'detections.file.retry': 'Reintentar',
  'detections.file.download': 'Descargar',
  'detections.file.download-label': 'Descargar {file}',
  'detections.legend.label': 'Leyenda del mapa',
  'detections.legend.deforestation': 'Área deforestada (marcador cuadrado con el mapa alejado)',
  'detections.legend.fire': 'Incendio (un píxel satelital de ~375 m)',
  'detections.legend.plot': 'Su parcela',
  'detections.legend.touched': 'Parcela tocada por una detección (un anillo con el mapa alejado)',
  'detections.confidence.title': 'Confianza de una detección',
  'detections.confidence.high': 'confirmada por más de una observación satelital; muy probablemente real.',
  'detections.confidence.nominal':
    'una señal clara en una observación, aún no confirmada por otra; probable, conviene revisarla.',
  'detections.confidence.low':
    'una señal débil (bordes de nubes, bruma o reflejos del sol pueden causarla); verifique en el terreno o en imágenes antes de actuar.',
  'detections.confidence.unknown':
    'un nivel de confianza que este panel no conoce; léalo tal como lo da el servicio.',
  'detections.confidence.word.high': 'alta',
  'detections.confidence.word.nominal': 'nominal',
  'detections.confidence.word.low': 'baja',
  'detections.confidence.of': 'Confianza {label}: {meaning}',
  'detections.touched.title': 'Sus parcelas tocadas',
  'detections.touched.title-count': 'Sus parcelas tocadas ({count, number})',
  'detections.touched.error': 'No se pudo determinar qué parcelas tocan las detecciones',
  'detections.touched.reading': 'Leyendo las detecciones…',
  'detections.touched.loading': 'Cargando sus parcelas… {count, number} hasta ahora',
  'detections.touched.no-detections': 'Ninguna detección en {label}',
  'detections.touched.no-detections.body': 'Elija otro mes para ver sus detecciones.',
  'detections.touched.none': 'Ninguna detección toca sus parcelas este mes',
  'detections.touched.none.body':
    'Las detecciones del mapa están fuera de sus parcelas. “Mostrar todas las detecciones” las encuadra.',
  'detections.touched.caption': 'Sus parcelas tocadas por las detecciones de este mes',
  'detections.touched.plot': 'Parcela',
  'detections.touched.supplier': 'Proveedor',
  'detections.touched.detections': 'Detecciones',
  'detections.kind.one.deforestation': 'Deforestación',
  'detections.kind.one.fire': 'Incendio',
  'detections.touched.area': ', {area, number} ha',
  'detections.touched.confidence': '(confianza <abbr>{label}</abbr>)',
  'detections.map.label':
    'Mapa de las detecciones del mes sobre sus parcelas; la lista de al lado nombra las parcelas que tocan',
  'detections.hover.date': 'Fecha: {date}',
  'detections.hover.no-date': 'Fecha: no indicada',
  'detections.hover.area': 'Superficie: {area, number} ha',
  'jurisdictions.shapes.failed': 'No se pudieron cargar los contornos de los países ({status}).',
  'jurisdictions.shapes.invalid': 'Los contornos de los países no son una FeatureCollection GeoJSON.',

  // Last English, part A (worker errors, simulator accounts)
  'uploads.error.geopackage-reader':
    'No se pudo cargar el lector de GeoPackage ({status}). Vuelva a cargar la página e inténtelo de nuevo.',
  'uploads.error.file-forgotten': 'El archivo ya no está en memoria: suéltelo de nuevo.',
  'uploads.error.fix-too-large':
    'Este archivo es demasiado grande para corregirlo en el navegador; corríjalo en el origen.',
  'settings.error.server-config': 'El servidor del panel respondió {status} al pedir su configuración.',
  'plots.error.loader-stopped':
    'La carga de parcelas se detuvo de forma inesperada. Vuelva a cargar la página para intentarlo de nuevo.',
  'app.account.amara': 'Amara Okafor – responsable de cumplimiento (3 proyectos)',
  'app.account.lucas': 'Lucas Meyer – analista (1 proyecto)',
  // People: the Audit log, the Team page and access tokens in Settings (docs/people.md)
  'audit.intro':
    'Cada decisión, registro de envío, inicio de sesión, cambio de rol, invitación y token de acceso de {project} y de su equipo, del más reciente al más antiguo. Las entradas nunca se modifican ni se borran.',
  'audit.filters': 'Filtrar el registro de auditoría',
  'audit.filter.person': 'Persona',
  'audit.filter.person.any': 'Todos',
  'audit.filter.kind': 'Qué',
  'audit.filter.kind.any': 'Todo',
  'audit.filter.plot': 'Id de parcela',
  'audit.filter.supplier': 'Id de proveedor',
  'audit.filter.from': 'Desde (día)',
  'audit.filter.to': 'Hasta (día, incluido)',
  'audit.filter.utc': 'Los días y las horas están en UTC.',
  'audit.filter.apply': 'Mostrar entradas',
  'audit.filter.clear': 'Quitar filtros',
  'audit.export.csv': 'Exportar CSV',
  'audit.export.json': 'Exportar JSON',
  'audit.loading': 'Cargando el registro de auditoría…',
  'audit.failed': 'No se pudo cargar el registro de auditoría',
  'audit.forbidden': 'Su rol en este proyecto no permite leer su registro de auditoría.',
  'audit.signed-out': 'Inicie sesión para leer el registro de auditoría',
  'audit.empty': 'Ninguna entrada coincide con estos filtros',
  'audit.empty.none': 'Todavía no se ha registrado nada en este proyecto',
  'audit.shown':
    '{more, select, yes {{count, plural, one {Se muestra la entrada más reciente; se pueden cargar las más antiguas.} other {Se muestran las # entradas más recientes; se pueden cargar las más antiguas.}}} other {{count, plural, one {Se muestra la única entrada.} other {Se muestran las # entradas.}}}}',
  'audit.older': 'Cargar entradas más antiguas',
  'audit.older.loading': 'Cargando entradas más antiguas…',
  'audit.older-failed': 'No se pudieron cargar las entradas más antiguas',
  'audit.end': 'No hay entradas más antiguas.',
  'audit.table': 'Entradas del registro de auditoría, de la más reciente a la más antigua',
  'audit.col.time': 'Hora (UTC)',
  'audit.col.who': 'Quién',
  'audit.col.what': 'Qué',
  'audit.col.plot': 'Parcela',
  'audit.col.supplier': 'Proveedor',
  'audit.at': '{day}, {time} UTC',
  'audit.who.server': 'El servidor',
  'audit.kind.decision': 'Decisiones',
  'audit.kind.upload-record': 'Registros de envío',
  'audit.kind.sign-in': 'Inicios de sesión',
  'audit.kind.sign-in-refused': 'Inicios de sesión rechazados',
  'audit.kind.sign-out': 'Cierres de sesión',
  'audit.kind.team-created': 'Creación del equipo',
  'audit.kind.grants-changed': 'Cambios de rol',
  'audit.kind.invitation-created': 'Invitaciones creadas',
  'audit.kind.invitation-accepted': 'Invitaciones aceptadas',
  'audit.kind.invitation-revoked': 'Invitaciones revocadas',
  'audit.kind.token-created': 'Tokens de acceso creados',
  'audit.kind.token-revoked': 'Tokens de acceso revocados',
  'audit.kind.connection-changed': 'Cambios en la conexión al servicio',
  'audit.what.decision': 'Decisión: {verdict}',
  'audit.what.decision.plain': 'Decisión registrada',
  'audit.what.reason': 'Motivo: {reason}',
  'audit.what.note': 'Nota: «{note}»',
  'audit.what.upload-record':
    'Envío registrado: {added, number} añadidas, {changed, number} modificadas, {removed, number} eliminadas',
  'audit.what.upload-record.plain': 'Envío registrado',
  'audit.what.sign-in':
    '{method, select, password {Inició sesión con contraseña} sso {Inició sesión con inicio de sesión único} demo {Inició sesión como persona de demostración} other {Inició sesión}}',
  'audit.what.sign-in-refused': 'Inicio de sesión rechazado para {email}',
  'audit.what.sign-in-refused.plain': 'Inicio de sesión rechazado',
  'audit.what.sign-out': 'Cerró sesión',
  'audit.what.team-created': 'Equipo «{name}» creado',
  'audit.what.team-created.plain': 'Equipo creado',
  'audit.what.grants-changed': 'Roles de {person} definidos: {grants}',
  'audit.what.grants-changed.plain': 'Roles cambiados',
  'audit.what.invitation-created': '{email} invitado: {grants}',
  'audit.what.invitation-created.plain': 'Invitación creada',
  'audit.what.invitation-accepted': 'Invitación de {email} aceptada',
  'audit.what.invitation-accepted.plain': 'Invitación aceptada',
  'audit.what.invitation-revoked': 'Invitación de {email} revocada',
  'audit.what.invitation-revoked.plain': 'Invitación revocada',
  'audit.what.token-created': 'Token de acceso «{name}» creado ({role})',
  'audit.what.token-created.plain': 'Token de acceso creado',
  'audit.what.token-revoked': 'Token de acceso «{name}» revocado',
  'audit.what.token-revoked.plain': 'Token de acceso revocado',
  'audit.what.connection-changed':
    '{held, select, yes {Se definió el token del servicio real del equipo} other {Se quitó el token del servicio real del equipo}}',
  'audit.what.connection-changed.plain': 'La conexión del equipo al servicio cambió',
  'audit.kind.statement-override': 'Excepciones para declaraciones',
  'audit.kind.evidence-snapshot': 'Instantáneas de evidencia',
  'audit.kind.conclusion-prepared': 'Conclusiones preparadas',
  'audit.kind.conclusion-signed': 'Conclusiones aprobadas',
  'audit.kind.eu-account-changed': 'Cambios de la cuenta UE',
  'audit.kind.statement-filed': 'Declaraciones presentadas',
  'audit.kind.statement-status': 'Cambios de estado de declaraciones',
  'audit.kind.statement-amended': 'Declaraciones modificadas',
  'audit.kind.statement-withdrawn': 'Declaraciones retiradas',
  'audit.kind.declaration-verified': 'Declaraciones verificadas',
  'audit.what.statement-override':
    'Admitido en las declaraciones pese a {count, plural, one {# punto abierto} other {# puntos abiertos}}',
  'audit.what.statement-override.plain': 'Admitido en las declaraciones pese a puntos abiertos',
  'audit.what.why': 'Motivo: «{reason}»',
  'audit.what.evidence-snapshot':
    '{kind, select, traces {Exportación TRACES} other {Paquete de declaración}} guardado como evidencia: {plots, plural, one {# parcela} other {# parcelas}}, hasta el {until}',
  'audit.what.evidence-snapshot.plain': 'Instantánea de evidencia guardada',
  'audit.what.conclusion-prepared':
    'Conclusión preparada: {conclusion, select, negligible {riesgo insignificante} other {riesgo mitigado}}',
  'audit.what.conclusion-prepared.plain': 'Conclusión preparada',
  'audit.what.mitigation': 'Mitigación: «{mitigation}»',
  'audit.what.open-items':
    '{count, plural, =0 {Ningún punto abierto} one {# punto abierto} other {# puntos abiertos}} al prepararla',
  'audit.what.conclusion-signed':
    'Conclusión aprobada ({conclusion, select, negligible {riesgo insignificante} other {riesgo mitigado}}), preparada por {preparer}',
  'audit.what.conclusion-signed.plain': 'Conclusión aprobada',
  'audit.what.eu-environment':
    '{env, select, production {producción} acceptance {aceptación} other {sustituto}}',
  'audit.what.eu-account-changed':
    '{action, select, removed {Cuenta de la UE eliminada ({environment})} other {Cuenta de la UE configurada ({environment})}}',
  'audit.what.eu-account-changed.plain': 'Cuenta de la UE modificada',
  'audit.what.statement-filed':
    '{kind, select, sd {Declaración simplificada} other {Declaración de diligencia debida}} {reference} presentada ante la UE',
  'audit.what.statement-filed.plain': 'Declaración presentada ante la UE',
  'audit.what.statement-status':
    'Estado en la UE de {reference}: {status, select, submitted {presentada} available {disponible} rejected {rechazada} withdrawn {retirada} archived {archivada} grouped {agrupada en una declaración posterior} obsolete {obsoleta} suspended {suspendida} other {actualizada}}',
  'audit.what.statement-status.plain': 'Cambió el estado en la UE de una declaración',
  'audit.what.statement-amended': '{reference} modificada ante la UE',
  'audit.what.statement-amended.plain': 'Declaración modificada ante la UE',
  'audit.what.statement-withdrawn': '{reference} retirada ante la UE',
  'audit.what.statement-withdrawn.plain': 'Declaración retirada ante la UE',
  'audit.what.eu-numbers': 'Número de referencia {reference}, número de verificación {verification}',
  'audit.what.rejection': 'Motivo indicado: «{reason}»',
  'audit.what.declaration-verified':
    'Declaración {reference} verificada ante la UE: {result, select, usable {existe y puede usarse} unusable {existe pero no puede usarse} other {no encontrada}}',
  'audit.what.declaration-verified.plain': 'Declaración verificada ante la UE',
  'team.role.viewer': 'Lector',
  'team.role.reviewer': 'Revisor',
  'team.role.approver': 'Aprobador',
  'team.role.admin': 'Administrador',
  'team.all-projects': 'Todos los proyectos',
  'team.grant': '{role} en {project}',
  'team.grant.all': '{role} en todos los proyectos',
  'team.no-access': 'Sin acceso',
  'team.loading': 'Cargando el equipo…',
  'team.failed': 'No se pudo cargar el equipo',
  'team.signed-out': 'Inicie sesión para gestionar el equipo',
  'team.admin-only': 'Solo un administrador del equipo puede gestionar a las personas.',
  'team.admin-only.hint': 'Pida a un administrador de su equipo que cambie su rol si hace falta.',
  'team.people': 'Personas',
  'team.last-sign-in': 'Último inicio de sesión: {at}',
  'team.never-signed-in': 'Nunca ha iniciado sesión',
  'team.methods.demo': 'Persona de demostración: inicia sesión con un clic, solo en este ordenador',
  'team.methods':
    '{password, select, yes {{sso, select, yes {Inicia sesión con contraseña o con inicio de sesión único} other {Inicia sesión con contraseña}}} other {{sso, select, yes {Inicia sesión con inicio de sesión único} other {Aún no tiene forma de iniciar sesión}}}}',
  'team.grants.edit': 'Cambiar los roles de {name}',
  'team.grants.edit-of': 'Roles de {name}',
  'team.grants.none': 'Sin rol: esta persona no ve ningún proyecto.',
  'team.grants.project': 'Proyecto',
  'team.grants.role-on': 'Rol en {project}',
  'team.grants.remove': 'Quitar el rol en {project}',
  'team.grants.add': 'Añadir un proyecto',
  'team.grants.save': 'Guardar roles',
  'team.grants.saving': 'Guardando…',
  'team.grants.failed': 'Los roles no se guardaron: {reason}',
  'team.cancel': 'Cancelar',
  'team.invitations': 'Invitaciones',
  'team.invitations.loading': 'Cargando las invitaciones…',
  'team.invitations.failed': 'No se pudieron cargar las invitaciones',
  'team.invitations.none': 'Todavía no hay invitaciones.',
  'team.invitation.state':
    '{state, select, open {Abierta hasta el {expires}} accepted {Aceptada} revoked {Revocada} other {Caducó el {expires}}} · invitación de {by} el {created}',
  'team.invitation.revoke': 'Revocar la invitación de {email}',
  'team.invitation.revoke-failed': 'La invitación no se revocó: {reason}',
  'team.invite': 'Invitar a alguien',
  'team.invite.email': 'Dirección de correo',
  'team.invite.role': 'Rol',
  'team.invite.project': 'Proyecto',
  'team.invite.create': 'Crear enlace de invitación',
  'team.invite.sending': 'Creando el enlace…',
  'team.invite.failed': 'No se creó ninguna invitación: {reason}',
  'team.invite.link': 'Enlace de invitación',
  'team.invite.link.once':
    'Envíe este enlace a la persona invitada. Solo se muestra esta vez, sirve una sola vez y caduca en 7 días.',
  'secret.copy': 'Copiar',
  'secret.copied': 'Copiado.',
  'secret.copy-failed': 'No se pudo copiar: seleccione el texto y cópielo usted.',
  'secret.done': 'Listo',
  'team.connection': 'Conexión al servicio',
  'team.connection.loading': 'Cargando la conexión…',
  'team.connection.failed': 'No se pudo cargar la conexión del equipo',
  'team.connection.held':
    'El servidor guarda un token del servicio real para el equipo, que termina en …{ending}.',
  'team.connection.none': 'El servidor no guarda ningún token del servicio real para el equipo.',
  'team.connection.unavailable':
    'El servicio real no está configurado en este servidor: el token se guarda pero no se usa.',
  'team.connection.new': 'Nuevo token del servicio real',
  'team.connection.kept':
    'Se guarda en el servidor para todo el equipo: nunca llega a un navegador, y esta página no vuelve a mostrarlo.',
  'team.connection.save': 'Guardar token',
  'team.connection.forget': 'Quitar el token',
  'team.connection.forget.confirm':
    '¿Quitar el token del servicio real del equipo? Nadie del equipo podrá usar el servicio real hasta que un administrador defina uno nuevo.',
  'team.connection.forget.yes': 'Quitarlo',
  'team.connection.save-failed': 'La conexión no se cambió: {reason}',
  'team.connection.set': 'El nuevo token está guardado.',
  'team.connection.forgotten': 'El token se quitó.',
  'tokens.title': 'Tokens de acceso para scripts',
  'tokens.intro':
    'Un script envía un token como «Authorization: Bearer pat_…». Un token no puede hacer más que usted, solo en sus proyectos, hasta que caduque o se revoque.',
  'tokens.loading': 'Cargando sus tokens de acceso…',
  'tokens.failed': 'No se pudieron cargar sus tokens de acceso',
  'tokens.signed-out': 'Inicie sesión para crear tokens de acceso para scripts.',
  'tokens.none': 'No tiene tokens de acceso.',
  'tokens.scope': '{role} en {projects}',
  'tokens.created': 'Creado el {date}',
  'tokens.last-used': 'Último uso: {at}',
  'tokens.never-used': 'Nunca usado',
  'tokens.expires': 'Caduca el {date}',
  'tokens.expired': 'Caducó el {date}',
  'tokens.no-expiry': 'No caduca nunca',
  'tokens.revoked': 'Revocado el {date}',
  'tokens.revoke': 'Revocar {name}',
  'tokens.revoke.confirm':
    '¿Revocar «{name}»? Los scripts que lo usan se rechazan en el acto. No se puede deshacer.',
  'tokens.revoke.yes': 'Revocar token',
  'tokens.revoke.failed': 'El token no se revocó: {reason}',
  'tokens.cancel': 'Cancelar',
  'tokens.new': 'Nuevo token de acceso',
  'tokens.name': 'Nombre',
  'tokens.role': 'Rol',
  'tokens.days': 'Caduca tras (días)',
  'tokens.days.hint': 'De 1 a {max} días; déjelo vacío para un token que no caduque nunca.',
  'tokens.projects': 'Proyectos',
  'tokens.projects.none': 'No hay proyectos para elegir.',
  'tokens.projects.missing': 'Elija al menos un proyecto.',
  'tokens.create': 'Crear token',
  'tokens.creating': 'Creando el token…',
  'tokens.create.failed': 'No se creó ningún token: {reason}',
  'tokens.secret': 'Secreto de {name}',
  'tokens.secret.once':
    'Copie ahora el secreto de «{name}»: solo se muestra esta vez. Guárdelo como una contraseña: quien lo tenga puede actuar en su nombre en sus proyectos.',
};
