/**
 * English messages: the source every other catalogue is checked against (catalogues.node.test.ts: same
 * keys, same placeholders). ICU MessageFormat; `{feature}` and `{where}` are messages of their own
 * (label.* and where.*), so a plot is named the same way in every sentence. Rule messages must stay
 * byte-identical to what the checker has always written: the CLI, the problem CSV and the tests read them.
 * A placeholder named `detail` carries English-only detail (a parser's or a geometry test's words) that
 * other languages may leave out.
 */
export const en = {
  // The app shell
  'app.title': 'Plot risk dashboard',
  'app.skip': 'Skip to content',
  'app.menu': 'Menu',
  'app.simulator': 'Simulator',
  'app.live': 'Live service',
  'app.language': 'Language',
  'nav.main': 'Main',
  'nav.projects': 'Projects',
  'nav.projects.hint': 'Your projects and their extent',
  'nav.suppliers': 'Suppliers',
  'nav.suppliers.hint': 'Suppliers and their plots',
  'nav.uploads': 'Uploads',
  'nav.uploads.hint': 'Check and upload plot files',
  'nav.plots': 'Plots',
  'nav.plots.hint': 'Every plot with its risk',
  'nav.jurisdictions': 'Jurisdictions',
  'nav.jurisdictions.hint': 'Country risk by framework',
  'nav.risk-info': 'Risk info',
  'nav.risk-info.hint': 'Risk of any drawn area',
  'nav.detections': 'Detections',
  'nav.detections.hint': 'Monthly deforestation and fire detections',
  'nav.settings': 'Settings',
  'nav.settings.hint': 'Connection, token and basemap',

  // How a plot and a place in it are named inside rule messages
  'label.feature': 'feature {index}',
  'label.feature-named': 'feature {index} ("{name}")',
  'label.feature-in-file': '{file} feature {index}',
  'where.outer': 'outer ring',
  'where.hole': 'hole {hole}',
  'where.part': 'part {part}, {ring}',

  // Rule messages (docs/plot-rules.md)
  'rule.missing-geometry.not-feature':
    '{feature} is not a GeoJSON Feature object, so it has no geometry. Make each element of "features" an object with "type": "Feature", "geometry" and "properties".',
  'rule.missing-geometry.none':
    '{feature} has no geometry ("geometry" is {missing, select, null {null} other {missing}}). Draw or import the plot\'s boundary (a Polygon) or its location (a Point) and save it in the feature.',
  'rule.missing-name':
    '{feature} has no name: the "{field}" property is missing or empty. Add the plot\'s name under "{field}".',
  'rule.bad-country.missing':
    '{feature} has no ProducerCountry. Add the ISO 3166-1 alpha-2 code of the country of production (for example "CI" or "GH").',
  'rule.bad-country.invalid':
    '{feature} has ProducerCountry {value}, which is not an ISO 3166-1 alpha-2 code.{hint, select, none {} other { Write it as "{hint}".}} Use the two-letter code (for example "CI" for Côte d\'Ivoire).',
  'rule.unsupported-geometry.type':
    '{feature} is a {type}; TRACES accepts only Point, MultiPoint, Polygon and MultiPolygon. Convert it, for example a closed LineString boundary into a Polygon.',
  'rule.unsupported-geometry.malformed':
    '{feature} has malformed coordinates: {detail}. Re-export the plot from your GIS tool as GeoJSON.',
  'rule.multipolygon-nesting':
    '{feature} says "type": "Polygon" but its coordinates are nested like a MultiPolygon\'s (a list of polygons); it is read as a MultiPolygon. Set its type to "MultiPolygon" (the file that is uploaded has it).',
  'rule.out-of-range':
    '{feature} has the position {position} outside longitude −180..180 / latitude −90..90. Positions must be [longitude, latitude] in WGS84 degrees; {projected, select, yes {these look like metres from a projected system: re-export the file in EPSG:4326.} other {check for a typo or swapped values.}}',
  'rule.low-precision':
    '{feature} has coordinates with fewer than 6 decimals (e.g. {position}). TRACES pads them with zeros; rounded coordinates are often imprecise (5 decimals ≈ 1 m, 4 ≈ 11 m). Re-export with 6 decimals from the original survey.',
  'rule.area-text':
    '{feature} has Area {value} as text; TRACES reads a text Area as 0. Write it as a number of hectares (the file that is uploaded after the field mapping has it as a number).',
  'rule.point-area.missing':
    "{feature} is a point without an Area; TRACES then assumes 4 ha. Add the plot's Area in hectares, or draw its boundary as a Polygon.",
  'rule.point-area.too-large':
    "{feature} is a point with Area {declared} ha; TRACES accepts points only for plots of at most 4 ha (cattle excepted). Draw the plot's boundary as a Polygon.",
  'rule.area-too-small':
    '{feature} covers {area}, under 0.0001 ha (1 m²). Check that the boundary was not drawn at the wrong scale or collapsed to a dot.',
  'rule.area-too-large':
    '{feature} covers {area}, over 100,000 ha. A single plot is rarely that large: check the boundary, or split it into its real plots.',
  'rule.area-mismatch':
    '{feature} declares Area {declared} ha but its boundary measures {area} (more than a factor 2 apart). Correct the Area property (hectares, not m² or acres) or the boundary.',
  'rule.swapped-axes':
    '{feature} looks like [latitude, longitude]: {position} is {country, select, none {in the sea} other {outside {country}}}, while {swapped} is {country, select, none {on land} other {in {country}}}. GeoJSON positions are [longitude, latitude]; swap the two values (fix offered).',
  'rule.unclosed-ring':
    '{feature} ({where}) is not closed: it starts at {first} but ends at {last}. Repeat the first position at the end (safe fix offered).',
  'rule.duplicate-vertex':
    '{feature} ({where}) repeats the position {position} consecutively. Remove the repeated vertex (safe fix offered).',
  'rule.too-few-vertices':
    "{feature} ({where}) has {positions} positions (closed) and {corners} distinct corners; a ring needs at least 3 distinct corners plus the closing position. Redraw the plot's boundary.",
  'rule.collinear':
    '{feature} ({where}) has all its positions on one straight line, so it has no area. Redraw the boundary around the plot.',
  'rule.hole':
    '{feature} has {holes} hole(s) (interior rings); TRACES rejects polygons with holes. Split the plot into hole-free parts covering the same land (fix offered), or fill the holes if that land is farmed too.',
  'rule.overlapping-parts':
    '{feature} is a MultiPolygon whose {detail} at {position}; parts may only touch at single points. Merge the parts into one shape (fix offered) or correct the boundaries.',
  'rule.self-intersection':
    '{feature} has a self-intersection: {detail} at {position}. Move the vertices so the boundary does not cross, or repair the shape (fix offered).',
  'rule.collapses-at-6-decimals':
    '{feature} becomes invalid when truncated to 6 decimals, as TRACES does ({detail} near {position}). Move the vertices at least 0.000001° apart, or merge them.',
  'rule.duplicate-geometry':
    '{feature} has the same geometry as {other}. Remove the duplicate{allowed, select, yes {, or make sure its properties differ (duplicates are allowed then)} other {}}; if they are different plots, correct the boundary.',
  'rule.duplicate-name':
    '{feature} has the same name as {other}; plots are matched on name, so each name must be unique. Rename one of them.',
  'rule.file-empty':
    '{file} has no features. With overwrite on, uploading it removes every plot of the supplier: confirm only if that is what you want, otherwise add the plots.',
  'rule.file-crs.declared':
    '{file} declares the coordinate system {readable, select, no {in an unreadable "crs" member} other {"{crs}"}}; TRACES needs WGS84 longitude-latitude (EPSG:4326). Re-export the file in EPSG:4326 (in QGIS: Export › Save Features As, CRS EPSG:4326).',
  'rule.file-crs.projected':
    '{file} has coordinates like {position}, far outside ±180/±90: they look projected (metres), not WGS84 degrees. Re-export the file in EPSG:4326.',
  'rule.file-too-large.files':
    'The upload has {files} files; the limit is 99. Merge plot files, or split them into several uploads.',
  'rule.file-too-large.bytes':
    "The upload's files add up to {gb} GB; the limit is under 2 GB. Split the plots into several uploads.",
  'rule.contains-plot':
    "{feature} contains {inner} of the same file ({share} of it lies inside): its land would be counted twice. If {feature} is the farm's whole boundary, leave it out and upload the plots only.",
  'rule.overlapping-plots':
    '{feature} and {other} of the same file overlap by {area} ({shareA} and {shareB} of them): the same land is declared twice. Correct the boundaries so each piece of land is in one plot.',
  'rule.overlapping-plots.too-many':
    '{file} is too large to compare all its plots with each other: plots from feature {from} on were not checked for overlaps. Split the file to have them checked.',
  'rule.far-from-producing-area':
    "{feature} lies {country, select, none {at sea} other {in {countryName}}}, about {km} km from {fromProject, select, yes {the project's producing countries} other {the country of most of the file's plots}} ({countries}). Check that it belongs to this project and supplier, and that its coordinates are right.",

  // What a fix changed in a plot (fixes.ts)
  'fix.closed-rings': 'closed {count, plural, one {# ring} other {# rings}} by repeating the first position',
  'fix.dropped-vertices': 'removed {count, plural, one {# repeated vertex} other {# repeated vertices}}',
  'fix.truncated': 'truncated {count, plural, one {# position} other {# positions}} to 6 decimals',
  'fix.swapped': 'swapped latitude and longitude in every position',
  'fix.removed-duplicate': 'removed: exact duplicate of an earlier plot',

  // What the file readers say (core/formats): how a file was read, or why it could not be
  'read.format.geojson': 'GeoJSON',
  'read.format.kml': 'KML',
  'read.format.kmz': 'KMZ',
  'read.format.gpx': 'GPX',
  'read.format.shapefile': 'zipped shapefile',
  'read.format.csv': 'CSV',
  'read.format.xlsx': 'Excel workbook',
  'read.format.geopackage': 'GeoPackage',
  'read.format.zip': 'zip',
  'read.unknown-format':
    '{file} is not a plot file this checker can read. Send GeoJSON, KML or KMZ, a zipped shapefile (.zip with .shp, .shx, .dbf, .prj), CSV or Excel (.xlsx) with latitude/longitude or WKT columns, GeoPackage or GPX.',
  'read.no-plot':
    'No plot could be read from {file}{known, select, yes { ({kind})} other {}}: it holds no placemark, row, record or feature with a shape. Check that the plots were saved into it, or export them again as GeoJSON.',
  'read.file-too-large':
    '{file} is {size}; a {kind} file is converted in memory, so the limit is {limit}. Split it into smaller files, or export it as GeoJSON, which is checked as a stream at any size.',
  'read.limit.features':
    '{file} holds {over, select, yes {more than {found, number}} other {{found, number}}} plots; one file may hold at most {limit, number}. Split the plots into smaller files, or export them as GeoJSON, which is checked as a stream at any size.',
  'read.limit.vertices-total':
    '{file} holds {over, select, yes {more than {found, number}} other {{found, number}}} vertices in all; one file may hold at most {limit, number}. Simplify the boundaries (a plot needs a few hundred vertices at most) or split the file.',
  'read.limit.vertices-per-ring':
    "{what, select, plot {it} placemark {A placemark} route {A GPX route} track {A GPX track} other {Record {record}}} has a boundary of {found, number} vertices; at most {limit, number} are read per ring. Simplify this plot's boundary in your GIS tool and send it again.",
  'read.limit.text':
    '{file} is {size} of {kind} text; at most {limit} is read whole. Split the plots into smaller files, or export them as GeoJSON, which is checked as a stream at any size.',
  'read.plot-unusable': 'Plot {plot} of {file} cannot be used: {why}.',
  'read.not-finite': 'a coordinate is not a finite number ({x}, {y})',
  'read.collection-too-deep': 'its geometry collection is nested too deep',
  'read.heights-dropped':
    '{count, number} plot(s) of {file} carry heights (Z) or measures (M); only longitude and latitude are kept.',
  'read.error.cut-short':
    '{file} is cut short or damaged: a record points past the end of the file. Export it again from your GIS tool (or send it as GeoJSON) and check that the whole file was copied.',
  'read.error.too-large-in-memory':
    '{file} holds a piece of text or data too large to read in memory. Split the plots into smaller files, or export them as GeoJSON.',
  'read.error.too-deep':
    '{file} nests its content too deep to read (a sign of a damaged or hostile file). Export the plots again from your GIS tool, or as GeoJSON.',
  'read.error.other':
    '{file} could not be read ({detail}). Export it again, or as GeoJSON, and try once more.',
  'read.zip.damaged':
    '{file} looks like a zip but cannot be opened (damaged or incomplete). Zip the files again and send the new zip.',
  'read.zip.too-deep':
    '{file} is a zip inside a zip inside a zip; archives are opened one level deep at most. Unzip the files and send the plot file itself (or one zip of it).',
  'read.zip.no-shapefile':
    "{file} is a zip with no shapefile in it (no .shp member{others, plural, =0 {} other {, but # other plot files: send them unzipped}}). Zip the shapefile's .shp, .shx, .dbf and .prj files together and send that zip.",
  'read.zip.member-read': 'Read {member} from inside {file}.',
  'read.zip.member-not-inflated': '{member} inside {file} could not be inflated',
  'read.zip.member-too-large':
    '{member} inside {file} inflates to more than {size}; one member of a zip may inflate to at most {limit}. This is how a zip bomb looks: if the file is genuine, split the plots into smaller files or send them unzipped as GeoJSON.',
  'read.zip.too-many-members':
    '{file} holds more than {limit, number} members (files and folders); a zip may hold at most {limit, number}. Zip only the plot files (for a shapefile: .shp, .shx, .dbf, .prj, .cpg) and send that zip.',
  'read.zip.too-large':
    'The members of {file} inflate to more than {size} together; a zip may inflate to at most {limit}. This is how a zip bomb looks: if the file is genuine, split the plots into smaller files or send them as GeoJSON.',
  'read.json.invalid':
    '{file} is not valid JSON: {detail} at line {line}, column {column}. Fix it there or re-export the file as GeoJSON.',
  'read.geojson.invalid': '{file} is not GeoJSON: {detail}. Export the plots as a GeoJSON FeatureCollection.',
  'read.geojson.no-features':
    '{file} is a FeatureCollection without a "features" array. Export the plots as a GeoJSON FeatureCollection.',
  'read.geojson.not-plots':
    '{file} is JSON but not GeoJSON plots: the top level has "type": {type} instead of "FeatureCollection", "Feature" or a geometry. Export the plots as a GeoJSON FeatureCollection.',
  'read.crs.refused':
    '{file} is in {crs}, {why, select, geocentric {a geocentric system (X, Y, Z from the centre of the Earth)} compound {a compound system (a horizontal and a vertical part)} vertical {a vertical (height) system} other {a local (engineering) system}}, not a map system plots can be drawn in. Re-export the plots in WGS 84 (EPSG:4326), or as GeoJSON.',
  'read.crs.cannot-convert':
    '{file} is in {crs}, a coordinate system this checker cannot convert. Re-export the shapefile in WGS 84 (EPSG:4326), or as GeoJSON.',
  'read.crs.reprojected': '{file} is in {crs}; its plots were converted to WGS 84 longitude/latitude.',
  'read.shapefile.zip-damaged':
    "{file} looks like a zip but cannot be opened (damaged or incomplete). Zip the shapefile's files again and send the new zip.",
  'read.shapefile.header-short': "{file}'s .shp is cut short ({bytes} bytes, not even a header)",
  'read.shapefile.header-code': "{file}'s .shp is not a shapefile (wrong file code)",
  'read.shapefile.bad-header': '{why}. Export the shapefile again from your GIS tool, or as GeoJSON.',
  'read.shapefile.unreadable':
    '{file} cannot be read as a shapefile ({detail}). Export it again from your GIS tool, or as GeoJSON.',
  'read.shapefile.no-prj':
    '{file} has no .prj file; its coordinates are taken as WGS 84 longitude/latitude. If the plots land in the wrong place, send the .prj too.',
  'read.shapefile.no-dbf':
    '{file} has no .dbf file, so its plots have no properties (no names). Send the .dbf with the .shp.',
  'read.shapefile.latin':
    '{file} has no .cpg file and its table is not UTF-8; it was read as Windows-1252 (Latin).',
  'read.shapefile.cpg-unknown':
    '{file}\'s .cpg names the text encoding "{encoding}", which this checker cannot read. Save the shapefile again with UTF-8 (in QGIS: Export, Save Features As, Encoding UTF-8) and send the new zip.',
  'read.shapefile.no-shape': '{file}: {why}; that plot has no shape.',
  'read.shapefile.record-damaged': 'record {record} is damaged (it says {points} points in {bytes} bytes)',
  'read.shapefile.cut-short':
    '{file} is cut short: record {record} needs {needs} bytes but the file ends after {has}. The records before it were read; export the shapefile again and check that the whole .shp was copied.',
  'read.shapefile.layers':
    '{file} holds {count} shapefiles; their plots are read together, each with its shapefile\'s name under "layer".',
  'read.kmz.damaged':
    '{file} is not a readable KMZ (a KMZ is a zip holding a KML): it is damaged or incomplete. Save it again from Google Earth, or export it as KML.',
  'read.kmz.no-kml':
    '{file} holds no KML document (no .kml file inside the zip). Save the plots again from Google Earth as KMZ or KML.',
  'read.xml.broken':
    '{file} cannot be read as {format, select, gpx {GPX} other {KML}}: {detail}. Export the plots again from {format, select, gpx {the GPS device or app} other {Google Earth (right-click the folder, Save Place As… KML)}}, or send them as GeoJSON.',
  'read.xml.empty':
    '{file} is {format, select, gpx {GPX} other {KML}} but holds no {format, select, gpx {waypoints, tracks or routes} other {placemarks}}. Check that the plots were saved into the file (in Google Earth, save the folder that holds them).',
  'read.kml.no-shape':
    'Placemark {placemark}{named, select, yes { ("{name}")} other {}} has no shape (an empty polygon or no coordinates). Draw its boundary again in Google Earth or remove it.',
  'read.gpx.tracks': '{count} closed GPS track(s) in {file} were read as plot boundaries.',
  'read.table.no-header':
    '{file} has no table: no row with column titles was found. Put the column titles in the first row and one plot per row below.',
  'read.table.no-rows':
    '{file} holds column titles ({columns}) but no row below them: no plot to read. Put one plot per row below the titles and send the file again.',
  'read.table.no-coordinates':
    '{file} has no coordinates: no latitude/longitude columns, no WKT column and no GeoJSON geometry column were found{listed, select, yes { (columns: {columns})} other {}}. Add columns named "latitude" and "longitude" in decimal degrees, or a "WKT" column with each plot\'s polygon, and send the file again.',
  'read.table.row-no-geometry':
    'Row {row} has no readable {kind, select, wkt {WKT} other {GeoJSON}} in "{column}"{explained, select, yes { ({detail})} other {}}.',
  'read.table.row-no-boundary':
    'Row {row} has no readable boundary in "{column}" (at least 3 coordinate pairs).',
  'read.table.row-no-position': 'Row {row} has no numeric latitude/longitude.',
  'read.table.pairs-by-values':
    'In {file} the boundaries in "{column}" were read as {order, select, latlon {latitude, longitude} other {longitude, latitude}} pairs (values beyond ±90 tell which is the longitude).',
  'read.table.pairs-odk':
    'In {file} the boundaries in "{column}" were read as latitude, longitude pairs, the order ODK and KoboToolbox write (no value beyond ±90 tells the order). Check the plots on the map, and swap the axes if they land in the wrong place.',
  'read.table.columns-swapped':
    'In {file} the column "{lon}" holds longitudes and "{lat}" latitudes (values beyond ±90); they were read the right way round. Check the plots on the map.',
  'read.table.headerless':
    '{file} has no column titles: its first row was read as a plot, and its columns named "column 1", "column 2"… from their place.{points, select, yes { "{lat}" was read as the latitude and "{lon}" as the longitude, from their values: check the plots on the map.} other {}}',
  'read.csv.latin':
    '{file} is not UTF-8; it was read as Windows-1252 (Latin). Save it as "CSV UTF-8" to keep every accent.',
  'read.csv.empty': '{file} is empty. Put the column titles in the first row and one plot per row below.',
  'read.xlsx.unreadable':
    '{file} cannot be read as an Excel workbook ({detail}). Save it again as .xlsx (Excel 2007 or later), or as CSV.',
  'read.xlsx.sheet': 'Read the plots of sheet "{sheet}" of {file}.',
  'read.xlsx.no-sheets': '{file} has no sheets. Put the plots in the first sheet, one per row.',
  'read.geopackage.damaged':
    '{file} is not a readable GeoPackage (the SQLite file is damaged or incomplete). Export it again from QGIS or your GIS tool.',
  'read.geopackage.not-gpkg':
    '{file} is an SQLite database but not a GeoPackage (it has no gpkg_contents table). Export the plots as GeoPackage, or as GeoJSON.',
  'read.geopackage.no-tables':
    '{file} is a GeoPackage without any feature table (no plots; views are not read). Export the plot layer into it as a table, or send it as GeoJSON.',
  'read.geopackage.cannot-convert':
    '{file} is in a coordinate system this checker cannot convert (SRS {srs}). Export it again in WGS 84 (EPSG:4326).',
  'read.geopackage.bad-geometry': 'Feature {feature} of {table} has an unreadable geometry ({detail}).',
  'read.geopackage.layers':
    '{file} holds {count} feature tables; their plots are read together, each with its table under "layer".',

  // The supplier self-check (/check) and the buyer's link to it (Suppliers page)
  'selfcheck.shell': 'Plot file self-check',
  'selfcheck.title': 'Check your plot file before you send it',
  'selfcheck.intro':
    'Drop the file with your plots. It is checked on this device: nothing is sent anywhere. Fix what is safe to fix, then download the corrected file and its receipt and send both to your buyer.',
  'selfcheck.offline.unsupported':
    'This browser cannot keep the page for offline use: keep the connection until you have downloaded your files.',
  'selfcheck.offline.preparing': 'Getting the page ready to work offline…',
  'selfcheck.offline.ready': 'Ready to work offline: you can cut the connection, the check still works.',
  'selfcheck.offline.failed':
    'The page could not be kept for offline use: keep the connection until you have downloaded your files.',
  'selfcheck.drop': 'Drop your plot files here, or press to choose them',
  'selfcheck.drop.hint':
    'GeoJSON, KML or KMZ (Google Earth), zipped shapefile, CSV or Excel (also ODK and KoboToolbox exports), GeoPackage or GPX. The files stay on this device.',
  'selfcheck.reading': 'Reading the files…',
  'selfcheck.unreadable':
    '{count, plural, one {# file could not be read} other {# files could not be read}}:',
  'selfcheck.checking': 'Checking… {plots, plural, one {# plot} other {# plots}} so far.',
  'selfcheck.check-stopped': 'The check stopped: {reason} Remove the last file you added and try again.',
  'selfcheck.preset.by': 'Rules set by {buyer}',
  'selfcheck.preset.none': 'Rules of the check',
  'selfcheck.preset.traces-on':
    'Checked for the EU TRACES system: plots TRACES would refuse count as errors.',
  'selfcheck.preset.traces-off': 'Not checked for the EU TRACES system.',
  'selfcheck.preset.name-field': 'Each plot’s name is read from the “{field}” column or property.',
  'selfcheck.preset.countries': 'Plots are expected in: {countries}.',
  'selfcheck.preset.commodity': 'Commodity: {commodity}.',
  'selfcheck.commodity.cattle': 'cattle',
  'selfcheck.commodity.cocoa': 'cocoa',
  'selfcheck.commodity.coffee': 'coffee',
  'selfcheck.commodity.oil-palm': 'oil palm',
  'selfcheck.commodity.rubber': 'rubber',
  'selfcheck.commodity.soya': 'soya',
  'selfcheck.commodity.wood': 'wood',
  'selfcheck.summary.title': 'Result of the check',
  'selfcheck.summary.plots':
    '{plots, plural, one {# plot checked} other {# plots checked}}: {accepted, plural, one {# accepted} other {# accepted}}.',
  'selfcheck.summary.problems':
    '{errors, plural, one {# error} other {# errors}} (to correct before sending), {warnings, plural, one {# warning} other {# warnings}} (to look at).',
  'selfcheck.notes': 'How your files were read',
  'selfcheck.map.label': 'Map of your plots; plots with problems are outlined in red or amber',
  'selfcheck.map.legend': 'Map legend',
  'selfcheck.map.error': 'Error: thick red line',
  'selfcheck.map.warning': 'Warning: dashed amber line',
  'selfcheck.map.ok': 'No problem: thin blue line',
  'selfcheck.problems.title': '{count, plural, one {# problem} other {# problems}}',
  'selfcheck.problems.list': 'Problems found',
  'selfcheck.problems.error': 'Error',
  'selfcheck.problems.warning': 'Warning',
  'selfcheck.problems.show': 'Show on the map',
  'selfcheck.problems.more': 'Show {count, plural, one {# more problem} other {# more problems}}',
  'selfcheck.problems.omitted':
    '{count, plural, one {# more problem is} other {# more problems are}} counted but not listed.',
  'selfcheck.problems.none': 'No problem found: your file is ready to send.',
  'selfcheck.fixes.title': 'Safe fixes for {file}',
  'selfcheck.fixes.intro':
    'These fixes correct the file without moving your plots’ land. Untick a fix to leave it out. The corrected file is checked again.',
  'selfcheck.fixes.legend': 'Fixes to apply',
  'selfcheck.fixes.problems': '{count, plural, one {# problem} other {# problems}}',
  'selfcheck.fixes.apply': 'Apply the fixes',
  'selfcheck.fixes.working': 'Fixing…',
  'selfcheck.fixes.too-large':
    'This file is too large to fix on this device; correct it in the tool it was made with.',
  'selfcheck.fixes.failed': 'The fixes could not be applied: {reason}',
  'selfcheck.fix.close-rings': 'Close open boundaries (repeat the first point at the end)',
  'selfcheck.fix.drop-duplicate-vertices': 'Remove points repeated one after the other',
  'selfcheck.fix.truncate-6-decimals': 'Cut coordinates to 6 decimals, as TRACES does',
  'selfcheck.fix.swap-axes': 'Swap latitude and longitude where they are clearly swapped',
  'selfcheck.fix.make-valid': 'Repair boundaries that cross themselves or overlap',
  'selfcheck.fix.split-holes': 'Cut plots with holes into parts without holes (same land, same area)',
  'selfcheck.fix.remove-exact-duplicates': 'Remove plots that are exact copies of another',
  'selfcheck.receipt.title': 'File to send and receipt',
  'selfcheck.receipt.preparing': 'Preparing the receipt…',
  'selfcheck.receipt.intro':
    'Download the file and the receipt, and send both to your buyer. The receipt names the file by its fingerprint (SHA-256): if the file is changed, it no longer matches.',
  'selfcheck.receipt.date': 'Checked on',
  'selfcheck.receipt.rules': 'Rules version',
  'selfcheck.receipt.buyer': 'For',
  'selfcheck.receipt.plots':
    '{plots, plural, one {# plot checked} other {# plots checked}}, {accepted, plural, one {# accepted} other {# accepted}}.',
  'selfcheck.receipt.sha256': 'Fingerprint (SHA-256):',
  'selfcheck.receipt.download-file': 'Download {file}',
  'selfcheck.receipt.download': 'Download the receipt',
  'map.loading': 'Loading map…',
  'map.gesture.windows': 'Use Ctrl + scroll to zoom the map',
  'map.gesture.mac': 'Use ⌘ + scroll to zoom the map',
  'map.gesture.mobile': 'Use two fingers to move the map',
  'receipts.title': 'Self-check receipts',
  'receipts.hint':
    'A supplier’s self-check receipt (.json), dropped with its file, tells whether the file is the one they checked.',
  'receipts.intro':
    '{count, plural, one {# receipt kept} other {# receipts kept}} in this browser tab. A receipt names each checked file by its fingerprint (SHA-256). It is made on the supplier’s device and signed by no one: a match shows that the file has not changed since that check, not who ran it.',
  'receipts.files': 'Dropped files compared with the receipts',
  'receipts.no-files': 'Drop the plot files the receipt describes to compare them with it.',
  'receipts.hashing': 'Comparing {file} with the receipts…',
  'receipts.hash-failed':
    'The fingerprint of {file} could not be worked out ({reason}). Drop the file again.',
  'receipts.none': '{file}: no receipt dropped here describes this file.',
  'receipts.match':
    '{file}: checked on {date} with rules version {version}: {plots, plural, one {# plot checked} other {# plots checked}}, {accepted, plural, one {# accepted} other {# accepted}}. This file is the one the receipt describes.',
  'receipts.match.for':
    '{file}: checked for {buyer} on {date} with rules version {version}: {plots, plural, one {# plot checked} other {# plots checked}}, {accepted, plural, one {# accepted} other {# accepted}}. This file is the one the receipt describes.',
  'receipts.corrected': 'The safe fixes were applied to it on the supplier’s device.',
  'receipts.changed':
    '{file} does NOT match its receipt of {date}: the file has changed since it was checked. Ask the supplier for the file they checked, or check this one here before you upload it.',
  'receipts.damaged':
    '{file} says it is a self-check receipt but does not hold together (damaged, or edited by hand). Ask the supplier to download the receipt again from the check page.',
  'receipts.forget': 'Forget {count, plural, one {the receipt} other {the # receipts}}',
  'selfcheck.link.title': 'Self-check link for a supplier',
  'selfcheck.link.intro':
    'Send this link to a supplier: they check and fix their plot files on their own device, in their language, with no account, and send you the corrected file with its receipt. The link holds only the rules below and your name.',
  'selfcheck.link.buyer': 'Your name or company (shown to the supplier)',
  'selfcheck.link.name-field': 'Field with the plot names',
  'selfcheck.link.countries': 'Countries the plots should be in',
  'selfcheck.link.countries.hint': 'Two-letter codes, separated by commas.',
  'selfcheck.link.commodity': 'Commodity',
  'selfcheck.link.commodity.any': 'Not set',
  'selfcheck.link.traces': 'Check for the EU TRACES system',
  'selfcheck.link.link': 'Link to send',
  'selfcheck.link.copy': 'Copy the link',
  'selfcheck.link.copied': 'Link copied.',
  'selfcheck.link.open': 'Open the self-check',

  // The CLI (plot-check)
  // The field mapping step (src/features/uploads/prepare/mapping-step.tsx) and the file drop zone
  'mapping.title': 'Fields of the plots',
  'mapping.intro':
    '{files, plural, one {This file does not carry the TRACES fields. Confirm which of its properties holds each one (the proposal is preselected); the plots are then checked and uploaded as a TRACES GeoJSON with these fields filled in and every original property kept.} other {These files do not carry the TRACES fields. Confirm which of their properties holds each one (the proposal is preselected); the plots are then checked and uploaded as a TRACES GeoJSON with these fields filled in and every original property kept.}}',
  'mapping.plots': '{count, plural, one {# plot} other {# plots}}',
  'mapping.role.name': 'Plot name',
  'mapping.role.producer': 'Producer',
  'mapping.role.country': 'Country',
  'mapping.role.area': 'Area',
  'mapping.fills': 'fills {field}',
  'mapping.none': '(none)',
  'mapping.none.country': '(none: from position)',
  'mapping.none.area': '(none: compute)',
  'mapping.field-option': '{field} ({filled, number} of {total, number} filled)',
  'mapping.unit.in': 'in',
  'mapping.unit.label': 'Unit of {field}',
  'mapping.unit.ha': 'hectares',
  'mapping.unit.m2': 'square metres',
  'mapping.unit.acre': 'acres',
  'mapping.sample': 'For example: {samples}',
  'mapping.sample.empty': 'Empty on every plot.',
  'mapping.note.name.none':
    'No name field: the service refuses every plot without a name. Choose the field that names each plot.',
  'mapping.note.name.missing':
    '{count, plural, one {# plot has} other {# plots have}} no name here: the service refuses them.',
  'mapping.note.name.repeats':
    'Names repeat: {list}. Repeated names cannot be matched on name: choose a field with one name per plot if you want to update plots by name.',
  'mapping.note.producer.none': 'No producer field: ProducerName stays empty.',
  'mapping.note.producer.missing': '{count, plural, one {# plot} other {# plots}} have no producer here.',
  'mapping.note.country.none': "No country field: each plot's country is found from its position.",
  'mapping.note.country.missing':
    '{count, plural, one {# plot} other {# plots}} have no country code or name here: their country is found from their position.',
  'mapping.note.area.none': "No area field: each polygon's area is computed from its shape.",
  'mapping.note.area.missing':
    '{count, plural, one {# plot} other {# plots}} have no area here: it is computed from the shape.',
  'mapping.note.area.text':
    '{count, plural, one {# plot} other {# plots}} give the area as text: it is written as a number (TRACES reads text as 0).',
  'mapping.points.columns':
    'The positions come from the columns <b>{lat}</b> (latitude) and <b>{lon}</b> (longitude). Check on the map that the plots are where they should be before going on.',
  'mapping.points.map': 'Map of the positions as read from the table',
  'mapping.points.off':
    '{off, number} of {shown, number} positions shown fall outside every country with this order; {other, number} with the columns swapped.',
  'mapping.points.off.swap': 'The columns are probably the other way round.',
  'mapping.points.order': 'Column order',
  'mapping.points.as-read': '{column} is the latitude',
  'mapping.points.swap': '{column} is the latitude (swap)',
  'mapping.points.confirm': 'The positions are right',
  'mapping.points.confirmed': 'Positions: {column} is the latitude.',
  'mapping.points.again': 'Look at the map again',
  'mapping.remembered': 'The fields chosen last time for this supplier are preselected.',
  'mapping.converting': 'Converting…',
  'mapping.confirm': 'Use these fields and check the plots',
  'mapping.waiting': 'First confirm the positions of {files}.',
  'mapping.converted': 'Converted files',
  'mapping.filled.country-from-position':
    '{count, plural, one {# plot} other {# plots}} got their country from position',
  'mapping.filled.country-unknown': '{count, plural, one {# plot} other {# plots}} lie in no known country',
  'mapping.filled.area-computed': '{count, plural, one {# plot} other {# plots}} got a computed area',
  'mapping.number.unnamed':
    'Name the {count, plural, one {plot without a name} other {# plots without a name}} “{prefix} 1”, “{prefix} 2”… after their place in the file',
  'mapping.number.alike':
    'Every plot is called {name}: name them “{prefix} 1”, “{prefix} 2”… after their place in the file instead',
  'mapping.filled.numbered': '{count, plural, one {# plot} other {# plots}} named by number',
  'mapping.filled.area-text':
    '{count, plural, one {# plot} other {# plots}} had their area as text, now a number',
  'mapping.download': 'Download {file}',
  'mapping.edit': 'Change the fields of {file}',
  'dropzone.label': 'Drop plot files here, or press to choose files',
  'dropzone.dragging': 'Drop the files to check them',
  'dropzone.hint':
    'GeoJSON, KML/KMZ (Google Earth), zipped shapefile, CSV, Excel, GeoPackage or GPX; up to {max} files and under 2 GB in total. Files are checked in your browser, even offline; nothing is sent until you press Upload.',
  'dropzone.too-large':
    'The file is {size}; an upload takes under 2 GB in total. Split the plots into several files (by region or by producer group) and upload them separately.',
  'dropzone.not-expected': 'This upload expects {files}.',
  'dropzone.too-many': 'An upload holds at most {max} files. Upload the rest separately, or merge files.',
  'dropzone.refused': '{count, plural, one {# file was not added} other {# files were not added}}:',

  'cli.file-summary':
    '{file}: {plots, plural, one {# plot} other {# plots}}, {errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}',

  // Buyer pages, part A: Uploads (src/features/uploads outside /check)
  'uploads.intro': "Check a supplier's plot files, fix them, upload, follow the evaluation.",
  'uploads.who.title': 'Supplier and project',
  'uploads.who.project': 'Project',
  'uploads.who.goes-to': 'The plots go to {project}.',
  'uploads.who.goes-to-active': 'The plots go to the active project.',
  'uploads.supplier': 'Supplier',
  'uploads.supplier.loading': 'Loading suppliers…',
  'uploads.supplier.placeholder': 'Choose a supplier or type a new name',
  'uploads.supplier.load-failed':
    "Existing suppliers could not be loaded ({error}); you can still type the supplier's name.",
  'uploads.supplier.count':
    'One supplier per upload. {count, plural, one {# supplier} other {# suppliers}} in this project.',
  'uploads.supplier.existing':
    'Existing supplier "{name}" with {plots, plural, one {# plot} other {# plots}}.',
  'uploads.supplier.new': 'New supplier: "{name}" will be created when you upload.',
  'uploads.check.progress':
    'Checking {file}… {done} of {total}, {plots, plural, one {# plot} other {# plots}} so far',
  'uploads.check.starting': 'Checking the files…',
  'uploads.check.progress-label': 'Check progress',
  'uploads.check.stopped': 'The check stopped: {reason}. Remove the last file added and try again.',
  'uploads.check.elapsed': 'Checked in {seconds, number, ::.00} s in your browser.',
  'uploads.check.pick-plot':
    'Click a plot on the map, or “Show” on a problem, to see its properties and problems here.',
  'uploads.prepare.reading': 'Reading {files}…',
  'uploads.file-size': '{file} ({size})',
  'uploads.prepare.unreadable':
    '{count, plural, one {# file cannot be read} other {# files cannot be read}}:',
  'uploads.prepare.remove': 'Remove {file}',
  'uploads.templates.intro': 'No file yet? Start from a template with the TRACES fields and an example row:',
  'uploads.templates.geojson': 'GeoJSON template',
  'uploads.templates.csv': 'CSV template',
  'uploads.templates.xlsx': 'Excel template',
  'uploads.follow.close': 'Close and prepare another upload',
  'uploads.fix-map.legend': 'Legend of the before and after map',
  'uploads.fix-map.before': 'Before: dashed red outline',
  'uploads.fix-map.after':
    '{count, plural, =0 {After: green} one {After: green} other {After: green (# plots)}}',
  'uploads.loading': 'Loading…',
  'uploads.plots': '{count, plural, one {# plot} other {# plots}}',
  'uploads.summary.title': 'Check result',
  'uploads.summary.totals': 'Totals',
  'uploads.summary.plots-found': 'Plots found',
  'uploads.summary.errors': 'Errors',
  'uploads.summary.warnings': 'Warnings',
  'uploads.summary.refused-plots': 'Plots the service will refuse',
  'uploads.summary.files': 'Files',
  'uploads.summary.file': 'File',
  'uploads.summary.size': 'Size',
  'uploads.summary.plots': 'Plots',
  'uploads.summary.refused': 'Refused',
  'uploads.summary.actions': 'Actions',
  'uploads.summary.unreadable': 'Cannot be read: {reason}',
  'uploads.summary.remove': 'Remove',
  'uploads.summary.total': 'Total ({count, plural, one {# file} other {# files}})',
  'uploads.blocks.none': 'No problems found: the files are ready to upload.',
  'uploads.group.blocks-upload': 'Blocks the upload',
  'uploads.group.blocks-traces': 'Errors the upload accepts, TRACES would reject',
  'uploads.group.warnings': 'Warnings that block nothing',
  'uploads.group.blocks-upload.explain':
    'The service refuses these plots (or whole files) with the options chosen under “Upload”. Fix them, or upload and then proceed without them.',
  'uploads.group.blocks-traces.explain':
    'These do not stop the upload, but TRACES would reject these plots: fix them before they go into a due diligence statement.',
  'uploads.group.blocks-traces.explain-off':
    'These do not stop the upload (“Validate for TRACES” is off), but TRACES would reject these plots: fix them before they go into a due diligence statement.',
  'uploads.group.warnings.explain':
    'The service accepts these plots as they are. Check them: they may not be what you meant.',
  'uploads.group.silent.explain': 'TRACES makes these changes without telling you.',
  'uploads.blocks.upload-refuses':
    '{errors, plural, one {# error} other {# errors}} under “{group}”: the service will refuse {plots, plural, one {# plot} other {# plots}} with these options.',
  'uploads.blocks.upload-cannot':
    '{errors, plural, one {# error} other {# errors}} under “{group}”: the upload cannot go as it is.',
  'uploads.blocks.traces': '{subject}: {accepted}.',
  'uploads.blocks.traces.others':
    '{count, plural, one {The other # error does not stop the upload} other {The other # errors do not stop the upload}}',
  'uploads.blocks.traces.all':
    '{count, plural, one {The error does not stop the upload} other {None of the # errors stops the upload}}',
  'uploads.blocks.traces.accepted':
    '{plots, plural, =0 {the service accepts the files, but TRACES would reject them} one {the service accepts that plot, but TRACES would reject it} other {the service accepts those # plots, but TRACES would reject them}}',
  'uploads.blocks.no-errors': 'No errors: nothing blocks the upload.',
  'uploads.blocks.warnings':
    '{count, plural, one {The warning blocks nothing.} other {The # warnings block nothing.}}',
  'uploads.groups.title': 'Problems by kind',
  'uploads.groups.count': '{title}: {count}',
  'uploads.groups.in-plots': 'in {plots, plural, one {# plot} other {# plots}}',
  'uploads.groups.show-all': 'Show all {count}',
  'uploads.groups.every': 'Every {title}',
  'uploads.groups.item':
    '{named, select, yes {Plot {index} (“{name}”)} other {Plot {index}}}{inFile, select, yes { in {file}} other {}}:',
  'uploads.groups.more': '…and {count} more.',
  'uploads.groups.list-every': 'List every one in the problem list',
  'uploads.problems.title': 'Problems ({shown})',
  'uploads.problems.title-of': 'Problems ({shown} of {total})',
  'uploads.problems.file': 'File',
  'uploads.problems.feature': 'Feature',
  'uploads.problems.name': 'Name',
  'uploads.problems.rule': 'Rule',
  'uploads.problems.severity': 'Severity',
  'uploads.problems.message': 'Message',
  'uploads.problems.error': '✖ error',
  'uploads.problems.warning': '▲ warning',
  'uploads.problems.by-rule': 'Filter by rule',
  'uploads.problems.all-rules': 'All rules',
  'uploads.problems.rule-option': '{title} ({code})',
  'uploads.problems.by-severity': 'Filter by severity',
  'uploads.problems.all-severities': 'Errors and warnings',
  'uploads.problems.by-file': 'Filter by file',
  'uploads.problems.all-files': 'All files',
  'uploads.problems.export': 'Export CSV',
  'uploads.problems.omitted':
    'The list shows the first {shown} problems; {omitted} more are counted in the totals above. Fix these first and check again.',
  'uploads.problems.table': 'Problems',
  'uploads.problems.map': 'Map',
  'uploads.problems.show': 'Show',
  'uploads.problems.show-label': 'Show feature {index} of {file} on the map',
  'uploads.problems.none': 'No problems match these filters.',
  'uploads.map.label': 'Map of the plots in the checked files; problem plots are outlined',
  'uploads.map.error': 'Error: thick solid red outline',
  'uploads.map.warning': 'Warning only: dashed amber outline',
  'uploads.map.ok': 'No problem: thin blue outline',
  'uploads.map.selected': 'Selected plot: darker fill, wider outline',
  'uploads.map.undrawable':
    '{count, plural, one {# plot has} other {# plots have}} no geometry, an unsupported one or coordinates off the globe, so cannot be drawn; see the problems list.',
  'uploads.map.partial':
    'The map shows {shown, number} of {total, number} plots (all plots up to a limit, then only problem plots) to stay fast; every plot is checked and counted.',
  'uploads.plot.no-name': '(no name)',
  'uploads.plot.where': '{file}, feature {index}',
  'uploads.plot.close': 'Close',
  'uploads.plot.problems': 'Problems',
  'uploads.plot.error': '✖ Error',
  'uploads.plot.warning': '▲ Warning',
  'uploads.plot.no-problems': 'No problems.',
  'uploads.plot.properties': 'Properties',
  'uploads.plot.no-properties': 'This plot has no properties.',
  'uploads.fix.close-rings': 'Close open rings (repeat the first position at the end)',
  'uploads.fix.drop-duplicate-vertices': 'Remove repeated consecutive vertices',
  'uploads.fix.truncate-6-decimals': 'Truncate positions to 6 decimals (as TRACES does)',
  'uploads.fix.swap-axes': 'Swap latitude and longitude where they are clearly swapped',
  'uploads.fix.make-valid': 'Repair crossing, overlapping and collapsing shapes (GEOS make-valid)',
  'uploads.fix.make-valid.note':
    'Each repaired plot is checked again; a plot whose repair is not clean keeps its shape and says why.',
  'uploads.fix.split-holes': 'Remove holes by cutting plots into hole-free parts (same land, area unchanged)',
  'uploads.fix.split-holes.note':
    'A plot with a hole becomes several plots named “(part 1 of 2)” …; their Areas add up to the original.',
  'uploads.fix.fill-holes': 'Fill holes instead (the plots grow: the hectares added are shown per plot)',
  'uploads.fix.fill-holes.note':
    'Only if the land inside the holes is farmed too: it becomes part of the plot.',
  'uploads.fix.remove-exact-duplicates': 'Remove exact duplicates (same geometry and properties)',
  'uploads.fixes.title': 'Fix {file}',
  'uploads.fixes.too-large': 'This file is too large to fix in the browser; fix it where it was made.',
  'uploads.fixes.intro':
    'Nothing changes unless you choose it. The fixed file is checked again before you use it.',
  'uploads.fixes.option': '{title} — {count, plural, one {# problem} other {# problems}}',
  'uploads.fixes.note': '⚠ {note}',
  'uploads.fixes.working': 'Fixing…',
  'uploads.fixes.preview': 'Preview the fixes',
  'uploads.fixes.table': 'Before and after fixing {file}',
  'uploads.fixes.before': 'Before',
  'uploads.fixes.after': 'After',
  'uploads.fixes.outcome':
    '{changed, plural, one {# plot changed} other {# plots changed}}; {before, plural, one {# plot before} other {# plots before}}, {after, number} after.',
  'uploads.fixes.repaired': 'Shapes repaired: {repaired}; no clean repair (left as they were): {refused}.',
  'uploads.fixes.download': 'Download the corrected file',
  'uploads.fixes.use': 'Use the corrected file for the upload',
  'uploads.fixed.plot': '{named, select, yes {Plot {index} (“{name}”)} other {Plot {index}}}',
  'uploads.fixed.unchanged': '{span} (unchanged)',
  'uploads.fixed.table': 'Plots whose shape the fixes change in {file}',
  'uploads.fixed.plot-column': 'Plot',
  'uploads.fixed.result': 'Result',
  'uploads.fixed.area': 'Area before → after',
  'uploads.fixed.not-fixed': 'Not fixed.',
  'uploads.fixed.show-label': '{plot} before and after',
  'uploads.fixed.omitted':
    '{count, plural, one {# more plot changed} other {# more plots changed}}; download the corrected file to review them all.',
  'uploads.fixed.map-label': '{plot} before and after the fix',
  'uploads.traces.title': 'What TRACES will do to {file}',
  'uploads.traces.working': 'Working out what TRACES changes silently…',
  'uploads.traces.failed': 'Could not work out the TRACES changes: {reason}',
  'uploads.traces.unchanged':
    '{count, plural, one {TRACES stores the plot as it is.} other {TRACES stores all # plots as they are.}}',
  'uploads.traces.changes':
    'TRACES changes {changed} of {total, plural, one {# plot} other {# plots}} without telling you. None of this blocks the upload.',
  'uploads.traces.shape': '{count, plural, one {# outline changes shape} other {# outlines change shape}}',
  'uploads.traces.shape-check':
    '{count, plural, one {: TRACES will keep the changed outline, so check it below.} other {: TRACES will keep the changed outline, so check them below.}}',
  'uploads.traces.list': 'Changes that matter in {file}',
  'uploads.traces.every': 'Every {title} in {file}',
  'uploads.traces.item': '{named, select, yes {Plot {index} (“{name}”)} other {Plot {index}}}:',
  'uploads.traces.more': '…and {count, plural, one {# more plot} other {# more plots}}.',
  'uploads.traces.only-truncated':
    '{count, plural, one {# plot only has its} other {# plots only have their}} positions cut to 6 decimals (moved by {shift} at most): nothing to do.',
  'uploads.rule.file-not-json': 'Not valid JSON',
  'uploads.rule.file-not-geojson': 'Not a GeoJSON FeatureCollection or Feature',
  'uploads.rule.file-empty': 'No features',
  'uploads.rule.file-too-large': 'Upload too large',
  'uploads.rule.file-crs': 'Not WGS84 longitude-latitude',
  'uploads.rule.file-unreadable': 'File cannot be read',
  'uploads.rule.file-unknown-format': 'Not a plot file format',
  'uploads.rule.file-too-large-to-convert': 'Too large to convert',
  'uploads.rule.missing-geometry': 'Missing geometry',
  'uploads.rule.unsupported-geometry': 'Unsupported geometry',
  'uploads.rule.multipolygon-nesting': 'Polygon nested as a MultiPolygon',
  'uploads.rule.out-of-range': 'Coordinate out of range',
  'uploads.rule.swapped-axes': 'Latitude and longitude look swapped',
  'uploads.rule.unclosed-ring': 'Ring not closed',
  'uploads.rule.too-few-vertices': 'Too few vertices',
  'uploads.rule.self-intersection': 'Self-intersection',
  'uploads.rule.overlapping-parts': 'Overlapping parts',
  'uploads.rule.hole': 'Polygon with a hole',
  'uploads.rule.collinear': 'Straight-line shape',
  'uploads.rule.duplicate-vertex': 'Repeated vertex',
  'uploads.rule.collapses-at-6-decimals': 'Collapses at 6 decimals',
  'uploads.rule.low-precision': 'Fewer than 6 decimals',
  'uploads.rule.missing-name': 'Missing name',
  'uploads.rule.duplicate-geometry': 'Duplicate geometry',
  'uploads.rule.duplicate-name': 'Duplicate name',
  'uploads.rule.point-area': 'Point without a valid area',
  'uploads.rule.area-mismatch': 'Declared area differs from the shape',
  'uploads.rule.area-text': 'Area written as text',
  'uploads.rule.bad-country': 'Invalid country code',
  'uploads.rule.area-too-small': 'Area too small',
  'uploads.rule.area-too-large': 'Area too large',
  'uploads.rule.contains-plot': 'Plot inside another plot of the file',
  'uploads.rule.overlapping-plots': 'Plots of the file overlap',
  'uploads.rule.far-from-producing-area': 'Far from the producing countries',
  'uploads.silent.truncated': 'Positions cut to 6 decimals',
  'uploads.silent.shape-changes': 'Outline changes when cut to 6 decimals',
  'uploads.silent.point-area-assumed': 'Point without Area taken as 4 ha',
  'uploads.silent.area-read-as-zero': 'Area written as text read as 0 ha',
  'uploads.try-again': 'Try again',
  'uploads.send.title': 'Upload',
  'uploads.send.offline':
    'No connection to the risk service. You can still check files, map their fields, fix them and download the TRACES GeoJSON: all of that happens in this browser. Sending the plots needs the service and a valid API token.',
  'uploads.send.will-refuse':
    'With these options the service will refuse {count, plural, one {# plot} other {# plots}}. You can fix them first, or upload and then choose to proceed without them.',
  'uploads.send.blockers': 'Before you can upload',
  'uploads.send.under-way': 'An upload is under way: see “Sending the files” below.',
  'uploads.send.button': '{count, plural, one {Upload # file} other {Upload # files}}',
  'uploads.send.button-for': '{count, plural, one {Upload # file} other {Upload # files}} for {supplier}',
  'uploads.blockers.offline':
    'Connect to the risk service to upload ({reason}). Check the connection and the API token in Settings, then try again.',
  'uploads.blockers.project': 'Choose a project.',
  'uploads.blockers.supplier': 'Choose or type the supplier.',
  'uploads.blockers.no-file': 'Add at least one plot file.',
  'uploads.blockers.mapping': 'Confirm the fields of the plots above (“{confirm}”).',
  'uploads.blockers.wait': 'Wait for the check to finish.',
  'uploads.blockers.unreadable': 'Remove the files that cannot be read: {files}.',
  'uploads.blockers.fatal': 'Remove or fix the files that cannot be read: {files}.',
  'uploads.blockers.confirm-empty': "Type the supplier's name to confirm that all its plots will be removed.",
  'uploads.options.legend': 'Options (changing one checks the files again)',
  'uploads.options.name-field': 'Plot name field',
  'uploads.options.name-default': 'ProductionPlace (default)',
  'uploads.options.name-default-mapped': 'ProductionPlace (the name you mapped: {fields})',
  'uploads.options.name-hint':
    "The property that holds each plot's name. The list shows the properties found in your files.",
  'uploads.options.match': 'Match existing plots by name',
  'uploads.options.match-hint':
    'Plots whose {field} matches the name of an existing plot of this supplier update it instead of adding a new one. Duplicate names in the files become errors, and duplicate geometries are allowed.',
  'uploads.options.names-repeat':
    'Names repeat in the mapped files: {list}. Matching on name refuses plots whose name repeats.',
  'uploads.options.duplicates': 'Allow duplicate geometries',
  'uploads.options.duplicates-forced': 'On, because matching by name requires it.',
  'uploads.options.duplicates-hint':
    'Plots with the same shape are accepted when at least one property differs (for example two producers sharing a plot).',
  'uploads.options.traces': 'Validate for TRACES',
  'uploads.options.traces-hint':
    'Plots with self-intersections or holes fail, as the EU TRACES system would reject them.',
  'uploads.options.overwrite': 'Replace all existing plots (overwrite)',
  'uploads.options.overwrite-hint':
    'The files replace every plot this supplier has now. An empty file removes them all.',
  'uploads.overwrite.replaced':
    '⚠ Overwrite: {count, plural, one {# existing plot} other {# existing plots}} of {supplier} will be replaced by the {plots, plural, one {# plot} other {# plots}} of this upload.',
  'uploads.overwrite.empty':
    '⚠ Overwrite: {count, plural, one {# existing plot} other {# existing plots}} of {supplier} will be replaced — and, because the file is empty, all of them will be removed.',
  'uploads.overwrite.confirm':
    "To confirm that every plot of this supplier will be removed, type the supplier's name ({supplier}):",
  'uploads.ongoing.title': 'Ongoing uploads in this project',
  'uploads.ongoing.failed': 'Could not load them.',
  'uploads.ongoing.none': 'None: every upload of this project has ended.',
  'uploads.ongoing.item':
    '— {status}{overwrite, select, yes {, replacing all plots} other {}}, since {since}',
  'uploads.progress.title': 'Sending the files',
  'uploads.progress.total': 'Total',
  'uploads.progress.total-label': 'Total upload progress',
  'uploads.progress.creating': 'Creating the upload…',
  'uploads.progress.sending': 'Sending…',
  'uploads.progress.starting': 'Starting the evaluation…',
  'uploads.progress.aborted': 'Stopped. Nothing was started.',
  'uploads.progress.still-to-send':
    '{count, plural, one {# file still to send} other {# files still to send}}',
  'uploads.progress.abort': 'Abort upload',
  'uploads.progress.files': 'Files being sent',
  'uploads.progress.progress': 'Progress',
  'uploads.progress.file-label': 'Progress of {file}',
  'uploads.progress.status': 'Status',
  'uploads.progress.waiting': 'waiting',
  'uploads.progress.sending-file': 'sending',
  'uploads.progress.retrying': 'retrying',
  'uploads.progress.sent': '✓ sent',
  'uploads.progress.failed': '✖ failed',
  'uploads.progress.missing': 'pick this file again',
  'uploads.progress.reloaded':
    'The page was reloaded before these files were sent. Pick the files you dropped again to continue the same upload:',
  'uploads.progress.drop-again': 'Drop or choose the files still to send',
  'uploads.progress.drop-again-hint':
    'The same files you dropped before (same names): each is converted again with the same fields and checked to be the same. Sending continues as soon as they are picked.',
  'uploads.progress.forget': 'Forget this upload and start over',
  'uploads.progress.blocked': 'Another upload for {supplier} is in progress.',
  'uploads.progress.blocked-hint':
    'The service takes one upload per supplier at a time. Your files are sent and kept for 60 minutes; start this upload once the other one has finished.',
  'uploads.progress.follow-other': 'Follow the other upload ({status})',
  'uploads.progress.retry-in': 'Retry possible in {seconds} s',
  'uploads.progress.retry-now': 'Retry now',
  'uploads.progress.start-over': 'Start over',
  'uploads.progress.again': 'Upload again',
  'uploads.progress.back': 'Back to the files',
  'uploads.status.created': 'Created (files sent)',
  'uploads.status.evaluating': 'Evaluating the plots',
  'uploads.status.evaluated': 'Evaluated with errors: waiting for you',
  'uploads.status.ingesting': 'Writing the plots',
  'uploads.status.finished': 'Finished',
  'uploads.status.failed': 'Failed',
  'uploads.status.cancelled': 'Cancelled',
  'uploads.status.expired': 'Expired (not started within 60 minutes)',
  'uploads.follow.loading': "Loading the upload's status…",
  'uploads.follow.load-failed': "The upload's status could not be loaded",
  'uploads.follow.title': 'Upload for {supplier}',
  'uploads.follow.subtitle':
    '{files} · {overwrite, select, yes {replacing all plots} other {adding plots}} · id {id}',
  'uploads.follow.steps': 'Upload progress',
  'uploads.follow.status': 'Status:',
  'uploads.follow.plots-in-files': '{count, plural, one {# plot in the files} other {# plots in the files}}',
  'uploads.follow.not-accepted': '{count, plural, one {plot not accepted} other {plots not accepted}}',
  'uploads.follow.errors-count': 'Evaluation errors ({count})',
  'uploads.follow.errors': 'Evaluation errors',
  'uploads.follow.proceed': 'Proceed without the failing plots',
  'uploads.follow.cancel': 'Cancel upload',
  'uploads.follow.proceed-hint':
    'Proceeding writes the {accepted} accepted plots and skips the {skipped} listed above. Cancelling writes nothing.',
  'uploads.follow.proceed-hint-unknown':
    'Proceeding writes the accepted plots and skips the {skipped} listed above. Cancelling writes nothing.',
  'uploads.follow.written': 'The plots were written.',
  'uploads.follow.see-plots': "See {supplier}'s plots",
  'uploads.follow.failed':
    'The service could not read the files (not valid JSON or not GeoJSON). Check the files above, fix them and upload again.',
  'uploads.end.counting': "Counting {supplier}'s plots after the upload…",
  'uploads.end.count-failed': 'The plots were written, but they could not be counted: {reason}',
  'uploads.end.now-has':
    '{supplier} now has {count, plural, one {<b>#</b> plot} other {<b>#</b> plots}}: this upload added {added}, changed {changed} and removed {known, select, yes {{removed}} other {an unknown number}}.',
  'uploads.end.now-has-since':
    '{supplier} now has {count, plural, one {<b>#</b> plot} other {<b>#</b> plots}}. Since this upload was created, {added} were added and {changed} changed (by it or by a later upload).',
  'uploads.end.risk-title':
    "Risk of the {count, plural, one {# plot} other {# plots}} written (the service's assessment):",
  'uploads.end.risk-list': 'Risk of the plots written',
  'uploads.end.assessing':
    'The service is still assessing {count, plural, one {# plot} other {# plots}}: counted again every few seconds.',
  'uploads.end.open-supplier': "Open {supplier}'s supplier page",
  'uploads.end.to-review': 'to review the plots that need attention.',
  'uploads.record.unknown':
    "Not recorded in the supplier's upload history: this upload was started in another tab or an earlier session, so what it changed cannot be told apart from later uploads here.",
  'uploads.record.done': "Recorded in the supplier's upload history.",
  'uploads.record.pending': "Recording this upload in the supplier's history…",
  'uploads.record.failed':
    "The upload succeeded, but its record could not be saved in the supplier's history ({reason}).",
  'uploads.diff.title': 'What this upload will do',
  'uploads.diff.new': 'New plots',
  'uploads.diff.identical': 'Already there (same boundary)',
  'uploads.diff.changed': 'Changed (same name, new boundary)',
  'uploads.diff.inside': 'New, inside a plot already there',
  'uploads.diff.overlapping': 'New, overlapping a plot already there',
  'uploads.diff.removed': 'Removed by overwrite',
  'uploads.diff.mode.overwrite':
    '{matching, select, yes {Overwrite, matching on name} other {Overwrite}}: the files replace {supplier}’s {count, plural, one {# plot} other {# plots}}.',
  'uploads.diff.mode.match':
    'Matching on name: plots named like one of {supplier}’s {count, plural, one {# plot} other {# plots}} update it; the others are added.',
  'uploads.diff.mode.append':
    'Adding to {supplier}’s {count, plural, one {# plot} other {# plots}}: every plot of the files is added.',
  'uploads.diff.plot': 'Plot {number}',
  'uploads.diff.same-as': 'same boundary as {other}',
  'uploads.diff.inside-by': 'inside {other} by {area} ({share} % of the new plot)',
  'uploads.diff.overlaps-by': 'overlaps {other} by {area} ({share} % of the new plot)',
  'uploads.diff.files-changed': 'The files changed meanwhile; compare again.',
  'uploads.diff.second-copies':
    '{count, plural, one {Sent again, this plot becomes a second copy of plots the supplier already has.} other {Sent again, these # plots become second copies of plots the supplier already has.}}',
  'uploads.diff.leaving-out': 'Leaving them out…',
  'uploads.diff.leave-out':
    '{count, plural, one {Leave out the # plot already uploaded} other {Leave out the # plots already uploaded}}',
  'uploads.diff.leave-out-failed': 'Could not leave them out: {reason}',
  'uploads.diff.failed':
    'Could not compare the files with {supplier}’s plots: {reason} The upload itself still works.',
  'uploads.diff.comparing': 'Comparing the files with {supplier}’s current plots…',
  'uploads.diff.none-yet': '{supplier} has no plots in this project yet: every plot of the files is new.',
  'uploads.diff.counted': 'What this upload will do, counted',
  'uploads.diff.partial': 'Only the first {compared} of {total} plots were compared (the preview’s limit).',
  'uploads.diff.overwrite-identical':
    'With overwrite, the plots already there are replaced by the same boundaries; left out of the file, they would be removed.',
  'uploads.overlaps.comparing': 'Comparing these plots with the project’s plots of other suppliers…',
  'uploads.overlaps.none': 'No plot of this file overlaps a plot of another supplier in this project.',
  'uploads.overlaps.label': 'Overlaps with other suppliers',
  'uploads.overlaps.title':
    '{count, plural, one {# plot of this file overlaps land another supplier declared} other {# overlaps with land other suppliers declared}}',
  'uploads.overlaps.hint':
    'Check with the supplier whether the same field is declared twice before you send the file.',
  'uploads.overlaps.item': '{plot} overlaps plot {id} of {supplier} by {area} ({share} of the plot)',
  'uploads.diff.no-worker':
    'This browser could not keep the project’s plots to compare them with (reload the page to try again).',
  'uploads.diff.too-large':
    'This file is too large to rewrite in the browser; remove the plots at the source.',
  'uploads.put.connection': 'The connection to the storage failed.',
  'uploads.put.expired-token': 'The upload link has expired (links last 60 minutes).',
  'uploads.put.signature':
    "The storage did not accept the link's signature: the link was altered or the file went with another Content-Type.",
  'uploads.put.access-denied': 'The storage refused this upload link.',
  'uploads.put.too-large': 'The file is larger than the storage accepts.',
  'uploads.put.timeout': 'The storage stopped waiting for the file.',
  'uploads.put.no-bucket': 'The storage bucket of this upload link does not exist.',
  'uploads.put.no-key': 'The storage does not know this upload link.',
  'uploads.put.invalid': 'The storage refused the request as sent.',
  'uploads.put.refused': 'The storage refused the file ({status}).',
  'uploads.put.storage-said': '{meaning} (storage said {said})',
  'uploads.run.links-keep-expiring':
    'The upload links keep expiring. Check the computer clock, then try again.',
  'uploads.run.links-expired':
    'The upload links expired (60 minutes). Start a new upload with the same files.',
  'uploads.run.unreadable-again': '{file} could not be read again: {reason}',
  'uploads.flow.not-sent': '{file} could not be sent: {reason}',
  'uploads.worker.deadline':
    'The {role, select, checker {checker} other {reader}} stopped reading {file}: {detail}, the time limit for reading one file. A file this slow to read is damaged or built to hang the {role, select, checker {checker} other {reader}}: export the plots again (as a table, not a view, for a GeoPackage) or as GeoJSON, or check it with npx plot-check.',
  'uploads.worker.replaced':
    'The {role, select, checker {checker} other {reader}} was stopped while it held {file}, because another file took too long to read. Drop {file} again.',
  'uploads.worker.stopped':
    'The {role, select, checker {checker} other {reader}} stopped while reading {file}: {detail}. Try again, or check the file with npx plot-check to see what in it stops the {role, select, checker {checker} other {reader}}.',

  // Buyer pages, part B: Suppliers, Projects, Settings
  'suppliers.read-only':
    'The service does not offer supplier management. These suppliers are the names found in your plots and uploads (read-only); upload for a new name to add a supplier.',
  'suppliers.create-failed': 'Could not create the supplier: {reason}',
  'suppliers.search': 'Search suppliers',
  'suppliers.count': '{shown, number} of {total, number} suppliers',
  'suppliers.count.in-project': '{project}: {shown, number} of {total, number} suppliers',
  'suppliers.project': '{project}:',
  'suppliers.loading': 'Loading suppliers…',
  'suppliers.load-failed': 'Could not load the suppliers',
  'suppliers.empty': 'No suppliers in this project yet',
  'suppliers.empty.hint':
    'Create one above, or start an upload on the <link>Uploads</link> page: uploading for a new supplier name creates it.',
  'suppliers.no-match': 'No supplier matches “{q}”',
  'suppliers.footnote':
    'Plots by risk level, overlaps and last upload are worked out from the project’s plots; “overlaps” counts the supplier’s plots that share land with another supplier’s plot or with another of its own plots; “last upload” is when the supplier’s plots last changed.',
  'suppliers.table.caption': 'Suppliers of the project, with their plots by risk level and overlapping plots',
  'suppliers.column.name': 'Supplier',
  'suppliers.column.plots': 'Plots',
  'suppliers.column.by-risk': 'Plots by risk level',
  'suppliers.column.overlaps': 'Overlaps',
  'suppliers.column.last-upload': 'Last upload',
  'suppliers.column.actions': 'Actions',
  'suppliers.upload-in-progress': 'Upload in progress ({status})',
  'suppliers.no-upload': 'No upload yet',
  'suppliers.view-plots': 'View plots',
  'suppliers.view-plots.of': 'View plots of {name}',
  'suppliers.new-upload': 'New upload',
  'suppliers.new-upload.for': 'New upload for {name}',
  'suppliers.rename': 'Rename',
  'suppliers.rename.of': 'Rename {name}',
  'suppliers.rename.label': 'New name for {name}',
  'suppliers.rename.save': 'Save name',
  'suppliers.delete': 'Delete',
  'suppliers.delete.of': 'Delete {name}',
  'suppliers.delete.title': 'Delete supplier “{name}”?',
  'suppliers.delete.refused': 'This supplier cannot be deleted.',
  'suppliers.delete.refused.hint':
    'A supplier is deleted only once it has no plots and no upload in progress. To remove its plots, upload an empty file for it with “overwrite” on the <link>Uploads</link> page, then delete it.',
  'suppliers.delete.plots':
    '{count, plural, =0 {It has no plots. This cannot be undone.} one {It has # plot: the service will refuse until it is removed.} other {It has # plots: the service will refuse until they are removed.}}',
  'suppliers.delete.deleting': 'Deleting…',
  'suppliers.delete.confirm': 'Delete supplier',
  'suppliers.cancel': 'Cancel',
  'suppliers.close': 'Close',
  'suppliers.new': 'New supplier',
  'suppliers.new.name': 'New supplier name',
  'suppliers.new.creating': 'Creating…',
  'suppliers.new.create': 'Create supplier',
  'suppliers.created': 'Supplier “{name}” created.',
  'suppliers.renamed': 'Supplier renamed to “{name}”.',
  'suppliers.deleted': 'Supplier “{name}” deleted.',
  'suppliers.counting': 'Counting…',
  'suppliers.counting.loaded':
    '{count, plural, one {Counting… (# plot loaded)} other {Counting… (# plots loaded)}}',
  'suppliers.plots-failed': 'Could not load plots',
  'suppliers.no-plots': 'No plots',
  'suppliers.risk-count': '{risk}: {count}',
  'suppliers.risk.high': 'High',
  'suppliers.risk.medium': 'Medium',
  'suppliers.risk.low': 'Low',
  'suppliers.risk.none': 'No risk',
  'suppliers.risk.unassessed': 'Not assessed',
  'suppliers.overlaps.none': 'None',
  'suppliers.overlaps.of': 'Overlapping plots of {name}:',
  'suppliers.overlaps.with-others': '{count} with other suppliers',
  'suppliers.overlaps.within': '{count} within the supplier',
  'suppliers.overlaps.failed': 'Could not check',
  'suppliers.overlaps.not-checked': 'Not checked',
  'suppliers.overlaps.checking': 'Checking…',
  'supplier.title': 'Supplier',
  'supplier.back': '← All suppliers',
  'supplier.unknown': 'No such supplier in this project',
  'supplier.unknown.hint':
    'It may have been deleted or renamed, or belong to another project. <link>Choose a supplier</link>.',
  'supplier.loading': 'Loading the supplier…',
  'supplier.view-plots': 'View its plots',
  'supplier.plots.stopped': 'Loading stopped after {count, plural, one {# plot} other {# plots}}',
  'supplier.plots.failed': 'Could not load the plots',
  'supplier.plots.loading': 'Loading the project’s plots… ({count} so far)',
  'supplier.attention': 'Needs attention',
  'supplier.attention.intro':
    'Every plot the service assesses as high or medium risk, every double claim and every plot inside another is a review item. Select items and record a verdict; the list empties as you decide.',
  'supplier.decisions.failed': 'Could not load the decisions',
  'supplier.decisions.loading': 'Loading the decisions…',
  'supplier.items.waiting': 'Working out the review items once the plots are in…',
  'supplier.items.overlaps-failed': 'The overlap check failed: double claims are not listed.',
  'supplier.items.overlaps-checking':
    'Checking the plots for overlaps: double claims join the list when the check ends.',
  'supplier.history': 'Decision history',
  'supplier.risk.title': 'Plots by assessed risk (service)',
  'supplier.risk.caption': 'Plots and area by the service’s assessed risk',
  'supplier.plots-in-all': '{count, plural, one {# plot} other {# plots}}, {area} in all.',
  'supplier.plots': '{count, plural, one {# plot} other {# plots}}',
  'supplier.column.assessed-risk': 'Assessed risk (service)',
  'supplier.column.area': 'Area',
  'supplier.column.country': 'Country',
  'supplier.column.benchmark': 'EU country benchmark (official)',
  'supplier.finding':
    '{count, plural, one {# plot} other {# plots}}, {area} {what, select, deforested {deforested} other {of overlap}}',
  'supplier.finding.none': 'None',
  'supplier.findings': 'Findings of the service',
  'supplier.findings.deforestation': 'Deforestation after the cut-off date',
  'supplier.findings.protected': 'On protected areas',
  'supplier.findings.indigenous': 'On indigenous territories',
  'supplier.findings.unassessed': 'Not assessed yet',
  'supplier.countries': 'Producing countries',
  'supplier.countries.caption': 'Producing countries with the EU country benchmark',
  'supplier.countries.none': 'No plots yet.',
  'supplier.uploads': 'Upload history',
  'supplier.uploads.ongoing':
    'Upload in progress ({status}), started {date}{overwrite, select, yes {, replacing the supplier’s plots} other {}}.',
  'supplier.uploads.loading': 'Loading the upload history…',
  'supplier.uploads.failed': 'Could not load the upload history',
  'supplier.uploads.none': 'No upload recorded for this supplier yet.',
  'supplier.uploads.files': '{date}: {files}',
  'supplier.uploads.unnamed': 'files not named',
  'supplier.uploads.changes':
    '{added} added, {changed} changed, {removed} removed; {count, plural, one {# plot} other {# plots}} after it{overwrite, select, yes { (overwrite)} other {}}{matched, select, yes { (matched on name)} other {}}.',
  'supplier.uploads.by': 'Recorded by {name}',
  'supplier.overlaps.failed': 'The overlap check failed; reload the page to check again.',
  'supplier.overlaps.checking': 'Checking the plots for overlaps…',
  'supplier.overlaps.waiting':
    'Checking the plots for overlaps once the project’s other plots are in ({count, plural, one {# plot} other {# plots}} so far)…',
  'supplier.overlaps.inside': 'Plots inside another plot',
  'supplier.overlaps.within': 'Plots overlapping another plot of this supplier',
  'supplier.overlaps.others': 'Plots overlapping another supplier’s plot',
  'supplier.overlaps.show': 'Show the overlapping plots on the map',
  'supplier.overlaps.partial':
    'Counted from the {listed} largest of {total} overlapping pairs with its plots in them.',
  'supplier.report.download': 'Download report (PDF)',
  'supplier.report.printable': 'Printable report',
  'supplier.report.waiting':
    'The report can be made once {what, select, plots {the plots are} decisions {the decisions are} history {the decision history is} uploads {the upload history is} other {the overlap check is}} in.',
  'supplier.report.making': 'Making the report of {count, plural, one {# plot} other {# plots}}…',
  'supplier.report.ready': 'Report ready: your browser saved the PDF.',
  'supplier.report.stopped': 'The report stopped: {detail}. Try again; if it fails again, reload the page.',
  'supplier.report.failed': 'The report could not be made: {detail}.',
  'supplier.report.title': 'Supplier report',
  'supplier.report.back': '← Back to the supplier',
  'supplier.report.load-failed': 'Could not load the supplier’s data',
  'supplier.report.loading':
    'Loading {what, select, plots {the plots} decisions {the decisions} history {the decision history} uploads {the upload history} other {the overlap check}}…',
  'supplier.report.making.page': 'Making the report…',
  'supplier.report.print': 'Print',
  'projects.counts.failed': 'Counts unavailable',
  'projects.counts.not-offered': 'Counts not offered by the service',
  'projects.counts.counting': 'Counting suppliers and plots…',
  'projects.counts':
    '{suppliers, plural, one {# supplier} other {# suppliers}} · {plots, plural, one {# plot} other {# plots}}',
  'projects.loading': 'Loading projects…',
  'projects.failed': 'Could not load your projects',
  'projects.empty': 'This account has no projects',
  'projects.empty.hint':
    'Ask your administrator to give your account access to a project, or check the token in <link>Settings</link>.',
  'projects.active': 'Active',
  'projects.created': 'Created {date}',
  'projects.showing': 'Showing',
  'projects.switch': 'Switch',
  'projects.switch.to': 'Switch to {name}',
  'projects.extent': 'Project extent',
  'projects.map': "Map of the project's plots",
  'projects.extent.finding': 'Finding where this project’s plots are…',
  'projects.extent.framed': 'Framed on the project’s plots (first page).',
  'projects.extent.none': 'This project has no plots yet: showing the world.',
  'settings.connection': 'Connection',
  'settings.simulator': 'Built-in simulator',
  'settings.simulator.hint':
    'A faithful local copy of the risk service with demo data. Nothing leaves this computer.',
  'settings.live.hint': 'The real risk service, through this dashboard’s server.',
  'settings.live.off': 'Not configured: start the dashboard server with {variable} set (see the README).',
  'settings.demo-account': 'Demo account',
  'settings.server-token': 'The server holds the API token: the browser never sees it.',
  'settings.token': 'API token',
  'settings.token.set': 'A token is set (hidden). Type to replace it.',
  'settings.token.paste': 'Paste your API token',
  'settings.token.kept':
    'Kept in this page’s memory only, never in the browser’s long-term storage, never in a link.',
  'settings.token.use': 'Use this token',
  'settings.token.forget': 'Forget token',
  'settings.remember': 'Remember the connection in this tab (until the tab is closed)',
  'settings.test': 'Test connection',
  'settings.test.testing': 'Testing…',
  'settings.test.connected':
    'Connected. This token can access {count, plural, one {# project} other {# projects}}.',
  'settings.test.failed': 'Failed: {reason}',
  'settings.test.failed.http': 'Failed: {reason} (HTTP {status}, {code})',
  'settings.basemap': 'Basemap',
  'settings.basemap.offline': 'Using the built-in offline basemap.',
  'settings.basemap.checking': 'Checking that the online basemap can be reached…',
  'settings.basemap.online': 'Online basemap applied.',
  'settings.basemap.unreachable':
    'The online basemap could not be reached from this computer; keeping the current basemap.',
  'settings.cache': 'Plots saved on this device',
  'settings.cache.intro':
    'Each project’s plots are kept in this browser so the next visit shows them at once, while the dashboard checks the service for changes. Only plot data is kept, never your token.',
  'settings.cache.delete': 'Delete saved plots',
  'settings.cache.empty': 'Nothing was saved on this device; there was nothing to delete.',
  'settings.cache.deleted':
    'Deleted the saved copy of {plots} plots of {projects, plural, one {# project} other {# projects}}. The next visit loads them from the service again.',
  'settings.cache.failed':
    'The saved plots could not be deleted. Close other tabs of the dashboard and try again.',
  'report.title': 'Due-diligence report: {name}',
  'report.project': 'Project: {name}',
  'report.date': 'Report date: {date}',
  'report.intro':
    'Assessed risk is the risk service’s assessment of each plot. The EU country benchmark is the Commission’s official list of countries; the two are shown apart.',
  'report.summary': 'Summary',
  'report.risk.high': 'High risk',
  'report.risk.medium': 'Medium risk',
  'report.risk.low': 'Low risk',
  'report.risk.none': 'No risk',
  'report.risk.unassessed': 'Not assessed',
  'report.line': '{label}: {value}.',
  'report.finding.none': 'none',
  'report.benchmark': 'Benchmark: {source}.',
  'report.at-risk': 'Plots at risk (service: high or medium)',
  'report.at-risk.all': '{count, plural, one {# plot} other {# plots}} at risk.',
  'report.at-risk.some':
    '{count, plural, one {# plot} other {# plots}} at risk; the first {listed} are listed, {more} more are on the dashboard’s Plots page.',
  'report.column.plot': 'Plot',
  'report.column.risk': 'Risk',
  'report.column.decision': 'Current decision',
  'report.column.overlap': 'Overlap',
  'report.deforested': 'Deforested {area}',
  'report.no-deforestation': 'No deforestation found',
  'report.protected': 'protected areas {area}',
  'report.indigenous': 'indigenous territories {area}',
  'report.assessed': 'assessed {date}',
  'report.decision': '{verdict} ({reason}), {by}, {date}',
  'report.decision.none': 'No decision yet',
  'report.decisions': 'Decisions and their history',
  'report.decisions.count':
    '{entries, plural, one {# decision} other {# decisions}} on {items, plural, one {# review item} other {# review items}}, newest first per item{partial, select, yes {; the first {listed} items are listed} other {}}{truncated, select, yes {; the store returned only the newest decisions} other {}}.',
  'report.decisions.none': 'No decision recorded yet.',
  'report.kind.risk': 'plot at risk',
  'report.kind.double-claim': 'double claim',
  'report.kind.inside-another': 'inside another plot',
  'report.group': '{plot}: {kind}',
  'report.group.with': '{plot}: {kind} with {other}',
  'report.entry':
    '{date} {current, select, yes {(current)} other {(earlier)}}: {verdict}. {reason}. By {by}.',
  'report.entry.note': 'Note: {note}',
  'report.entry.evidence': 'Evidence: {evidence}',
  'report.overlaps.unchecked':
    'The overlap check had not ended when the report was made: overlaps are not listed.',
  'report.overlaps.counts':
    'Plots inside another plot: {inside}. Overlapping another plot of this supplier: {within}. Overlapping another supplier’s plot: {others}.',
  'report.overlaps.partial': 'Counted from the largest overlapping pairs of the project only.',
  'report.overlaps.other': '{plot} ({supplier})',
  'report.overlaps.inside': '{plot} ({supplier}), lies inside it',
  'report.overlaps.share': '{area}, {share} %',
  'report.overlaps.more': '{count} more overlaps are on the dashboard’s supplier page.',
  'report.uploads.none': 'No upload recorded for this supplier.',
  'report.upload':
    '{date}: {added} added, {changed} changed, {removed} removed; {count, plural, one {# plot} other {# plots}} after it{overwrite, select, yes { (overwrite)} other {}}{matched, select, yes { (matched on name)} other {}}. Recorded by {by}.',
  'report.upload.id': 'Upload {id}.',
  'report.file': '{name} SHA-256 {hash}',
  'report.file.no-hash': 'not recorded',
  'report.uploads.older': '{count} older uploads are not listed.',
  'report.provenance': 'Provenance',
  'report.risk-data': 'Risk data',
  'report.risk-data.range': 'assessed {from} to {to}',
  'report.risk-data.none': 'no plot assessed yet',
  'report.risk-data.frameworks': '{range} (framework {frameworks})',
  'report.rules-version': 'Plot rules version',
  'report.app-version': 'Dashboard version',
  'report.benchmark.label': 'EU country benchmark',
  'report.benchmark.source': '{title} (adopted {adopted}, in force {inForce})',
  'report.hashes': 'File hashes',
  'report.hashes.count': '{withHash} of {files} uploaded files (SHA-256)',
  'report.map': 'Map of the plots',
  'report.map.label': 'Outlines of {count} plots, coloured by the service’s assessed risk',
  'report.legend': '{risk} ({count})',
  'report.map.extent':
    '{outlines} plots drawn as outlines, the others as dots{missing, plural, =0 {} other {, # without a position}}. Extent: longitude {west} to {east}, latitude {south} to {north} (WGS 84). No background map.',
  'report.map.empty': 'No plot has a position to draw.',
  'report.tier':
    '{tier, select, low {Low risk} standard {Standard risk} high {High risk} other {Unknown country}}',
  'report.footer': '{supplier} · {project} · page {page} of {pages}',
  'report.subject': 'Supplier {supplier}, project {project}',
  'report.verdict.cleared': 'Cleared',
  'report.verdict.needs-information': 'Needs information from the supplier',
  'report.verdict.excluded': 'Excluded from the supply chain',
  'report.reason.no-deforestation-verified': 'No deforestation after the cut-off, verified',
  'report.reason.legal-documents-provided': 'Legal documents provided',
  'report.reason.mapping-error': 'Mapping error in the supplier file',
  'report.reason.supplier-evidence-received': 'Evidence received from the supplier',
  'report.reason.awaiting-supplier-documents': 'Awaiting documents from the supplier',
  'report.reason.boundary-dispute': 'Boundary dispute',
  'report.reason.deforestation-confirmed': 'Deforestation after the cut-off confirmed',
  'report.reason.protected-or-indigenous-land': 'On protected or indigenous land',
  'report.reason.duplicate-claim': 'Duplicate claim',
  'report.reason.other': 'Other (see the note)',

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
  'land.area': 'Area',
  'land.remaining-forest': 'Remaining forest',
  'land.protected-areas': 'Protected areas',
  'land.indigenous-territories': 'Indigenous territories',
  'jurisdictions.intro':
    'The service’s assessed risk under {framework}, with your plots; the EU’s official country benchmark is shown apart.',
  'jurisdictions.intro.project':
    'The service’s assessed risk under {framework}, with your plots in {project}; the EU’s official country benchmark is shown apart.',
  'jurisdictions.pick-hint':
    'Click a country on the map, or a name in the table, to see its assessment and boundary.',
  'jurisdictions.empty.title': 'No jurisdiction matches these filters',
  'jurisdictions.empty.body':
    'Widen the filters: choose more risk levels or countries, or set a “Has…” filter back to Any.',
  'jurisdictions.table.label': 'Jurisdictions table',
  'jurisdictions.table.caption':
    "Jurisdictions matching the filters, countries with their regions under them, with the service's assessed risk, the EU country benchmark, and your plots and suppliers",
  'jurisdictions.col.name': 'Jurisdiction',
  'jurisdictions.col.country': 'Country',
  'jurisdictions.col.deforestation': 'Deforested since cut-off',
  'jurisdictions.col.plots': 'Your plots',
  'jurisdictions.col.suppliers': 'Your suppliers',
  'jurisdictions.assessed': 'Assessed risk (service)',
  'jurisdictions.benchmark': 'EU country benchmark (official)',
  'jurisdictions.counting': 'Counting…',
  'jurisdictions.not-counted.title': 'Open its country to count',
  'jurisdictions.not-counted': 'not counted: open its country to count',
  'jurisdictions.region-tag': 'Region',
  'jurisdictions.regions.show': 'Show the regions of {name}',
  'jurisdictions.regions.hide': 'Hide the regions of {name}',
  'jurisdictions.search.none':
    'No jurisdiction’s name contains “{term}”. Check the spelling, or clear the search.',
  'jurisdictions.search.label': 'Search countries and regions',
  'jurisdictions.search.placeholder': 'e.g. Lagunes, Pará, Riau',
  'jurisdictions.search.regions-failed': 'The regions could not be loaded: only countries are searched.',
  'jurisdictions.search.regions-loading': 'Loading every region to search them…',
  'jurisdictions.error.list': 'Could not load the jurisdictions',
  'jurisdictions.error.plots': 'Could not count your plots per jurisdiction',
  'jurisdictions.error.countries': 'Could not load the country shapes for the map',
  'jurisdictions.status.matched':
    '<b>{count, number}</b> {count, plural, one {jurisdiction matches} other {jurisdictions match}} ({pages, plural, one {# page} other {# pages}} of up to 100).',
  'jurisdictions.status.plots-counted':
    '{count, plural, one {# of your plots counted.} other {# of your plots counted.}}',
  'jurisdictions.status.plots-counting': 'Counting your plots… {count, number} so far.',
  'jurisdictions.status.loading-label': 'Loading jurisdictions',
  'jurisdictions.status.loading': 'Loading jurisdictions: page {page, number}, {count, number} so far…',
  'jurisdictions.filters.label': 'Filters',
  'jurisdictions.filters.framework': 'Framework',
  'jurisdictions.filters.required': '(required)',
  'jurisdictions.framework-cutoff': '{framework} (cut-off {date})',
  'jurisdictions.filters.risk': 'Risk levels',
  'jurisdictions.filters.at-most': '(at most {max}; none = all)',
  'jurisdictions.filters.risk-full':
    '{max} of {max} risk levels chosen: the service accepts at most {max}. Untick one to choose another.',
  'jurisdictions.filters.countries': 'Countries',
  'jurisdictions.filters.chosen': 'Chosen countries',
  'jurisdictions.filters.remove': 'Remove {name}',
  'jurisdictions.filters.add-country': 'Add a country',
  'jurisdictions.filters.add-country-option': 'Add a country…',
  'jurisdictions.filters.limit-reached': 'Limit reached',
  'jurisdictions.filters.countries-full':
    '{max} of {max} countries chosen: the service accepts at most {max}. Remove one to add another.',
  'jurisdictions.filters.has': 'Has…',
  'jurisdictions.filters.any': 'Any',
  'jurisdictions.filters.yes': 'Yes',
  'jurisdictions.filters.no': 'No',
  'jurisdictions.filters.clear': 'Clear filters',
  'jurisdictions.detail.deforested-since': 'Deforested since {date}',
  'jurisdictions.detail.share-of-area': '{area} ({share} of the area)',
  'jurisdictions.detail.not-reported': 'Not reported',
  'jurisdictions.detail.assessed-on': 'Assessed on',
  'jurisdictions.detail.plots': 'Your plots here',
  'jurisdictions.detail.suppliers': 'Your suppliers here',
  'jurisdictions.detail.close': 'Close',
  'jurisdictions.detail.close-label': 'Close the details of {name}',
  'jurisdictions.detail.ids': '{unit} · GADM {gadm} · {country}',
  'jurisdictions.detail.assessed': 'Assessed risk (service):',
  'jurisdictions.detail.framework-of': '({framework} framework)',
  'jurisdictions.detail.benchmark': 'EU country benchmark (official):',
  'jurisdictions.detail.commodities': 'Commodities',
  'jurisdictions.detail.back': '← Back to {name}',
  'jurisdictions.detail.regions': 'Regions of {name}',
  'jurisdictions.detail.regions-count': 'Regions of {name} ({count, number})',
  'jurisdictions.detail.regions-failed': 'The regions could not be loaded.',
  'jurisdictions.detail.regions-loading': 'Loading the regions…',
  'jurisdictions.detail.regions-none': 'The service lists no regions for this country.',
  'jurisdictions.detail.outline-loading': 'Loading the boundary…',
  'jurisdictions.detail.outline-shown': 'Its boundary is outlined on the map.',
  'jurisdictions.detail.outline-failed': 'The boundary could not be loaded: {reason}',
  'jurisdictions.legend.benchmark.title': 'Legend: EU country benchmark (official)',
  'jurisdictions.legend.benchmark.intro':
    'The Commission’s tier of each whole country, which sets the share of operators checked. It is not the service’s assessment: switch the map back to see that.',
  'jurisdictions.legend.benchmark.checked': '({share} of operators checked)',
  'jurisdictions.legend.risk.title': 'Legend: assessed risk (service)',
  'jurisdictions.legend.risk.intro':
    '<b>{framework}</b> cut-off date: <b>{date}</b>. Deforestation after this date counts towards a jurisdiction’s risk. Colours and patterns show the service’s own assessment, not the EU’s country benchmark (its own column in the table).',
  'jurisdictions.legend.listed': '({count, number} listed)',
  'jurisdictions.legend.not-listed': 'Not in this list',
  'jurisdictions.legend.not-listed.meaning': 'Left out by the filters, or not assessed by the service.',
  'jurisdictions.legend.plot': 'One of your plots (the table counts them per jurisdiction)',
  'jurisdictions.meaning.high':
    'The service found much deforestation since the cut-off date: look closely at each plot here.',
  'jurisdictions.meaning.medium':
    'Some deforestation since the cut-off date: check each plot’s own assessment.',
  'jurisdictions.meaning.low': 'Little deforestation since the cut-off date.',
  'jurisdictions.meaning.none': 'No deforestation recorded since the cut-off date.',
  'jurisdictions.layer.legend': 'The map shows',
  'jurisdictions.layer.risk': 'Assessed risk (service, {framework})',
  'jurisdictions.regions.benchmark':
    'The EU benchmark rates whole countries: show the assessed risk to see regions.',
  'jurisdictions.regions.none-open':
    'Open a country to see its regions on the map, each by its own assessed risk.',
  'jurisdictions.regions.loading': 'Loading the regions of {name}…',
  'jurisdictions.regions.loading-drawn':
    'Loading the regions of {name}… {drawn, number} of {count, number} drawn.',
  'jurisdictions.regions.empty': 'The service lists no regions of {name} under these filters.',
  'jurisdictions.regions.drawn':
    '{drawn, plural, one {# region of {name} drawn by its assessed risk} other {# regions of {name} drawn by their assessed risk}}.',
  'jurisdictions.regions.drawn-failed':
    '{drawn, plural, one {# region of {name} drawn by its assessed risk} other {# regions of {name} drawn by their assessed risk}}; {failed, plural, one {# boundary} other {# boundaries}} could not be loaded.',
  'jurisdictions.map.risk': 'Map of jurisdiction risk; the table below lists the same jurisdictions',
  'jurisdictions.map.benchmark':
    'Map of the EU country benchmark; the table below gives each country its tier',
  'jurisdictions.hover.benchmark': 'EU country benchmark (official): {tier}',
  'jurisdictions.hover.risk': 'Assessed risk (service): {level}',
  'jurisdictions.hover.plots': 'Your plots: {plots, number}, suppliers: {suppliers, number}',
  'jurisdictions.hover.counting': 'Your plots: counting…',
  'jurisdictions.hover.details': 'Click for details',
  'riskinfo.intro':
    'Remaining forest, protected areas, indigenous territories and monthly deforestation since 2016 for any area you draw, paste or pick.',
  'riskinfo.check.label': 'Area check',
  'riskinfo.submit': 'Get risk info',
  'riskinfo.submitting': 'Asking the service…',
  'riskinfo.plots-error': 'Could not load your plots',
  'riskinfo.toolbar': 'Drawing',
  'riskinfo.draw.polygon': 'Draw polygon',
  'riskinfo.draw.rectangle': 'Draw rectangle',
  'riskinfo.clear': 'Clear',
  'riskinfo.draw.polygon.help':
    'Click each corner; click the first corner (or press Enter) to finish; Escape cancels.',
  'riskinfo.draw.rectangle.help':
    'Drag across the map from one corner to the opposite one (or click both corners).',
  'riskinfo.draw.idle.help': 'Dashed boxes: the regions the service monitors (land only).',
  'riskinfo.map.rectangle': 'Map: drag (or click two corners) to draw a rectangle',
  'riskinfo.map.polygon': 'Map: click to add the corners of a polygon',
  'riskinfo.map.idle': 'Map of the area to ask about, your plots and the monitored regions',
  'riskinfo.shape.drawn': 'Drawn area',
  'riskinfo.shape.pasted': 'Pasted area',
  'riskinfo.shape.plot': '{name} (your plot)',
  'riskinfo.status.first-corner': 'Click on the map to place the first corner.',
  'riskinfo.status.none': 'No area yet: draw one, paste GeoJSON, or pick one of your plots.',
  'riskinfo.status.drawing': 'Drawing · ',
  'riskinfo.status.area': 'Area:',
  'riskinfo.status.not-measurable': 'not measurable',
  'riskinfo.status.allowed': '(allowed {min, number}–{max, number} ha)',
  'riskinfo.status.coordinates': 'Coordinates:',
  'riskinfo.status.of-at-most': 'of at most {max, number}',
  'riskinfo.status.keep-clicking': 'Keep clicking to add corners; click the first corner to finish.',
  'riskinfo.status.refused': 'Not sent: the reason is shown on the map.',
  'riskinfo.status.ok':
    'Within the service’s limits. Whether it lies on monitored land the service will say.',
  'riskinfo.status.ok-so-far':
    'Within the service’s limits so far. Whether it lies on monitored land the service will say.',
  'riskinfo.problem.too-many-corners': 'Too many corners',
  'riskinfo.problem.too-many-corners.hint':
    'Use at most {max, number} coordinates ({corners, number} corners plus the closing one): simplify the outline.',
  'riskinfo.problem.crossing': 'The outline crosses itself',
  'riskinfo.problem.crossing.hint': 'Redraw it so that no two edges cross.',
  'riskinfo.problem.too-large': 'Too large',
  'riskinfo.problem.too-large.hint': 'Zoom in and draw a smaller area, or split it into several queries.',
  'riskinfo.problem.too-small': 'Too small',
  'riskinfo.problem.too-small.hint': 'Zoom out and draw a larger area.',
  'riskinfo.problem.area': 'The area is {area}; the service accepts {min, number} to {max, number} ha.',
  'riskinfo.problem.invalid': 'Not a valid polygon',
  'riskinfo.problem.invalid.hint': 'Draw, paste or pick another shape.',
  'riskinfo.problem.outside': 'Outside the monitored regions',
  'riskinfo.problem.outside.hint': 'Move the shape inside the dashed boxes on the map.',
  'riskinfo.refusal.not-sent': 'Not sent: {reason}',
  'riskinfo.refusal.invalid': 'The service refused this shape',
  'riskinfo.refusal.invalid.hint':
    'Its rules: one polygon, at most 40 coordinates, 0.1 to 100,000 ha, edges that do not cross. Redraw it.',
  'riskinfo.refusal.outside.hint':
    'The service only monitors land inside the dashed boxes on the map: move the shape onto monitored land (not the sea).',
  'riskinfo.refusal.failed': 'The risk info could not be fetched',
  'riskinfo.refusal.failed.hint': 'Try again in a moment.',
  'riskinfo.paste.title': 'Paste or upload GeoJSON',
  'riskinfo.paste.label': 'A Polygon, or a Feature or FeatureCollection holding one',
  'riskinfo.paste.use': 'Use pasted shape',
  'riskinfo.paste.upload': 'or upload a file',
  'riskinfo.paste.too-large': '{file} is {size, number} MB; one area fits in far less (under 1 MB).',
  'riskinfo.input.empty': 'Paste a GeoJSON Polygon first.',
  'riskinfo.input.too-large': 'This text is too large for one area (over 1 MB).',
  'riskinfo.input.not-json': 'This is not valid JSON: {detail}',
  'riskinfo.input.no-geometry': 'No geometry found.',
  'riskinfo.input.multipolygon':
    'This MultiPolygon has {parts} parts; the service takes one polygon at a time.',
  'riskinfo.input.not-polygon': 'Found a {type}; the service needs a Polygon.',
  'riskinfo.input.collection': 'This collection has {polygons} polygons; choose one and paste only that.',
  'riskinfo.input.plot': '{name}: {reason}',
  'riskinfo.pick.title': 'Use one of your plots',
  'riskinfo.pick.search': 'Find a plot by name or supplier',
  'riskinfo.pick.loading': 'Loading your plots… {count, number} so far',
  'riskinfo.pick.matches': '{count, plural, one {# plot matches} other {# plots match}}',
  'riskinfo.pick.matches-first':
    '{count, plural, one {# plot matches} other {# plots match}}; showing the first {shown, number}',
  'riskinfo.pick.list': 'Matching plots',
  'riskinfo.history.title': 'Recent queries',
  'riskinfo.history.empty': 'Your queries in this tab will be listed here.',
  'riskinfo.history.entry': '{time} · {area} · forest {forest}',
  'riskinfo.result.title': 'Risk info: {label}',
  'riskinfo.result.framework': 'Framework (cut-off date)',
  'riskinfo.result.framework-option': '{framework} ({date})',
  'riskinfo.result.total': 'Total size',
  'riskinfo.result.share': '{share} of the area',
  'riskinfo.result.since-2016': 'Deforested since 2016',
  'riskinfo.result.months': '{count, plural, one {# month with clearing} other {# months with clearing}}',
  'riskinfo.result.after-cutoff': 'Deforested after the {framework} cut-off',
  'riskinfo.result.cutoff-date': 'cut-off date {date}',
  'riskinfo.chart.title': 'Deforestation per month',
  'riskinfo.chart.title-range': 'Deforestation per month, {first} to {last}',
  'riskinfo.chart.cutoff-within': 'Dashed line: the {framework} cut-off date, {date}.',
  'riskinfo.chart.cutoff-before':
    'The {framework} cut-off date, {date}, is before the first month shown: every month counts.',
  'riskinfo.chart.cutoff-after': 'The {framework} cut-off date, {date}, is after the last month shown.',
  'riskinfo.chart.loading': 'Loading the chart…',
  'riskinfo.chart.deforested': 'Deforested',
  'riskinfo.chart.cutoff': '{framework} cut-off',
  'riskinfo.years.summary': 'Deforestation per year (table)',
  'riskinfo.years.year': 'Year',
  'detections.range': '{from} to {to}',
  'detections.months': 'Months of detections',
  'detections.year': 'Year',
  'detections.month': 'Month',
  'detections.until-year': 'Until year',
  'detections.until-month': 'Until month',
  'detections.not-yet': '{month} (not yet)',
  'detections.several': 'Several months (up to {max, number})',
  'detections.asking': 'Asking for the {label} export…',
  'detections.export-error': 'Could not get the {label} export',
  'detections.plots-error': 'Could not load your plots',
  'detections.show-all': 'Show all detections',
  'detections.files.title': 'Files for {label}',
  'detections.summary':
    '{label}: {clearings, plural, one {# deforestation area} other {# deforestation areas}} and {fires, plural, one {# fire} other {# fires}} on the map.',
  'detections.reading': 'Reading the files…',
  'detections.files.label': 'Export files',
  'detections.kind.deforestation': 'Deforestation areas',
  'detections.kind.fire': 'Fire points',
  'detections.file.about': '{file} · {size} · zipped shapefile',
  'detections.file.reading': 'Downloading and reading…',
  'detections.file.failed': 'Could not be read: {reason}',
  'detections.file.unreadable':
    'The {kind, select, fire {fire} other {deforestation}} file is not a readable zipped shapefile ({detail}).',
  'detections.file.empty': 'No detections this month (empty layer).',
  'detections.file.count': '{count, plural, one {# detection} other {# detections}} on the map',
  'detections.file.retry': 'Retry',
  'detections.file.download': 'Download',
  'detections.file.download-label': 'Download {file}',
  'detections.legend.label': 'Map legend',
  'detections.legend.deforestation': 'Deforestation area (square marker when zoomed out)',
  'detections.legend.fire': 'Fire (a ~375 m satellite pixel)',
  'detections.legend.plot': 'Your plot',
  'detections.legend.touched': 'Plot touched by a detection (a ring when zoomed out)',
  'detections.confidence.title': 'Confidence of a detection',
  'detections.confidence.high': 'confirmed by more than one satellite observation; very likely real.',
  'detections.confidence.nominal':
    'a clear signal in one observation, not yet confirmed by another; likely, worth checking.',
  'detections.confidence.low':
    'a weak signal (cloud edges, haze, sun glint can cause it); check on the ground or in imagery before acting.',
  'detections.confidence.unknown':
    'a confidence label this dashboard does not know; read it as the service gives it.',
  'detections.confidence.of': '{label} confidence: {meaning}',
  'detections.touched.title': 'Your plots touched',
  'detections.touched.title-count': 'Your plots touched ({count, number})',
  'detections.touched.error': 'Could not work out which plots the detections touch',
  'detections.touched.reading': 'Reading the detections…',
  'detections.touched.loading': 'Loading your plots… {count, number} so far',
  'detections.touched.no-detections': 'No detections in {label}',
  'detections.touched.no-detections.body': 'Choose another month to see its detections.',
  'detections.touched.none': 'No detection touches your plots this month',
  'detections.touched.none.body':
    'The detections on the map lie outside your plots. “Show all detections” frames them.',
  'detections.touched.caption': "Your plots touched by this month's detections",
  'detections.touched.plot': 'Plot',
  'detections.touched.supplier': 'Supplier',
  'detections.touched.detections': 'Detections',
  'detections.kind.one.deforestation': 'Deforestation',
  'detections.kind.one.fire': 'Fire',
  'detections.touched.area': ', {area, number} ha',
  'detections.touched.confidence': '(<abbr>{label}</abbr> confidence)',
  'detections.map.label':
    "Map of this month's detections over your plots; the list beside it names the plots they touch",
  'detections.hover.date': 'Date: {date}',
  'detections.hover.no-date': 'Date: not given',
  'detections.hover.area': 'Area: {area, number} ha',
  'jurisdictions.shapes.failed': 'The country shapes could not be loaded ({status}).',
  'jurisdictions.shapes.invalid': 'The country shapes are not a GeoJSON FeatureCollection.',
} as const;

export type MessageKey = keyof typeof en;
