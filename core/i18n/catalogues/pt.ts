/** Portuguese messages (see en.ts for the rules of a catalogue). Written for a field officer: what is wrong, what to do. */
import type { Catalogue } from '../messages.ts';

export const pt: Catalogue = {
  'app.title': 'Painel de risco das parcelas',
  'app.skip': 'Ir para o conteúdo',
  'app.menu': 'Menu',
  'app.simulator': 'Simulador',
  'app.live': 'Serviço real',
  'app.language': 'Idioma',
  'nav.main': 'Principal',
  'nav.projects': 'Projetos',
  'nav.projects.hint': 'Seus projetos e a área que cobrem',
  'nav.suppliers': 'Fornecedores',
  'nav.suppliers.hint': 'Os fornecedores e suas parcelas',
  'nav.uploads': 'Envios',
  'nav.uploads.hint': 'Verificar e enviar arquivos de parcelas',
  'nav.plots': 'Parcelas',
  'nav.plots.hint': 'Cada parcela com o seu risco',
  'nav.jurisdictions': 'Jurisdições',
  'nav.jurisdictions.hint': 'Risco por país segundo o referencial',
  'nav.risk-info': 'Risco de uma área',
  'nav.risk-info.hint': 'O risco de qualquer área desenhada',
  'nav.detections': 'Detecções',
  'nav.detections.hint': 'Desmatamento e focos de incêndio detectados por mês',
  'nav.settings': 'Configurações',
  'nav.settings.hint': 'Conexão, token e mapa de fundo',

  'label.feature': 'parcela {index}',
  'label.feature-named': 'parcela {index} ("{name}")',
  'label.feature-in-file': 'parcela {index} de {file}',
  'where.outer': 'contorno externo',
  'where.hole': 'buraco {hole}',
  'where.part': 'parte {part}, {ring}',

  'rule.missing-geometry.not-feature':
    '{feature} não é um objeto "Feature" de GeoJSON, por isso não tem geometria. Cada elemento de "features" deve ser um objeto com "type": "Feature", "geometry" e "properties".',
  'rule.missing-geometry.none':
    '{feature} não tem geometria ("geometry" está {missing, select, null {vazio (null)} other {ausente}}). Desenhe ou importe o contorno da parcela (um Polygon) ou a sua localização (um Point) e salve-o na parcela.',
  'rule.missing-name':
    '{feature} não tem nome: a propriedade "{field}" está ausente ou vazia. Adicione o nome da parcela em "{field}".',
  'rule.bad-country.missing':
    '{feature} não tem ProducerCountry. Adicione o código ISO 3166-1 alfa-2 do país de produção (por exemplo "BR" ou "CI").',
  'rule.bad-country.invalid':
    '{feature} tem ProducerCountry {value}, que não é um código ISO 3166-1 alfa-2.{hint, select, none {} other { Escreva "{hint}".}} Use o código de duas letras (por exemplo "BR" para o Brasil).',
  'rule.unsupported-geometry.type':
    '{feature} é um {type}; o TRACES aceita apenas Point, MultiPoint, Polygon e MultiPolygon. Converta-a, por exemplo um contorno LineString fechado em Polygon.',
  'rule.unsupported-geometry.malformed':
    '{feature} tem coordenadas malformadas. Exporte de novo a parcela como GeoJSON a partir do seu programa de SIG.',
  'rule.multipolygon-nesting':
    '{feature} diz "type": "Polygon", mas as suas coordenadas estão aninhadas como as de um MultiPolygon (uma lista de polígonos); ela é lida como MultiPolygon. Mude o tipo para "MultiPolygon" (o arquivo enviado já o tem).',
  'rule.out-of-range':
    '{feature} tem a posição {position} fora de longitude −180..180 / latitude −90..90. As posições devem ser [longitude, latitude] em graus WGS84; {projected, select, yes {parecem metros de um sistema projetado: exporte de novo o arquivo em EPSG:4326.} other {verifique se há um erro de digitação ou valores trocados.}}',
  'rule.low-precision':
    '{feature} tem coordenadas com menos de 6 casas decimais (ex. {position}). O TRACES completa-as com zeros; coordenadas arredondadas costumam ser imprecisas (5 casas ≈ 1 m, 4 ≈ 11 m). Exporte de novo com 6 casas decimais a partir do levantamento original.',
  'rule.area-text':
    '{feature} tem a área (Area) {value} escrita como texto; o TRACES lê uma área em texto como 0. Escreva-a como número de hectares (o arquivo enviado após o mapeamento dos campos a tem como número).',
  'rule.point-area.missing':
    '{feature} é um ponto sem área (Area); o TRACES então assume 4 ha. Adicione a área da parcela em hectares, ou desenhe o seu contorno como Polygon.',
  'rule.point-area.too-large':
    '{feature} é um ponto com área de {declared} ha; o TRACES só aceita pontos para parcelas de no máximo 4 ha (exceto gado). Desenhe o contorno da parcela como Polygon.',
  'rule.area-too-small':
    '{feature} cobre {area}, menos de 0,0001 ha (1 m²). Verifique se o contorno não foi desenhado na escala errada ou reduzido a um ponto.',
  'rule.area-too-large':
    '{feature} cobre {area}, mais de 100.000 ha. Uma só parcela raramente é tão grande: verifique o contorno, ou divida-o nas parcelas reais.',
  'rule.area-mismatch':
    '{feature} declara área de {declared} ha, mas o seu contorno mede {area} (mais do dobro de diferença). Corrija a propriedade Area (em hectares, não em m² nem em acres) ou o contorno.',
  'rule.swapped-axes':
    '{feature} parece estar em [latitude, longitude]: {position} fica {country, select, none {no mar} other {fora de {country}}}, enquanto {swapped} fica {country, select, none {em terra} other {em {country}}}. As posições GeoJSON são [longitude, latitude]; troque os dois valores (correção oferecida).',
  'rule.unclosed-ring':
    '{feature} ({where}) não está fechado: começa em {first} mas termina em {last}. Repita a primeira posição no fim (correção segura oferecida).',
  'rule.duplicate-vertex':
    '{feature} ({where}) repete a posição {position} seguidamente. Remova o vértice repetido (correção segura oferecida).',
  'rule.too-few-vertices':
    '{feature} ({where}) tem {positions} posições (com o fechamento) e {corners} vértices distintos; um contorno precisa de pelo menos 3 vértices distintos mais a posição de fechamento. Desenhe de novo o contorno da parcela.',
  'rule.collinear':
    '{feature} ({where}) tem todas as posições numa só linha reta, por isso não tem área. Desenhe de novo o contorno em volta da parcela.',
  'rule.hole':
    '{feature} tem {holes, plural, one {# buraco} other {# buracos}} (contornos internos); o TRACES recusa polígonos com buracos. Divida a parcela em partes sem buracos que cubram a mesma terra (correção oferecida), ou preencha os buracos se essa terra também é cultivada.',
  'rule.overlapping-parts':
    '{feature} é um MultiPolygon cujas partes se cruzam ou se sobrepõem perto de {position}; as partes só podem se tocar num ponto. Junte as partes numa só forma (correção oferecida) ou corrija os contornos.',
  'rule.self-intersection':
    '{feature} tem uma autointerseção: o seu contorno cruza ou toca em si mesmo perto de {position}. Mova os vértices para que o contorno não se cruze, ou repare a forma (correção oferecida).',
  'rule.collapses-at-6-decimals':
    '{feature} fica inválida quando truncada a 6 casas decimais, como o TRACES faz (perto de {position}). Afaste os vértices pelo menos 0,000001°, ou junte-os.',
  'rule.duplicate-geometry':
    '{feature} tem a mesma geometria que {other}. Remova a duplicata{allowed, select, yes {, ou garanta que as suas propriedades sejam diferentes (aí as duplicatas são aceitas)} other {}}; se forem parcelas diferentes, corrija o contorno.',
  'rule.duplicate-name':
    '{feature} tem o mesmo nome que {other}; as parcelas são reconhecidas pelo nome, por isso cada nome deve ser único. Renomeie uma delas.',
  'rule.file-empty':
    '{file} não tem nenhuma parcela. Com a substituição ativada, enviá-lo apaga todas as parcelas do fornecedor: confirme só se é isso que quer, senão adicione as parcelas.',
  'rule.file-crs.declared':
    '{file} declara o sistema de coordenadas {readable, select, no {num membro "crs" ilegível} other {"{crs}"}}; o TRACES exige WGS84 longitude-latitude (EPSG:4326). Exporte de novo o arquivo em EPSG:4326 (no QGIS: Exportar › Salvar feições como, SRC EPSG:4326).',
  'rule.file-crs.projected':
    '{file} tem coordenadas como {position}, muito fora de ±180/±90: parecem projetadas (metros), não graus WGS84. Exporte de novo o arquivo em EPSG:4326.',
  'rule.file-too-large.files':
    'O envio tem {files} arquivos; o limite é 99. Junte arquivos de parcelas, ou divida-os em vários envios.',
  'rule.file-too-large.bytes':
    'Os arquivos do envio somam {gb} GB; o limite é menos de 2 GB. Divida as parcelas em vários envios.',
  'rule.contains-plot':
    '{feature} contém {inner} do mesmo arquivo ({share} dela fica dentro): a sua terra seria contada duas vezes. Se {feature} é o contorno completo da propriedade, deixe-a de fora e envie só as parcelas.',
  'rule.overlapping-plots':
    '{feature} e {other} do mesmo arquivo se sobrepõem em {area} ({shareA} e {shareB} de cada uma): a mesma terra é declarada duas vezes. Corrija os contornos para que cada pedaço de terra fique numa só parcela.',
  'rule.overlapping-plots.too-many':
    '{file} é grande demais para comparar todas as suas parcelas entre si: a partir da parcela {from}, as sobreposições não foram verificadas. Divida o arquivo para que sejam verificadas.',
  'rule.far-from-producing-area':
    '{feature} fica {country, select, none {no mar} other {fora da área esperada (país: {countryName})}}, a cerca de {km} km {fromProject, select, yes {dos países de produção do projeto} other {do país da maioria das parcelas do arquivo}} ({countries}). Verifique se ela pertence a este projeto e fornecedor, e se as coordenadas estão certas.',

  'fix.closed-rings':
    '{count, plural, one {# contorno fechado} other {# contornos fechados}} repetindo a primeira posição',
  'fix.dropped-vertices':
    '{count, plural, one {# vértice repetido removido} other {# vértices repetidos removidos}}',
  'fix.truncated':
    '{count, plural, one {# posição truncada} other {# posições truncadas}} a 6 casas decimais',
  'fix.swapped': 'latitude e longitude trocadas em todas as posições',
  'fix.removed-duplicate': 'removida: duplicata exata de uma parcela anterior',

  // A autoverificação dos fornecedores (/check) e o link do comprador (Fornecedores)
  'selfcheck.shell': 'Autoverificação de arquivos de parcelas',
  'selfcheck.title': 'Verifique o seu arquivo de parcelas antes de enviá-lo',
  'selfcheck.intro':
    'Solte aqui o arquivo com as suas parcelas. Ele é verificado neste aparelho: nada é enviado para lugar nenhum. Corrija o que pode ser corrigido com segurança, depois baixe o arquivo corrigido e o seu recibo e envie os dois ao seu comprador.',
  'selfcheck.offline.unsupported':
    'Este navegador não consegue guardar a página para uso sem internet: mantenha a conexão até baixar os seus arquivos.',
  'selfcheck.offline.preparing': 'Preparando a página para funcionar sem internet…',
  'selfcheck.offline.ready':
    'Pronto para funcionar sem internet: você pode desligar a conexão, a verificação continua funcionando.',
  'selfcheck.offline.failed':
    'Não foi possível guardar a página para uso sem internet: mantenha a conexão até baixar os seus arquivos.',
  'selfcheck.drop': 'Solte aqui os seus arquivos de parcelas, ou toque para escolhê-los',
  'selfcheck.drop.hint':
    'GeoJSON, KML ou KMZ (Google Earth), shapefile compactado (zip), CSV ou Excel (inclusive exportações do ODK e do KoboToolbox), GeoPackage ou GPX. Os arquivos ficam neste aparelho.',
  'selfcheck.reading': 'Lendo os arquivos…',
  'selfcheck.unreadable':
    '{count, plural, one {# arquivo não pôde ser lido} other {# arquivos não puderam ser lidos}}:',
  'selfcheck.checking': 'Verificando… {plots, plural, one {# parcela} other {# parcelas}} até agora.',
  'selfcheck.check-stopped':
    'A verificação parou: {reason} Remova o último arquivo adicionado e tente de novo.',
  'selfcheck.preset.by': 'Regras definidas por {buyer}',
  'selfcheck.preset.none': 'Regras da verificação',
  'selfcheck.preset.traces-on':
    'Verificado para o sistema TRACES da UE: as parcelas que o TRACES recusaria contam como erros.',
  'selfcheck.preset.traces-off': 'Não verificado para o sistema TRACES da UE.',
  'selfcheck.preset.name-field': 'O nome de cada parcela é lido da coluna ou propriedade “{field}”.',
  'selfcheck.preset.countries': 'As parcelas devem estar em: {countries}.',
  'selfcheck.preset.commodity': 'Produto: {commodity}.',
  'selfcheck.commodity.cattle': 'gado bovino',
  'selfcheck.commodity.cocoa': 'cacau',
  'selfcheck.commodity.coffee': 'café',
  'selfcheck.commodity.oil-palm': 'palma de óleo (dendê)',
  'selfcheck.commodity.rubber': 'borracha',
  'selfcheck.commodity.soya': 'soja',
  'selfcheck.commodity.wood': 'madeira',
  'selfcheck.summary.title': 'Resultado da verificação',
  'selfcheck.summary.plots':
    '{plots, plural, one {# parcela verificada} other {# parcelas verificadas}}: {accepted, plural, one {# aceita} other {# aceitas}}.',
  'selfcheck.summary.problems':
    '{errors, plural, one {# erro} other {# erros}} (a corrigir antes de enviar), {warnings, plural, one {# aviso} other {# avisos}} (a conferir).',
  'selfcheck.map.label': 'Mapa das suas parcelas; as parcelas com problemas têm contorno vermelho ou laranja',
  'selfcheck.map.legend': 'Legenda do mapa',
  'selfcheck.map.error': 'Erro: linha vermelha grossa',
  'selfcheck.map.warning': 'Aviso: linha laranja tracejada',
  'selfcheck.map.ok': 'Sem problema: linha azul fina',
  'selfcheck.problems.title': '{count, plural, one {# problema} other {# problemas}}',
  'selfcheck.problems.list': 'Problemas encontrados',
  'selfcheck.problems.error': 'Erro',
  'selfcheck.problems.warning': 'Aviso',
  'selfcheck.problems.show': 'Mostrar no mapa',
  'selfcheck.problems.more': 'Mostrar {count, plural, one {mais # problema} other {mais # problemas}}',
  'selfcheck.problems.omitted':
    '{count, plural, one {Mais # problema é contado} other {Mais # problemas são contados}}, mas não listados.',
  'selfcheck.problems.none': 'Nenhum problema encontrado: o seu arquivo está pronto para ser enviado.',
  'selfcheck.fixes.title': 'Correções seguras para {file}',
  'selfcheck.fixes.intro':
    'Estas correções consertam o arquivo sem mudar a terra das suas parcelas. Desmarque uma correção para não aplicá-la. O arquivo corrigido é verificado de novo.',
  'selfcheck.fixes.legend': 'Correções a aplicar',
  'selfcheck.fixes.problems': '{count, plural, one {# problema} other {# problemas}}',
  'selfcheck.fixes.apply': 'Aplicar as correções',
  'selfcheck.fixes.working': 'Corrigindo…',
  'selfcheck.fixes.too-large':
    'Este arquivo é grande demais para ser corrigido neste aparelho; corrija-o na ferramenta em que foi feito.',
  'selfcheck.fixes.failed': 'Não foi possível aplicar as correções: {reason}',
  'selfcheck.fix.close-rings': 'Fechar contornos abertos (repetir o primeiro ponto no final)',
  'selfcheck.fix.drop-duplicate-vertices': 'Remover pontos repetidos um após o outro',
  'selfcheck.fix.truncate-6-decimals': 'Cortar as coordenadas em 6 casas decimais, como faz o TRACES',
  'selfcheck.fix.swap-axes': 'Trocar latitude e longitude onde estão claramente invertidas',
  'selfcheck.fix.make-valid': 'Consertar contornos que se cruzam ou se sobrepõem',
  'selfcheck.fix.split-holes': 'Dividir parcelas com buracos em partes sem buracos (mesma terra, mesma área)',
  'selfcheck.fix.remove-exact-duplicates': 'Remover parcelas que são cópias exatas de outra',
  'selfcheck.receipt.title': 'Arquivo a enviar e recibo',
  'selfcheck.receipt.preparing': 'Preparando o recibo…',
  'selfcheck.receipt.intro':
    'Baixe o arquivo e o recibo e envie os dois ao seu comprador. O recibo identifica o arquivo pela sua impressão digital (SHA-256): se o arquivo for alterado, ele deixa de corresponder.',
  'selfcheck.receipt.date': 'Verificado em',
  'selfcheck.receipt.rules': 'Versão das regras',
  'selfcheck.receipt.buyer': 'Para',
  'selfcheck.receipt.plots':
    '{plots, plural, one {# parcela verificada} other {# parcelas verificadas}}, {accepted, plural, one {# aceita} other {# aceitas}}.',
  'selfcheck.receipt.sha256': 'Impressão digital (SHA-256):',
  'selfcheck.receipt.download-file': 'Baixar {file}',
  'selfcheck.receipt.download': 'Baixar o recibo',
  'map.loading': 'Carregando o mapa…',
  'map.gesture.windows': 'Use Ctrl + rolagem para aproximar o mapa',
  'map.gesture.mac': 'Use ⌘ + rolagem para aproximar o mapa',
  'map.gesture.mobile': 'Use dois dedos para mover o mapa',
  'receipts.title': 'Recibos de autoverificação',
  'receipts.hint':
    'O recibo de autoverificação (.json) de um fornecedor, solto junto com o arquivo, mostra se este é o arquivo que ele verificou.',
  'receipts.intro':
    '{count, plural, one {# recibo guardado} other {# recibos guardados}} nesta aba do navegador. Um recibo identifica cada arquivo verificado pela sua impressão digital (SHA-256). Ele é feito no aparelho do fornecedor e não é assinado por ninguém: uma correspondência mostra que o arquivo não mudou desde aquela verificação, não quem a fez.',
  'receipts.files': 'Arquivos soltos comparados com os recibos',
  'receipts.no-files': 'Solte os arquivos de parcelas descritos no recibo para compará-los com ele.',
  'receipts.hashing': 'Comparando {file} com os recibos…',
  'receipts.hash-failed':
    'Não foi possível calcular a impressão digital de {file} ({reason}). Solte o arquivo de novo.',
  'receipts.none': '{file}: nenhum recibo solto aqui descreve este arquivo.',
  'receipts.match':
    '{file}: verificado em {date} com a versão das regras {version}: {plots, plural, one {# parcela verificada} other {# parcelas verificadas}}, {accepted, plural, one {# aceita} other {# aceitas}}. Este arquivo é o que o recibo descreve.',
  'receipts.match.for':
    '{file}: verificado para {buyer} em {date} com a versão das regras {version}: {plots, plural, one {# parcela verificada} other {# parcelas verificadas}}, {accepted, plural, one {# aceita} other {# aceitas}}. Este arquivo é o que o recibo descreve.',
  'receipts.corrected': 'As correções seguras foram aplicadas a ele no aparelho do fornecedor.',
  'receipts.changed':
    '{file} NÃO corresponde ao seu recibo de {date}: o arquivo mudou desde a verificação. Peça ao fornecedor o arquivo que ele verificou, ou verifique este aqui antes de enviá-lo.',
  'receipts.damaged':
    '{file} diz ser um recibo de autoverificação, mas não é coerente (danificado ou editado à mão). Peça ao fornecedor que baixe o recibo de novo na página de verificação.',
  'receipts.forget': 'Esquecer {count, plural, one {o recibo} other {os # recibos}}',
  'selfcheck.link.title': 'Link de autoverificação para um fornecedor',
  'selfcheck.link.intro':
    'Envie este link a um fornecedor: ele verifica e corrige os seus arquivos de parcelas no próprio aparelho, no seu idioma, sem conta, e lhe envia o arquivo corrigido com o recibo. O link contém apenas as regras abaixo e o seu nome.',
  'selfcheck.link.buyer': 'O seu nome ou empresa (mostrado ao fornecedor)',
  'selfcheck.link.name-field': 'Campo com os nomes das parcelas',
  'selfcheck.link.countries': 'Países onde as parcelas devem estar',
  'selfcheck.link.countries.hint': 'Códigos de duas letras, separados por vírgulas.',
  'selfcheck.link.commodity': 'Produto',
  'selfcheck.link.commodity.any': 'Não definido',
  'selfcheck.link.traces': 'Verificar para o sistema TRACES da UE',
  'selfcheck.link.link': 'Link a enviar',
  'selfcheck.link.copy': 'Copiar o link',
  'selfcheck.link.copied': 'Link copiado.',
  'selfcheck.link.open': 'Abrir a autoverificação',

  // A etapa de correspondência dos campos e a área para soltar os arquivos
  'mapping.title': 'Campos das parcelas',
  'mapping.intro':
    '{files, plural, one {Este arquivo não traz os campos do TRACES. Confirme qual das suas propriedades contém cada um (a proposta já vem selecionada); as parcelas são então verificadas e enviadas como GeoJSON do TRACES com esses campos preenchidos e todas as propriedades originais mantidas.} other {Estes arquivos não trazem os campos do TRACES. Confirme qual das suas propriedades contém cada um (a proposta já vem selecionada); as parcelas são então verificadas e enviadas como GeoJSON do TRACES com esses campos preenchidos e todas as propriedades originais mantidas.}}',
  'mapping.plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'mapping.role.name': 'Nome da parcela',
  'mapping.role.producer': 'Produtor',
  'mapping.role.country': 'País',
  'mapping.role.area': 'Área',
  'mapping.fills': 'preenche {field}',
  'mapping.none': '(nenhum)',
  'mapping.none.country': '(nenhum: pela posição)',
  'mapping.none.area': '(nenhum: calcular)',
  'mapping.field-option': '{field} (preenchido em {filled, number} de {total, number})',
  'mapping.unit.in': 'em',
  'mapping.unit.label': 'Unidade de {field}',
  'mapping.unit.ha': 'hectares',
  'mapping.unit.m2': 'metros quadrados',
  'mapping.unit.acre': 'acres',
  'mapping.sample': 'Por exemplo: {samples}',
  'mapping.sample.empty': 'Vazio em todas as parcelas.',
  'mapping.note.name.none':
    'Nenhum campo de nome: o serviço recusa toda parcela sem nome. Escolha o campo que dá o nome de cada parcela.',
  'mapping.note.name.missing':
    '{count, plural, one {# parcela não tem nome aqui: o serviço a recusa.} other {# parcelas não têm nome aqui: o serviço as recusa.}}',
  'mapping.note.name.repeats':
    'Há nomes repetidos: {list}. Um nome repetido não identifica a parcela: escolha um campo com um nome por parcela se quiser atualizar as parcelas pelo nome.',
  'mapping.note.producer.none': 'Nenhum campo de produtor: ProducerName fica vazio.',
  'mapping.note.producer.missing':
    '{count, plural, one {# parcela não tem produtor aqui.} other {# parcelas não têm produtor aqui.}}',
  'mapping.note.country.none': 'Nenhum campo de país: o país de cada parcela é encontrado pela sua posição.',
  'mapping.note.country.missing':
    '{count, plural, one {# parcela não tem código nem nome de país aqui: o país é encontrado pela sua posição.} other {# parcelas não têm código nem nome de país aqui: o país é encontrado pela sua posição.}}',
  'mapping.note.area.none': 'Nenhum campo de área: a área de cada polígono é calculada pela sua forma.',
  'mapping.note.area.missing':
    '{count, plural, one {# parcela não tem área aqui: ela é calculada pela forma.} other {# parcelas não têm área aqui: ela é calculada pela forma.}}',
  'mapping.note.area.text':
    '{count, plural, one {# parcela dá a área como texto: ela é escrita como número (o TRACES lê texto como 0).} other {# parcelas dão a área como texto: ela é escrita como número (o TRACES lê texto como 0).}}',
  'mapping.points.columns':
    'As posições vêm das colunas <b>{lat}</b> (latitude) e <b>{lon}</b> (longitude). Confira no mapa se as parcelas estão no lugar certo antes de continuar.',
  'mapping.points.map': 'Mapa das posições como lidas na tabela',
  'mapping.points.off':
    '{off, number} de {shown, number} posições mostradas ficam fora de qualquer país nesta ordem; {other, number} com as colunas trocadas.',
  'mapping.points.off.swap': 'As colunas provavelmente estão invertidas.',
  'mapping.points.order': 'Ordem das colunas',
  'mapping.points.as-read': '{column} é a latitude',
  'mapping.points.swap': '{column} é a latitude (trocar)',
  'mapping.points.confirm': 'As posições estão certas',
  'mapping.points.confirmed': 'Posições: {column} é a latitude.',
  'mapping.points.again': 'Ver o mapa de novo',
  'mapping.remembered': 'Os campos escolhidos da última vez para este fornecedor já vêm selecionados.',
  'mapping.converting': 'Convertendo…',
  'mapping.confirm': 'Usar estes campos e verificar as parcelas',
  'mapping.waiting': 'Primeiro confirme as posições de {files}.',
  'mapping.converted': 'Arquivos convertidos',
  'mapping.filled.country-from-position':
    '{count, plural, one {# parcela recebeu o país pela posição} other {# parcelas receberam o país pela posição}}',
  'mapping.filled.country-unknown':
    '{count, plural, one {# parcela não fica em nenhum país conhecido} other {# parcelas não ficam em nenhum país conhecido}}',
  'mapping.filled.area-computed':
    '{count, plural, one {# parcela recebeu uma área calculada} other {# parcelas receberam uma área calculada}}',
  'mapping.number.unnamed':
    'Dar {count, plural, one {à parcela sem nome} other {às # parcelas sem nome}} os nomes “{prefix} 1”, “{prefix} 2”… pela sua posição no arquivo',
  'mapping.number.alike':
    'Todas as parcelas se chamam {name}: chamá-las “{prefix} 1”, “{prefix} 2”… pela sua posição no arquivo',
  'mapping.filled.numbered':
    '{count, plural, one {# parcela recebeu} other {# parcelas receberam}} um nome com número',
  'mapping.filled.area-text':
    '{count, plural, one {# parcela tinha a área como texto, agora um número} other {# parcelas tinham a área como texto, agora um número}}',
  'mapping.download': 'Baixar {file}',
  'mapping.edit': 'Mudar os campos de {file}',
  'dropzone.label': 'Solte aqui os arquivos de parcelas, ou toque para escolher arquivos',
  'dropzone.dragging': 'Solte os arquivos para verificá-los',
  'dropzone.hint':
    'GeoJSON, KML/KMZ (Google Earth), shapefile compactado, CSV, Excel, GeoPackage ou GPX; até {max} arquivos e menos de 2 GB no total. Os arquivos são verificados no seu navegador, mesmo sem internet; nada é enviado antes de você tocar em Enviar.',
  'dropzone.too-large':
    'O arquivo tem {size}; um envio deve ter menos de 2 GB no total. Divida as parcelas em vários arquivos (por região ou por grupo de produtores) e envie-os separadamente.',
  'dropzone.not-expected': 'Este envio espera {files}.',
  'dropzone.too-many':
    'Um envio contém no máximo {max} arquivos. Envie os demais separadamente, ou junte arquivos.',
  'dropzone.refused':
    '{count, plural, one {# arquivo não foi adicionado} other {# arquivos não foram adicionados}}:',

  'cli.file-summary':
    '{file}: {plots, plural, one {# parcela} other {# parcelas}}, {errors, plural, one {# erro} other {# erros}}, {warnings, plural, one {# aviso} other {# avisos}}',
};
