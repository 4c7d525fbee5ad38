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

  // Buyer pages, part B: Suppliers, Projects, Settings

  // Buyer pages, part C: Plots, the shared components (src/components), the app shell (src/app)
  'states.error': 'Something went wrong',
  'states.retry': 'Try again',
  'states.page-failed': 'This page failed to load',
  'states.projects.loading': 'Loading your projects…',
  'states.projects.failed': 'Could not load your projects',
  'states.projects.none': 'No project to show',
  'states.projects.choose': 'Choose a project on the Projects page.',
  'errors.token-refused': 'The API token was refused ({detail}). Check it in Settings.',
  'errors.forbidden': 'This account cannot access that project ({detail}).',
  'errors.not-found': 'Not found: {detail}',
  'errors.retry-in': '{detail} Try again in {seconds} s.',
  'errors.server': 'The service had a problem ({status}). Try again in a moment. {detail}',
  'errors.network': '{detail} Check your connection, then retry.',
  'errors.unreachable': 'The service could not be reached.',
  'errors.dropped': 'The connection dropped while reading the answer.',
  'errors.not-json': 'The service sent something that is not JSON ({status}).',
  'risk-class.high': 'High risk',
  'risk-class.medium': 'Medium risk',
  'risk-class.low': 'Low risk',
  'risk-class.none': 'No risk',
  'risk-class.unassessed': 'Not assessed',
  'risk-class.high.short': 'High',
  'risk-class.medium.short': 'Medium',
  'risk-class.low.short': 'Low',
  'risk-class.none.short': 'None',
  'risk-class.unassessed.short': 'Not assessed',
  'risk-class.none.compact': 'No',
  'benchmark.low': 'Low risk country',
  'benchmark.standard': 'Standard risk country',
  'benchmark.high': 'High risk country',
  'benchmark.unknown': 'Country unknown',
  'benchmark.badge': 'EU country benchmark:',
  'benchmark.checked': '· {share} checked',
  'benchmark.source':
    'EU country benchmark (official): {title} of {date}, under {legalBasis}. <link>Text on EUR-Lex</link>. It is the Commission’s list of countries, not the service’s assessment of your plots.',
  'app.page-loading': 'Loading page…',
  'app.projects.loading': 'Loading projects…',
  'app.projects.unavailable': 'Projects unavailable: {reason}',
  'app.projects.retry': 'Retry',
  'app.project': 'Project',
  'app.project.active': '{name} (active)',
  'app.token.title': 'The API token was refused',
  'app.token.intro':
    'The service answered 401: the token is missing, wrong or has expired. Enter a valid token to continue — this page and what you were doing stay as they are.',
  'app.token.demo': 'Use demo account: {account}',
  'app.token.label': 'API token',
  'app.token.later': 'Not now',
  'app.token.use': 'Use this token',
  'map.failed': 'The map failed to render.',
  'map.problem': 'Map problem: {reason}',
  'review.verdict.cleared': 'Cleared',
  'review.verdict.needs-information': 'Needs information from the supplier',
  'review.verdict.excluded': 'Excluded from the supply chain',
  'review.reason.no-deforestation-verified': 'No deforestation after the cut-off, verified',
  'review.reason.legal-documents-provided': 'Legal documents provided',
  'review.reason.mapping-error': 'Mapping error in the supplier file',
  'review.reason.supplier-evidence-received': 'Evidence received from the supplier',
  'review.reason.awaiting-supplier-documents': 'Awaiting documents from the supplier',
  'review.reason.boundary-dispute': 'Boundary dispute',
  'review.reason.deforestation-confirmed': 'Deforestation after the cut-off confirmed',
  'review.reason.protected-or-indigenous-land': 'On protected or indigenous land',
  'review.reason.duplicate-claim': 'Duplicate claim',
  'review.reason.other': 'Other (see the note)',
  'review.evidence.not-https': 'The evidence link must start with https://.',
  'review.evidence.credentials': 'The evidence link must not hold a user name or password.',
  'review.evidence.not-url': 'The evidence link is not a web address (https://…).',
  'review.missing.selection': 'Select at least one item first.',
  'review.missing.verdict': 'Choose a verdict.',
  'review.missing.reason': 'Choose a reason.',
  'review.missing.note': 'Say why in the note: the reason is “Other”.',
  'review.form': 'Record a verdict',
  'review.verdict': 'Verdict',
  'review.reason': 'Reason',
  'review.reason.choose': 'Choose a reason…',
  'review.note': 'Note',
  'review.note.hint': '(what you checked, who you asked)',
  'review.evidence': 'Evidence (optional)',
  'review.evidence.link': 'Link (https://…)',
  'review.evidence.note': 'Evidence note',
  'review.not-recorded': 'The verdict was not recorded: {reason} Your input is kept; try again.',
  'review.recording': 'Recording…',
  'review.record': 'Record verdict',
  'review.record.for': 'Record verdict for {count, plural, one {# item} other {# items}}',
  'review.select-first':
    'Select items first: tick them in the list (Tab to a box, Space to tick) or use “Select all”.',
  'review.history.loading': 'Loading the decision history…',
  'review.history.failed': 'Could not load the decision history',
  'review.history.empty': 'No decision recorded yet.',
  'review.history': 'Decision history',
  'review.history.truncated': 'The {count} newest decisions are shown.',
  'review.history.kind.risk': '{plot} (risk)',
  'review.history.kind.double-claim': '{plot} (double claim with {other})',
  'review.history.kind.inside-another': '{plot} (inside {other})',
  'review.history.by': '{who}, {when}',
  'review.history.evidence': 'Evidence:',
  'review.item.risk': 'Assessed risk (service): {risk}',
  'review.item.inside': 'Inside {other}: {share} of this plot covered',
  'review.item.overlap': 'Overlaps {other} by {area} ({share} of this plot)',
  'review.item.other': '{name} ({supplier})',
  'review.kind.risk': 'At risk',
  'review.kind.double-claim': 'Double claim',
  'review.kind.inside-another': 'Inside another plot',
  'review.attention': '{open} of {total} review items need attention.',
  'review.all-decided': 'All {total} review items have a decision.',
  'review.nothing': 'Nothing to review: no plot at risk, no double claim, no plot inside another.',
  'review.select-all': 'Select all {count} listed',
  'review.show-decided': 'Show decided items too',
  'review.items': 'Review items',
  'review.select-item': 'Select {kind}: {plot}',
  'review.decided': 'Decided: <b>{verdict}</b> by {who} on {date}',
  'review.show-more': 'Show {count} more of {left}',
  'plots.review-failed': 'Could not load the review decisions for the Review filter',
  'plots.load-stopped': 'Loading stopped after {count, plural, one {# plot} other {# plots}}',
  'plots.load-failed': 'Could not load the plots',
  'plots.loading-first': 'Loading the first plots…',
  'plots.empty': 'This project has no plots yet',
  'plots.empty.hint':
    'Upload a supplier’s plot file on the <link>Uploads</link> page; its plots appear here once they are checked.',
  'plots.table': 'Plot table',
  'plots.map': 'Plot map',
  'plots.no-match': 'No plot matches these filters',
  'plots.no-match.hint': '<clear>Clear all filters</clear> or loosen one of them.',
  'plots.map.waiting': 'The map appears once the first plots are listed…',
  'plots.map.label': 'Map of the filtered plots, coloured by risk level. The table lists the same plots.',
  'plots.ago.now': 'less than a minute ago',
  'plots.ago.minutes': '{n} min ago',
  'plots.ago.hours': '{n} h ago',
  'plots.ago.days': '{n, plural, one {# day ago} other {# days ago}}',
  'plots.fresh.no-copy':
    '· This browser cannot keep a copy on this device (storage unavailable or full): each visit loads the plots from the service.',
  'plots.fresh.up-to-date': 'Up to date ({time}){kept, select, yes { · saved on this device} other {}}',
  'plots.fresh.saved': 'Saved on this device {ago} ({time}) · refreshing from the service: {progress}',
  'plots.fresh.starting': 'starting…',
  'plots.fresh.progress': '{loaded, number} of about {expected} plots; the list is replaced once all are in.',
  'plots.loaded.all':
    'All {loaded, number} plots of the project loaded{filtered, select, yes {; {shown, number} match the filters} other {}}.',
  'plots.loaded.checking': 'Checking for changes…',
  'plots.loading.label': 'Plots loaded',
  'plots.loading.progress': '{loaded, number} of about {expected} plots loaded',
  'plots.loading.rest':
    '{filtered, select, yes {; {shown, number} match the filters so far} other {}}. The table fills in as pages arrive.',
  'plots.loading.sr': 'Loading plots…',
  'plots.selected': 'Selected plot',
  'plots.selected.supplier': 'Supplier {supplier}: open its page',
  'plots.selected.open': 'Open details',
  'plots.selected.clear': 'Clear selection',
  'plots.selected.hidden':
    'The selected plot ({id}) is not among the plots shown. Change the filters, or <clear>clear the selection</clear>.',
  'plots.selected.none': 'Select a plot in the table or on the map to see it here.',
  'plots.legend.title': 'Legend: risk level (marker size grows with risk)',
  'plots.legend.how':
    'Plots show as circles when zoomed out and as outlines from zoom 8. Selected plot: thick dark outline.',
  'plots.legend.grouped':
    'Far out, nearby plots are grouped: a dark-ringed circle takes the colour and size of the worst risk among them (not assessed counts as worse than no risk) and grows with their number. Zoom in or click it to see each plot.',
  'plots.filter': 'Filter plots',
  'plots.filter.search': 'Search by name or id',
  'plots.filter.search.example': 'e.g. Campement Nawa',
  'plots.filter.supplier': 'Supplier',
  'plots.filter.supplier.all': 'All suppliers',
  'plots.filter.country': 'Country',
  'plots.filter.country.all': 'All countries',
  'plots.filter.country.option': '{name} ({code})',
  'plots.filter.deforestation': 'Deforestation since cut-off',
  'plots.filter.any': 'Any',
  'plots.filter.deforestation.yes': 'Yes, deforestation detected',
  'plots.filter.deforestation.no': 'No deforestation',
  'plots.filter.review': 'Review',
  'plots.filter.review.open': 'Not reviewed',
  'plots.filter.review.needs-information': 'Needs information',
  'plots.filter.review.excluded': 'Excluded',
  'plots.filter.review.cleared': 'Cleared',
  'plots.filter.risk': 'Assessed risk (service)',
  'plots.filter.clear': 'Clear all filters',
  'plots.col.name': 'Plot',
  'plots.col.supplier': 'Supplier',
  'plots.col.risk': 'Risk',
  'plots.col.area': 'Area',
  'plots.col.deforestation': 'Deforested',
  'plots.col.country': 'Country',
  'plots.col.unknown': 'unknown',
  'plots.col.none': 'none',
  'plots.table.keys':
    'Arrow keys move between plots; Enter selects a plot and shows it on the map; Enter again opens its details; X ticks or unticks the plot for an export of a selection.',
  'plots.table.label': 'Plots',
  'plots.table.tick-all': 'Tick all {count, number} plots shown',
  'plots.table.tick': 'Tick {name} for export',
  'plots.export': 'Export',
  'plots.export.traces': 'Export GeoJSON for TRACES',
  'plots.export.csv': 'Export CSV',
  'plots.export.wait': 'Export is available once every plot has loaded.',
  'plots.export.none-shown': 'None of the ticked plots is shown: change the filters or untick them.',
  'plots.export.scope': 'Exports {scope}.',
  'plots.export.scope.selected': '{count, plural, one {the # selected plot} other {the # selected plots}}',
  'plots.export.scope.shown':
    '{filtered, select, yes {{count, plural, one {the # filtered plot shown} other {all # filtered plots shown}}} other {{count, plural, one {the # plot shown} other {all # plots shown}}}}',
  'plots.export.checking': 'Checking {count, number} plots for TRACES…',
  'plots.export.failed': 'The TRACES export could not be prepared: {reason}',
  'plots.export.saved':
    'Saved {count, number} plots for TRACES{files, plural, =1 {} other { in # files, each within the limits of one statement}}{left, plural, =0 {} other {; {left, number} left out}}.',
  'plots.export.saved-csv': 'Saved {what} as CSV.',
  'plots.export.what':
    '{kind, select, selected {{count, plural, one {# selected plot} other {# selected plots}}} filtered {{count, plural, one {# filtered plot} other {# filtered plots}}} other {{count, plural, one {# plot} other {# plots}}}}',
  'plots.detail.back': '← Back to the plots',
  'plots.detail.loading': 'Loading the plot…',
  'plots.detail.not-found': 'Plot not found',
  'plots.detail.failed': 'Could not load the plot',
  'plots.detail.missing':
    'There is no plot <code>{id}</code> in your projects. It may have been replaced by a newer upload (with overwrite) or belong to a project this account cannot see.',
  'plots.detail.missing.go': '<link>Go to the list of plots</link> and search for it by name.',
  'plots.detail.risk': 'Risk assessment',
  'plots.detail.concern': 'Concern:',
  'plots.detail.plot': 'Plot',
  'plots.detail.id': 'Plot id',
  'plots.detail.supplier': 'Supplier',
  'plots.detail.its-plots': 'its plots',
  'plots.detail.country': 'Country',
  'plots.detail.country.value': '{name} ({code})',
  'plots.detail.area': 'Area',
  'plots.detail.geometry': 'Geometry',
  'plots.detail.centred': '{type} centred at {lat}, {lon} (lat, lon)',
  'plots.detail.added': 'Added',
  'plots.detail.changed': 'Last changed',
  'plots.detail.properties': 'Properties from the uploaded file',
  'plots.detail.no-properties': 'The uploaded feature had no properties.',
  'plots.detail.outline': 'Plot outline',
  'plots.detail.outline.map': 'Outline of plot {name}',
  'plots.detail.outline.note': 'Outline of the plot as uploaded; its fill shows the risk level ({risk}).',
  'plots.review': 'Review',
  'plots.review.failed': 'Could not load the decisions',
  'plots.review.loading': 'Loading the decisions…',
  'plots.review.scanning':
    'Checking the project’s plots for overlaps: double claims of this plot join the list when the check ends.',
  'plots.explain.high':
    'High risk: the findings below mean this plot cannot be treated as deforestation-free. Do not place its products on the market before further due diligence.',
  'plots.explain.medium':
    'Medium risk: the findings below need a closer look before this plot can be considered negligible risk.',
  'plots.explain.low': 'Low risk: minor findings only; keep this assessment with your due diligence records.',
  'plots.explain.none':
    'No risk found: no deforestation since the cut-off and no overlap with protected areas or indigenous territories.',
  'plots.explain.pending':
    'This plot has not been assessed yet. Assessments usually follow within a few minutes of an upload; come back later.',
  'plots.explain.since':
    '{date, select, none {since the {framework} cut-off date} other {since the {framework} cut-off date of {date}}}',
  'plots.explain.share': ' ({share} of the plot)',
  'plots.explain.deforestation': 'Deforestation detected {since}: {area}{share}.',
  'plots.explain.no-deforestation': 'No deforestation detected {since}.',
  'plots.explain.forest': 'Forest remaining on the plot: {area}{share}.',
  'plots.explain.no-forest': 'No forest remains on the plot.',
  'plots.explain.protected': 'Overlaps protected areas by {area}.',
  'plots.explain.no-protected': 'No overlap with protected areas.',
  'plots.explain.indigenous': 'Overlaps indigenous territories by {area}.',
  'plots.explain.no-indigenous': 'No overlap with indigenous territories.',
  'plots.explain.assessed': 'Assessed on {date} under {framework}.',
  'plots.overlaps': 'Overlapping plots',
  'plots.overlaps.title': 'Overlaps (double claims)',
  'plots.overlaps.failed': 'The overlap check failed: {reason}.',
  'plots.overlaps.pending': 'Looking for overlapping plots once all plots are loaded…',
  'plots.overlaps.reload': 'Reload the page to check the plots for overlaps.',
  'plots.overlaps.none': 'No overlapping plots: {count, number} plots checked, none claims land of another.',
  'plots.overlaps.summary':
    '{plots, number} plots overlap another plot, in {pairs, number} pairs ({cross, number} between different suppliers{partial, select, yes { among the listed ones} other {}}).',
  'plots.overlaps.only': 'Show only overlapping plots',
  'plots.overlaps.pairs': 'Overlapping pairs',
  'plots.overlaps.pair': '<name>{first}</name> ({supplierA}) and <name>{second}</name> ({supplierB})',
  'plots.overlaps.pair.detail':
    '{area} overlap: {shareA} of the first, {shareB} of the second{same, select, yes { · same supplier} other { · different suppliers}}',
  'plots.overlaps.show': 'Show on map',
  'plots.overlaps.show.label': 'Show {a} and {b} on the map',
  'plots.overlaps.more':
    'The {listed, number} largest of {total, number} pairs are listed; the filter shows every overlapping plot in the table.',
  'plots.statement': 'Statement package (geolocation files and drafts)',
  'plots.statement.activity': 'Activity',
  'plots.statement.activity.IMPORT': 'Import',
  'plots.statement.activity.EXPORT': 'Export',
  'plots.statement.activity.DOMESTIC': 'Domestic production',
  'plots.statement.hs': 'HS code',
  'plots.statement.goods': 'Description of the goods',
  'plots.statement.mass': 'Net mass (kg)',
  'plots.statement.reference': 'Internal reference',
  'plots.statement.scientific': 'Species, scientific name (wood)',
  'plots.statement.common': 'Species, common name (wood)',
  'plots.statement.download': 'Download statement package',
  'plots.statement.building': 'Building and checking the statements…',
  'plots.statement.saved': 'Saved {count, plural, one {# statement} other {# statements}} in {file}.',
  'plots.statement.check-form': 'Check the form: {issues}',
  'plots.statement.failed': 'The package could not be made: {reason}',
  'plots.traces.ready': '{count, plural, one {# plot} other {# plots}} ready for TRACES',
  'plots.traces.none': 'No plot can be exported for TRACES',
  'plots.traces.from': 'From {scope}.',
  'plots.traces.how':
    'Checked with the upload rules after cutting every position to 6 decimals, as TRACES stores them (2-D, properties ProducerName, ProducerCountry, ProductionPlace and Area only).',
  'plots.traces.summary': 'Export summary',
  'plots.traces.refused':
    '<b>{count, plural, one {# plot} other {# plots}} left out</b>: TRACES would refuse them.',
  'plots.traces.kind': '{title}: {count, number}',
  'plots.traces.show-all': 'Show all {count, number}',
  'plots.traces.repeats':
    '{count, plural, one {# exact repeat} other {# exact repeats}} of an earlier plot left out.',
  'plots.traces.no-producer':
    '{count, plural, one {# plot has} other {# plots have}} no producer name: ProducerName is left out for {count, plural, one {it} other {them}}, not filled in. Add the producers in the supplier’s file if the statement needs them.',
  'plots.traces.no-country': '{count, plural, one {# plot has} other {# plots have}} no country code.',
  'plots.traces.cut':
    '{count, plural, one {# plot} other {# plots}} had positions with more than 6 decimals or a third value: cut as TRACES would{changed, plural, =0 {} other {; the outline of {changed, number} changes visibly ({examples})}}.',
  'plots.traces.cut.plot': 'plot {index}',
  'plots.traces.points':
    '{count, plural, one {# point} other {# points}} without an Area: TRACES takes each as 4 ha.',
  'plots.traces.cattle': 'These plots are cattle establishments (a point may stand for more than 4 ha)',
  'plots.traces.over':
    'One file would hold {size}; a due diligence statement takes at most {max, number} plots and 25 MB of geolocation: {parts, number} files ({first} …) each fit one.',
  'plots.traces.file': 'File: {file} ({size}).',
  'plots.traces.cancel': 'Cancel',
  'plots.traces.one-file': 'One file anyway',
  'plots.traces.download-parts': 'Download {parts, number} compliant files',
  'plots.traces.download': 'Download GeoJSON',
  'errors.download': 'The file could not be downloaded.',
  'errors.download-dropped': 'The connection dropped during the download.',

  // Buyer pages, part D: Jurisdictions, Risk info, Detections
} as const;

export type MessageKey = keyof typeof en;
