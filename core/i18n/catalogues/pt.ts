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

  // O que dizem os leitores de arquivos (core/formats)
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
  'read.plot-unusable': 'A parcela {plot} de {file} não pode ser usada: {why}.',
  'read.not-finite': 'uma coordenada não é um número finito ({x}, {y})',
  'read.collection-too-deep': 'a sua coleção de geometrias está aninhada fundo demais',
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

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)

  // Buyer pages, part B: Suppliers, Projects, Settings

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
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
  'map.failed': 'Não foi possível exibir o mapa.',
  'map.problem': 'Problema no mapa: {reason}',
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
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Comprovação:',
  'review.item.risk': 'Risco avaliado (serviço): {risk}',
  'review.item.inside': 'Dentro de {other}: {share} desta parcela coberta',
  'review.item.overlap': 'Sobrepõe-se a {other} em {area} ({share} desta parcela)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'Em risco',
  'review.kind.double-claim': 'Declaração dupla',
  'review.kind.inside-another': 'Dentro de outra parcela',
  'review.attention': '{open} de {total} itens de revisão precisam de atenção.',
  'review.all-decided': 'Todos os {total} itens de revisão têm um parecer.',
  'review.nothing':
    'Nada a revisar: nenhuma parcela em risco, nenhuma declaração dupla, nenhuma parcela dentro de outra.',
  'review.select-all': 'Selecionar todos os {count} listados',
  'review.show-decided': 'Mostrar também os itens com parecer',
  'review.items': 'Itens de revisão',
  'review.select-item': 'Selecionar {kind}: {plot}',
  'review.decided': 'Decidido: <b>{verdict}</b> por {who} em {date}',
  'review.show-more': 'Mostrar mais {count} de {left}',
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
  'plots.fresh.up-to-date': 'Atualizado ({time}){kept, select, yes { · salvo neste dispositivo} other {}}',
  'plots.fresh.saved': 'Salvo neste dispositivo {ago} ({time}) · atualizando a partir do serviço: {progress}',
  'plots.fresh.starting': 'iniciando…',
  'plots.fresh.progress':
    '{loaded, number} de cerca de {expected} parcelas; a lista é substituída quando todas chegarem.',
  'plots.loaded.all':
    'Todas as {loaded, number} parcelas do projeto foram carregadas{filtered, select, yes {; {shown, number} correspondem aos filtros} other {}}.',
  'plots.loaded.checking': 'Verificando alterações…',
  'plots.loading.label': 'Parcelas carregadas',
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
  'plots.explain.none':
    'Nenhum risco encontrado: sem desmatamento desde a data de corte e sem sobreposição com áreas protegidas ou terras indígenas.',
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
  'plots.overlaps.title': 'Sobreposições (declarações duplas)',
  'plots.overlaps.failed': 'A verificação de sobreposições falhou: {reason}.',
  'plots.overlaps.pending': 'Procurando parcelas sobrepostas quando todas forem carregadas…',
  'plots.overlaps.reload': 'Recarregue a página para verificar as sobreposições.',
  'plots.overlaps.none':
    'Nenhuma sobreposição: {count, number} parcelas verificadas, nenhuma declara terra de outra.',
  'plots.overlaps.summary':
    '{plots, number} parcelas se sobrepõem a outra, em {pairs, number} pares ({cross, number} entre fornecedores diferentes{partial, select, yes { entre os listados} other {}}).',
  'plots.overlaps.only': 'Mostrar só as parcelas sobrepostas',
  'plots.overlaps.pairs': 'Pares sobrepostos',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) e <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    'Sobreposição de {area}: {shareA} da primeira, {shareB} da segunda{same, select, yes { · mesmo fornecedor} other { · fornecedores diferentes}}',
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
    'Um único arquivo teria {size}; uma declaração de diligência aceita no máximo {max, number} parcelas e 25 MB de geolocalização: {parts, number} arquivos ({first} …) cabem cada um em uma.',
  'plots.traces.file': 'Arquivo: {file} ({size}).',
  'plots.traces.cancel': 'Cancelar',
  'plots.traces.one-file': 'Um único arquivo mesmo assim',
  'plots.traces.download-parts': 'Baixar {parts, number} arquivos conformes',
  'plots.traces.download': 'Baixar o GeoJSON',
  'errors.download': 'Não foi possível baixar o arquivo.',
  'errors.download-dropped': 'A conexão caiu durante o download.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
};
