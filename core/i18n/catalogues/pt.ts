/** Portuguese messages (see en.ts for the rules of a catalogue). Written for a field officer: what is wrong, what to do. */
// One piece by design: a catalogue is data (one flat table of messages), exempt from the 400-line limit (eslint.config.js).
import type { Catalogue } from '../messages.ts';

export const pt: Catalogue = {
  'app.title': 'Painel de risco das parcelas',
  'app.skip': 'Ir para o conteúdo',
  'app.menu': 'Menu',
  'app.simulator': 'Simulador',
  'app.live': 'Serviço real',
  'app.language': 'Idioma',
  'app.language.failed': 'Não foi possível carregar {language}: verifique a conexão e escolha de novo.',
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
  'nav.audit': 'Registro de auditoria',
  'nav.audit.hint': 'Quem fez o quê, e quando',
  'nav.team': 'Equipe',
  'nav.team.hint': 'Pessoas, funções e convites',
  // Filing with the EU (issue 51)
  'nav.eu-account': 'Conta UE',
  'nav.eu-account.hint': 'Onde as declarações são apresentadas à UE',
  'filing.panel.title': 'Declarações apresentadas à UE',
  'filing.panel.intro':
    'Cada declaração apresentada a partir de um pacote fixado, tal como o sistema de informação da UE a tem. Os estados atualizam-se sozinhos até serem definitivos.',
  'filing.panel.loading': 'A carregar as declarações apresentadas…',
  'filing.panel.failed': 'Não foi possível carregar as declarações apresentadas.',
  'filing.panel.empty': 'Ainda não foi apresentada nenhuma declaração à UE.',
  'filing.panel.empty.hint':
    'Guarde um pacote de declarações na página Parcelas; depois de fixado, «Apresentar à UE» apresenta as suas declarações.',
  'filing.panel.refreshing': 'A procurar novidades…',
  'filing.panel.read-only': 'Só um aprovador ou um administrador altera, retira ou agrupa declarações.',
  'filing.card.title': '{reference} (declaração {part})',
  'filing.phase.sending': 'A enviar',
  'filing.phase.sending.hint': 'A declaração está a caminho do sistema de informação da UE.',
  'filing.phase.unknown': 'Resposta perdida, a verificar',
  'filing.phase.unknown.hint':
    'A resposta do sistema da UE não chegou. Está a ser procurada pela referência interna; a declaração nunca é enviada duas vezes.',
  'filing.phase.refused': 'Recusada',
  'filing.phase.refused.hint':
    'O sistema da UE recusou a declaração: nada foi apresentado. Corrija o pacote e apresente-o de novo.',
  'filing.phase.submitted': 'Submetida',
  'filing.phase.submitted.hint': 'O sistema da UE recebeu a declaração e está a verificá-la.',
  'filing.phase.available': 'Disponível',
  'filing.phase.available.hint':
    'A declaração está apresentada: dê os números de referência e de verificação aos seus clientes e à alfândega.',
  'filing.phase.rejected': 'Rejeitada',
  'filing.phase.rejected.hint': 'O sistema da UE rejeitou a declaração depois de a verificar.',
  'filing.phase.withdrawn': 'Retirada',
  'filing.phase.withdrawn.hint': 'A declaração foi retirada e já não conta.',
  'filing.phase.grouped': 'Agrupada',
  'filing.phase.grouped.hint':
    'Uma declaração posterior agrupa esta: já não pode ser alterada nem retirada sozinha.',
  'filing.phase.archived': 'Arquivada',
  'filing.phase.archived.hint': 'O sistema da UE arquivou a declaração.',
  'filing.phase.obsolete': 'Obsoleta',
  'filing.phase.obsolete.hint': 'Uma versão mais recente substituiu esta declaração.',
  'filing.reference': 'Número de referência',
  'filing.verification': 'Número de verificação',
  'filing.internal': 'Referência interna',
  'filing.kind': 'Tipo',
  'filing.kind.dds': 'Declaração de diligência devida',
  'filing.kind.sd': 'Declaração simplificada',
  'filing.suppliers': 'Fornecedores',
  'filing.filed': 'Apresentada',
  'filing.filed-by': '{date} por {by} ({environment})',
  'filing.checked': 'Último estado pedido',
  'filing.groups': 'Agrupa',
  'filing.not-yet': 'ainda não atribuído',
  'filing.none-given': 'sem motivo indicado',
  'filing.copy': 'Copiar',
  'filing.copied': 'Copiado',
  'filing.copy.label': 'Copiar {value}',
  'filing.copy.failed': 'Não foi possível copiar: selecione o número e copie-o à mão.',
  'filing.rejected.reason': 'Motivo da rejeição: {reason}',
  'filing.refused.errors': 'O que o sistema da UE encontrou de errado:',
  'filing.communications': 'Mensagens da autoridade competente',
  'filing.window.open': 'Pode alterar ou retirar até {until}.',
  'filing.window.closed': 'As 72 horas para alterar ou retirar terminaram em {until}.',
  'filing.check': 'Verificar o estado agora',
  'filing.check.pending': 'A verificar…',
  'filing.check.done': 'Estado verificado.',
  'filing.amend': 'Alterar',
  'filing.amend.form': 'Alterar a declaração',
  'filing.amend.intro':
    'Mude a descrição das mercadorias ou as quantidades. Toda a declaração é enviada de novo; o prazo de 72 horas mantém-se.',
  'filing.amend.loading': 'A carregar a declaração tal como foi apresentada…',
  'filing.amend.load-failed':
    'Não foi possível carregar a declaração tal como foi apresentada: tente de novo.',
  'filing.amend.no-statement':
    'O servidor não enviou a declaração tal como foi apresentada, por isso não pode ser alterada aqui.',
  'filing.amend.commodity': 'Produto {position}',
  'filing.amend.description': 'Descrição das mercadorias (no máximo 150 caracteres)',
  'filing.amend.net-weight': 'Massa líquida (kg)',
  'filing.amend.supplementary': 'Unidade suplementar',
  'filing.amend.missing-description': 'O produto {position} precisa de uma descrição das mercadorias.',
  'filing.amend.send': 'Enviar a declaração alterada',
  'filing.amend.pending': 'A enviar…',
  'filing.amend.done': 'A declaração alterada foi enviada.',
  'filing.withdraw': 'Retirar',
  'filing.withdraw.confirm.title': 'Retirar a declaração?',
  'filing.withdraw.confirm':
    'Retirar {title}? Deixará de contar para a alfândega e para os seus clientes, e não pode ser desfeito.',
  'filing.withdraw.yes': 'Retirá-la',
  'filing.withdraw.pending': 'A retirar…',
  'filing.withdraw.done': 'A declaração foi retirada.',
  'filing.cancel': 'Cancelar',
  'filing.error.forbidden': 'A sua função não o permite: peça a um aprovador ou a um administrador.',
  'filing.error.conflict': 'Não é possível agora: {detail}',
  'filing.error.too-soon': 'O estado foi pedido há um instante: aguarde um pouco e tente de novo.',
  'filing.error.failed': 'Não funcionou: {detail}',
  'filing.group': 'Agrupar numa nova declaração',
  'filing.group.intro':
    'É apresentada uma nova declaração que cita os números de referência das declarações escolhidas; ficam agrupadas e já não podem ser alteradas nem retiradas sozinhas.',
  'filing.group.too-few': 'São precisas duas declarações disponíveis para as agrupar.',
  'filing.group.choose': 'Declarações disponíveis',
  'filing.group.option': '{reference} ({internal})',
  'filing.group.reference': 'Referência interna da nova declaração (no máximo 35 caracteres)',
  'filing.group.two': 'Escolha pelo menos duas declarações.',
  'filing.group.reference-missing': 'Dê uma referência interna à nova declaração.',
  'filing.group.mixed':
    'Uma declaração de diligência devida agrupa só declarações de diligência devida, e uma simplificada só declarações simplificadas.',
  'filing.group.loading': 'As declarações escolhidas ainda estão a carregar: tente de novo daqui a pouco.',
  'filing.group.failed-build':
    'Estas declarações não podem ser agrupadas: cada uma deve estar disponível e o seu conteúdo conhecido.',
  'filing.group.send':
    '{count, plural, one {Apresentar uma declaração que agrupa # declaração} other {Apresentar uma declaração que agrupa # declarações}}',
  'filing.group.pending': 'A apresentar…',
  'filing.group.clear': 'Limpar a escolha',
  'filing.group.done': 'A declaração de agrupamento {reference} foi apresentada.',
  'filing.file.title': 'Apresentar à UE',
  'filing.file.intro':
    '{count, plural, one {O pacote tem # declaração. Apresentá-la envia-a do servidor para o sistema de informação da UE e acompanha-a.} other {O pacote tem # declarações. Apresentá-las envia cada uma do servidor para o sistema de informação da UE e acompanha-a.}}',
  'filing.file.role':
    'Só um aprovador ou um administrador apresenta declarações à UE: a sua função permite-lhe lê-las.',
  'filing.file.checking-sign-off': 'A verificar as conclusões assinadas dos fornecedores…',
  'filing.file.unsigned':
    '{count, plural, one {Apresentar exige a assinatura de um aprovador na conclusão de risco do fornecedor, e # fornecedor não a tem:} other {Apresentar exige a assinatura de um aprovador na conclusão de risco de cada fornecedor, e # fornecedores não a têm:}}',
  'filing.file.unsigned.link': 'assinar a conclusão de {supplier}',
  'filing.file.send':
    '{count, plural, one {Apresentar # declaração à UE} other {Apresentar # declarações à UE}}',
  'filing.file.sending': 'A apresentar…',
  'filing.file.results': 'O que foi apresentado',
  'filing.file.part.sending': 'Declaração {part}: a enviar…',
  'filing.file.part.filed': 'Declaração {part} ({reference}): {state}.',
  'filing.file.part.failed': 'A declaração {part} não foi apresentada. {reason}',
  'filing.file.follow':
    'Acompanhe cada declaração em «Declarações apresentadas à UE» nesta página ou na do fornecedor.',
  'filing.file.quantities.legend': 'Quantidades das mercadorias abrangidas por cada declaração',
  'filing.file.quantities.intro':
    'As parcelas formam várias declarações e só você sabe que mercadorias cada uma abrange: indique as quantidades próprias de cada declaração. A parte segundo as parcelas é só uma indicação.',
  'filing.file.quantities.netWeight': 'Massa líquida (kg) das mercadorias abrangidas pela declaração {part}',
  'filing.file.quantities.supplementaryUnit':
    'Unidade suplementar ({qualifier}) das mercadorias abrangidas pela declaração {part}',
  'filing.file.quantities.hint':
    'A sua parte segundo as parcelas: {share} {unit} dos {total} {unit} do pacote.',
  'filing.file.quantities.invalid':
    'Introduza um número positivo com no máximo 6 casas decimais, p. ex. 1250.5.',
  'filing.file.quantities.missing': 'Para apresentar, indique {list}.',
  'filing.file.quantities.missing.netWeight': 'a massa líquida da declaração {part}',
  'filing.file.quantities.missing.supplementaryUnit': 'a unidade suplementar da declaração {part}',
  'filing.file.quantities.refused':
    'A declaração {part} não foi apresentada: a UE recusá-la-ia. Corrija as quantidades ou o pacote:',
  'eu-account.intro':
    'A conta com que o servidor apresenta as declarações. O servidor guarda-a e nunca mais a mostra, nem a si.',
  'eu-account.loading': 'A carregar a conta UE…',
  'eu-account.failed': 'Não foi possível carregar a conta UE.',
  'eu-account.admin-only': 'Só um administrador da equipa gere a conta UE.',
  'eu-account.admin-only.hint': 'Peça a um administrador que a defina ou altere.',
  'eu-account.now': 'Em uso agora',
  'eu-account.state': 'Conta',
  'eu-account.state.set': 'Definida',
  'eu-account.state.none': 'Não definida: não é possível apresentar declarações',
  'eu-account.state.demo': 'A conta de demonstração do substituto (nada definido)',
  'eu-account.environment': 'Ambiente',
  'eu-account.environment.stand-in': 'Substituto (este servidor, para experimentar)',
  'eu-account.environment.acceptance': 'Ambiente de aceitação da UE (testes)',
  'eu-account.environment.production': 'Ambiente de produção da UE (declarações que contam)',
  'eu-account.updated': 'Alterada',
  'eu-account.updated-by': '{date} por {by}',
  'eu-account.last-test': 'Último teste de ligação',
  'eu-account.test.ok': '{date}: funcionou ({message})',
  'eu-account.test.failed': '{date}: falhou ({message})',
  'eu-account.test.never': 'nunca testada',
  'eu-account.test': 'Testar a ligação',
  'eu-account.test.pending': 'A testar…',
  'eu-account.test.now-ok': 'O sistema da UE respondeu: {message}',
  'eu-account.test.now-failed': 'A ligação falhou: {message}',
  'eu-account.test.error': 'Não foi possível fazer o teste: {reason}',
  'eu-account.never-shown':
    'O nome de utilizador, a chave de autenticação e o identificador de cliente nunca mais são mostrados.',
  'eu-account.remove': 'Remover a conta',
  'eu-account.remove.confirm':
    'Remover a conta UE? Nenhuma declaração poderá ser apresentada, verificada, alterada ou retirada até ser definida outra.',
  'eu-account.remove.yes': 'Removê-la',
  'eu-account.form.set': 'Definir a conta',
  'eu-account.form.replace': 'Substituir a conta',
  'eu-account.username': 'Nome de utilizador (EU Login do utilizador do serviço web)',
  'eu-account.key': 'Chave de autenticação',
  'eu-account.client-id': 'Identificador de cliente (fornecido com o acesso ao serviço web)',
  'eu-account.kept':
    'Enviada uma só vez ao servidor, que a guarda; esta página esquece-a assim que o servidor responde.',
  'eu-account.production-note':
    'As declarações apresentadas em produção contam para a alfândega e as autoridades competentes.',
  'eu-account.form.missing':
    'Preencha o nome de utilizador, a chave de autenticação e o identificador de cliente.',
  'eu-account.save': 'Guardar a conta',
  'eu-account.save.pending': 'A guardar…',
  'eu-account.saved': 'Guardada. O formulário foi limpo; o servidor guarda a conta.',
  'eu-account.save.failed': 'Não guardada: {reason}',
  'report.filings.title': 'Declarações apresentadas à UE',
  'report.filings.none': 'Nenhuma declaração que cite este fornecedor foi apresentada à UE.',
  'report.filings.line':
    '{internal} (declaração {part}): {state}; número de referência {reference}; número de verificação {verification}; apresentada em {date} por {by}',
  'report.filings.rejected': 'Rejeitada: {reason}',
  'report.filings.more':
    '{count, plural, one {Mais # declaração não está listada.} other {Mais # declarações não estão listadas.}}',
  'report.filings.none-yet': 'não atribuído',
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
  'rule.missing-geometry.too-large':
    '{feature} ocupa {size, number} MB de texto, mais do que os {limit, number} MB permitidos por parcela, por isso o seu contorno não foi lido. Simplifique o contorno na sua ferramenta SIG (uma parcela precisa de algumas centenas de vértices, não de centenas de milhares) e envie o ficheiro de novo.',
  'read.names-numbered':
    '{count, plural, one {# parcela de {file} não tem nome; foi nomeada} other {# parcelas de {file} não têm nome; foram nomeadas}} pelo ficheiro e pelo seu lugar nele ("{first}" é a primeira). Adicione uma coluna ou propriedade de nome para dar a cada parcela o seu próprio nome.',
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
  'fix.made-valid':
    'contorno reparado com o GEOS make-valid ({parts, plural, one {# parte} other {# partes}})',
  'fix.split-holes':
    '{holes, plural, one {# buraco aberto} other {# buracos abertos}} por corte: {plots, plural, one {# parcela sem buracos} other {# parcelas sem buracos}} cobrindo a mesma terra',
  'fix.filled-holes':
    '{holes, plural, one {# buraco preenchido} other {# buracos preenchidos}}, acrescentando {area}',
  'fix.on-grid': 'vértices colocados na grade de 0,000001° que o TRACES armazena',
  'fix.refused': 'Nenhuma correção oferecida: {reason}',
  'fix.refused.redraw': 'o contorno precisa ser redesenhado: {problem}',
  'fix.refused.not-valid': 'a forma não é válida',
  'fix.refused.nothing-left': 'não sobra nada com área depois do reparo',
  'fix.refused.too-many-holes': 'ela tem buracos demais para ser cortada (mais de {max} pedaços)',
  'fix.refused.vanishes': 'a forma desaparece na grade de 0,000001°',
  'fix.refused.still-rejected': 'a forma reparada ainda seria recusada: {problem}',
  'fix.refused.area-drift': 'o reparo mudaria a área de {from} para {to}, mais de {max} %',
  'fix.refused.geos-failed': 'o GEOS não conseguiu calcular esta forma',
  'fix.notes-separator': '; ',

  // O que dizem os leitores de arquivos (core/formats)
  // What TRACES does silently to a plot (core/plot-rules/traces-preview.ts)
  'traces.silent.truncated':
    '{moved, plural, one {# posição cortada} other {# posições cortadas}} em 6 casas decimais (deslocamento de até {shift})',
  'traces.silent.outline': 'depois do corte, o contorno {how}',
  'traces.silent.outline.corners': 'perde vértices que caem na mesma posição',
  'traces.silent.outline.line': 'se reduz a uma linha',
  'traces.silent.outline.crosses': 'se cruza ou se toca',
  'traces.silent.area': 'a área muda {sign}{change} ({share} %)',
  'traces.silent.point-area': 'um ponto sem Area: o TRACES o conta como 4 ha',
  'traces.silent.area-text': 'Area é texto (“{text}”): o TRACES o lê como 0 ha',

  'read.format.geojson': 'GeoJSON',
  'read.format.kml': 'KML',
  'read.format.kmz': 'KMZ',
  'read.format.gpx': 'GPX',
  'read.format.shapefile': 'shapefile compactado',
  'read.format.csv': 'CSV',
  'read.format.xlsx': 'pasta de trabalho do Excel',
  'read.format.geopackage': 'GeoPackage',
  'read.format.zip': 'zip',
  'read.unknown-format':
    '{file} não é um arquivo de parcelas que esta verificação consegue ler. Envie GeoJSON, KML ou KMZ, um shapefile compactado (.zip com .shp, .shx, .dbf, .prj), CSV ou Excel (.xlsx) com colunas de latitude/longitude ou WKT, GeoPackage ou GPX.',
  'read.no-plot':
    'Nenhuma parcela pôde ser lida de {file}{known, select, yes { ({kind})} other {}}: ele não tem nenhum marcador, linha, registro ou feição com forma. Verifique se as parcelas foram mesmo salvas nele, ou exporte-as de novo como GeoJSON.',
  'read.file-too-large':
    '{file} tem {size}; um arquivo {kind} é convertido na memória, por isso o limite é {limit}. Divida-o em arquivos menores, ou exporte-o como GeoJSON, que é verificado em fluxo, de qualquer tamanho.',
  'read.limit.features':
    '{file} tem {over, select, yes {mais de {found, number}} other {{found, number}}} parcelas; um arquivo pode ter no máximo {limit, number}. Divida as parcelas em arquivos menores, ou exporte-as como GeoJSON, que é verificado em fluxo, de qualquer tamanho.',
  'read.limit.vertices-total':
    '{file} tem {over, select, yes {mais de {found, number}} other {{found, number}}} vértices no total; um arquivo pode ter no máximo {limit, number}. Simplifique os contornos (uma parcela precisa de no máximo algumas centenas de vértices) ou divida o arquivo.',
  'read.limit.vertices-per-ring':
    '{what, select, plot {o seu contorno tem} placemark {Um marcador tem um contorno com} route {Uma rota GPX tem um contorno com} track {Uma trilha GPX tem um contorno com} other {O registro {record} tem um contorno com}} {found, number} vértices; no máximo {limit, number} são lidos por contorno. Simplifique o contorno desta parcela no seu programa de SIG e envie-a de novo.',
  'read.limit.text':
    '{file} tem {size} de texto {kind}; no máximo {limit} é lido de uma vez. Divida as parcelas em arquivos menores, ou exporte-as como GeoJSON, que é verificado em fluxo, de qualquer tamanho.',
  'read.plot-unusable': 'A parcela {plot} de {file} não pode ser usada: {why}',
  'read.not-finite': 'uma coordenada não é um número finito ({x}, {y}).',
  'read.collection-too-deep': 'a sua coleção de geometrias está aninhada fundo demais.',
  'read.heights-dropped':
    '{count, plural, one {# parcela de {file} traz altitudes (Z) ou medidas (M)} other {# parcelas de {file} trazem altitudes (Z) ou medidas (M)}}; só a longitude e a latitude são mantidas.',
  'read.error.cut-short':
    '{file} está cortado ou danificado: um registro aponta para depois do fim do arquivo. Exporte-o de novo do seu programa de SIG (ou envie-o como GeoJSON) e verifique se o arquivo inteiro foi copiado.',
  'read.error.too-large-in-memory':
    '{file} contém um trecho de texto ou de dados grande demais para ler na memória. Divida as parcelas em arquivos menores, ou exporte-as como GeoJSON.',
  'read.error.too-deep':
    '{file} aninha o seu conteúdo fundo demais para ser lido (sinal de um arquivo danificado ou malicioso). Exporte as parcelas de novo do seu programa de SIG, ou como GeoJSON.',
  'read.error.other':
    '{file} não pôde ser lido ({detail}). Exporte-o de novo, ou como GeoJSON, e tente outra vez.',
  'read.zip.damaged':
    '{file} parece um zip mas não abre (danificado ou incompleto). Compacte os arquivos de novo e envie o novo zip.',
  'read.zip.too-deep':
    '{file} é um zip dentro de um zip dentro de um zip; os arquivos compactados são abertos só um nível. Descompacte os arquivos e envie o próprio arquivo de parcelas (ou um único zip dele).',
  'read.zip.no-shapefile':
    '{file} é um zip sem shapefile (nenhum arquivo .shp{others, plural, =0 {} one {, mas # outro arquivo de parcelas: envie-o sem compactar} other {, mas # outros arquivos de parcelas: envie-os sem compactar}}). Compacte juntos os arquivos .shp, .shx, .dbf e .prj do shapefile e envie esse zip.',
  'read.zip.member-read': '{member} foi lido de dentro de {file}.',
  'read.zip.member-not-inflated': '{member} dentro de {file} não pôde ser descompactado',
  'read.zip.member-too-large':
    '{member} dentro de {file} se descompacta em mais de {size}; um item de um zip pode ter no máximo {limit} descompactado. É assim que uma bomba zip se parece: se o arquivo é genuíno, divida as parcelas em arquivos menores ou envie-as como GeoJSON sem compactar.',
  'read.zip.too-many-members':
    '{file} tem mais de {limit, number} itens (arquivos e pastas); um zip pode ter no máximo {limit, number}. Compacte só os arquivos de parcelas (para um shapefile: .shp, .shx, .dbf, .prj, .cpg) e envie esse zip.',
  'read.zip.too-large':
    'Os itens de {file} se descompactam juntos em mais de {size}; um zip pode ter no máximo {limit} descompactado. É assim que uma bomba zip se parece: se o arquivo é genuíno, divida as parcelas em arquivos menores ou envie-as como GeoJSON.',
  'read.json.invalid':
    '{file} não é um JSON válido: {detail} na linha {line}, coluna {column}. Corrija nesse ponto ou exporte o arquivo de novo como GeoJSON.',
  'read.geojson.invalid':
    '{file} não é GeoJSON: {detail}. Exporte as parcelas como uma FeatureCollection GeoJSON.',
  'read.geojson.no-features':
    '{file} é uma FeatureCollection sem a lista "features". Exporte as parcelas como uma FeatureCollection GeoJSON.',
  'read.geojson.not-plots':
    '{file} é JSON mas não parcelas GeoJSON: o nível superior tem "type": {type} em vez de "FeatureCollection", "Feature" ou uma geometria. Exporte as parcelas como uma FeatureCollection GeoJSON.',
  'read.crs.refused':
    '{file} está em {crs}, {why, select, geocentric {um sistema geocêntrico (X, Y, Z a partir do centro da Terra)} compound {um sistema composto (uma parte horizontal e uma vertical)} vertical {um sistema vertical (altitudes)} other {um sistema local (de engenharia)}}, e não num sistema de mapa onde se possam desenhar parcelas. Exporte as parcelas de novo em WGS 84 (EPSG:4326), ou como GeoJSON.',
  'read.crs.cannot-convert':
    '{file} está em {crs}, um sistema de coordenadas que esta verificação não consegue converter. Exporte o shapefile de novo em WGS 84 (EPSG:4326), ou como GeoJSON.',
  'read.crs.reprojected':
    '{file} está em {crs}; as suas parcelas foram convertidas para longitude/latitude WGS 84.',
  'read.shapefile.zip-damaged':
    '{file} parece um zip mas não abre (danificado ou incompleto). Compacte de novo os arquivos do shapefile e envie o novo zip.',
  'read.shapefile.header-short': 'o .shp de {file} está cortado ({bytes} bytes, nem sequer um cabeçalho)',
  'read.shapefile.header-code': 'o .shp de {file} não é um shapefile (código de arquivo errado)',
  'read.shapefile.bad-header':
    'Arquivo ilegível: {why}. Exporte o shapefile de novo do seu programa de SIG, ou como GeoJSON.',
  'read.shapefile.unreadable':
    '{file} não pode ser lido como shapefile ({detail}). Exporte-o de novo do seu programa de SIG, ou como GeoJSON.',
  'read.shapefile.no-prj':
    '{file} não tem arquivo .prj; as suas coordenadas são tomadas como longitude/latitude WGS 84. Se as parcelas caírem no lugar errado, envie também o .prj.',
  'read.shapefile.no-dbf':
    '{file} não tem arquivo .dbf, por isso as suas parcelas não têm propriedades (nem nomes). Envie o .dbf junto com o .shp.',
  'read.shapefile.latin':
    '{file} não tem arquivo .cpg e a sua tabela não está em UTF-8; foi lida como Windows-1252 (latino).',
  'read.shapefile.cpg-unknown':
    'O .cpg de {file} indica a codificação de texto "{encoding}", que esta verificação não consegue ler. Salve o shapefile de novo em UTF-8 (no QGIS: Exportar, Salvar feições como, Codificação UTF-8) e envie o novo zip.',
  'read.shapefile.no-shape': '{file}: {why}; essa parcela não tem forma.',
  'read.shapefile.record-damaged':
    'o registro {record} está danificado (indica {points} pontos em {bytes} bytes)',
  'read.shapefile.cut-short':
    '{file} está cortado: o registro {record} precisa de {needs} bytes mas o arquivo termina depois de {has}. Os registros anteriores foram lidos; exporte o shapefile de novo e verifique se o .shp inteiro foi copiado.',
  'read.shapefile.layers':
    '{file} tem {count} shapefiles; as suas parcelas são lidas juntas, cada uma com o nome do seu shapefile em "layer".',
  'read.kmz.damaged':
    '{file} não é um KMZ legível (um KMZ é um zip com um KML dentro): está danificado ou incompleto. Salve-o de novo no Google Earth, ou exporte-o como KML.',
  'read.kmz.no-kml':
    '{file} não tem nenhum documento KML (nenhum arquivo .kml dentro do zip). Salve as parcelas de novo no Google Earth como KMZ ou KML.',
  'read.xml.broken':
    '{file} não pode ser lido como {format, select, gpx {GPX} other {KML}}: {detail}. Exporte as parcelas de novo {format, select, gpx {do aparelho ou aplicativo de GPS} other {do Google Earth (clique com o botão direito na pasta, Salvar lugar como… KML)}}, ou envie-as como GeoJSON.',
  'read.xml.empty':
    '{file} é {format, select, gpx {GPX} other {KML}} mas não tem {format, select, gpx {nenhum ponto, trilha ou rota} other {nenhum marcador}}. Verifique se as parcelas foram mesmo salvas no arquivo (no Google Earth, salve a pasta que as contém).',
  'read.kml.no-shape':
    'O marcador {placemark}{named, select, yes { ("{name}")} other {}} não tem forma (um polígono vazio ou sem coordenadas). Desenhe o contorno de novo no Google Earth ou remova-o.',
  'read.gpx.tracks':
    '{count, plural, one {# trilha GPS fechada de {file} foi lida como contorno de parcela} other {# trilhas GPS fechadas de {file} foram lidas como contornos de parcelas}}.',
  'read.table.no-header':
    '{file} não tem tabela: nenhuma linha com títulos de colunas foi encontrada. Coloque os títulos das colunas na primeira linha e uma parcela por linha abaixo.',
  'read.table.no-rows':
    '{file} tem títulos de colunas ({columns}) mas nenhuma linha abaixo deles: nenhuma parcela para ler. Coloque uma parcela por linha abaixo dos títulos e envie o arquivo de novo.',
  'read.table.no-coordinates':
    '{file} não tem coordenadas: não foi encontrada nenhuma coluna de latitude/longitude, nenhuma coluna WKT e nenhuma coluna de geometria GeoJSON{listed, select, yes { (colunas: {columns})} other {}}. Adicione colunas chamadas "latitude" e "longitude" em graus decimais, ou uma coluna "WKT" com o polígono de cada parcela, e envie o arquivo de novo.',
  'read.table.row-no-geometry':
    'A linha {row} não tem {kind, select, wkt {WKT} other {GeoJSON}} legível em "{column}"{explained, select, yes { ({detail})} other {}}.',
  'read.table.row-no-boundary':
    'A linha {row} não tem contorno legível em "{column}" (pelo menos 3 pares de coordenadas).',
  'read.table.row-no-position': 'A linha {row} não tem latitude/longitude numérica.',
  'read.table.pairs-by-values':
    'Em {file}, os contornos de "{column}" foram lidos como pares {order, select, latlon {latitude, longitude} other {longitude, latitude}} (os valores além de ±90 indicam qual é a longitude).',
  'read.table.pairs-odk':
    'Em {file}, os contornos de "{column}" foram lidos como pares latitude, longitude, a ordem em que o ODK e o KoboToolbox escrevem (nenhum valor além de ±90 indica a ordem). Verifique as parcelas no mapa e troque os eixos se caírem no lugar errado.',
  'read.table.columns-swapped':
    'Em {file}, a coluna "{lon}" tem longitudes e "{lat}" latitudes (valores além de ±90); foram lidas do jeito certo. Verifique as parcelas no mapa.',
  'read.table.headerless':
    '{file} não tem títulos de colunas: a primeira linha foi lida como uma parcela, e as colunas receberam os nomes "column 1", "column 2"… pela posição.{points, select, yes { "{lat}" foi lida como a latitude e "{lon}" como a longitude, pelos seus valores: verifique as parcelas no mapa.} other {}}',
  'read.csv.latin':
    '{file} não está em UTF-8; foi lido como Windows-1252 (latino). Salve-o como "CSV UTF-8" para manter todos os acentos.',
  'read.csv.empty':
    '{file} está vazio. Coloque os títulos das colunas na primeira linha e uma parcela por linha abaixo.',
  'read.xlsx.unreadable':
    '{file} não pode ser lido como pasta de trabalho do Excel ({detail}). Salve-o de novo como .xlsx (Excel 2007 ou mais recente), ou como CSV.',
  'read.xlsx.sheet': 'Parcelas lidas da planilha "{sheet}" de {file}.',
  'read.xlsx.no-sheets': '{file} não tem planilhas. Coloque as parcelas na primeira planilha, uma por linha.',
  'read.geopackage.damaged':
    '{file} não é um GeoPackage legível (o arquivo SQLite está danificado ou incompleto). Exporte-o de novo do QGIS ou do seu programa de SIG.',
  'read.geopackage.not-gpkg':
    '{file} é um banco de dados SQLite mas não um GeoPackage (não tem a tabela gpkg_contents). Exporte as parcelas como GeoPackage, ou como GeoJSON.',
  'read.geopackage.no-tables':
    '{file} é um GeoPackage sem nenhuma tabela de feições (sem parcelas; as visões não são lidas). Exporte para ele a camada das parcelas como tabela, ou envie-a como GeoJSON.',
  'read.geopackage.cannot-convert':
    '{file} está num sistema de coordenadas que esta verificação não consegue converter (SRS {srs}). Exporte-o de novo em WGS 84 (EPSG:4326).',
  'read.geopackage.bad-geometry': 'A feição {feature} de {table} tem uma geometria ilegível ({detail}).',
  'read.geopackage.layers':
    '{file} tem {count} tabelas de feições; as suas parcelas são lidas juntas, cada uma com o nome da sua tabela em "layer".',

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
  'selfcheck.preset.name-suggested':
    'Campo de nome sugerido: “{field}”. Se você associar as suas colunas, é o campo de nome que você escolher que será verificado.',
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
  'selfcheck.summary.traces-refused':
    '{count, plural, one {# parcela aceita pelo serviço, mas o TRACES a recusaria: veja os erros dela abaixo.} other {# parcelas aceitas pelo serviço, mas o TRACES as recusaria: veja os erros delas abaixo.}}',
  'selfcheck.summary.problems':
    '{errors, plural, one {# erro} other {# erros}} (a corrigir antes de enviar), {warnings, plural, one {# aviso} other {# avisos}} (a conferir).',
  'selfcheck.notes': 'Como os seus arquivos foram lidos',
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
  'selfcheck.receipt.hashing':
    'Calculando a impressão digital (SHA-256) dos arquivos a enviar: {percent, number, percent} lidos…',
  'selfcheck.receipt.progress': 'Leitura dos arquivos para o recibo',
  'selfcheck.receipt.failed':
    'Não foi possível fazer o recibo: {reason}. Solte o arquivo de novo para verificá-lo e fazer o recibo.',
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
  // MapLibre's own controls, in the reader's language (issue 52: left in English)
  'map.control.zoom-in': 'Aproximar',
  'map.control.zoom-out': 'Afastar',
  'map.control.reset-bearing': 'Arraste para girar o mapa, clique para orientá-lo ao norte',
  'map.control.attribution': 'Mostrar ou ocultar os créditos do mapa',
  'map.control.feedback': 'Comentários sobre o mapa',
  'map.control.popup-close': 'Fechar a janela',
  'map.control.marker': 'Marcador do mapa',
  'map.control.title': 'Mapa',
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

  'cli.file.missing': '{file} não existe. Verifique o caminho.',
  'cli.file.folder': '{file} é uma pasta. Indique os arquivos de parcelas que ela contém.',
  'cli.file.unreadable': '{file} não pode ser lido ({reason}).',
  'cli.file.empty':
    '{file} não contém nenhuma parcela (nenhuma feição, linha ou marcador). Um arquivo vazio não é um arquivo de parcelas: exporte as parcelas de novo e verifique se foram gravadas nele. (No envio, um arquivo vazio com “Substituir todas as parcelas existentes” apaga todas as parcelas do fornecedor.)',
  'cli.report.unknown-format': 'formato desconhecido',
  'cli.report.file':
    '{file} ({format}) — parcelas que seriam aceitas: {accepted, number} de {total, number}; campo do nome: {field}',
  'cli.report.fatal': '{file} ({format}): {message}',
  'cli.report.group': '{title} ({size}):',
  'cli.report.no-name-field': 'não encontrado',
  'cli.report.group-plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'cli.report.total': 'Parcelas que seriam aceitas: {accepted, number} de {total, number}.',
  'cli.report.total-unreadable':
    'Parcelas que seriam aceitas: {accepted, number} de {total, number}; {unreadable, plural, one {# arquivo ilegível} other {# arquivos ilegíveis}}.',
  'cli.report.run-all': 'Rode com --all para listar cada parcela sob o seu tipo de problema.',
  'cli.report.rechecked':
    '{file} verificado de novo — parcelas que seriam aceitas: {accepted, number} de {total, number}.',
  'cli.report.rechecked-problems':
    '{file} verificado de novo — parcelas que seriam aceitas: {accepted, number} de {total, number} ({problems}).',
  'cli.report.left-out':
    'Excluídas de {file}: {count, plural, one {# parcela que não pode} other {# parcelas que não podem}} ser escritas sem null (sem geometria, ou uma posição que não é um número): {plots}. Corrija-as no arquivo do fornecedor; --all diz o motivo de cada uma.',
  'cli.wrote': '{file}: gravado {out} ({plots, plural, one {# parcela} other {# parcelas}}{fixed}{repeats})',
  'cli.wrote.fixed': ', {count, plural, one {# corrigida} other {# corrigidas}}',
  'cli.wrote.repeats':
    ', {count, plural, one {# repetição exata deixada de fora} other {# repetições exatas deixadas de fora}}',
  'result-group.blocksUpload': 'Bloqueia o envio: estas parcelas não serão aceitas',
  'result-group.blocksTraces': 'Erros que o envio aceita, mas o TRACES rejeitaria',
  'result-group.warnings': 'Avisos: aceitas, mas verifique',
  'result-group.silentChanges': 'O TRACES vai alterar estas sem avisar',

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)
  'uploads.intro':
    'Verifique os arquivos de parcelas de um fornecedor, corrija-os, envie-os e acompanhe a avaliação.',
  'uploads.who.title': 'Fornecedor e projeto',
  'uploads.who.project': 'Projeto',
  'uploads.who.goes-to': 'As parcelas vão para {project}.',
  'uploads.who.goes-to-active': 'As parcelas vão para o projeto ativo.',
  'uploads.supplier': 'Fornecedor',
  'uploads.supplier.loading': 'Carregando fornecedores…',
  'uploads.supplier.placeholder': 'Escolha um fornecedor ou digite um novo nome',
  'uploads.supplier.load-failed':
    'Não foi possível carregar os fornecedores existentes ({error}); você ainda pode digitar o nome do fornecedor.',
  'uploads.supplier.count':
    'Um fornecedor por envio. {count, plural, one {# fornecedor} other {# fornecedores}} neste projeto.',
  'uploads.supplier.existing':
    'Fornecedor existente “{name}” com {plots, plural, one {# parcela} other {# parcelas}}.',
  'uploads.supplier.new': 'Novo fornecedor: “{name}” será criado quando você enviar.',
  'uploads.check.progress':
    'Verificando {file}… {done} de {total}, {plots, plural, one {# parcela} other {# parcelas}} até agora',
  'uploads.check.starting': 'Verificando os arquivos…',
  'uploads.check.progress-label': 'Andamento da verificação',
  'uploads.check.stopped':
    'A verificação parou: {reason}. Remova o último arquivo adicionado e tente de novo.',
  'uploads.check.elapsed': 'Verificado em {seconds, number, ::.00} s no seu navegador.',
  'uploads.check.pick-plot':
    'Clique em uma parcela no mapa, ou em “Mostrar” em um problema, para ver aqui as propriedades e os problemas dela.',
  'uploads.prepare.reading': 'Lendo {files}…',
  'uploads.file-size': '{file} ({size})',
  'uploads.prepare.unreadable':
    '{count, plural, one {# arquivo não pode ser lido} other {# arquivos não podem ser lidos}}:',
  'uploads.prepare.remove': 'Remover {file}',
  'uploads.templates.intro':
    'Ainda não tem arquivo? Comece por um modelo com os campos do TRACES e uma linha de exemplo:',
  'uploads.templates.geojson': 'modelo GeoJSON',
  'uploads.templates.csv': 'modelo CSV',
  'uploads.templates.xlsx': 'modelo Excel',
  'uploads.follow.close': 'Fechar e preparar outro envio',
  'uploads.fix-map.legend': 'Legenda do mapa de antes e depois',
  'uploads.fix-map.before': 'Antes: contorno vermelho tracejado',
  'uploads.fix-map.after':
    '{count, plural, =0 {Depois: verde} one {Depois: verde} other {Depois: verde (# parcelas)}}',
  'uploads.loading': 'Carregando…',
  'uploads.plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'uploads.summary.title': 'Resultado da verificação',
  'uploads.summary.totals': 'Totais',
  'uploads.summary.plots-found': 'Parcelas encontradas',
  'uploads.summary.errors': 'Erros',
  'uploads.summary.warnings': 'Avisos',
  'uploads.summary.refused-plots': 'Parcelas que o serviço vai recusar',
  'uploads.summary.files': 'Arquivos',
  'uploads.summary.file': 'Arquivo',
  'uploads.summary.size': 'Tamanho',
  'uploads.summary.plots': 'Parcelas',
  'uploads.summary.refused': 'Recusadas',
  'uploads.summary.actions': 'Ações',
  'uploads.summary.unreadable': 'Não pode ser lido: {reason}',
  'uploads.summary.remove': 'Remover',
  'uploads.summary.total': 'Total ({count, plural, one {# arquivo} other {# arquivos}})',
  'uploads.blocks.none': 'Nenhum problema encontrado: os arquivos estão prontos para enviar.',
  'uploads.group.blocks-upload': 'Bloqueia o envio',
  'uploads.group.blocks-traces': 'Erros que o envio aceita, mas o TRACES recusaria',
  'uploads.group.warnings': 'Avisos que não bloqueiam nada',
  'uploads.group.blocks-upload.explain':
    'O serviço recusa estas parcelas (ou arquivos inteiros) com as opções escolhidas em “Enviar”. Corrija-as, ou envie e depois prossiga sem elas.',
  'uploads.group.blocks-traces.explain':
    'Eles não impedem o envio, mas o TRACES recusaria estas parcelas: corrija-as antes que entrem em uma declaração de diligência devida.',
  'uploads.group.blocks-traces.explain-off':
    'Eles não impedem o envio (“Validar para o TRACES” está desligado), mas o TRACES recusaria estas parcelas: corrija-as antes que entrem em uma declaração de diligência devida.',
  'uploads.group.warnings.explain':
    'O serviço aceita estas parcelas como estão. Confira-as: talvez não sejam o que você queria.',
  'uploads.group.silent.explain': 'O TRACES faz estas mudanças sem avisar.',
  'uploads.blocks.upload-refuses':
    '{errors, plural, one {# erro} other {# erros}} em “{group}”: o serviço vai recusar {plots, plural, one {# parcela} other {# parcelas}} com estas opções.',
  'uploads.blocks.upload-cannot':
    '{errors, plural, one {# erro} other {# erros}} em “{group}”: o envio não pode seguir como está.',
  'uploads.blocks.traces': '{subject}: {accepted}.',
  'uploads.blocks.traces.others':
    '{count, plural, one {O outro erro (#) não impede o envio} other {Os outros # erros não impedem o envio}}',
  'uploads.blocks.traces.all':
    '{count, plural, one {O erro não impede o envio} other {Nenhum dos # erros impede o envio}}',
  'uploads.blocks.traces.accepted':
    '{plots, plural, =0 {o serviço aceita os arquivos, mas o TRACES os recusaria} one {o serviço aceita essa parcela, mas o TRACES a recusaria} other {o serviço aceita essas # parcelas, mas o TRACES as recusaria}}',
  'uploads.blocks.no-errors': 'Nenhum erro: nada bloqueia o envio.',
  'uploads.blocks.warnings':
    '{count, plural, one {O aviso não bloqueia nada.} other {Os # avisos não bloqueiam nada.}}',
  'uploads.groups.title': 'Problemas por tipo',
  'uploads.groups.count': '{title}: {count}',
  'uploads.groups.in-plots': 'em {plots, plural, one {# parcela} other {# parcelas}}',
  'uploads.groups.show-all': 'Mostrar todos ({count})',
  'uploads.groups.every': 'Todos: {title}',
  'uploads.groups.item':
    '{named, select, yes {Parcela {index} (“{name}”)} other {Parcela {index}}}{inFile, select, yes { em {file}} other {}}:',
  'uploads.groups.more': '…e mais {count}.',
  'uploads.groups.list-every': 'Listar todos na lista de problemas',
  'uploads.problems.title': 'Problemas ({shown})',
  'uploads.problems.title-of': 'Problemas ({shown} de {total})',
  'uploads.problems.file': 'Arquivo',
  'uploads.problems.feature': 'Elemento',
  'uploads.problems.name': 'Nome',
  'uploads.problems.rule': 'Regra',
  'uploads.problems.severity': 'Gravidade',
  'uploads.problems.message': 'Mensagem',
  'uploads.problems.error': '✖ erro',
  'uploads.problems.warning': '▲ aviso',
  'uploads.problems.by-rule': 'Filtrar por regra',
  'uploads.problems.all-rules': 'Todas as regras',
  'uploads.problems.rule-option': '{title} ({code})',
  'uploads.problems.by-severity': 'Filtrar por gravidade',
  'uploads.problems.all-severities': 'Erros e avisos',
  'uploads.problems.by-file': 'Filtrar por arquivo',
  'uploads.problems.all-files': 'Todos os arquivos',
  'uploads.problems.export': 'Exportar CSV',
  'uploads.problems.omitted':
    'A lista mostra os primeiros {shown} problemas; outros {omitted} estão contados nos totais acima. Corrija estes primeiro e verifique de novo.',
  'uploads.problems.table': 'Problemas',
  'uploads.problems.map': 'Mapa',
  'uploads.problems.show': 'Mostrar',
  'uploads.problems.show-label': 'Mostrar o elemento {index} de {file} no mapa',
  'uploads.problems.none': 'Nenhum problema corresponde a estes filtros.',
  'uploads.map.label':
    'Mapa das parcelas dos arquivos verificados; as parcelas com problema têm contorno destacado',
  'uploads.map.error': 'Erro: contorno vermelho contínuo e grosso',
  'uploads.map.warning': 'Só aviso: contorno laranja tracejado',
  'uploads.map.ok': 'Sem problema: contorno azul fino',
  'uploads.map.selected': 'Parcela selecionada: preenchimento mais escuro, contorno mais largo',
  'uploads.map.undrawable':
    '{count, plural, one {# parcela não tem geometria, tem uma não suportada ou coordenadas fora do globo, e por isso não pode ser desenhada} other {# parcelas não têm geometria, têm uma não suportada ou coordenadas fora do globo, e por isso não podem ser desenhadas}}; veja a lista de problemas.',
  'uploads.map.partial':
    'O mapa mostra {shown, number} de {total, number} parcelas (todas até um limite, depois só as com problema) para continuar rápido; todas as parcelas são verificadas e contadas.',
  'uploads.plot.no-name': '(sem nome)',
  'uploads.plot.where': '{file}, elemento {index}',
  'uploads.plot.close': 'Fechar',
  'uploads.plot.problems': 'Problemas',
  'uploads.plot.error': '✖ Erro',
  'uploads.plot.warning': '▲ Aviso',
  'uploads.plot.no-problems': 'Nenhum problema.',
  'uploads.plot.properties': 'Propriedades',
  'uploads.plot.no-properties': 'Esta parcela não tem propriedades.',
  'uploads.fix.close-rings': 'Fechar contornos abertos (repetir a primeira posição no fim)',
  'uploads.fix.drop-duplicate-vertices': 'Remover vértices repetidos em sequência',
  'uploads.fix.truncate-6-decimals': 'Truncar as posições em 6 casas decimais (como o TRACES faz)',
  'uploads.fix.swap-axes': 'Trocar latitude e longitude onde estão claramente trocadas',
  'uploads.fix.make-valid': 'Reparar formas que se cruzam, se sobrepõem ou colapsam (GEOS make-valid)',
  'uploads.fix.make-valid.note':
    'Cada parcela reparada é verificada de novo; uma parcela cujo reparo não fica limpo mantém a forma e diz por quê.',
  'uploads.fix.split-holes':
    'Remover buracos cortando as parcelas em partes sem buraco (mesma terra, área inalterada)',
  'uploads.fix.split-holes.note':
    'Uma parcela com buraco vira várias parcelas chamadas “(part 1 of 2)” …; as Areas delas somam a original.',
  'uploads.fix.fill-holes':
    'Preencher os buracos em vez disso (as parcelas crescem: os hectares acrescentados aparecem por parcela)',
  'uploads.fix.fill-holes.note':
    'Só se a terra dentro dos buracos também for cultivada: ela passa a fazer parte da parcela.',
  'uploads.fix.remove-exact-duplicates': 'Remover duplicatas exatas (mesma geometria e propriedades)',
  'uploads.fixes.title': 'Corrigir {file}',
  'uploads.fixes.too-large':
    'Este arquivo é grande demais para corrigir no navegador; corrija-o onde ele foi feito.',
  'uploads.fixes.intro':
    'Nada muda sem a sua escolha. O arquivo corrigido é verificado de novo antes de você usá-lo.',
  'uploads.fixes.option': '{title} — {count, plural, one {# problema} other {# problemas}}',
  'uploads.fixes.note': '⚠ {note}',
  'uploads.fixes.working': 'Corrigindo…',
  'uploads.fixes.preview': 'Pré-visualizar as correções',
  'uploads.fixes.table': 'Antes e depois de corrigir {file}',
  'uploads.fixes.before': 'Antes',
  'uploads.fixes.after': 'Depois',
  'uploads.fixes.outcome':
    '{changed, plural, one {# parcela alterada} other {# parcelas alteradas}}; {before, plural, one {# parcela antes} other {# parcelas antes}}, {after, number} depois.',
  'uploads.fixes.repaired':
    'Formas reparadas: {repaired}; sem reparo limpo (deixadas como estavam): {refused}.',
  'uploads.fixes.download': 'Baixar o arquivo corrigido',
  'uploads.fixes.use': 'Usar o arquivo corrigido no envio',
  'uploads.fixed.plot': '{named, select, yes {Parcela {index} (“{name}”)} other {Parcela {index}}}',
  'uploads.fixed.unchanged': '{span} (inalterada)',
  'uploads.fixed.table': 'Parcelas de {file} cuja forma as correções mudam',
  'uploads.fixed.plot-column': 'Parcela',
  'uploads.fixed.result': 'Resultado',
  'uploads.fixed.area': 'Área antes → depois',
  'uploads.fixed.not-fixed': 'Não corrigida.',
  'uploads.fixed.show-label': '{plot} antes e depois',
  'uploads.fixed.omitted':
    '{count, plural, one {Mais # parcela alterada} other {Mais # parcelas alteradas}}; baixe o arquivo corrigido para revisar todas.',
  'uploads.fixed.map-label': '{plot} antes e depois da correção',
  'uploads.traces.title': 'O que o TRACES vai fazer com {file}',
  'uploads.traces.working': 'Calculando o que o TRACES muda sem avisar…',
  'uploads.traces.failed': 'Não foi possível calcular as mudanças do TRACES: {reason}',
  'uploads.traces.unchanged':
    '{count, plural, one {O TRACES guarda a parcela como está.} other {O TRACES guarda todas as # parcelas como estão.}}',
  'uploads.traces.changes':
    'O TRACES muda {changed} de {total, plural, one {# parcela} other {# parcelas}} sem avisar. Nada disso bloqueia o envio.',
  'uploads.traces.shape':
    '{count, plural, one {# contorno muda de forma} other {# contornos mudam de forma}}',
  'uploads.traces.shape-check':
    '{count, plural, one {: o TRACES vai guardar o contorno alterado, então confira-o abaixo.} other {: o TRACES vai guardar os contornos alterados, então confira-os abaixo.}}',
  'uploads.traces.list': 'Mudanças que importam em {file}',
  'uploads.traces.every': 'Todos: {title} em {file}',
  'uploads.traces.item': '{named, select, yes {Parcela {index} (“{name}”)} other {Parcela {index}}}:',
  'uploads.traces.more': '…e mais {count, plural, one {# parcela} other {# parcelas}}.',
  'uploads.traces.only-truncated':
    '{count, plural, one {# parcela só tem as suas} other {# parcelas só têm as suas}} posições cortadas em 6 casas decimais (deslocadas {shift} no máximo): nada a fazer.',
  'uploads.traces.unread':
    '{count, plural, one {# parcela é grande demais para ser lida e não é contada aqui; o seu problema diz o que fazer.} other {# parcelas são grandes demais para serem lidas e não são contadas aqui; os seus problemas dizem o que fazer.}}',
  'rule-title.file-not-json': 'JSON inválido',
  'rule-title.file-not-geojson': 'Não é uma FeatureCollection nem uma Feature GeoJSON',
  'rule-title.file-empty': 'Nenhuma parcela',
  'rule-title.file-too-large': 'Envio grande demais',
  'rule-title.file-crs': 'Não está em longitude-latitude WGS84',
  'rule-title.file-unreadable': 'Arquivo ilegível',
  'rule-title.file-unknown-format': 'Não é um formato de arquivo de parcelas',
  'rule-title.file-too-large-to-convert': 'Grande demais para converter',
  'rule-title.missing-geometry': 'Geometria ausente',
  'rule-title.unsupported-geometry': 'Geometria não suportada',
  'rule-title.multipolygon-nesting': 'Polygon aninhado como MultiPolygon',
  'rule-title.out-of-range': 'Coordenada fora do intervalo',
  'rule-title.swapped-axes': 'Latitude e longitude parecem trocadas',
  'rule-title.unclosed-ring': 'Contorno não fechado',
  'rule-title.too-few-vertices': 'Poucos vértices',
  'rule-title.self-intersection': 'Autointerseção',
  'rule-title.overlapping-parts': 'Partes sobrepostas',
  'rule-title.hole': 'Polígono com buraco',
  'rule-title.collinear': 'Forma em linha reta',
  'rule-title.duplicate-vertex': 'Vértice repetido',
  'rule-title.collapses-at-6-decimals': 'Colapsa com 6 casas decimais',
  'rule-title.low-precision': 'Menos de 6 casas decimais',
  'rule-title.missing-name': 'Nome ausente',
  'rule-title.duplicate-geometry': 'Geometria duplicada',
  'rule-title.duplicate-name': 'Nome duplicado',
  'rule-title.point-area': 'Ponto sem área válida',
  'rule-title.area-mismatch': 'Área declarada difere da forma',
  'rule-title.area-text': 'Área escrita como texto',
  'rule-title.bad-country': 'Código de país inválido',
  'rule-title.area-too-small': 'Área pequena demais',
  'rule-title.area-too-large': 'Área grande demais',
  'rule-title.contains-plot': 'Parcela dentro de outra parcela do arquivo',
  'rule-title.overlapping-plots': 'Parcelas do arquivo se sobrepõem',
  'rule-title.far-from-producing-area': 'Longe dos países produtores',
  'silent-title.truncated': 'Posições cortadas em 6 casas decimais',
  'silent-title.shape-changes': 'O contorno muda ao cortar em 6 casas decimais',
  'silent-title.point-area-assumed': 'Ponto sem Area considerado como 4 ha',
  'silent-title.area-read-as-zero': 'Área escrita como texto lida como 0 ha',
  'uploads.try-again': 'Tentar de novo',
  'uploads.send.title': 'Enviar',
  'uploads.send.offline':
    'Sem conexão com o serviço de risco. Você ainda pode verificar arquivos, mapear os campos, corrigi-los e baixar o GeoJSON do TRACES: tudo isso acontece neste navegador. Para enviar as parcelas, é preciso o serviço e um token de API válido.',
  'uploads.send.will-refuse':
    'Com estas opções, o serviço vai recusar {count, plural, one {# parcela} other {# parcelas}}. Você pode corrigi-las antes, ou enviar e depois escolher prosseguir sem elas.',
  'uploads.send.blockers': 'Antes de poder enviar',
  'uploads.send.under-way': 'Há um envio em andamento: veja “Enviando os arquivos” abaixo.',
  'uploads.send.button': '{count, plural, one {Enviar # arquivo} other {Enviar # arquivos}}',
  'uploads.send.button-for':
    '{count, plural, one {Enviar # arquivo} other {Enviar # arquivos}} para {supplier}',
  'uploads.blockers.offline':
    'Conecte-se ao serviço de risco para enviar ({reason}). Confira a conexão e o token de API em Configurações e tente de novo.',
  'uploads.blockers.project': 'Escolha um projeto.',
  'uploads.blockers.supplier': 'Escolha ou digite o fornecedor.',
  'uploads.blockers.no-file': 'Adicione pelo menos um arquivo de parcelas.',
  'uploads.blockers.mapping': 'Confirme os campos das parcelas acima (“{confirm}”).',
  'uploads.blockers.wait': 'Espere a verificação terminar.',
  'uploads.blockers.unreadable': 'Remova os arquivos que não podem ser lidos: {files}.',
  'uploads.blockers.fatal': 'Remova ou corrija os arquivos que não podem ser lidos: {files}.',
  'uploads.blockers.confirm-empty':
    'Digite o nome do fornecedor para confirmar que todas as parcelas dele serão removidas.',
  'uploads.options.legend': 'Opções (mudar uma verifica os arquivos de novo)',
  'uploads.options.name-field': 'Campo do nome da parcela',
  'uploads.options.name-default': 'ProductionPlace (padrão)',
  'uploads.options.name-default-mapped': 'ProductionPlace (o nome que você mapeou: {fields})',
  'uploads.options.name-hint':
    'A propriedade que contém o nome de cada parcela. A lista mostra as propriedades encontradas nos seus arquivos.',
  'uploads.options.match': 'Associar parcelas existentes pelo nome',
  'uploads.options.match-hint':
    'As parcelas cujo {field} corresponde ao nome de uma parcela existente deste fornecedor a atualizam em vez de adicionar uma nova. Nomes duplicados nos arquivos viram erros, e geometrias duplicadas são permitidas.',
  'uploads.options.names-repeat':
    'Há nomes repetidos nos arquivos mapeados: {list}. A associação pelo nome recusa parcelas cujo nome se repete.',
  'uploads.options.duplicates': 'Permitir geometrias duplicadas',
  'uploads.options.duplicates-forced': 'Ligado, porque a associação pelo nome exige.',
  'uploads.options.duplicates-hint':
    'Parcelas com a mesma forma são aceitas quando pelo menos uma propriedade difere (por exemplo, dois produtores que dividem uma parcela).',
  'uploads.options.traces': 'Validar para o TRACES',
  'uploads.options.traces-hint':
    'Parcelas com autointerseções ou buracos falham, como o sistema TRACES da UE as recusaria.',
  'uploads.options.overwrite': 'Substituir todas as parcelas existentes (sobrescrever)',
  'uploads.options.overwrite-hint':
    'Os arquivos substituem todas as parcelas que este fornecedor tem agora. Um arquivo vazio remove todas.',
  'uploads.overwrite.replaced':
    '⚠ Sobrescrever: {count, plural, one {# parcela existente de {supplier} será substituída} other {# parcelas existentes de {supplier} serão substituídas}} {plots, plural, one {pela # parcela} other {pelas # parcelas}} deste envio.',
  'uploads.overwrite.empty':
    '⚠ Sobrescrever: {count, plural, one {# parcela existente de {supplier} será substituída} other {# parcelas existentes de {supplier} serão substituídas}} — e, como o arquivo está vazio, todas serão removidas.',
  'uploads.overwrite.confirm':
    'Para confirmar que todas as parcelas deste fornecedor serão removidas, digite o nome do fornecedor ({supplier}):',
  'uploads.ongoing.title': 'Envios em andamento neste projeto',
  'uploads.ongoing.failed': 'Não foi possível carregá-los.',
  'uploads.ongoing.none': 'Nenhum: todos os envios deste projeto terminaram.',
  'uploads.ongoing.item':
    '— {status}{overwrite, select, yes {, substituindo todas as parcelas} other {}}, desde {since}',
  'uploads.progress.title': 'Enviando os arquivos',
  'uploads.progress.total': 'Total',
  'uploads.progress.total-label': 'Andamento total do envio',
  'uploads.progress.creating': 'Criando o envio…',
  'uploads.progress.sending': 'Enviando…',
  'uploads.progress.starting': 'Iniciando a avaliação…',
  'uploads.progress.aborted': 'Parado. Nada foi iniciado.',
  'uploads.progress.still-to-send':
    '{count, plural, one {# arquivo ainda a enviar} other {# arquivos ainda a enviar}}',
  'uploads.progress.abort': 'Interromper o envio',
  'uploads.progress.files': 'Arquivos sendo enviados',
  'uploads.progress.progress': 'Andamento',
  'uploads.progress.file-label': 'Andamento de {file}',
  'uploads.progress.status': 'Situação',
  'uploads.progress.waiting': 'aguardando',
  'uploads.progress.sending-file': 'enviando',
  'uploads.progress.retrying': 'tentando de novo',
  'uploads.progress.sent': '✓ enviado',
  'uploads.progress.failed': '✖ falhou',
  'uploads.progress.missing': 'escolha este arquivo de novo',
  'uploads.progress.reloaded':
    'A página foi recarregada antes de estes arquivos serem enviados. Escolha de novo os arquivos que você soltou para continuar o mesmo envio:',
  'uploads.progress.drop-again': 'Solte ou escolha os arquivos ainda a enviar',
  'uploads.progress.drop-again-hint':
    'Os mesmos arquivos que você soltou antes (mesmos nomes): cada um é convertido de novo com os mesmos campos e conferido como idêntico. O envio continua assim que forem escolhidos.',
  'uploads.progress.forget': 'Esquecer este envio e recomeçar',
  'uploads.progress.blocked': 'Outro envio para {supplier} está em andamento.',
  'uploads.progress.blocked-hint':
    'O serviço aceita um envio por fornecedor de cada vez. Seus arquivos foram enviados e ficam guardados por 60 minutos; inicie este envio quando o outro terminar.',
  'uploads.progress.follow-other': 'Acompanhar o outro envio ({status})',
  'uploads.progress.retry-in': 'Nova tentativa possível em {seconds} s',
  'uploads.progress.retry-now': 'Tentar agora',
  'uploads.progress.start-over': 'Recomeçar',
  'uploads.progress.again': 'Enviar de novo',
  'uploads.progress.back': 'Voltar aos arquivos',
  'uploads.status.created': 'Criado (arquivos enviados)',
  'uploads.status.evaluating': 'Avaliando as parcelas',
  'uploads.status.evaluated': 'Avaliado com erros: aguardando você',
  'uploads.status.ingesting': 'Gravando as parcelas',
  'uploads.status.finished': 'Concluído',
  'uploads.status.failed': 'Falhou',
  'uploads.status.cancelled': 'Cancelado',
  'uploads.status.expired': 'Expirado (não iniciado em 60 minutos)',
  'uploads.follow.loading': 'Carregando a situação do envio…',
  'uploads.follow.load-failed': 'Não foi possível carregar a situação do envio',
  'uploads.follow.title': 'Envio para {supplier}',
  'uploads.follow.subtitle':
    '{files} · {overwrite, select, yes {substituindo todas as parcelas} other {adicionando parcelas}} · id {id}',
  'uploads.follow.steps': 'Andamento do envio',
  'uploads.follow.status': 'Situação:',
  'uploads.follow.plots-in-files':
    '{count, plural, one {# parcela nos arquivos} other {# parcelas nos arquivos}}',
  'uploads.follow.not-accepted': '{count, plural, one {parcela não aceita} other {parcelas não aceitas}}',
  'uploads.follow.errors-count': 'Erros da avaliação ({count})',
  'uploads.follow.errors': 'Erros da avaliação',
  'uploads.follow.proceed': 'Prosseguir sem as parcelas com falha',
  'uploads.follow.cancel': 'Cancelar o envio',
  'uploads.follow.proceed-hint':
    'Prosseguir grava as {accepted} parcelas aceitas e ignora as {skipped} listadas acima. Cancelar não grava nada.',
  'uploads.follow.proceed-hint-unknown':
    'Prosseguir grava as parcelas aceitas e ignora as {skipped} listadas acima. Cancelar não grava nada.',
  'uploads.follow.written': 'As parcelas foram gravadas.',
  'uploads.follow.see-plots': 'Ver as parcelas de {supplier}',
  'uploads.follow.failed':
    'O serviço não conseguiu ler os arquivos (JSON inválido ou não GeoJSON). Confira os arquivos acima, corrija-os e envie de novo.',
  'uploads.end.counting': 'Contando as parcelas de {supplier} depois do envio…',
  'uploads.end.count-failed': 'As parcelas foram gravadas, mas não foi possível contá-las: {reason}',
  'uploads.end.now-has':
    '{supplier} agora tem {count, plural, one {<b>#</b> parcela} other {<b>#</b> parcelas}}: este envio adicionou {added}, alterou {changed} e removeu {known, select, yes {{removed}} other {um número desconhecido}}.',
  'uploads.end.now-has-since':
    '{supplier} agora tem {count, plural, one {<b>#</b> parcela} other {<b>#</b> parcelas}}. Desde que este envio foi criado, {added} foram adicionadas e {changed} alteradas (por ele ou por um envio posterior).',
  'uploads.end.risk-title':
    'Risco {count, plural, one {da # parcela gravada} other {das # parcelas gravadas}} (avaliação do serviço):',
  'uploads.end.risk-list': 'Risco das parcelas gravadas',
  'uploads.end.assessing':
    'O serviço ainda está avaliando {count, plural, one {# parcela} other {# parcelas}}: contadas de novo a cada poucos segundos.',
  'uploads.end.open-supplier': 'Abrir a página do fornecedor {supplier}',
  'uploads.end.to-review': 'para revisar as parcelas que precisam de atenção.',
  'uploads.record.unknown':
    'Não registrado no histórico de envios do fornecedor: este envio foi iniciado em outra aba ou numa sessão anterior, então aqui não dá para separar o que ele mudou do que mudaram envios posteriores.',
  'uploads.record.done': 'Registrado no histórico de envios do fornecedor.',
  'uploads.record.pending': 'Registrando este envio no histórico do fornecedor…',
  'uploads.record.failed':
    'O envio deu certo, mas o registro dele não pôde ser salvo no histórico do fornecedor ({reason}).',
  'uploads.provenance.title': 'Arquivos e alterações guardados no registro',
  'uploads.provenance.files': 'Arquivos recebidos e enviados, com seu SHA-256',
  'uploads.provenance.original': 'Recebido do fornecedor: {file} ({size}), SHA-256',
  'uploads.provenance.sent': 'Enviado ao serviço: {file} ({size}), SHA-256',
  'uploads.provenance.hash': 'SHA-256 de {file}',
  'uploads.provenance.copy': 'Copiar',
  'uploads.provenance.copy-label': 'Copiar o SHA-256 de {file}',
  'uploads.provenance.copied': 'Copiado.',
  'uploads.provenance.copy-failed':
    'Não foi possível copiar: coloque o foco no valor para vê-lo inteiro e copie-o à mão.',
  'uploads.provenance.no-hashes':
    'Não foi possível calcular o hash dos arquivos: o registro os nomeia sem SHA-256.',
  'uploads.provenance.mapping':
    'Correspondência de campos (campo do painel: coluna do arquivo, ou =valor fixo)',
  'uploads.provenance.no-mapping':
    'Sem correspondência de campos: os arquivos foram enviados no formato do TRACES, como recebidos.',
  'uploads.provenance.fixes': 'Alterações feitas antes do envio',
  'uploads.provenance.no-fixes': 'Nenhuma correção aplicada: as parcelas foram enviadas como convertidas.',
  'uploads.provenance.fix': '{title}: {count, plural, one {# parcela} other {# parcelas}}',
  'uploads.provenance.fix-plots': 'Parcelas {plots}{hasMore, select, yes { e mais {more}} other {}}',
  'uploads.provenance.left-out': 'Parcelas já enviadas, deixadas de fora',
  'uploads.diff.title': 'O que este envio vai fazer',
  'uploads.diff.new': 'Parcelas novas',
  'uploads.diff.identical': 'Já existentes (mesmo contorno)',
  'uploads.diff.changed': 'Alteradas (mesmo nome, novo contorno)',
  'uploads.diff.inside': 'Novas, dentro de uma parcela já existente',
  'uploads.diff.overlapping': 'Novas, sobrepostas a uma parcela já existente',
  'uploads.diff.removed': 'Removidas ao sobrescrever',
  'uploads.diff.mode.overwrite':
    '{matching, select, yes {Sobrescrever, associando pelo nome} other {Sobrescrever}}: os arquivos substituem {count, plural, one {a # parcela} other {as # parcelas}} de {supplier}.',
  'uploads.diff.mode.match':
    'Associando pelo nome: as parcelas com o nome de uma das {count, plural, one {# parcela} other {# parcelas}} de {supplier} a atualizam; as demais são adicionadas.',
  'uploads.diff.mode.append':
    'Adicionando às {count, plural, one {# parcela} other {# parcelas}} de {supplier}: todas as parcelas dos arquivos são adicionadas.',
  'uploads.diff.plot': 'Parcela {number}',
  'uploads.diff.same-as': 'mesmo contorno que {other}',
  'uploads.diff.inside-by': 'dentro de {other} em {area} ({share} % da parcela nova)',
  'uploads.diff.overlaps-by': 'sobrepõe {other} em {area} ({share} % da parcela nova)',
  'uploads.diff.files-changed': 'Os arquivos mudaram nesse meio-tempo; compare de novo.',
  'uploads.diff.second-copies':
    '{count, plural, one {Enviada de novo, esta parcela vira uma segunda cópia de uma parcela que o fornecedor já tem.} other {Enviadas de novo, estas # parcelas viram segundas cópias de parcelas que o fornecedor já tem.}}',
  'uploads.diff.same-again':
    '{count, plural, one {Associada pelo nome, esta parcela atualiza a parcela do fornecedor com o mesmo nome e o mesmo contorno: enviada de novo, só os outros campos dela podem mudar.} other {Associadas pelo nome, estas # parcelas atualizam as parcelas do fornecedor com os mesmos nomes e contornos: enviadas de novo, só os outros campos delas podem mudar.}}',
  'uploads.blockers.no-plots':
    'Não há nada para enviar: os arquivos não contêm nenhuma parcela. Adicione um arquivo com parcelas ou remova os arquivos vazios.',
  'uploads.blockers.all-left-out':
    'Não há nada para enviar: todas as parcelas dos arquivos foram deixadas de fora porque {supplier} já as tem. Adicione um arquivo com parcelas novas ou remova estes arquivos.',
  'uploads.blockers.overwrite-left-out':
    '{count, plural, one {# parcela foi deixada de fora dos arquivos por já ter sido enviada: sobrescrever a removeria de {supplier}. Desative sobrescrever para mantê-la como está, ou remova o arquivo e adicione-o de novo para enviar todas as parcelas.} other {# parcelas foram deixadas de fora dos arquivos por já terem sido enviadas: sobrescrever as removeria de {supplier}. Desative sobrescrever para mantê-las como estão, ou remova o arquivo e adicione-o de novo para enviar todas as parcelas.}}',
  'uploads.diff.leaving-out': 'Deixando-as de fora…',
  'uploads.diff.leave-out':
    '{count, plural, one {Deixar de fora a # parcela já enviada} other {Deixar de fora as # parcelas já enviadas}}',
  'uploads.diff.leave-out-failed': 'Não foi possível deixá-las de fora: {reason}',
  'uploads.diff.failed':
    'Não foi possível comparar os arquivos com as parcelas de {supplier}: {reason} O envio em si continua funcionando.',
  'uploads.diff.comparing': 'Comparando os arquivos com as parcelas atuais de {supplier}…',
  'uploads.diff.none-yet':
    '{supplier} ainda não tem parcelas neste projeto: todas as parcelas dos arquivos são novas.',
  'uploads.diff.counted': 'O que este envio vai fazer, em números',
  'uploads.diff.partial':
    'Só as primeiras {compared} de {total} parcelas foram comparadas (o limite da pré-visualização).',
  'uploads.diff.overwrite-identical':
    'Ao sobrescrever, as parcelas já existentes são substituídas pelos mesmos contornos; deixadas fora do arquivo, seriam removidas.',
  'uploads.overlaps.comparing':
    'Comparando estas parcelas com as parcelas de outros fornecedores do projeto…',
  'uploads.overlaps.none':
    'Nenhuma parcela deste arquivo se sobrepõe a uma parcela de outro fornecedor neste projeto.',
  'uploads.overlaps.label': 'Sobreposições com outros fornecedores',
  'uploads.overlaps.title':
    '{count, plural, one {# parcela deste arquivo se sobrepõe a terra declarada por outro fornecedor} other {# sobreposições com terras declaradas por outros fornecedores}}',
  'uploads.overlaps.hint':
    'Confirme com o fornecedor se o mesmo campo está declarado duas vezes antes de enviar o arquivo.',
  'uploads.overlaps.item': '{plot} se sobrepõe à parcela {id} de {supplier} em {area} ({share} da parcela)',
  'uploads.diff.no-worker':
    'Este navegador não conseguiu guardar as parcelas do projeto para compará-las (recarregue a página para tentar de novo).',
  'uploads.diff.too-large':
    'Este arquivo é grande demais para ser reescrito no navegador; remova as parcelas na origem.',
  'uploads.put.connection': 'A conexão com o armazenamento falhou.',
  'uploads.put.expired-token': 'O link de envio expirou (os links duram 60 minutos).',
  'uploads.put.signature':
    'O armazenamento não aceitou a assinatura do link: o link foi alterado ou o arquivo foi com outro Content-Type.',
  'uploads.put.access-denied': 'O armazenamento recusou este link de envio.',
  'uploads.put.too-large': 'O arquivo é maior do que o armazenamento aceita.',
  'uploads.put.timeout': 'O armazenamento parou de esperar o arquivo.',
  'uploads.put.no-bucket': 'O bucket de armazenamento deste link de envio não existe.',
  'uploads.put.no-key': 'O armazenamento não conhece este link de envio.',
  'uploads.put.invalid': 'O armazenamento recusou a requisição como foi enviada.',
  'uploads.put.refused': 'O armazenamento recusou o arquivo ({status}).',
  'uploads.put.storage-said': '{meaning} (resposta do armazenamento: {said})',
  'uploads.run.links-keep-expiring':
    'Os links de envio continuam expirando. Confira o relógio do computador e tente de novo.',
  'uploads.run.links-expired':
    'Os links de envio expiraram (60 minutos). Inicie um novo envio com os mesmos arquivos.',
  'uploads.run.unreadable-again': '{file} não pôde ser lido de novo: {reason}',
  'uploads.flow.not-sent': '{file} não pôde ser enviado: {reason}',
  'uploads.worker.deadline':
    'O {role, select, checker {verificador} other {leitor}} parou de ler {file}: passou do tempo limite para ler um arquivo. Um arquivo tão lento de ler está danificado ou foi feito para travar o leitor: exporte as parcelas de novo (como tabela, não como visão, num GeoPackage) ou como GeoJSON, ou verifique-o com npx plot-check.',
  'uploads.worker.replaced':
    'O {role, select, checker {verificador} other {leitor}} foi parado enquanto tinha {file}, porque outro arquivo demorou demais para ser lido. Solte {file} de novo.',
  'uploads.worker.stopped':
    'O {role, select, checker {verificador} other {leitor}} parou ao ler {file}. Tente de novo, ou verifique o arquivo com npx plot-check para ver o que nele o faz parar.',

  // Buyer pages, part B: Suppliers, Projects, Settings
  'suppliers.read-only':
    'O serviço não oferece gestão de fornecedores. Estes fornecedores são os nomes encontrados nas suas parcelas e envios (somente leitura); faça um envio com um nome novo para adicionar um fornecedor.',
  'suppliers.create-failed': 'Não foi possível criar o fornecedor: {reason}',
  'suppliers.search': 'Pesquisar fornecedores',
  'suppliers.count': '{shown, number} de {total, plural, one {# fornecedor} other {# fornecedores}}',
  'suppliers.count.in-project':
    '{project}: {shown, number} de {total, plural, one {# fornecedor} other {# fornecedores}}',
  'suppliers.project': '{project}:',
  'suppliers.loading': 'Carregando fornecedores…',
  'suppliers.load-failed': 'Não foi possível carregar os fornecedores',
  'suppliers.empty': 'Ainda não há fornecedores neste projeto',
  'suppliers.empty.hint':
    'Crie um acima, ou comece um envio na página <link>Envios</link>: enviar para um nome de fornecedor novo o cria.',
  'suppliers.no-match': 'Nenhum fornecedor corresponde a “{q}”',
  'suppliers.footnote':
    'As parcelas por nível de risco, as sobreposições e o último envio são calculados a partir das parcelas do projeto; “sobreposições” conta as parcelas do fornecedor que compartilham terra com uma parcela de outro fornecedor ou com outra das suas próprias parcelas; “último envio” é quando as parcelas do fornecedor mudaram pela última vez.',
  'suppliers.table.caption':
    'Fornecedores do projeto, com as suas parcelas por nível de risco e as parcelas sobrepostas',
  'suppliers.column.name': 'Fornecedor',
  'suppliers.column.plots': 'Parcelas',
  'suppliers.column.by-risk': 'Parcelas por nível de risco',
  'suppliers.column.overlaps': 'Sobreposições',
  'suppliers.column.last-upload': 'Último envio',
  'suppliers.column.actions': 'Ações',
  'suppliers.upload-in-progress': 'Envio em andamento ({status})',
  'suppliers.no-upload': 'Nenhum envio ainda',
  'suppliers.view-plots': 'Ver parcelas',
  'suppliers.view-plots.of': 'Ver parcelas de {name}',
  'suppliers.new-upload': 'Novo envio',
  'suppliers.new-upload.for': 'Novo envio para {name}',
  'suppliers.rename': 'Renomear',
  'suppliers.rename.of': 'Renomear {name}',
  'suppliers.rename.label': 'Novo nome para {name}',
  'suppliers.rename.save': 'Salvar nome',
  'suppliers.delete': 'Excluir',
  'suppliers.delete.of': 'Excluir {name}',
  'suppliers.delete.title': 'Excluir o fornecedor “{name}”?',
  'suppliers.delete.refused': 'Este fornecedor não pode ser excluído.',
  'suppliers.delete.refused.hint':
    'Um fornecedor só é excluído quando não tem parcelas nem envio em andamento. Para remover as suas parcelas, envie um arquivo vazio para ele com “sobrescrever” ativado na página <link>Envios</link> e depois exclua-o.',
  'suppliers.delete.plots':
    '{count, plural, =0 {Não tem parcelas. Isto não pode ser desfeito.} one {Tem # parcela: o serviço recusará até que ela seja removida.} other {Tem # parcelas: o serviço recusará até que elas sejam removidas.}}',
  'suppliers.delete.deleting': 'Excluindo…',
  'suppliers.delete.confirm': 'Excluir fornecedor',
  'suppliers.cancel': 'Cancelar',
  'suppliers.close': 'Fechar',
  'suppliers.new': 'Novo fornecedor',
  'suppliers.new.name': 'Nome do novo fornecedor',
  'suppliers.new.creating': 'Criando…',
  'suppliers.new.create': 'Criar fornecedor',
  'suppliers.created': 'Fornecedor “{name}” criado.',
  'suppliers.renamed': 'Fornecedor renomeado para “{name}”.',
  'suppliers.deleted': 'Fornecedor “{name}” excluído.',
  'suppliers.counting': 'Contando…',
  'suppliers.counting.loaded':
    '{count, plural, one {Contando… (# parcela carregada)} other {Contando… (# parcelas carregadas)}}',
  'suppliers.plots-failed': 'Não foi possível carregar as parcelas',
  'suppliers.no-plots': 'Nenhuma parcela',
  'suppliers.risk-count': '{risk}: {count}',
  'suppliers.risk.high': 'Alto',
  'suppliers.risk.medium': 'Médio',
  'suppliers.risk.low': 'Baixo',
  'suppliers.risk.none': 'Sem risco',
  'suppliers.risk.unassessed': 'Não avaliado',
  'suppliers.overlaps.none': 'Nenhuma',
  'suppliers.overlaps.of': 'Parcelas sobrepostas de {name}:',
  'counts.overlaps.all':
    '{plots, plural, one {# parcela} other {# parcelas}} em {pairs, plural, one {# par sobreposto} other {# pares sobrepostos}}',
  'counts.overlaps.between':
    '{pairs, plural, =0 {Nenhuma sobreposição {scope, select, supplier {com outros fornecedores} other {entre fornecedores}}} other {{plots, plural, one {# parcela} other {# parcelas}} em {pairs, plural, one {# par sobreposto} other {# pares sobrepostos}} {scope, select, supplier {com outros fornecedores} other {entre fornecedores}} (declarações duplas)}}',
  'counts.overlaps.within':
    '{pairs, plural, =0 {Nenhuma sobreposição {scope, select, supplier {dentro do fornecedor} other {dentro de um mesmo fornecedor}}} other {{plots, plural, one {# parcela} other {# parcelas}} em {pairs, plural, one {# par sobreposto} other {# pares sobrepostos}} {scope, select, supplier {dentro do fornecedor} other {dentro de um mesmo fornecedor}}}}',
  'counts.overlaps.inside':
    '{plots, plural, =0 {Nenhuma parcela dentro de outra parcela} one {# parcela dentro de outra parcela} other {# parcelas dentro de outra parcela}}',
  'counts.overlaps.partial':
    'Contado a partir dos {listed, number} maiores de {total, number} pares sobrepostos (a verificação lista só os maiores).',
  'counts.review':
    '{open, number} de {total, plural, one {# item de revisão} other {# itens de revisão}} em aberto; {plots, plural, =0 {nenhuma parcela precisa} one {# parcela precisa} other {# parcelas precisam}} de atenção.',
  'suppliers.overlaps.failed': 'Não foi possível verificar',
  'suppliers.overlaps.not-checked': 'Não verificado',
  'suppliers.overlaps.checking': 'Verificando…',
  'supplier.title': 'Fornecedor',
  'supplier.back': '← Todos os fornecedores',
  'supplier.unknown': 'Este fornecedor não existe neste projeto',
  'supplier.unknown.hint':
    'Ele pode ter sido excluído ou renomeado, ou pertencer a outro projeto. <link>Escolha um fornecedor</link>.',
  'supplier.loading': 'Carregando o fornecedor…',
  'supplier.view-plots': 'Ver as suas parcelas',
  'supplier.plots.stopped': 'O carregamento parou após {count, plural, one {# parcela} other {# parcelas}}',
  'supplier.plots.failed': 'Não foi possível carregar as parcelas',
  'supplier.plots.loading': 'Carregando as parcelas do projeto… ({count} até agora)',
  'supplier.attention': 'Precisa de atenção',
  'supplier.attention.intro':
    'Cada sinal de risco numa parcela é um item de revisão: risco alto ou médio segundo o serviço, áreas protegidas ou indígenas, desmatamento após a data de corte, um país do nível de alto risco da UE, uma geometria que o TRACES recusa, uma declaração dupla com outro fornecedor, uma sobreposição dentro do fornecedor e uma parcela dentro de outra. Selecione itens e registre uma decisão; um item fica em aberto até ser aprovado ou excluído (“precisa de informações” o mantém em aberto).',
  'supplier.decisions.failed': 'Não foi possível carregar as decisões',
  'supplier.decisions.loading': 'Carregando as decisões…',
  'supplier.items.waiting': 'Os itens de revisão serão definidos quando as parcelas chegarem…',
  'supplier.items.overlaps-failed':
    'A verificação de sobreposições falhou: as declarações duplas e as sobreposições dentro do fornecedor não estão listadas.',
  'supplier.items.overlaps-checking':
    'Verificando sobreposições entre as parcelas: as declarações duplas e as sobreposições dentro do fornecedor entram na lista quando a verificação terminar.',
  'supplier.history': 'Histórico de decisões',
  'supplier.risk.title': 'Parcelas por risco avaliado (serviço)',
  'supplier.risk.caption': 'Parcelas e área por risco avaliado pelo serviço',
  'supplier.plots-in-all': '{count, plural, one {# parcela} other {# parcelas}}, {area} no total.',
  'supplier.plots': '{count, plural, one {# parcela} other {# parcelas}}',
  'supplier.column.assessed-risk': 'Risco avaliado (serviço)',
  'supplier.column.area': 'Área',
  'supplier.column.country': 'País',
  'supplier.column.benchmark': 'Classificação de países da UE (oficial)',
  'supplier.finding':
    '{count, plural, one {# parcela} other {# parcelas}}, {area} {what, select, deforested {desmatados} other {de sobreposição}}',
  'supplier.finding.none': 'Nenhuma',
  'supplier.findings': 'Constatações do serviço',
  'supplier.findings.deforestation': 'Desmatamento após a data de corte',
  'supplier.findings.protected': 'Em áreas protegidas',
  'supplier.findings.indigenous': 'Em terras indígenas',
  'supplier.findings.unassessed': 'Ainda não avaliadas',
  'supplier.countries': 'Países de produção',
  'supplier.countries.caption': 'Países de produção com a classificação de países da UE',
  'supplier.countries.none': 'Nenhuma parcela ainda.',
  'supplier.uploads': 'Histórico de envios',
  'supplier.uploads.ongoing':
    'Envio em andamento ({status}), iniciado em {date}{overwrite, select, yes {, substituindo as parcelas do fornecedor} other {}}.',
  'supplier.uploads.loading': 'Carregando o histórico de envios…',
  'supplier.uploads.failed': 'Não foi possível carregar o histórico de envios',
  'supplier.uploads.none': 'Nenhum envio registrado para este fornecedor ainda.',
  'supplier.uploads.files': '{date}: {files}',
  'supplier.uploads.unnamed': 'arquivos sem nome',
  'supplier.uploads.changes':
    '{added} adicionadas, {changed} alteradas, {removed} removidas; {count, plural, one {# parcela} other {# parcelas}} depois do envio{overwrite, select, yes { (sobrescrita)} other {}}{matched, select, yes { (correspondência por nome)} other {}}.',
  'supplier.uploads.by': 'Registrado por {name}',
  'supplier.overlaps.failed':
    'A verificação de sobreposições falhou; recarregue a página para verificar de novo.',
  'supplier.overlaps.checking': 'Verificando sobreposições entre as parcelas…',
  'supplier.overlaps.waiting':
    'Verificando sobreposições quando as outras parcelas do projeto chegarem ({count, plural, one {# parcela} other {# parcelas}} até agora)…',
  'supplier.overlaps.show': 'Mostrar as parcelas sobrepostas no mapa',
  'supplier.report.download': 'Baixar relatório (PDF)',
  'supplier.report.printable': 'Relatório para impressão',
  'supplier.report.waiting':
    'O relatório pode ser feito quando {what, select, plots {as parcelas chegarem} decisions {as decisões chegarem} history {o histórico de decisões chegar} uploads {o histórico de envios chegar} conclusions {as conclusões sobre o risco chegarem} other {a verificação de sobreposições terminar}}.',
  'supplier.report.making': 'Preparando o relatório de {count, plural, one {# parcela} other {# parcelas}}…',
  'supplier.report.ready': 'Relatório pronto: o seu navegador salvou o PDF.',
  'supplier.report.stopped':
    'O relatório parou: {detail}. Tente de novo; se falhar outra vez, recarregue a página.',
  'supplier.report.failed': 'Não foi possível fazer o relatório: {detail}.',
  'supplier.report.title': 'Relatório do fornecedor',
  'supplier.report.back': '← Voltar ao fornecedor',
  'supplier.report.load-failed': 'Não foi possível carregar os dados do fornecedor',
  'supplier.report.loading':
    'Carregando {what, select, plots {as parcelas} decisions {as decisões} history {o histórico de decisões} uploads {o histórico de envios} conclusions {as conclusões sobre o risco} other {a verificação de sobreposições}}…',
  'supplier.report.making.page': 'Preparando o relatório…',
  'supplier.report.print': 'Imprimir',
  'projects.counts.failed': 'Contagens indisponíveis',
  'projects.counts.not-offered': 'Contagens não oferecidas pelo serviço',
  'projects.counts.counting': 'Contando fornecedores e parcelas…',
  'projects.counts':
    '{suppliers, plural, one {# fornecedor} other {# fornecedores}} · {plots, plural, one {# parcela} other {# parcelas}}',
  'projects.loading': 'Carregando projetos…',
  'projects.failed': 'Não foi possível carregar os seus projetos',
  'projects.empty': 'Esta conta não tem projetos',
  'projects.empty.hint':
    'Peça ao seu administrador para dar à sua conta acesso a um projeto, ou verifique o token em <link>Configurações</link>.',
  'projects.active': 'Ativo',
  'projects.created': 'Criado em {date}',
  'projects.showing': 'Em exibição',
  'projects.switch': 'Mostrar',
  'projects.switch.to': 'Mostrar {name}',
  'projects.extent': 'Área do projeto',
  'projects.map': 'Mapa das parcelas do projeto',
  'projects.extent.finding': 'Localizando as parcelas deste projeto…',
  'projects.extent.framed': 'Enquadrado nas parcelas do projeto (primeira página).',
  'projects.extent.none': 'Este projeto ainda não tem parcelas: mostrando o mundo.',
  'settings.connection': 'Conexão',
  'settings.simulator': 'Simulador integrado',
  'settings.simulator.hint':
    'Uma cópia local fiel do serviço de risco, com dados de demonstração. Nada sai deste computador.',
  'settings.live.hint': 'O serviço de risco real, por meio do servidor deste painel.',
  'settings.live.off':
    'Não configurado: inicie o servidor do painel com {variable} definido (veja o README).',
  'settings.demo-account': 'Conta de demonstração',
  'settings.server-token': 'O servidor guarda o token da API: o navegador nunca o vê.',
  'settings.token': 'Token da API',
  'settings.token.set': 'Há um token definido (oculto). Digite para substituí-lo.',
  'settings.token.paste': 'Cole o seu token da API',
  'settings.token.kept':
    'Guardado só na memória desta página, nunca no armazenamento permanente do navegador, nunca num link.',
  'settings.token.use': 'Usar este token',
  'settings.token.forget': 'Esquecer o token',
  'settings.remember': 'Lembrar a conexão nesta aba (até a aba ser fechada)',
  'settings.test': 'Testar conexão',
  'settings.test.testing': 'Testando…',
  'settings.test.connected':
    'Conectado. Este token dá acesso a {count, plural, one {# projeto} other {# projetos}}.',
  'settings.test.failed': 'Falhou: {reason}',
  'settings.test.failed.http': 'Falhou: {reason} (HTTP {status}, {code})',
  'settings.basemap': 'Mapa de fundo',
  'settings.basemap.offline': 'Usando o mapa de fundo offline integrado.',
  'settings.basemap.checking': 'Verificando se o mapa de fundo online está acessível…',
  'settings.basemap.online': 'Mapa de fundo online aplicado.',
  'settings.basemap.unreachable':
    'O mapa de fundo online não pôde ser acessado deste computador; o mapa de fundo atual foi mantido.',
  'settings.cache': 'Parcelas salvas neste aparelho',
  'settings.cache.intro':
    'As parcelas de cada projeto ficam guardadas neste navegador para que a próxima visita as mostre na hora, enquanto o painel verifica mudanças no serviço. Só os dados das parcelas são guardados, nunca o seu token.',
  'settings.cache.delete': 'Excluir parcelas salvas',
  'settings.cache.empty': 'Nada estava salvo neste aparelho; não havia nada para excluir.',
  'settings.cache.deleted':
    'A cópia salva de {plots} parcelas de {projects, plural, one {# projeto} other {# projetos}} foi excluída. A próxima visita as carrega do serviço de novo.',
  'settings.cache.failed':
    'Não foi possível excluir as parcelas salvas. Feche as outras abas do painel e tente de novo.',
  'report.title': 'Relatório de due diligence: {name}',
  'report.project': 'Projeto: {name}',
  'report.date': 'Data do relatório: {date}',
  'report.intro':
    'O risco avaliado é a avaliação de cada parcela feita pelo serviço de risco. A classificação de países da UE é a lista oficial de países da Comissão; os dois são mostrados separadamente.',
  'report.summary': 'Resumo',
  'report.line': '{label}: {value}.',
  'report.finding.none': 'nenhuma',
  'report.benchmark': 'Classificação: {source}.',
  'report.at-risk': 'Parcelas em risco (serviço: alto ou médio)',
  'report.at-risk.all': '{count, plural, one {# parcela em risco} other {# parcelas em risco}}.',
  'report.at-risk.some':
    '{count, plural, one {# parcela em risco} other {# parcelas em risco}}; as {listed} primeiras estão listadas, outras {more} estão na página Parcelas do painel.',
  'report.column.plot': 'Parcela',
  'report.column.risk': 'Risco',
  'report.column.decision': 'Decisão atual',
  'report.column.overlap': 'Sobreposição',
  'report.deforested': 'Desmatado {area}',
  'report.no-deforestation': 'Nenhum desmatamento encontrado',
  'report.protected': 'áreas protegidas {area}',
  'report.indigenous': 'terras indígenas {area}',
  'report.assessed': 'avaliada em {date}',
  'report.decision': '{verdict} ({reason}), {by}, {date}',
  'report.decision.none': 'Ainda sem decisão',
  'report.decisions': 'Decisões e seu histórico',
  'report.decisions.count':
    '{entries, plural, one {# decisão} other {# decisões}} sobre {items, plural, one {# item de revisão} other {# itens de revisão}}, a mais recente primeiro em cada item{partial, select, yes {; os {listed} primeiros itens estão listados} other {}}{truncated, select, yes {; o registro devolveu só as decisões mais recentes} other {}}.',
  'report.decisions.none': 'Nenhuma decisão registrada ainda.',
  'report.kind.risk': 'parcela em risco',
  'report.kind.double-claim': 'dupla declaração',
  'report.kind.inside-another': 'dentro de outra parcela',
  'report.kind.protected-area': 'sobrepõe uma área protegida ou indígena',
  'report.kind.deforestation': 'desmatamento após a data de corte',
  'report.kind.overlap-in-supplier': 'sobreposição no mesmo fornecedor',
  'report.kind.high-risk-country': 'país de alto risco',
  'report.kind.traces-refused': 'recusada pelo TRACES',
  'report.kind.plot': 'decisão sobre o lote',
  'report.group': '{plot}: {kind}',
  'report.group.with': '{plot}: {kind} com {other}',
  'report.entry':
    '{date} {current, select, yes {(atual)} other {(anterior)}}: {verdict}. {reason}. Por {by}.',
  'report.entry.note': 'Nota: {note}',
  'report.entry.evidence': 'Evidência: {evidence}',
  'report.overlaps.unchecked':
    'A verificação de sobreposições não tinha terminado quando o relatório foi feito: as sobreposições não estão listadas.',
  'report.overlaps.counts':
    'Parcelas dentro de outra parcela: {inside}. Sobrepostas a outra parcela deste fornecedor: {within}. Sobrepostas a uma parcela de outro fornecedor: {others}.',
  'report.overlaps.partial': 'Contado só a partir dos maiores pares sobrepostos do projeto.',
  'report.overlaps.other': '{plot} ({supplier})',
  'report.overlaps.inside': '{plot} ({supplier}), fica dentro dela',
  'report.overlaps.share': '{area}, {share} %',
  'report.overlaps.more': 'Outras {count} sobreposições estão na página do fornecedor no painel.',
  'report.uploads.none': 'Nenhum envio registrado para este fornecedor.',
  'report.upload':
    '{date}: {added} adicionadas, {changed} alteradas, {removed} removidas; {count, plural, one {# parcela} other {# parcelas}} depois do envio{overwrite, select, yes { (sobrescrita)} other {}}{matched, select, yes { (correspondência por nome)} other {}}. Registrado por {by}.',
  'report.upload.id': 'Envio {id}.',
  'report.file': '{name} SHA-256 {hash}',
  'report.file.no-hash': 'não registrado',
  'report.uploads.older': '{count} envios mais antigos não estão listados.',
  'report.provenance': 'Procedência',
  'report.risk-data': 'Dados de risco',
  'report.risk-data.range': 'avaliados de {from} a {to}',
  'report.risk-data.none': 'nenhuma parcela avaliada ainda',
  'report.risk-data.frameworks': '{range} (referencial {frameworks})',
  'report.rules-version': 'Versão das regras de parcelas',
  'report.app-version': 'Versão do painel',
  'report.benchmark.label': 'Classificação de países da UE',
  'report.benchmark.source': '{title} (adotado em {adopted}, em vigor desde {inForce})',
  'report.hashes': 'Impressões digitais dos arquivos',
  'report.hashes.count': '{withHash} de {files} arquivos enviados (SHA-256)',
  'report.map': 'Mapa das parcelas',
  'report.map.label': 'Contornos de {count} parcelas, coloridos pelo risco avaliado pelo serviço',
  'report.legend': '{risk} ({count})',
  'report.map.extent':
    '{outlines} parcelas desenhadas como contornos, as outras como pontos{missing, plural, =0 {} other {, # sem posição}}. Extensão: longitude {west} a {east}, latitude {south} a {north} (WGS 84). Sem mapa de fundo.',
  'report.map.empty': 'Nenhuma parcela tem posição para desenhar.',
  'report.tier':
    '{tier, select, low {Risco baixo} standard {Risco padrão} high {Risco alto} other {País desconhecido}}',
  'report.footer': '{supplier} · {project} · página {page} de {pages}',
  'report.subject': 'Fornecedor {supplier}, projeto {project}',
  'report.label': '{label}:',
  'report.file.fact': '{name}, {size} bytes, SHA-256 {hash}',
  'report.upload.original': 'Arquivos originais, como recebidos',
  'report.upload.sent': 'Arquivos enviados ao serviço, depois do mapeamento de campos e das correções',
  'report.upload.mapping': 'Mapeamento de campos',
  'report.upload.mapping.column': '{field} da coluna “{column}”',
  'report.upload.mapping.value': '{field} = “{value}” para todas as parcelas',
  'report.upload.fixes': 'Correções aplicadas',
  'report.upload.fix':
    '{kind}: {count, plural, one {# parcela} other {# parcelas}}{listed, select, yes { ({plots}{more, plural, =0 {} one {, e mais #} other {, e mais #}})} other {}}',
  'report.fix.kind':
    '{kind, select, close_rings {anéis abertos fechados} drop_duplicate_vertices {vértices repetidos removidos} truncate_6_decimals {posições truncadas em 6 casas decimais} swap_axes {latitude e longitude trocadas} make_valid {formas inválidas reparadas (GEOS make-valid)} split_holes {buracos removidos cortando as parcelas em partes} fill_holes {buracos preenchidos} remove_exact_duplicates {duplicatas exatas removidas} other {{raw}}}',
  'report.open': 'Itens de revisão em aberto',
  'report.open.none': 'Nenhum item de revisão está em aberto: cada um tem uma decisão.',
  'report.open.count':
    '{count, plural, one {# item de revisão está em aberto} other {# itens de revisão estão em aberto}} (sem decisão ainda, ou aguardando informações do fornecedor): {kinds}.',
  'report.open.kind': '{kind}: {count}',
  'report.open.unchecked':
    'A verificação de sobreposições não tinha terminado: as sobreposições entre parcelas não são contadas.',
  'report.open.waiting': '{item} (aguardando informações do fornecedor)',
  'report.open.more': 'Outros {count} itens em aberto estão na página do fornecedor no painel.',
  'report.conclusion': 'Conclusão sobre o risco e aprovação',
  'report.conclusion.none':
    'Nenhuma conclusão sobre o risco foi preparada para este fornecedor: nada foi aprovado.',
  'report.conclusion.kind':
    '{kind, select, negligible {Conclusão: o risco é negligenciável.} mitigated {Conclusão: o risco não é negligenciável; foram tomadas medidas de mitigação.} other {Conclusão: {kind}.}}',
  'report.conclusion.prepared':
    'Preparada por {by}, {date}, com {open, plural, =0 {nenhum item de revisão em aberto} one {# item de revisão em aberto} other {# itens de revisão em aberto}}.',
  'report.conclusion.reasoning': 'Justificativa: {text}',
  'report.conclusion.mitigation': 'Medidas de mitigação tomadas: {text}',
  'report.conclusion.signed': 'Aprovada por {by}, {date}.',
  'report.conclusion.unsigned': 'Não aprovada: aguarda a assinatura de uma segunda pessoa.',
  'report.conclusion.earlier': 'Conclusões anteriores, da mais recente para a mais antiga',
  'report.conclusion.older': '{count} conclusões mais antigas não estão listadas.',
  'conclusion.title': 'Conclusão sobre o risco',
  'conclusion.intro':
    'Um revisor prepara a conclusão sobre o risco do fornecedor; um aprovador que não a preparou a aprova (princípio dos quatro olhos). Ambas as coisas ficam no registro de auditoria e no relatório.',
  'conclusion.loading': 'Carregando as conclusões sobre o risco…',
  'conclusion.failed': 'Não foi possível carregar as conclusões sobre o risco',
  'conclusion.none': 'Nenhuma conclusão foi preparada para este fornecedor ainda.',
  'conclusion.current': 'Última conclusão',
  'conclusion.kind.negligible': 'Risco negligenciável',
  'conclusion.kind.mitigated': 'Risco não negligenciável: mitigado',
  'conclusion.reasoning': 'Justificativa: {text}',
  'conclusion.mitigation': 'Medidas de mitigação tomadas: {text}',
  'conclusion.prepared-by': 'Preparada por {by}, {date}',
  'conclusion.open-at':
    '{count, plural, =0 {Nenhum item de revisão estava em aberto quando foi preparada.} one {# item de revisão ainda estava em aberto quando foi preparada.} other {# itens de revisão ainda estavam em aberto quando foi preparada.}}',
  'conclusion.signed-by': 'Aprovada por {by}, {date}',
  'conclusion.waiting':
    'Aguardando a assinatura de uma segunda pessoa. Você preparou esta conclusão, então outro aprovador precisa aprová-la.',
  'conclusion.unsigned': 'Ainda não aprovada: um aprovador que não a preparou precisa assiná-la.',
  'conclusion.sign': 'Aprovar esta conclusão',
  'conclusion.signing': 'Aprovando…',
  'conclusion.sign.forbidden':
    'Uma segunda pessoa precisa assinar: quem preparou uma conclusão não pode aprová-la, e só um aprovador ou um administrador pode. Peça a outro aprovador.',
  'conclusion.sign.conflict': 'Alguém já aprovou esta conclusão; a página agora mostra essa aprovação.',
  'conclusion.sign.failed': 'A aprovação não foi registrada: {detail} Tente novamente.',
  'conclusion.read-only':
    'Você pode ler as conclusões. Preparar uma exige o papel de revisor neste projeto; aprová-la, o de aprovador.',
  'conclusion.history': 'Conclusões anteriores',
  'conclusion.form': 'Preparar uma conclusão',
  'conclusion.form.new': 'Preparar uma nova conclusão',
  'conclusion.form.kind': 'Conclusão',
  'conclusion.form.negligible': 'O risco é negligenciável',
  'conclusion.form.mitigated': 'O risco não é negligenciável, e foram tomadas medidas de mitigação',
  'conclusion.form.reasoning': 'Justificativa',
  'conclusion.form.reasoning.hint':
    '(pelo menos 10 caracteres: por que o risco é negligenciável, ou o que foi avaliado)',
  'conclusion.form.mitigation': 'Medidas de mitigação tomadas',
  'conclusion.form.mitigation.hint': '(pelo menos 10 caracteres: as medidas e o que elas alcançaram)',
  'conclusion.form.counting':
    'Contando os itens de revisão em aberto… A conclusão pode ser preparada depois da contagem.',
  'conclusion.form.open-warning':
    '{count, plural, one {# item de revisão ainda está em aberto} other {# itens de revisão ainda estão em aberto}}. A conclusão registra esse número; decida sobre eles primeiro, se puder.',
  'conclusion.form.none-open': 'Nenhum item de revisão está em aberto.',
  'conclusion.form.missing-kind': 'Escolha uma conclusão: negligenciável ou mitigado.',
  'conclusion.form.short-reasoning': 'Escreva a justificativa com pelo menos 10 caracteres.',
  'conclusion.form.short-mitigation':
    'Diga quais medidas de mitigação foram tomadas, com pelo menos 10 caracteres.',
  'conclusion.form.forbidden':
    'Só um revisor, um aprovador ou um administrador deste projeto pode preparar uma conclusão.',
  'conclusion.form.failed':
    'A conclusão não foi salva: {detail} O que você digitou foi mantido; tente novamente.',
  'conclusion.form.submit': 'Preparar para aprovação',
  'conclusion.form.sending': 'Salvando…',
  // Declarations from suppliers (issue 51, downstream): the supplier page's register and the report's part
  'declarations.title': 'Declarações deste fornecedor',
  'declarations.intro':
    'Os números de referência de declarações de diligência devida (ou identificadores de declarações simplificadas) que este fornecedor lhe enviou, com os números de verificação, verificados no sistema de informação da UE.',
  'declarations.loading': 'Carregando as declarações…',
  'declarations.failed': 'Não foi possível carregar as declarações',
  'declarations.none':
    'Nenhuma declaração deste fornecedor foi registrada ainda. Adicione os números de referência e de verificação que o fornecedor lhe enviou.',
  'declarations.list': 'Declarações',
  'declarations.read-only':
    'Somente um revisor, um aprovador ou um administrador deste projeto pode adicionar ou verificar declarações.',
  'declarations.item': '{reference}: {verdict}',
  'declarations.verdict.usable': 'Utilizável',
  'declarations.verdict.not-usable': 'Não utilizável ({status})',
  'declarations.verdict.not-found': 'Não encontrada',
  'declarations.verdict.not-checked': 'Não foi possível verificar',
  'declarations.verdict.unchecked': 'Ainda não verificada',
  'declarations.verification': 'Número de verificação: {number}',
  'declarations.checked': 'Verificada em {date} por {by}',
  'declarations.by-server': 'o servidor',
  'declarations.check-error': 'Motivo: {detail}',
  'declarations.note': 'Nota: {text}',
  'declarations.added': 'Adicionada por {by}, {date}',
  'declarations.check-again': 'Verificar de novo',
  'declarations.check-again.label': 'Verificar {reference} de novo',
  'declarations.checking': 'Verificando…',
  'declarations.error.forbidden':
    'Somente um revisor, um aprovador ou um administrador deste projeto pode adicionar ou verificar declarações.',
  'declarations.error.no-account':
    'A equipe não tem conta da UE: um administrador a configura na página da conta da UE; depois tente de novo.',
  'declarations.error.duplicate':
    'Este número de referência deste fornecedor já está na lista: use “Verificar de novo” nela.',
  'declarations.error.kept': 'A declaração foi adicionada, mas não pôde ser verificada: {detail}',
  'declarations.error.check': 'Não foi possível fazer a verificação: {detail}',
  'declarations.error.failed': 'Não salvo: {detail} Tente de novo.',
  'declarations.form': 'Adicionar uma declaração',
  'declarations.form.reference': 'Número de referência ou identificador da declaração',
  'declarations.form.reference.hint': '(até 14 letras e algarismos, como o fornecedor enviou)',
  'declarations.form.verification': 'Número de verificação',
  'declarations.form.verification.hint': '(de 5 a 35 caracteres)',
  'declarations.form.note': 'Nota (opcional)',
  'declarations.form.bad-reference':
    'O número de referência deve ter de 1 a 14 letras e algarismos, sem espaços nem hífens: copie-o da declaração do fornecedor.',
  'declarations.form.bad-verification':
    'O número de verificação deve ter de 5 a 35 caracteres: copie-o como o fornecedor enviou.',
  'declarations.form.added': '{reference} foi adicionada e verificada.',
  'declarations.form.submit': 'Adicionar e verificar',
  'declarations.form.sending': 'Verificando com a UE…',
  'report.declarations': 'Declarações deste fornecedor',
  'report.declarations.intro':
    'Números de referência enviados pelo fornecedor, cada um com sua última verificação pelo sistema de informação da UE (verify-declaration).',
  'report.declarations.none': 'Nenhuma declaração deste fornecedor está no registro.',
  'report.declarations.line': '{reference} (número de verificação {verification}): {verdict}.',
  'report.declarations.checked': 'Última verificação em {date} por {by}.',
  'report.declarations.never': 'Nunca verificada.',
  'report.declarations.error': 'Não foi possível fazer a verificação: {detail}',
  'report.declarations.more': 'Mais {count} declarações não estão listadas.',
  'report.declarations.waiting': 'O relatório pode ser feito quando as declarações do fornecedor chegarem.',
  'report.declarations.loading': 'Carregando as declarações do fornecedor…',

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
  'basemap.offline': 'Países off-line (embutido)',
  'basemap.openfreemap-liberty': 'OpenFreeMap Liberty (on-line)',
  'basemap.openfreemap-positron': 'OpenFreeMap Positron (on-line)',
  'states.error': 'Algo deu errado',
  'states.retry': 'Tentar novamente',
  'states.page-failed': 'Não foi possível carregar esta página',
  'states.projects.loading': 'Carregando seus projetos…',
  'states.projects.failed': 'Não foi possível carregar seus projetos',
  'states.projects.none': 'Nenhum projeto para mostrar',
  'states.projects.choose': 'Escolha um projeto na página Projetos.',
  'errors.token-refused': 'O token da API foi recusado ({detail}). Verifique-o em Configurações.',
  'errors.forbidden': 'Esta conta não tem acesso a esse projeto ({detail}).',
  'errors.not-found': 'Não encontrado: {detail}',
  'errors.retry-in': '{detail} Tente novamente em {seconds} s.',
  'errors.server': 'O serviço teve um problema ({status}). Tente novamente em instantes. {detail}',
  'errors.network': '{detail} Verifique sua conexão e tente novamente.',
  'errors.unreachable': 'Não foi possível alcançar o serviço.',
  'errors.dropped': 'A conexão caiu durante a leitura da resposta.',
  'errors.not-json': 'O serviço enviou algo que não é JSON ({status}).',
  'risk-class.high': 'Risco alto',
  'risk-class.medium': 'Risco médio',
  'risk-class.low': 'Risco baixo',
  'risk-class.none': 'Sem risco',
  'risk-class.unassessed': 'Não avaliado',
  'risk-class.high.short': 'Alto',
  'risk-class.medium.short': 'Médio',
  'risk-class.low.short': 'Baixo',
  'risk-class.none.short': 'Nenhum',
  'risk-class.unassessed.short': 'Não avaliado',
  'risk-class.none.compact': 'Sem',
  'benchmark.low': 'País de risco baixo',
  'benchmark.standard': 'País de risco padrão',
  'benchmark.high': 'País de risco alto',
  'benchmark.unknown': 'País desconhecido',
  'benchmark.badge': 'Classificação de países da UE:',
  'benchmark.checked': '· {share} verificados',
  'benchmark.source.title': 'Regulamento de Execução (UE) 2025/1093 da Comissão',
  'benchmark.source.legal-basis': 'artigo 29.º do Regulamento (UE) 2023/1115 (EUDR)',
  'benchmark.source':
    'Classificação de países da UE (oficial): {title} de {date} (base jurídica: {legalBasis}). <link>Texto no EUR-Lex</link>. É a lista de países da Comissão, não a avaliação das suas parcelas pelo serviço.',
  'app.page-loading': 'Carregando a página…',
  'app.projects.loading': 'Carregando os projetos…',
  'app.projects.unavailable': 'Projetos indisponíveis: {reason}',
  'app.projects.retry': 'Tentar de novo',
  'app.project': 'Projeto',
  'app.project.active': '{name} (ativo)',
  'app.token.title': 'O token da API foi recusado',
  'app.token.intro':
    'O serviço respondeu 401: o token está ausente, incorreto ou expirou. Informe um token válido para continuar — esta página e o que você estava fazendo ficam como estão.',
  'app.token.demo': 'Usar a conta de demonstração: {account}',
  'app.token.label': 'Token da API',
  'app.token.later': 'Agora não',
  'app.token.use': 'Usar este token',
  // Signing in (src/app/sign-in, src/lib/session; docs/people.md)
  'auth.checking': 'Verificando quem está conectado…',
  'auth.unreachable.title': 'Não foi possível alcançar o servidor do painel',
  'auth.sign-in.title': 'Entrar',
  'auth.sign-in.intro': 'Entre com o endereço de e-mail e a senha da sua conta.',
  'auth.email': 'Endereço de e-mail',
  'auth.password': 'Senha',
  'auth.sign-in.submit': 'Entrar',
  'auth.sign-in.sending': 'Entrando…',
  'auth.sso': 'Entrar com {name}',
  'auth.sso.error.cancelled':
    'O login único foi cancelado ou recusado pelo seu provedor. Tente novamente, ou entre com seu e-mail e sua senha.',
  'auth.sso.error.code':
    'O login único não conseguiu conectar você (código: {code}). Tente novamente, ou fale com o administrador da sua equipe.',
  'auth.sso.error.generic':
    'O login único não conseguiu conectar você. Tente novamente, ou fale com o administrador da sua equipe.',
  'auth.demo.title': 'Equipe de demonstração (somente neste computador)',
  'auth.demo.intro': 'As pessoas de demonstração do simulador: escolha uma para entrar como ela, sem senha.',
  'auth.demo.person': 'Continuar como {name} — {role}',
  'auth.role.viewer': 'leitor',
  'auth.role.reviewer': 'revisor',
  'auth.role.approver': 'aprovador',
  'auth.role.admin': 'administrador',
  'auth.error.wrong': 'E-mail ou senha incorretos.',
  'auth.error.too-many':
    'Muitas tentativas: tente novamente em {minutes, plural, one {# minuto} other {# minutos}}.',
  'auth.error.too-many.later': 'Muitas tentativas: aguarde alguns minutos e tente novamente.',
  'auth.error.unreachable':
    'Não foi possível alcançar o servidor do painel. Verifique sua conexão e tente novamente.',
  'auth.error.demo-refused': 'A equipe de demonstração só é oferecida quando o painel roda neste computador.',
  'auth.missing.email': 'Informe seu endereço de e-mail.',
  'auth.missing.email-format': 'Informe um endereço de e-mail completo, como nome@exemplo.org.',
  'auth.missing.password': 'Informe sua senha.',
  'auth.missing.name': 'Informe seu nome.',
  'auth.missing.team': 'Informe o nome da sua equipe.',
  'auth.password.short': 'A senha deve ter pelo menos {min} caracteres.',
  'auth.password.hint': 'Pelo menos {min} caracteres. O melhor é uma frase longa de que você se lembre.',
  'auth.your-name': 'Seu nome',
  'auth.your-name.hint': 'Como sua equipe o verá ao lado das suas decisões.',
  'auth.setup.title': 'Configurar o painel',
  'auth.setup.intro':
    'Ninguém tem conta aqui ainda. Dê um nome à sua equipe e crie a primeira conta: você será o administrador e poderá convidar os demais.',
  'auth.setup.team': 'Nome da equipe',
  'auth.setup.submit': 'Criar a equipe e entrar',
  'auth.setup.sending': 'Criando a equipe…',
  'auth.setup.taken': 'Alguém já configurou este painel: entre com a sua conta.',
  'auth.setup.to-sign-in': 'Ir para o login',
  'auth.account': 'Conta: {name}',
  'auth.account.signed-in': 'Conectado como {name}',
  'auth.account.team': 'Equipe: {team}',
  'auth.sign-out': 'Sair',
  'auth.sign-out.sending': 'Saindo…',
  'auth.sign-out.failed': 'Não foi possível sair: {reason}',
  'auth.invitation.loading': 'Lendo o convite…',
  'auth.invitation.title': 'Entrar na equipe {team}',
  'auth.invitation.intro':
    'Você foi convidado como {email}. Escolha o nome que sua equipe verá e uma senha: você entrará com este e-mail e essa senha.',
  'auth.invitation.roles': 'O que você poderá fazer',
  'auth.invitation.role.all': '{role} em todos os projetos',
  'auth.invitation.role.project': '{role} no projeto {project}',
  'auth.invitation.expires': 'Este convite vale uma única vez, até {date}.',
  'auth.invitation.submit': 'Aceitar e entrar',
  'auth.invitation.sending': 'Aceitando…',
  'auth.invitation.invalid.title': 'Este convite não é mais válido',
  'auth.invitation.invalid':
    'Este convite já foi usado, foi retirado ou tem mais de 7 dias. Peça um novo ao administrador da sua equipe.',
  'auth.invitation.incomplete.title': 'Este link está incompleto',
  'auth.invitation.incomplete':
    'Falta o código do convite no link. Abra de novo o link do seu convite, inteiro: ele termina com # e um código longo.',
  'auth.invitation.failed': 'Não foi possível ler o convite',
  'auth.invitation.to-sign-in': 'Ir para a página de login',
  'auth.review.below':
    'Você é {role} neste projeto: só um revisor, aprovador ou administrador pode registrar decisões.',
  'auth.review.no-role':
    'Você não tem nenhum papel neste projeto: só um revisor, aprovador ou administrador pode registrar decisões.',
  'map.failed': 'Não foi possível exibir o mapa.',
  'map.problem': 'Problema no mapa: {reason}',
  'map.basemap-offline':
    'O mapa de fundo não está disponível offline; suas parcelas continuam sendo mostradas.',
  'review.verdict.cleared': 'Liberado',
  'review.verdict.needs-information': 'Precisa de informações do fornecedor',
  'review.verdict.excluded': 'Excluído da cadeia de suprimentos',
  'review.reason.no-deforestation-verified': 'Sem desmatamento após a data de corte, verificado',
  'review.reason.legal-documents-provided': 'Documentos legais fornecidos',
  'review.reason.mapping-error': 'Erro de mapeamento no arquivo do fornecedor',
  'review.reason.supplier-evidence-received': 'Comprovação recebida do fornecedor',
  'review.reason.awaiting-supplier-documents': 'Aguardando documentos do fornecedor',
  'review.reason.boundary-dispute': 'Disputa de limites',
  'review.reason.deforestation-confirmed': 'Desmatamento após a data de corte confirmado',
  'review.reason.protected-or-indigenous-land': 'Em área protegida ou terra indígena',
  'review.reason.duplicate-claim': 'Declaração duplicada',
  'review.reason.other': 'Outro (ver a nota)',
  'review.evidence.not-https': 'O link da comprovação deve começar com https://.',
  'review.evidence.credentials': 'O link da comprovação não pode conter nome de usuário nem senha.',
  'review.evidence.not-url': 'O link da comprovação não é um endereço web (https://…).',
  'review.missing.selection': 'Selecione primeiro pelo menos um item.',
  'review.missing.verdict': 'Escolha um parecer.',
  'review.missing.reason': 'Escolha um motivo.',
  'review.missing.note': 'Explique o porquê na nota: o motivo é “Outro”.',
  'review.form': 'Registrar um parecer',
  'review.verdict': 'Parecer',
  'review.reason': 'Motivo',
  'review.reason.choose': 'Escolha um motivo…',
  'review.note': 'Nota',
  'review.note.hint': '(o que você verificou, a quem perguntou)',
  'review.evidence': 'Comprovação (opcional)',
  'review.evidence.link': 'Link (https://…)',
  'review.evidence.note': 'Nota sobre a comprovação',
  'review.not-recorded':
    'O parecer não foi registrado: {reason} O que você digitou foi mantido; tente novamente.',
  'review.recording': 'Registrando…',
  'review.record': 'Registrar o parecer',
  'review.record.for': 'Registrar o parecer para {count, plural, one {# item} other {# itens}}',
  'review.select-first':
    'Selecione primeiro os itens: marque-os na lista (Tab para ir a uma caixa, Espaço para marcar) ou use “Selecionar todos”.',
  'review.history.loading': 'Carregando o histórico de pareceres…',
  'review.history.failed': 'Não foi possível carregar o histórico de pareceres',
  'review.history.empty': 'Nenhum parecer registrado ainda.',
  'review.history': 'Histórico de pareceres',
  'review.history.truncated': 'São mostrados os {count} pareceres mais recentes.',
  'review.history.kind.risk': '{plot} (risco)',
  'review.history.kind.double-claim': '{plot} (declaração dupla com {other})',
  'review.history.kind.inside-another': '{plot} (dentro de {other})',
  'review.history.kind.protected-area': '{plot} (área protegida ou indígena)',
  'review.history.kind.deforestation': '{plot} (desmatamento após a data de corte)',
  'review.history.kind.overlap-in-supplier': '{plot} (sobrepõe {other}, mesmo fornecedor)',
  'review.history.kind.high-risk-country': '{plot} (país de alto risco)',
  'review.history.kind.traces-refused': '{plot} (recusada pelo TRACES)',
  'review.history.kind.plot': '{plot} (o lote inteiro)',
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Comprovação:',
  'review.item.risk': 'Risco avaliado (serviço): {risk}',
  'review.item.inside': 'Dentro de {other}: {share} desta parcela coberta',
  'review.item.overlap': 'Sobrepõe-se a {other} em {area} ({share} desta parcela)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'Em risco',
  'review.kind.double-claim': 'Declaração dupla',
  'review.kind.inside-another': 'Dentro de outra parcela',
  'review.kind.protected-area': 'Área protegida ou indígena',
  'review.kind.deforestation': 'Desmatamento após a data de corte',
  'review.kind.overlap-in-supplier': 'Sobreposição no mesmo fornecedor',
  'review.kind.high-risk-country': 'País de alto risco',
  'review.kind.traces-refused': 'Recusada pelo TRACES',
  'review.kind.plot': 'Decisão sobre o lote',
  'review.attention': '{open} de {total} itens de revisão precisam de atenção.',
  'review.all-decided': 'Todos os {total} itens de revisão têm um parecer.',
  'review.nothing':
    'Nada a revisar: nenhum risco, nenhum desmatamento, nenhuma área protegida ou terra indígena, nenhuma sobreposição, nenhum país de alto risco e nenhuma recusa do TRACES.',
  'review.select-all': 'Selecionar todos os {count} listados',
  'review.show-decided': 'Mostrar também os itens com parecer',
  'review.items': 'Itens de revisão',
  'review.select-item': 'Selecionar {kind}: {plot}',
  'review.decided': 'Decidido: <b>{verdict}</b> por {who} em {date}',
  'review.show-more': 'Mostrar mais {count} de {left}',
  'review.attention.waiting':
    '{open} de {total} itens de revisão precisam de atenção, {waiting} deles aguardando informações.',
  'review.waiting': 'Aguardando informações: continua aberto até ser liberado ou excluído.',
  'review.item.protected':
    'Áreas protegidas na parcela: {protected}; terras indígenas: {indigenous} (avaliação do serviço)',
  'review.item.deforestation': 'Desmatamento após a data de corte segundo a avaliação do serviço: {area}',
  'review.item.detection':
    '{touches, select, yes {Desmatamento detectado na parcela} other {Desmatamento detectado a menos de {distance} da parcela}} em {date}: {area} (detecção {id})',
  'review.item.country': '{country} está na categoria de alto risco da UE (Regulamento (UE) 2025/1093)',
  'review.item.traces':
    'As regras do TRACES recusam a geometria desta parcela: ela não pode entrar numa declaração como está',
  'review.item.plot': 'A parcela como um todo: um parecer sobre a própria parcela, com ou sem sinais',
  'review.detections.loading':
    'Verificando as detecções de desmatamento dos últimos {months} meses: as que estão nas parcelas ou perto delas entram nos itens de revisão quando a verificação terminar.',
  'review.detections.failed':
    'Não foi possível verificar as detecções de desmatamento: elas faltam nos itens de revisão até a verificação dar certo',
  'plots.filter.review.not-excluded': 'Tudo exceto as excluídas',
  'plots.explain.signals':
    'O serviço classifica esta parcela como «{level}», mas a parcela tem itens de revisão (ver Revisão): a classificação sozinha não a resolve.',
  'plots.explain.detections':
    'A avaliação do serviço não encontra desmatamento {since}, mas {count, plural, one {# detecção de desmatamento está} other {# detecções de desmatamento estão}} na parcela ou perto dela (ver Revisão).',
  'plots.review-failed': 'Não foi possível carregar os pareceres para o filtro Revisão',
  'plots.load-stopped': 'O carregamento parou após {count, plural, one {# parcela} other {# parcelas}}',
  'plots.load-failed': 'Não foi possível carregar as parcelas',
  'plots.loading-first': 'Carregando as primeiras parcelas…',
  'plots.empty': 'Este projeto ainda não tem parcelas',
  'plots.empty.hint':
    'Envie o arquivo de parcelas de um fornecedor na página <link>Envios</link>; as parcelas aparecem aqui depois de verificadas.',
  'plots.table': 'Tabela de parcelas',
  'plots.map': 'Mapa das parcelas',
  'plots.no-match': 'Nenhuma parcela corresponde a estes filtros',
  'plots.no-match.hint': '<clear>Limpe todos os filtros</clear> ou afrouxe um deles.',
  'plots.map.waiting': 'O mapa aparece assim que as primeiras parcelas forem listadas…',
  'plots.map.label':
    'Mapa das parcelas filtradas, coloridas pelo nível de risco. A tabela lista as mesmas parcelas.',
  'plots.ago.now': 'há menos de um minuto',
  'plots.ago.minutes': 'há {n} min',
  'plots.ago.hours': 'há {n} h',
  'plots.ago.days': '{n, plural, one {há # dia} other {há # dias}}',
  'plots.fresh.no-copy':
    '· Este navegador não consegue guardar uma cópia neste dispositivo (armazenamento indisponível ou cheio): cada visita carrega as parcelas do serviço.',
  'plots.fresh.server':
    'Cópia da equipe das {time} ({ago}), lida do serviço pelo servidor do painel{refreshing, select, yes { · uma cópia mais recente está sendo lida} other {}}{kept, select, yes { · salva neste dispositivo} other {}}',
  'plots.fresh.up-to-date': 'Atualizado ({time}){kept, select, yes { · salvo neste dispositivo} other {}}',
  'plots.fresh.saved': 'Salvo neste dispositivo {ago} ({time}) · atualizando a partir do serviço: {progress}',
  'plots.fresh.starting': 'iniciando…',
  'plots.fresh.progress':
    '{loaded, number} de cerca de {expected} parcelas; a lista é substituída quando todas chegarem.',
  'plots.loaded.all':
    'Todas as {loaded, number} parcelas do projeto foram carregadas{filtered, select, yes {; {shown, number} correspondem aos filtros} other {}}.',
  'plots.loaded.checking': 'Verificando alterações…',
  'plots.loading.label': 'Parcelas carregadas',
  'plots.loading.server-walking':
    'O servidor do painel está lendo as parcelas do projeto a partir do serviço: {plots, number} até agora…',
  'plots.loading.progress': '{loaded, number} de cerca de {expected} parcelas carregadas',
  'plots.loading.rest':
    '{filtered, select, yes {; {shown, number} correspondem aos filtros até agora} other {}}. A tabela se preenche à medida que as páginas chegam.',
  'plots.loading.sr': 'Carregando parcelas…',
  'plots.selected': 'Parcela selecionada',
  'plots.selected.supplier': 'Fornecedor {supplier}: abrir a página dele',
  'plots.selected.open': 'Abrir detalhes',
  'plots.selected.clear': 'Limpar a seleção',
  'plots.selected.hidden':
    'A parcela selecionada ({id}) não está entre as parcelas mostradas. Altere os filtros ou <clear>limpe a seleção</clear>.',
  'plots.selected.none': 'Selecione uma parcela na tabela ou no mapa para vê-la aqui.',
  'plots.legend.title': 'Legenda: nível de risco (o marcador cresce com o risco)',
  'plots.legend.how':
    'As parcelas aparecem como círculos com o mapa afastado e como contornos a partir do zoom 8. Parcela selecionada: contorno escuro grosso.',
  'plots.legend.grouped':
    'Com o mapa afastado, parcelas próximas são agrupadas: um círculo de borda escura assume a cor e o tamanho do pior risco entre elas (não avaliado conta como pior que sem risco) e cresce com o número delas. Aproxime ou clique nele para ver cada parcela.',
  'plots.filter': 'Filtrar parcelas',
  'plots.filter.search': 'Buscar por nome ou id',
  'plots.filter.search.example': 'ex.: Campement Nawa',
  'plots.filter.supplier': 'Fornecedor',
  'plots.filter.supplier.all': 'Todos os fornecedores',
  'plots.filter.country': 'País',
  'plots.filter.country.all': 'Todos os países',
  'plots.filter.country.option': '{name} ({code})',
  'plots.filter.deforestation': 'Desmatamento desde a data de corte',
  'plots.filter.any': 'Qualquer',
  'plots.filter.deforestation.yes': 'Sim, desmatamento detectado',
  'plots.filter.deforestation.no': 'Sem desmatamento',
  'plots.filter.review': 'Revisão',
  'plots.filter.review.open': 'Não revisada',
  'plots.filter.review.needs-information': 'Precisa de informações',
  'plots.filter.review.excluded': 'Excluída',
  'plots.filter.review.cleared': 'Liberada',
  'plots.filter.risk': 'Risco avaliado (serviço)',
  'plots.filter.clear': 'Limpar todos os filtros',
  'plots.col.name': 'Parcela',
  'plots.col.supplier': 'Fornecedor',
  'plots.col.risk': 'Risco',
  'plots.col.area': 'Área',
  'plots.col.deforestation': 'Desmatado',
  'plots.col.country': 'País',
  'plots.col.unknown': 'desconhecido',
  'plots.col.none': 'nenhum',
  'plots.table.keys':
    'As setas movem entre as parcelas; Enter seleciona uma parcela e a mostra no mapa; Enter de novo abre os detalhes; X marca ou desmarca a parcela para exportar uma seleção.',
  'plots.table.label': 'Parcelas',
  'plots.table.tick-all': 'Marcar as {count, number} parcelas mostradas',
  'plots.table.tick': 'Marcar {name} para exportar',
  'plots.export': 'Exportar',
  'plots.export.traces': 'Exportar GeoJSON para o TRACES',
  'plots.export.csv': 'Exportar CSV',
  'plots.export.wait': 'A exportação fica disponível quando todas as parcelas forem carregadas.',
  'plots.export.none-shown':
    'Nenhuma das parcelas marcadas está sendo mostrada: altere os filtros ou desmarque-as.',
  'plots.export.scope': 'Exporta {scope}.',
  'plots.export.scope.selected':
    '{count, plural, one {a parcela selecionada} other {as # parcelas selecionadas}}',
  'plots.export.scope.shown':
    '{filtered, select, yes {{count, plural, one {a parcela filtrada mostrada} other {todas as # parcelas filtradas mostradas}}} other {{count, plural, one {a parcela mostrada} other {todas as # parcelas mostradas}}}}',
  'plots.export.checking': 'Verificando {count, number} parcelas para o TRACES…',
  'plots.export.failed': 'Não foi possível preparar a exportação para o TRACES: {reason}',
  'plots.export.saved':
    '{count, number} parcelas salvas para o TRACES{files, plural, =1 {} other { em # arquivos, cada um dentro dos limites de uma declaração}}{left, plural, =0 {} other {; {left, number} deixadas de fora}}.',
  'plots.export.saved-csv': 'Salvo em CSV: {what}.',
  'plots.export.what':
    '{kind, select, selected {{count, plural, one {# parcela selecionada} other {# parcelas selecionadas}}} filtered {{count, plural, one {# parcela filtrada} other {# parcelas filtradas}}} other {{count, plural, one {# parcela} other {# parcelas}}}}',
  'plots.detail.back': '← Voltar às parcelas',
  'plots.detail.loading': 'Carregando a parcela…',
  'plots.detail.not-found': 'Parcela não encontrada',
  'plots.detail.failed': 'Não foi possível carregar a parcela',
  'plots.detail.missing':
    'Não há parcela <code>{id}</code> nos seus projetos. Ela pode ter sido substituída por um envio mais recente (com sobrescrita) ou pertencer a um projeto que esta conta não vê.',
  'plots.detail.missing.go': '<link>Vá para a lista de parcelas</link> e procure-a pelo nome.',
  'plots.detail.risk': 'Avaliação de risco',
  'plots.detail.concern': 'Ponto de atenção:',
  'plots.detail.plot': 'Parcela',
  'plots.detail.id': 'Id da parcela',
  'plots.detail.supplier': 'Fornecedor',
  'plots.detail.its-plots': 'as parcelas dele',
  'plots.detail.country': 'País',
  'plots.detail.country.value': '{name} ({code})',
  'plots.detail.area': 'Área',
  'plots.detail.geometry': 'Geometria',
  'plots.detail.centred': '{type} centrado em {lat}, {lon} (lat, lon)',
  'plots.detail.added': 'Adicionada em',
  'plots.detail.changed': 'Última alteração',
  'plots.detail.properties': 'Propriedades do arquivo enviado',
  'plots.detail.no-properties': 'A parcela enviada não tinha propriedades.',
  'plots.detail.outline': 'Contorno da parcela',
  'plots.detail.outline.map': 'Contorno da parcela {name}',
  'plots.detail.outline.note':
    'Contorno da parcela como foi enviado; o preenchimento mostra o nível de risco ({risk}).',
  'plots.review': 'Revisão',
  'plots.review.failed': 'Não foi possível carregar os pareceres',
  'plots.review.loading': 'Carregando os pareceres…',
  'plots.review.scanning':
    'Verificando sobreposições entre as parcelas do projeto: as declarações duplas desta parcela entram na lista quando a verificação terminar.',
  'plots.explain.high':
    'Risco alto: as constatações abaixo significam que esta parcela não pode ser considerada livre de desmatamento. Não coloque os produtos dela no mercado antes de uma diligência complementar.',
  'plots.explain.medium':
    'Risco médio: as constatações abaixo precisam de uma análise mais atenta antes que esta parcela possa ser considerada de risco insignificante.',
  'plots.explain.low':
    'Risco baixo: apenas constatações menores; guarde esta avaliação com seus registros de diligência.',
  'plots.explain.none': 'Sem risco segundo a classificação do serviço; seguem os seus números.',
  'plots.explain.pending':
    'Esta parcela ainda não foi avaliada. A avaliação costuma sair poucos minutos após um envio; volte mais tarde.',
  'plots.explain.since':
    '{date, select, none {desde a data de corte do {framework}} other {desde a data de corte do {framework}, {date}}}',
  'plots.explain.share': ' ({share} da parcela)',
  'plots.explain.deforestation': 'Desmatamento detectado {since}: {area}{share}.',
  'plots.explain.no-deforestation': 'Nenhum desmatamento detectado {since}.',
  'plots.explain.forest': 'Floresta remanescente na parcela: {area}{share}.',
  'plots.explain.no-forest': 'Não resta floresta na parcela.',
  'plots.explain.protected': 'Sobrepõe-se a áreas protegidas em {area}.',
  'plots.explain.no-protected': 'Nenhuma sobreposição com áreas protegidas.',
  'plots.explain.indigenous': 'Sobrepõe-se a terras indígenas em {area}.',
  'plots.explain.no-indigenous': 'Nenhuma sobreposição com terras indígenas.',
  'plots.explain.assessed': 'Avaliada em {date} segundo {framework}.',
  'plots.overlaps': 'Parcelas sobrepostas',
  'plots.overlaps.title': 'Sobreposições: declarações duplas e sobreposições dentro de um fornecedor',
  'plots.overlaps.failed': 'A verificação de sobreposições falhou: {reason}.',
  'plots.overlaps.pending': 'Procurando parcelas sobrepostas quando todas forem carregadas…',
  'plots.overlaps.reload': 'Recarregue a página para verificar as sobreposições.',
  'plots.overlaps.none':
    'Nenhuma sobreposição: {count, number} parcelas verificadas, nenhuma declara terra de outra.',
  'plots.overlaps.only': 'Mostrar só as parcelas sobrepostas',
  'plots.overlaps.pairs': 'Pares sobrepostos',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) e <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    'Sobreposição de {area}: {shareA} da primeira, {shareB} da segunda{same, select, yes { · mesmo fornecedor: uma sobreposição dentro do fornecedor} other { · fornecedores diferentes: uma declaração dupla}}',
  'plots.overlaps.show': 'Ver no mapa',
  'plots.overlaps.show.label': 'Ver {a} e {b} no mapa',
  'plots.overlaps.more':
    'Os {listed, number} maiores de {total, number} pares são listados; o filtro mostra todas as parcelas sobrepostas na tabela.',
  'plots.statement': 'Pacote de declaração (arquivos de geolocalização e rascunhos)',
  'plots.statement.activity': 'Atividade',
  'plots.statement.activity.IMPORT': 'Importação',
  'plots.statement.activity.EXPORT': 'Exportação',
  'plots.statement.activity.DOMESTIC': 'Produção nacional',
  'plots.statement.hs': 'Código SH',
  'plots.statement.goods': 'Descrição das mercadorias',
  'plots.statement.mass': 'Massa líquida (kg)',
  'plots.statement.reference': 'Referência interna',
  'plots.statement.scientific': 'Espécie, nome científico (madeira)',
  'plots.statement.common': 'Espécie, nome comum (madeira)',
  'plots.statement.download': 'Baixar o pacote de declaração',
  'plots.statement.building': 'Montando e verificando as declarações…',
  'plots.statement.saved':
    '{count, plural, one {# declaração salva} other {# declarações salvas}} em {file}.',
  'plots.statement.check-form': 'Verifique o formulário: {issues}',
  'plots.statement.failed': 'Não foi possível montar o pacote: {reason}',
  'plots.statement.report.one':
    'As parcelas são de um único fornecedor: o relatório dele (PDF) é gerado ao baixar, entra no pacote e é guardado com ele como evidência.',
  'plots.statement.report.several':
    'Estas parcelas são de {count} fornecedores: o relatório de fornecedor é guardado para um fornecedor de cada vez, por isso este pacote não leva nenhum. Filtre a página Parcelas por um fornecedor para incluir o relatório dele.',
  'plots.statement.report.building': 'Gerando o relatório do fornecedor…',
  'plots.statement.report.included': 'O pacote leva o relatório do fornecedor, {file}.',
  'plots.statement.report.failed':
    'Não foi possível gerar o relatório do fornecedor: nada foi salvo nem guardado como evidência. {reason}',
  'plots.statement.report.retry': 'Gerar o relatório de novo',
  'plots.statement.report.unavailable':
    'A geração do relatório não está disponível nesta página: recarregue a página.',
  'plots.statement.report.pinned': 'O relatório do fornecedor é guardado com ele (SHA-256 {sha}).',
  'plots.statement.operator': 'Quem apresenta',
  'plots.statement.kind': 'Tipo de declaração',
  'plots.statement.kind.dds': 'Declaração de diligência devida',
  'plots.statement.kind.sd':
    'Declaração simplificada (micro ou pequeno operador primário, país de risco baixo)',
  'plots.statement.role': 'Função',
  'plots.statement.role.OPERATOR': 'Operador (apresenta por si mesmo)',
  'plots.statement.role.REPRESENTATIVE_OPERATOR': 'Mandatário de um operador',
  'plots.statement.role.MICRO_OPERATOR': 'Micro ou pequeno operador primário',
  'plots.statement.role.REPRESENTATIVE_MSPO': 'Mandatário de um micro ou pequeno operador primário',
  'plots.statement.represented': 'Operador representado',
  'plots.statement.represented.name': 'Nome',
  'plots.statement.represented.id-type': 'Tipo de identificador',
  'plots.statement.represented.id-value': 'Identificador',
  'plots.statement.represented.street': 'Rua e número',
  'plots.statement.represented.postal-code': 'Código postal',
  'plots.statement.represented.city': 'Cidade',
  'plots.statement.represented.country': 'País (2 letras, p. ex. NL)',
  'plots.statement.represented.email': 'E-mail (opcional)',
  'plots.statement.represented.phone': 'Telefone (opcional)',
  'plots.statement.country-activity': 'Estado-Membro da atividade (opcional)',
  'plots.statement.border-country': 'País de entrada ou saída (opcional)',
  'plots.statement.none': 'Não indicado',
  'plots.statement.cn': 'Código NC (opcional)',
  'plots.statement.percentage': 'Estimativa ou desvio (%)',
  'plots.statement.unit': 'Unidade suplementar ({qualifier})',
  'plots.statement.comment': 'Comentário para a autoridade (opcional)',
  'plots.statement.confidential':
    'Manter a geolocalização confidencial (não mostrada a operadores a jusante nem a comerciantes)',
  'plots.statement.grouped': 'Declarações a agrupar (opcional): um número de referência por linha',
  'plots.statement.grouped.sd':
    'Declarações simplificadas a agrupar (opcional): uma por linha, número de referência, um espaço, número de verificação',
  'plots.statement.limit.chars': 'No máximo {max, number} caracteres.',
  'plots.statement.limit.reference':
    'No máximo 35 caracteres; um pacote de várias declarações acrescenta -1, -2, …',
  'plots.statement.limit.hs': '2 a 6 dígitos, p. ex. 1801.',
  'plots.statement.limit.cn': '8 dígitos a começar pelo código SH; guardado no pacote ao lado dele.',
  'plots.statement.limit.mass':
    'Quilogramas, no máximo 6 casas decimais; obrigatória para importação e exportação.',
  'plots.statement.limit.percentage': 'Só produção nacional; no máximo 3 casas decimais.',
  'plots.statement.limit.unit':
    'A alfândega conta estas mercadorias em {unit}; obrigatória para importação e exportação.',
  'plots.statement.limit.eori':
    'Para importação e exportação, um número EORI (código do país e até 15 letras ou dígitos).',
  'plots.statement.error.internalReferenceNumber':
    'Encurte a referência interna para 35 caracteres ou menos.',
  'plots.statement.error.internalReferenceNumber.required':
    'Uma declaração simplificada precisa de uma referência interna: introduza uma.',
  'plots.statement.error.hsHeading':
    'Introduza um código SH de 2 a 6 dígitos (p. ex. 1801); ponha um código de 8 dígitos no campo Código NC.',
  'plots.statement.error.cnCode':
    'Introduza um código NC de 8 dígitos que comece pelo código SH, ou deixe o campo vazio.',
  'plots.statement.error.descriptionOfGoods': 'Descreva as mercadorias em 1 a 150 caracteres.',
  'plots.statement.error.netWeightKg':
    'Introduza a massa líquida em kg, um número positivo com no máximo 6 casas decimais (obrigatória para importação e exportação; caso contrário indique-a ou uma unidade suplementar).',
  'plots.statement.error.percentageEstimationOrDeviation':
    'Introduza uma percentagem positiva com no máximo 3 casas decimais.',
  'plots.statement.error.supplementaryUnit':
    'Introduza a quantidade na unidade suplementar: um número positivo com no máximo 6 casas decimais (obrigatória para importação e exportação).',
  'plots.statement.error.supplementaryUnitQualifier':
    'A unidade suplementar não corresponde ao código SH: verifique o código.',
  'plots.statement.error.species':
    'A madeira precisa da sua espécie: um nome científico e um nome comum, no máximo 200 caracteres cada.',
  'plots.statement.error.comment': 'Encurte o comentário para 2000 caracteres ou menos.',
  'plots.statement.error.representedOperator':
    'Indique o nome do operador representado, um identificador e o seu endereço completo (país com 2 letras, p. ex. NL).',
  'plots.statement.error.groupedDeclarations':
    'Indique números de referência com no máximo 14 caracteres, um por linha.',
  'plots.statement.error.groupedSimplifiedDeclarations':
    'Indique uma declaração simplificada por linha: o seu número de referência (no máximo 14 caracteres), um espaço e o seu número de verificação (5 a 35).',
  'plots.statement.error.operatorRole': 'Escolha uma função adequada ao tipo de declaração.',
  'plots.statement.error.other': 'Verifique {field}: {issue}',
  'plots.statement.rules-failed':
    'A declaração viola as regras do sistema de informação, por isso nada foi guardado: {violations}',
  'plots.traces.ready': '{count, plural, one {# parcela pronta} other {# parcelas prontas}} para o TRACES',
  'plots.traces.none': 'Nenhuma parcela pode ser exportada para o TRACES',
  'plots.traces.from': 'A partir de: {scope}.',
  'plots.traces.how':
    'Verificadas com as regras de envio depois de cortar cada posição em 6 casas decimais, como o TRACES as armazena (2-D, apenas as propriedades ProducerName, ProducerCountry, ProductionPlace e Area).',
  'plots.traces.summary': 'Resumo da exportação',
  'plots.traces.refused':
    '<b>{count, plural, one {# parcela deixada} other {# parcelas deixadas}} de fora</b>: o TRACES as recusaria.',
  'plots.traces.kind': '{title}: {count, number}',
  'plots.traces.show-all': 'Mostrar todas ({count, number})',
  'plots.traces.repeats':
    '{count, plural, one {# cópia exata} other {# cópias exatas}} de uma parcela anterior {count, plural, one {deixada} other {deixadas}} de fora.',
  'plots.traces.no-producer':
    '{count, plural, one {# parcela não tem} other {# parcelas não têm}} nome de produtor: ProducerName fica de fora, não é preenchido. Adicione os produtores no arquivo do fornecedor se a declaração precisar deles.',
  'plots.traces.no-country':
    '{count, plural, one {# parcela não tem} other {# parcelas não têm}} código de país.',
  'plots.traces.cut':
    '{count, plural, one {# parcela tinha} other {# parcelas tinham}} posições com mais de 6 casas decimais ou um terceiro valor: cortadas como o TRACES faria{changed, plural, =0 {} other {; o contorno de {changed, number} muda visivelmente ({examples})}}.',
  'plots.traces.cut.plot': 'parcela {index}',
  'plots.traces.points':
    '{count, plural, one {# ponto} other {# pontos}} sem área (Area): o TRACES considera cada um como 4 ha.',
  'plots.traces.cattle':
    'Estas parcelas são estabelecimentos de pecuária bovina (um ponto pode representar mais de 4 ha)',
  'plots.traces.over':
    'Um único arquivo teria {size} para {producers, plural, one {# produtor} other {# produtores}}; um arquivo para o Sistema de Informação aceita no máximo {max, number} produtores de uma mercadoria e 25 MB (1 MB = 1.000.000 bytes): {parts, number} arquivos ({first} …) cumprem cada um esses limites.',
  'plots.traces.refusal.point-over-4-ha': 'Ponto que representa mais de 4 ha',
  'plots.traces.refusal.point-area-too-small': 'Ponto com Area inferior a 0,0001 ha',
  'plots.traces.refusal.producer-name-too-long': 'Nome do produtor com mais de 500 caracteres',
  'plots.traces.refusal.no-country': 'Sem país de produção',
  'plots.traces.refusal.outside-every-country': 'Fora de qualquer país',
  'plots.traces.refusal.invalid-geolocation': 'Geolocalização que o Sistema de Informação recusa',
  'plots.traces.file': 'Arquivo: {file} ({size}).',
  'plots.traces.cancel': 'Cancelar',
  'plots.traces.one-file': 'Um único arquivo mesmo assim',
  'plots.traces.download-parts': 'Baixar {parts, number} arquivos conformes',
  'plots.traces.download': 'Baixar o GeoJSON',
  'plots.export.checking-decisions': 'Lendo as decisões sobre {count, number} parcelas…',
  'plots.export.unavailable': 'Nada foi exportado: as decisões não puderam ser lidas.',
  'plots.traces.unavailable': 'A exportação aguarda as decisões',
  'plots.traces.unavailable.why':
    'Só entram num arquivo do TRACES as parcelas que as suas decisões permitem: nada é exportado até que as decisões e as exceções possam ser lidas.',
  'plots.traces.unavailable.store': 'Não foi possível contactar o registro de revisões',
  'plots.traces.close': 'Fechar',
  'plots.decisions.title': 'Decisões',
  'plots.decisions.excluded':
    '{count, plural, one {# parcela excluída} other {# parcelas excluídas}} por uma decisão',
  'plots.decisions.held': '{count, plural, one {# parcela retida} other {# parcelas retidas}}: {reason}',
  'plots.decisions.overridden':
    '{count, plural, one {# parcela admitida} other {# parcelas admitidas}} pela exceção de um aprovador',
  'plots.decisions.all-in':
    'Nenhuma decisão deixa uma parcela de fora: nenhuma está excluída, nenhuma tem itens em aberto.',
  'plots.decisions.who-can':
    'Você é {role} neste projeto: só um aprovador ou um administrador pode admitir uma parcela retida, com um motivo. Peça a um deles, ou faça decidir os itens em aberto na página do fornecedor.',
  'plots.decisions.who-can.no-role':
    'Você não tem função neste projeto: só um aprovador ou um administrador pode admitir uma parcela retida, com um motivo.',
  'plots.decisions.show': 'Mostrar {count, plural, one {a parcela} other {as # parcelas}}',
  'plots.decisions.list': 'Parcelas deixadas de fora ou admitidas pelas decisões',
  'plots.decisions.plot-excluded': 'excluída por uma decisão; nunca é exportada.',
  'plots.decisions.plot-held':
    'retida: {reasons}{asked, select, yes { (informações pedidas ao fornecedor)} other {}}.',
  'plots.decisions.plot-overridden': 'admitida pela exceção de {who}: “{reason}”',
  'plots.decisions.override': 'Abrir exceção com um motivo…',
  'plots.decisions.override.of': 'Abrir exceção com um motivo… {plot}',
  'plots.decisions.override.form': 'Exceção para {plot}',
  'plots.decisions.override.reason':
    'Por que esta parcela pode entrar nas declarações apesar dos itens em aberto',
  'plots.decisions.override.hint':
    'Pelo menos {min, number} caracteres. A exceção cobre {keys, plural, one {o item em aberto} other {os # itens em aberto}} desta parcela; um item que se abra depois a retém de novo. Fica no registro de auditoria em seu nome.',
  'plots.decisions.override.failed': 'A exceção não foi registrada: {reason}',
  'plots.decisions.override.cancel': 'Cancelar',
  'plots.decisions.override.save': 'Registrar a exceção',
  'plots.decisions.override.saving': 'Registrando…',
  'plots.decisions.reason.high-risk': 'item em aberto de risco alto',
  'plots.decisions.reason.medium-risk': 'item em aberto de risco médio',
  'plots.decisions.reason.deforestation': 'item em aberto de desmatamento',
  'plots.decisions.reason.protected-area': 'item em aberto de área protegida',
  'plots.decisions.reason.high-risk-country': 'item em aberto de país de risco alto',
  'plots.decisions.reason.traces-refused': 'item em aberto: recusada pelas regras do TRACES',
  'plots.decisions.reason.double-claim': 'reivindicação dupla em aberto',
  'plots.decisions.reason.inside-another': 'item em aberto: dentro de outra parcela',
  'plots.decisions.reason.overlap-in-supplier': 'sobreposição em aberto no mesmo fornecedor',
  'plots.decisions.reason.plot': 'informações pedidas sobre a parcela',
  'plots.pin.pinning': 'Guardando como evidência (impressões das parcelas e dos arquivos)…',
  'plots.pin.pinned': 'Guardado como instantâneo de evidência <b>{id}</b>, mantido até {until}.',
  'plots.pin.failed':
    '<b>Não foi guardado como evidência.</b> Os arquivos foram salvos, mas o registro daquilo de que foram feitos não: {reason}',
  'plots.pin.retry': 'Guardar como evidência de novo',
  'errors.download': 'Não foi possível baixar o arquivo.',
  'errors.download-dropped': 'A conexão caiu durante o download.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
  'land.area': 'Área',
  'land.remaining-forest': 'Floresta remanescente',
  'land.protected-areas': 'Áreas protegidas',
  'land.indigenous-territories': 'Terras indígenas',
  'jurisdictions.intro':
    'O risco avaliado pelo serviço segundo o referencial {framework}, com suas parcelas; a classificação oficial de países da UE aparece à parte.',
  'jurisdictions.intro.project':
    'O risco avaliado pelo serviço segundo o referencial {framework}, com suas parcelas em {project}; a classificação oficial de países da UE aparece à parte.',
  'jurisdictions.pick-hint':
    'Clique em um país no mapa, ou em um nome na tabela, para ver sua avaliação e seus limites.',
  'jurisdictions.empty.title': 'Nenhuma jurisdição corresponde a esses filtros',
  'jurisdictions.empty.body':
    'Amplie os filtros: escolha mais níveis de risco ou países, ou volte um filtro “Com…” para Qualquer.',
  'jurisdictions.table.label': 'Tabela de jurisdições',
  'jurisdictions.table.caption':
    'Jurisdições que correspondem aos filtros, cada país seguido de suas regiões, com o risco avaliado pelo serviço, a classificação de países da UE e suas parcelas e fornecedores',
  'jurisdictions.col.name': 'Jurisdição',
  'jurisdictions.col.country': 'País',
  'jurisdictions.col.deforestation': 'Desmatado desde a data de corte',
  'jurisdictions.col.plots': 'Suas parcelas',
  'jurisdictions.col.suppliers': 'Seus fornecedores',
  'jurisdictions.assessed': 'Risco avaliado (serviço)',
  'jurisdictions.benchmark': 'Classificação de países da UE (oficial)',
  'jurisdictions.counting': 'Contando…',
  'jurisdictions.not-counted.title': 'Abra o país para contar',
  'jurisdictions.not-counted': 'não contado: abra o país para contar',
  'jurisdictions.region-tag': 'Região',
  'jurisdictions.regions.show': 'Mostrar as regiões de {name}',
  'jurisdictions.regions.hide': 'Ocultar as regiões de {name}',
  'jurisdictions.search.none':
    'Nenhum nome de jurisdição contém “{term}”. Confira a grafia ou limpe a busca.',
  'jurisdictions.search.label': 'Buscar países e regiões',
  'jurisdictions.search.placeholder': 'ex.: Lagunes, Pará, Riau',
  'jurisdictions.search.regions-failed': 'Não foi possível carregar as regiões: só os países são buscados.',
  'jurisdictions.search.regions-loading':
    'Carregando todas as regiões para buscá-las… {count, number} até agora.',
  'jurisdictions.error.list': 'Não foi possível carregar as jurisdições',
  'jurisdictions.error.plots': 'Não foi possível contar suas parcelas por jurisdição',
  'jurisdictions.error.countries': 'Não foi possível carregar os contornos dos países para o mapa',
  'jurisdictions.status.matched':
    '<b>{count, number}</b> {count, plural, one {jurisdição corresponde} other {jurisdições correspondem}} ({pages, plural, one {# página} other {# páginas}} de até 100).',
  'jurisdictions.status.plots-counted':
    '{count, plural, one {# de suas parcelas contada.} other {# de suas parcelas contadas.}}',
  'jurisdictions.status.plots-counting': 'Contando suas parcelas… {count, number} até agora.',
  'jurisdictions.status.loading-label': 'Carregando jurisdições',
  'jurisdictions.status.loading': 'Carregando jurisdições: página {page, number}, {count, number} até agora…',
  'jurisdictions.filters.label': 'Filtros',
  'jurisdictions.filters.framework': 'Referencial',
  'jurisdictions.filters.required': '(obrigatório)',
  'jurisdictions.framework-cutoff': '{framework} (data de corte {date})',
  'jurisdictions.filters.risk': 'Níveis de risco',
  'jurisdictions.filters.at-most': '(no máximo {max}; nenhum = todos)',
  'jurisdictions.filters.risk-full':
    '{max} de {max} níveis de risco escolhidos: o serviço aceita no máximo {max}. Desmarque um para escolher outro.',
  'jurisdictions.filters.countries': 'Países',
  'jurisdictions.filters.chosen': 'Países escolhidos',
  'jurisdictions.filters.remove': 'Remover {name}',
  'jurisdictions.filters.add-country': 'Adicionar um país',
  'jurisdictions.filters.add-country-option': 'Adicionar um país…',
  'jurisdictions.filters.loading-countries': 'Carregando os países…',
  'jurisdictions.filters.limit-reached': 'Limite atingido',
  'jurisdictions.filters.countries-full':
    '{max} de {max} países escolhidos: o serviço aceita no máximo {max}. Remova um para adicionar outro.',
  'jurisdictions.filters.has': 'Com…',
  'jurisdictions.filters.any': 'Qualquer',
  'jurisdictions.filters.yes': 'Sim',
  'jurisdictions.filters.no': 'Não',
  'jurisdictions.filters.clear': 'Limpar filtros',
  'jurisdictions.detail.deforested-since': 'Desmatado desde {date}',
  'jurisdictions.detail.share-of-area': '{area} ({share} da área)',
  'jurisdictions.detail.not-reported': 'Não informado',
  'jurisdictions.detail.assessed-on': 'Avaliado em',
  'jurisdictions.detail.plots': 'Suas parcelas aqui',
  'jurisdictions.detail.suppliers': 'Seus fornecedores aqui',
  'jurisdictions.detail.close': 'Fechar',
  'jurisdictions.detail.close-label': 'Fechar os detalhes de {name}',
  'jurisdictions.detail.ids': '{unit} · GADM {gadm} · {country}',
  'jurisdictions.detail.assessed': 'Risco avaliado (serviço):',
  'jurisdictions.detail.framework-of': '(referencial {framework})',
  'jurisdictions.detail.benchmark': 'Classificação de países da UE (oficial):',
  'jurisdictions.detail.commodities': 'Commodities',
  'jurisdictions.detail.back': '← Voltar para {name}',
  'jurisdictions.detail.regions': 'Regiões de {name}',
  'jurisdictions.detail.regions-count': 'Regiões de {name} ({count, number})',
  'jurisdictions.detail.regions-failed': 'Não foi possível carregar as regiões.',
  'jurisdictions.detail.regions-loading': 'Carregando as regiões…',
  'jurisdictions.detail.regions-none': 'O serviço não lista nenhuma região para este país.',
  'jurisdictions.detail.outline-loading': 'Carregando os limites…',
  'jurisdictions.detail.outline-shown': 'Seus limites estão traçados no mapa.',
  'jurisdictions.detail.outline-failed': 'Não foi possível carregar os limites: {reason}',
  'jurisdictions.legend.benchmark.title': 'Legenda: classificação de países da UE (oficial)',
  'jurisdictions.legend.benchmark.intro':
    'A categoria que a Comissão dá a cada país inteiro, que define a parcela de operadores verificados. Não é a avaliação do serviço: volte o mapa para vê-la.',
  'jurisdictions.legend.benchmark.checked': '({share} dos operadores verificados)',
  'jurisdictions.legend.risk.title': 'Legenda: risco avaliado (serviço)',
  'jurisdictions.legend.risk.intro':
    'Data de corte <b>{framework}</b>: <b>{date}</b>. O desmatamento após essa data conta para o risco de uma jurisdição. Cores e padrões mostram a avaliação do próprio serviço, não a classificação de países da UE (que tem sua própria coluna na tabela).',
  'jurisdictions.legend.listed': '({count, plural, one {# listada} other {# listadas}})',
  'jurisdictions.legend.not-listed': 'Fora desta lista',
  'jurisdictions.legend.not-listed.meaning': 'Excluído pelos filtros, ou não avaliado pelo serviço.',
  'jurisdictions.legend.plot': 'Uma de suas parcelas (a tabela as conta por jurisdição)',
  'jurisdictions.meaning.high':
    'O serviço encontrou muito desmatamento desde a data de corte: examine de perto cada parcela daqui.',
  'jurisdictions.meaning.medium':
    'Algum desmatamento desde a data de corte: confira a avaliação de cada parcela.',
  'jurisdictions.meaning.low': 'Pouco desmatamento desde a data de corte.',
  'jurisdictions.meaning.none': 'Nenhum desmatamento registrado desde a data de corte.',
  'jurisdictions.layer.legend': 'O mapa mostra',
  'jurisdictions.layer.risk': 'Risco avaliado (serviço, {framework})',
  'jurisdictions.regions.benchmark':
    'A classificação da UE avalia países inteiros: mostre o risco avaliado para ver as regiões.',
  'jurisdictions.regions.none-open':
    'Abra um país para ver suas regiões no mapa, cada uma pelo seu próprio risco avaliado.',
  'jurisdictions.regions.loading': 'Carregando as regiões de {name}…',
  'jurisdictions.regions.loading-drawn':
    'Carregando as regiões de {name}… {drawn, number} de {count, number} traçadas.',
  'jurisdictions.regions.list-failed':
    'Não foi possível carregar as regiões de {name}; o mapa mostra o país inteiro.',
  'jurisdictions.regions.empty': 'O serviço não lista nenhuma região de {name} com esses filtros.',
  'jurisdictions.regions.drawn':
    '{drawn, plural, one {# região de {name} traçada pelo seu risco avaliado} other {# regiões de {name} traçadas pelo seu risco avaliado}}.',
  'jurisdictions.regions.drawn-failed':
    '{drawn, plural, one {# região de {name} traçada pelo seu risco avaliado} other {# regiões de {name} traçadas pelo seu risco avaliado}}; {failed, plural, one {# limite não pôde ser carregado} other {# limites não puderam ser carregados}}.',
  'jurisdictions.map.risk': 'Mapa do risco das jurisdições; a tabela abaixo lista as mesmas jurisdições',
  'jurisdictions.map.benchmark':
    'Mapa da classificação de países da UE; a tabela abaixo dá a categoria de cada país',
  'jurisdictions.hover.benchmark': 'Classificação de países da UE (oficial): {tier}',
  'jurisdictions.hover.risk': 'Risco avaliado (serviço): {level}',
  'jurisdictions.hover.plots': 'Suas parcelas: {plots, number}, fornecedores: {suppliers, number}',
  'jurisdictions.hover.counting': 'Suas parcelas: contando…',
  'jurisdictions.hover.details': 'Clique para ver os detalhes',
  'riskinfo.intro':
    'Floresta remanescente, áreas protegidas, terras indígenas e desmatamento mês a mês desde 2016 para qualquer área que você desenhar, colar ou escolher.',
  'riskinfo.check.label': 'Verificação da área',
  'riskinfo.submit': 'Obter o risco',
  'riskinfo.submitting': 'Consultando o serviço…',
  'riskinfo.plots-error': 'Não foi possível carregar suas parcelas',
  'riskinfo.toolbar': 'Desenho',
  'riskinfo.draw.polygon': 'Desenhar polígono',
  'riskinfo.draw.rectangle': 'Desenhar retângulo',
  'riskinfo.clear': 'Limpar',
  'riskinfo.draw.polygon.help':
    'Clique em cada vértice; clique no primeiro (ou pressione Enter) para terminar; Esc cancela.',
  'riskinfo.draw.rectangle.help':
    'Arraste no mapa de um canto até o canto oposto (ou clique nos dois cantos).',
  'riskinfo.draw.idle.help': 'Caixas tracejadas: as regiões que o serviço monitora (só terra firme).',
  'riskinfo.map.rectangle': 'Mapa: arraste (ou clique em dois cantos) para desenhar um retângulo',
  'riskinfo.map.polygon': 'Mapa: clique para adicionar os vértices de um polígono',
  'riskinfo.map.idle': 'Mapa da área a consultar, de suas parcelas e das regiões monitoradas',
  'riskinfo.shape.drawn': 'Área desenhada',
  'riskinfo.shape.pasted': 'Área colada',
  'riskinfo.shape.plot': '{name} (sua parcela)',
  'riskinfo.status.first-corner': 'Clique no mapa para colocar o primeiro vértice.',
  'riskinfo.status.none': 'Nenhuma área ainda: desenhe uma, cole GeoJSON ou escolha uma de suas parcelas.',
  'riskinfo.status.drawing': 'Desenhando · ',
  'riskinfo.status.area': 'Área:',
  'riskinfo.status.not-measurable': 'não mensurável',
  'riskinfo.status.allowed': '(permitido: {min, number}–{max, number} ha)',
  'riskinfo.status.coordinates': 'Coordenadas:',
  'riskinfo.status.of-at-most': 'de no máximo {max, number}',
  'riskinfo.status.keep-clicking':
    'Continue clicando para adicionar vértices; clique no primeiro para terminar.',
  'riskinfo.status.refused': 'Não enviado: o motivo aparece no mapa.',
  'riskinfo.status.ok': 'Dentro dos limites do serviço. Se ela fica em terra monitorada, o serviço dirá.',
  'riskinfo.status.ok-so-far':
    'Dentro dos limites do serviço até agora. Se ela fica em terra monitorada, o serviço dirá.',
  'riskinfo.problem.too-many-corners': 'Vértices demais',
  'riskinfo.problem.too-many-corners.hint':
    'Use no máximo {max, number} coordenadas ({corners, number} vértices mais o de fechamento): simplifique o contorno.',
  'riskinfo.problem.crossing': 'O contorno se cruza',
  'riskinfo.problem.crossing.hint': 'Desenhe de novo de modo que nenhum lado cruze outro.',
  'riskinfo.problem.too-large': 'Grande demais',
  'riskinfo.problem.too-large.hint':
    'Aproxime o mapa e desenhe uma área menor, ou divida-a em várias consultas.',
  'riskinfo.problem.too-small': 'Pequena demais',
  'riskinfo.problem.too-small.hint': 'Afaste o mapa e desenhe uma área maior.',
  'riskinfo.problem.area': 'A área tem {area}; o serviço aceita de {min, number} a {max, number} ha.',
  'riskinfo.problem.invalid': 'Polígono inválido',
  'riskinfo.problem.invalid.hint': 'Desenhe, cole ou escolha outra forma.',
  'riskinfo.problem.outside': 'Fora das regiões monitoradas',
  'riskinfo.problem.outside.hint': 'Mova a forma para dentro das caixas tracejadas do mapa.',
  'riskinfo.refusal.not-sent': 'Não enviado: {reason}',
  'riskinfo.refusal.invalid': 'O serviço recusou esta forma',
  'riskinfo.refusal.invalid.hint':
    'Suas regras: um polígono, no máximo 40 coordenadas, de 0,1 a 100.000 ha, lados que não se cruzam. Desenhe de novo.',
  'riskinfo.refusal.outside.hint':
    'O serviço só monitora a terra dentro das caixas tracejadas do mapa: mova a forma para terra monitorada (não o mar).',
  'riskinfo.refusal.failed': 'Não foi possível obter o risco',
  'riskinfo.refusal.failed.hint': 'Tente de novo daqui a pouco.',
  'riskinfo.paste.title': 'Colar ou enviar GeoJSON',
  'riskinfo.paste.label': 'Um Polygon, ou uma Feature ou FeatureCollection que contenha um',
  'riskinfo.paste.use': 'Usar a forma colada',
  'riskinfo.paste.upload': 'ou escolher um arquivo',
  'riskinfo.paste.too-large': '{file} tem {size, number} MB; uma área cabe em bem menos (menos de 1 MB).',
  'riskinfo.input.empty': 'Cole primeiro um Polygon GeoJSON.',
  'riskinfo.input.too-large': 'Este texto é grande demais para uma área (mais de 1 MB).',
  'riskinfo.input.not-json': 'Isto não é JSON válido: {detail}',
  'riskinfo.input.no-geometry': 'Nenhuma geometria encontrada.',
  'riskinfo.input.multipolygon':
    'Este MultiPolygon tem {parts} partes; o serviço aceita um polígono por vez.',
  'riskinfo.input.not-polygon': 'Encontrado: um {type}; o serviço precisa de um Polygon.',
  'riskinfo.input.collection': 'Esta coleção tem {polygons} polígonos; escolha um e cole só ele.',
  'riskinfo.input.plot': '{name}: {reason}',
  'riskinfo.pick.title': 'Usar uma de suas parcelas',
  'riskinfo.pick.search': 'Buscar uma parcela por nome ou fornecedor',
  'riskinfo.pick.loading': 'Carregando suas parcelas… {count, number} até agora',
  'riskinfo.pick.matches': '{count, plural, one {# parcela corresponde} other {# parcelas correspondem}}',
  'riskinfo.pick.matches-first':
    '{count, plural, one {# parcela corresponde} other {# parcelas correspondem}}; mostrando as {shown, number} primeiras',
  'riskinfo.pick.list': 'Parcelas correspondentes',
  'riskinfo.history.title': 'Consultas recentes',
  'riskinfo.history.empty': 'Suas consultas nesta aba aparecerão aqui.',
  'riskinfo.history.entry': '{time} · {area} · floresta {forest}',
  'riskinfo.result.title': 'Risco: {label}',
  'riskinfo.result.framework': 'Referencial (data de corte)',
  'riskinfo.result.framework-option': '{framework} ({date})',
  'riskinfo.result.total': 'Área total',
  'riskinfo.result.share': '{share} da área',
  'riskinfo.result.since-2016': 'Desmatado desde 2016',
  'riskinfo.result.months': '{count, plural, one {# mês com desmatamento} other {# meses com desmatamento}}',
  'riskinfo.result.after-cutoff': 'Desmatado após a data de corte {framework}',
  'riskinfo.result.cutoff-date': 'data de corte {date}',
  'riskinfo.chart.title': 'Desmatamento por mês',
  'riskinfo.chart.title-range': 'Desmatamento por mês, de {first} a {last}',
  'riskinfo.chart.cutoff-within': 'Linha tracejada: a data de corte {framework}, {date}.',
  'riskinfo.chart.cutoff-before':
    'A data de corte {framework}, {date}, é anterior ao primeiro mês mostrado: todos os meses contam.',
  'riskinfo.chart.cutoff-after': 'A data de corte {framework}, {date}, é posterior ao último mês mostrado.',
  'riskinfo.chart.loading': 'Carregando o gráfico…',
  'riskinfo.chart.deforested': 'Desmatado',
  'riskinfo.chart.cutoff': 'Data de corte {framework}',
  'riskinfo.years.summary': 'Desmatamento por ano (tabela)',
  'riskinfo.years.year': 'Ano',
  'detections.range': '{from} a {to}',
  'detections.months': 'Meses das detecções',
  'detections.year': 'Ano',
  'detections.month': 'Mês',
  'detections.until-year': 'Até o ano',
  'detections.until-month': 'Até o mês',
  'detections.not-yet': '{month} (ainda não)',
  'detections.several': 'Vários meses (até {max, number})',
  'detections.asking': 'Pedindo a exportação de {label}…',
  'detections.export-error': 'Não foi possível obter a exportação de {label}',
  'detections.plots-error': 'Não foi possível carregar suas parcelas',
  'detections.show-all': 'Mostrar todas as detecções',
  'detections.files.title': 'Arquivos de {label}',
  'detections.summary':
    '{label}: {clearings, plural, one {# área desmatada} other {# áreas desmatadas}} e {fires, plural, one {# foco de incêndio} other {# focos de incêndio}} no mapa.',
  'detections.reading': 'Lendo os arquivos…',
  'detections.files.label': 'Arquivos da exportação',
  'detections.kind.deforestation': 'Áreas desmatadas',
  'detections.kind.fire': 'Focos de incêndio',
  'detections.file.about': '{file} · {size} · shapefile zipado',
  'detections.file.reading': 'Baixando e lendo…',
  'detections.file.failed': 'Não foi possível ler: {reason}',
  'detections.file.unreadable':
    'O arquivo de {kind, select, fire {focos de incêndio} other {desmatamento}} não é um shapefile zipado legível ({detail}).',
  'detections.file.empty': 'Nenhuma detecção neste mês (camada vazia).',
  'detections.file.count': '{count, plural, one {# detecção} other {# detecções}} no mapa',
  'detections.file.retry': 'Tentar de novo',
  'detections.file.download': 'Baixar',
  'detections.file.download-label': 'Baixar {file}',
  'detections.legend.label': 'Legenda do mapa',
  'detections.legend.deforestation': 'Área desmatada (marcador quadrado com o mapa afastado)',
  'detections.legend.fire': 'Foco de incêndio (um pixel de satélite de ~375 m)',
  'detections.legend.plot': 'Sua parcela',
  'detections.legend.touched': 'Parcela atingida por uma detecção (um anel com o mapa afastado)',
  'detections.confidence.title': 'Confiança de uma detecção',
  'detections.confidence.high':
    'confirmada por mais de uma observação de satélite; muito provavelmente real.',
  'detections.confidence.nominal':
    'um sinal claro em uma observação, ainda não confirmado por outra; provável, vale verificar.',
  'detections.confidence.low':
    'um sinal fraco (bordas de nuvens, névoa ou reflexo do sol podem causá-lo); verifique em campo ou em imagens antes de agir.',
  'detections.confidence.unknown':
    'um nível de confiança que este painel não conhece; leia-o como o serviço o informa.',
  'detections.confidence.word.high': 'alta',
  'detections.confidence.word.nominal': 'nominal',
  'detections.confidence.word.low': 'baixa',
  'detections.confidence.of': 'Confiança {label}: {meaning}',
  'detections.touched.title': 'Suas parcelas atingidas',
  'detections.touched.title-count': 'Suas parcelas atingidas ({count, number})',
  'detections.touched.error': 'Não foi possível determinar quais parcelas as detecções atingem',
  'detections.touched.reading': 'Lendo as detecções…',
  'detections.touched.loading': 'Carregando suas parcelas… {count, number} até agora',
  'detections.touched.no-detections': 'Nenhuma detecção em {label}',
  'detections.touched.no-detections.body': 'Escolha outro mês para ver suas detecções.',
  'detections.touched.none': 'Nenhuma detecção atinge suas parcelas neste mês',
  'detections.touched.none.body':
    'As detecções do mapa estão fora de suas parcelas. “Mostrar todas as detecções” as enquadra.',
  'detections.touched.caption': 'Suas parcelas atingidas pelas detecções deste mês',
  'detections.touched.plot': 'Parcela',
  'detections.touched.supplier': 'Fornecedor',
  'detections.touched.detections': 'Detecções',
  'detections.kind.one.deforestation': 'Desmatamento',
  'detections.kind.one.fire': 'Foco de incêndio',
  'detections.touched.area': ', {area, number} ha',
  'detections.touched.confidence': '(confiança <abbr>{label}</abbr>)',
  'detections.map.label':
    'Mapa das detecções do mês sobre suas parcelas; a lista ao lado nomeia as parcelas que elas atingem',
  'detections.hover.date': 'Data: {date}',
  'detections.hover.no-date': 'Data: não informada',
  'detections.hover.area': 'Área: {area, number} ha',
  'jurisdictions.shapes.failed': 'Não foi possível carregar os contornos dos países ({status}).',
  'jurisdictions.shapes.invalid': 'Os contornos dos países não são uma FeatureCollection GeoJSON.',

  // Last English, part A (worker errors, simulator accounts)
  'uploads.error.geopackage-reader':
    'Não foi possível carregar o leitor de GeoPackage ({status}). Recarregue a página e tente de novo.',
  'uploads.error.file-forgotten': 'O arquivo não está mais na memória: solte-o de novo.',
  'uploads.error.fix-too-large':
    'Este arquivo é grande demais para ser corrigido no navegador; corrija-o na origem.',
  'settings.error.server-config': 'O servidor do painel respondeu {status} para a sua configuração.',
  'plots.error.loader-stopped':
    'O carregamento das parcelas parou de forma inesperada. Recarregue a página para tentar de novo.',
  'app.account.amara': 'Amara Okafor – responsável de conformidade (3 projetos)',
  'app.account.lucas': 'Lucas Meyer – analista (1 projeto)',
  // People: the Audit log, the Team page and access tokens in Settings (docs/people.md)
  'audit.intro':
    'Cada decisão, registro de envio, entrada, mudança de função, convite e token de acesso de {project} e da sua equipe, do mais recente ao mais antigo. As entradas nunca são alteradas nem apagadas.',
  'audit.filters': 'Filtrar o registro de auditoria',
  'audit.filter.person': 'Pessoa',
  'audit.filter.person.any': 'Todos',
  'audit.filter.kind': 'O quê',
  'audit.filter.kind.any': 'Tudo',
  'audit.filter.plot': 'Id da parcela',
  'audit.filter.supplier': 'Id do fornecedor',
  'audit.filter.from': 'De (dia)',
  'audit.filter.to': 'Até (dia, incluído)',
  'audit.filter.utc': 'Dias e horas estão em UTC.',
  'audit.filter.apply': 'Mostrar entradas',
  'audit.filter.clear': 'Limpar filtros',
  'audit.export.csv': 'Exportar CSV',
  'audit.export.json': 'Exportar JSON',
  'audit.loading': 'Carregando o registro de auditoria…',
  'audit.failed': 'Não foi possível carregar o registro de auditoria',
  'audit.forbidden': 'A sua função neste projeto não permite ler o registro de auditoria.',
  'audit.signed-out': 'Entre para ler o registro de auditoria',
  'audit.empty': 'Nenhuma entrada corresponde a estes filtros',
  'audit.empty.none': 'Nada foi registrado neste projeto ainda',
  'audit.shown':
    '{more, select, yes {{count, plural, one {Mostrando a entrada mais recente; as mais antigas podem ser carregadas.} other {Mostrando as # entradas mais recentes; as mais antigas podem ser carregadas.}}} other {{count, plural, one {Mostrando a única entrada.} other {Mostrando todas as # entradas.}}}}',
  'audit.older': 'Carregar entradas mais antigas',
  'audit.older.loading': 'Carregando entradas mais antigas…',
  'audit.older-failed': 'Não foi possível carregar as entradas mais antigas',
  'audit.end': 'Não há entradas mais antigas.',
  'audit.table': 'Entradas do registro de auditoria, da mais recente à mais antiga',
  'audit.col.time': 'Hora (UTC)',
  'audit.col.who': 'Quem',
  'audit.col.what': 'O quê',
  'audit.col.plot': 'Parcela',
  'audit.col.supplier': 'Fornecedor',
  'audit.at': '{day}, {time} UTC',
  'audit.who.server': 'O servidor',
  'audit.kind.decision': 'Decisões',
  'audit.kind.upload-record': 'Registros de envio',
  'audit.kind.sign-in': 'Entradas',
  'audit.kind.sign-in-refused': 'Entradas recusadas',
  'audit.kind.sign-out': 'Saídas',
  'audit.kind.team-created': 'Criação da equipe',
  'audit.kind.grants-changed': 'Mudanças de função',
  'audit.kind.invitation-created': 'Convites criados',
  'audit.kind.invitation-accepted': 'Convites aceitos',
  'audit.kind.invitation-revoked': 'Convites revogados',
  'audit.kind.token-created': 'Tokens de acesso criados',
  'audit.kind.token-revoked': 'Tokens de acesso revogados',
  'audit.kind.connection-changed': 'Mudanças na conexão ao serviço',
  'audit.what.decision': 'Decisão: {verdict}',
  'audit.what.decision.plain': 'Decisão registrada',
  'audit.what.reason': 'Motivo: {reason}',
  'audit.what.note': 'Nota: “{note}”',
  'audit.what.upload-record':
    'Envio registrado: {added, number} adicionadas, {changed, number} alteradas, {removed, number} removidas',
  'audit.what.upload-record.plain': 'Envio registrado',
  'audit.what.sign-in':
    '{method, select, password {Entrou com senha} sso {Entrou com login único} demo {Entrou como pessoa de demonstração} other {Entrou}}',
  'audit.what.sign-in-refused': 'Entrada recusada para {email}',
  'audit.what.sign-in-refused.plain': 'Entrada recusada',
  'audit.what.sign-out': 'Saiu',
  'audit.what.team-created': 'Equipe “{name}” criada',
  'audit.what.team-created.plain': 'Equipe criada',
  'audit.what.grants-changed': 'Funções de {person} definidas: {grants}',
  'audit.what.grants-changed.plain': 'Funções alteradas',
  'audit.what.invitation-created': '{email} convidado: {grants}',
  'audit.what.invitation-created.plain': 'Convite criado',
  'audit.what.invitation-accepted': 'Convite de {email} aceito',
  'audit.what.invitation-accepted.plain': 'Convite aceito',
  'audit.what.invitation-revoked': 'Convite de {email} revogado',
  'audit.what.invitation-revoked.plain': 'Convite revogado',
  'audit.what.token-created': 'Token de acesso “{name}” criado ({role})',
  'audit.what.token-created.plain': 'Token de acesso criado',
  'audit.what.token-revoked': 'Token de acesso “{name}” revogado',
  'audit.what.token-revoked.plain': 'Token de acesso revogado',
  'audit.what.connection-changed':
    '{held, select, yes {O token do serviço real da equipe foi definido} other {O token do serviço real da equipe foi removido}}',
  'audit.what.connection-changed.plain': 'A conexão da equipe ao serviço mudou',
  'audit.kind.statement-override': 'Exceções para declarações',
  'audit.kind.evidence-snapshot': 'Instantâneos de evidência',
  'audit.kind.conclusion-prepared': 'Conclusões preparadas',
  'audit.kind.conclusion-signed': 'Conclusões aprovadas',
  'audit.kind.eu-account-changed': 'Alterações da conta UE',
  'audit.kind.statement-filed': 'Declarações apresentadas',
  'audit.kind.statement-status': 'Alterações de estado das declarações',
  'audit.kind.statement-amended': 'Declarações alteradas',
  'audit.kind.statement-withdrawn': 'Declarações retiradas',
  'audit.kind.declaration-verified': 'Declarações verificadas',
  'audit.what.statement-override':
    'Admitido nas declarações apesar de {count, plural, one {# item aberto} other {# itens abertos}}',
  'audit.what.statement-override.plain': 'Admitido nas declarações apesar de itens abertos',
  'audit.what.why': 'Motivo: “{reason}”',
  'audit.what.evidence-snapshot':
    '{kind, select, traces {Exportação TRACES} other {Pacote de declaração}} guardado como evidência: {plots, plural, one {# parcela} other {# parcelas}}, até {until}',
  'audit.what.evidence-snapshot.plain': 'Instantâneo de evidência guardado',
  'audit.what.conclusion-prepared':
    'Conclusão preparada: {conclusion, select, negligible {risco insignificante} other {risco mitigado}}',
  'audit.what.conclusion-prepared.plain': 'Conclusão preparada',
  'audit.what.mitigation': 'Mitigação: “{mitigation}”',
  'audit.what.open-items':
    '{count, plural, =0 {Nenhum item aberto} one {# item aberto} other {# itens abertos}} ao preparar',
  'audit.what.conclusion-signed':
    'Conclusão aprovada ({conclusion, select, negligible {risco insignificante} other {risco mitigado}}), preparada por {preparer}',
  'audit.what.conclusion-signed.plain': 'Conclusão aprovada',
  'audit.what.eu-environment':
    '{env, select, production {produção} acceptance {aceitação} other {substituto}}',
  'audit.what.eu-account-changed':
    '{action, select, removed {Conta da UE removida ({environment})} other {Conta da UE definida ({environment})}}',
  'audit.what.eu-account-changed.plain': 'Conta da UE alterada',
  'audit.what.statement-filed':
    '{kind, select, sd {Declaração simplificada} other {Declaração de diligência devida}} {reference} apresentada à UE',
  'audit.what.statement-filed.plain': 'Declaração apresentada à UE',
  'audit.what.statement-status':
    'Estado na UE de {reference}: {status, select, submitted {submetida} available {disponível} rejected {rejeitada} withdrawn {retirada} archived {arquivada} grouped {agrupada numa declaração posterior} obsolete {obsoleta} suspended {suspensa} other {atualizada}}',
  'audit.what.statement-status.plain': 'O estado na UE de uma declaração mudou',
  'audit.what.statement-amended': '{reference} alterada junto da UE',
  'audit.what.statement-amended.plain': 'Declaração alterada junto da UE',
  'audit.what.statement-withdrawn': '{reference} retirada junto da UE',
  'audit.what.statement-withdrawn.plain': 'Declaração retirada junto da UE',
  'audit.what.eu-numbers': 'Número de referência {reference}, número de verificação {verification}',
  'audit.what.rejection': 'Motivo indicado: «{reason}»',
  'audit.what.declaration-verified':
    'Declaração {reference} verificada junto da UE: {result, select, usable {existe e pode ser usada} unusable {existe mas não pode ser usada} other {não encontrada}}',
  'audit.what.declaration-verified.plain': 'Declaração verificada junto da UE',
  'team.role.viewer': 'Leitor',
  'team.role.reviewer': 'Revisor',
  'team.role.approver': 'Aprovador',
  'team.role.admin': 'Administrador',
  'team.all-projects': 'Todos os projetos',
  'team.grant': '{role} em {project}',
  'team.grant.all': '{role} em todos os projetos',
  'team.no-access': 'Sem acesso',
  'team.loading': 'Carregando a equipe…',
  'team.failed': 'Não foi possível carregar a equipe',
  'team.signed-out': 'Entre para gerenciar a equipe',
  'team.admin-only': 'Só um administrador da equipe pode gerenciar pessoas.',
  'team.admin-only.hint': 'Fale com um administrador da sua equipe se a sua função deve mudar.',
  'team.people': 'Pessoas',
  'team.last-sign-in': 'Última entrada: {at}',
  'team.never-signed-in': 'Nunca entrou',
  'team.methods.demo': 'Pessoa de demonstração: entra com um clique, só neste computador',
  'team.methods':
    '{password, select, yes {{sso, select, yes {Entra com senha ou login único} other {Entra com senha}}} other {{sso, select, yes {Entra com login único} other {Ainda sem forma de entrar}}}}',
  'team.grants.edit': 'Mudar as funções de {name}',
  'team.grants.edit-of': 'Funções de {name}',
  'team.grants.none': 'Nenhuma função: esta pessoa não vê nenhum projeto.',
  'team.grants.project': 'Projeto',
  'team.grants.role-on': 'Função em {project}',
  'team.grants.remove': 'Remover a função em {project}',
  'team.grants.add': 'Adicionar um projeto',
  'team.grants.save': 'Salvar funções',
  'team.grants.saving': 'Salvando…',
  'team.grants.failed': 'As funções não foram salvas: {reason}',
  'team.cancel': 'Cancelar',
  'team.invitations': 'Convites',
  'team.invitations.loading': 'Carregando os convites…',
  'team.invitations.failed': 'Não foi possível carregar os convites',
  'team.invitations.none': 'Nenhum convite ainda.',
  'team.invitation.state':
    '{state, select, open {Aberto até {expires}} accepted {Aceito} revoked {Revogado} other {Expirou em {expires}}} · convidado por {by} em {created}',
  'team.invitation.revoke': 'Revogar o convite de {email}',
  'team.invitation.revoke-failed': 'O convite não foi revogado: {reason}',
  'team.invite': 'Convidar alguém',
  'team.invite.email': 'Endereço de e-mail',
  'team.invite.role': 'Função',
  'team.invite.project': 'Projeto',
  'team.invite.create': 'Criar link de convite',
  'team.invite.sending': 'Criando o link…',
  'team.invite.failed': 'Nenhum convite foi criado: {reason}',
  'team.invite.link': 'Link de convite',
  'team.invite.link.once':
    'Envie este link à pessoa convidada. Ele só é mostrado desta vez, funciona uma vez e expira em 7 dias.',
  'secret.copy': 'Copiar',
  'secret.copied': 'Copiado.',
  'secret.copy-failed': 'Não foi possível copiar: selecione o texto e copie você mesmo.',
  'secret.done': 'Concluído',
  'team.connection': 'Conexão ao serviço',
  'team.connection.loading': 'Carregando a conexão…',
  'team.connection.failed': 'Não foi possível carregar a conexão da equipe',
  'team.connection.held': 'O servidor guarda um token do serviço real para a equipe, terminado em …{ending}.',
  'team.connection.none': 'O servidor não guarda nenhum token do serviço real para a equipe.',
  'team.connection.unavailable':
    'O serviço real não está configurado neste servidor: o token é guardado mas não é usado.',
  'team.connection.new': 'Novo token do serviço real',
  'team.connection.kept':
    'Guardado no servidor para toda a equipe: nunca chega a um navegador, e esta página nunca o mostra de novo.',
  'team.connection.save': 'Salvar token',
  'team.connection.forget': 'Remover o token',
  'team.connection.forget.confirm':
    'Remover o token do serviço real da equipe? Ninguém da equipe poderá usar o serviço real até um administrador definir um novo.',
  'team.connection.forget.yes': 'Remover',
  'team.connection.save-failed': 'A conexão não foi alterada: {reason}',
  'team.connection.set': 'O novo token foi salvo.',
  'team.connection.forgotten': 'O token foi removido.',
  'tokens.title': 'Tokens de acesso para scripts',
  'tokens.intro':
    'Um script envia um token como “Authorization: Bearer pat_…”. Um token não pode mais do que você, apenas nos seus projetos, até expirar ou ser revogado.',
  'tokens.loading': 'Carregando os seus tokens de acesso…',
  'tokens.failed': 'Não foi possível carregar os seus tokens de acesso',
  'tokens.signed-out': 'Entre para criar tokens de acesso para scripts.',
  'tokens.none': 'Você não tem tokens de acesso.',
  'tokens.scope': '{role} em {projects}',
  'tokens.created': 'Criado em {date}',
  'tokens.last-used': 'Último uso: {at}',
  'tokens.never-used': 'Nunca usado',
  'tokens.expires': 'Expira em {date}',
  'tokens.expired': 'Expirou em {date}',
  'tokens.no-expiry': 'Nunca expira',
  'tokens.revoked': 'Revogado em {date}',
  'tokens.revoke': 'Revogar {name}',
  'tokens.revoke.confirm':
    'Revogar “{name}”? Os scripts que o usam são recusados na hora. Não é possível desfazer.',
  'tokens.revoke.yes': 'Revogar token',
  'tokens.revoke.failed': 'O token não foi revogado: {reason}',
  'tokens.cancel': 'Cancelar',
  'tokens.new': 'Novo token de acesso',
  'tokens.name': 'Nome',
  'tokens.role': 'Função',
  'tokens.days': 'Expira após (dias)',
  'tokens.days.hint': 'De 1 a {max} dias; deixe vazio para um token que nunca expira.',
  'tokens.projects': 'Projetos',
  'tokens.projects.none': 'Nenhum projeto para escolher.',
  'tokens.projects.missing': 'Escolha pelo menos um projeto.',
  'tokens.create': 'Criar token',
  'tokens.creating': 'Criando o token…',
  'tokens.create.failed': 'Nenhum token foi criado: {reason}',
  'tokens.secret': 'Segredo de {name}',
  'tokens.secret.once':
    'Copie agora o segredo de “{name}”: ele só é mostrado desta vez. Guarde-o como uma senha: quem o tiver pode agir em seu nome nos projetos dele.',
};
