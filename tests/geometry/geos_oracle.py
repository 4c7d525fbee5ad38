"""GEOS oracle for the geometry conformance script (tests/geometry): reads a JSON list of
{"id", "geometry", "fixed": [geometry, ...] | null} on stdin and prints, per item, GEOS's verdict
(is_valid, reason), the area of GEOS make_valid (method "structure": rings made valid, shells unioned,
holes subtracted; and the default "linework") and, for the fixed shapes, their validity, holes and area.
Areas are planar, in square degrees. Needs shapely (Debian python3-shapely) on GEOS >= 3.10."""
import ctypes
import json
import sys

from shapely.geometry import Polygon, shape
from shapely.ops import unary_union
from shapely.geometry.base import geom_factory
from shapely.geos import lgeos
from shapely.validation import explain_validity, make_valid

L = lgeos._lgeos
H = lgeos.geos_handle
vp = ctypes.c_void_p
L.GEOSMakeValidParams_create_r.restype = vp
L.GEOSMakeValidParams_create_r.argtypes = [vp]
L.GEOSMakeValidParams_setMethod_r.argtypes = [vp, vp, ctypes.c_int]
L.GEOSMakeValidParams_setKeepCollapsed_r.argtypes = [vp, vp, ctypes.c_int]
L.GEOSMakeValidWithParams_r.restype = vp
L.GEOSMakeValidWithParams_r.argtypes = [vp, vp, vp]
PARAMS = L.GEOSMakeValidParams_create_r(H)
L.GEOSMakeValidParams_setMethod_r(H, PARAMS, 1)  # GEOS_MAKE_VALID_STRUCTURE
L.GEOSMakeValidParams_setKeepCollapsed_r(H, PARAMS, 0)


def polygonal_area(g):
    if g.geom_type in ("Polygon", "MultiPolygon"):
        return g.area
    if g.geom_type == "GeometryCollection":
        return sum(polygonal_area(p) for p in g.geoms)
    return 0.0


def polygons(g):
    if g.geom_type == "Polygon":
        return [g]
    if g.geom_type in ("MultiPolygon", "GeometryCollection"):
        return [p for q in g.geoms for p in polygons(q)]
    return []


def holes(g):
    if g.geom_type == "Polygon":
        return len(g.interiors)
    if g.geom_type in ("MultiPolygon", "GeometryCollection"):
        return sum(holes(p) for p in g.geoms)
    return 0


def structure(g):
    return geom_factory(L.GEOSMakeValidWithParams_r(H, g._geom, PARAMS))


out = []
for item in json.load(sys.stdin):
    g = shape(item["geometry"])
    valid = bool(g.is_valid)
    row = {"id": item["id"], "valid": valid}
    if not valid:
        row["reason"] = explain_validity(g)
    if item.get("wantMakeValid"):
        mv = structure(g) if not valid else g
        row["structureArea"] = polygonal_area(mv)
        row["lineworkArea"] = polygonal_area(make_valid(g)) if not valid else g.area
        # The land with every hole filled: what "fill holes" must produce.
        shells = [Polygon(p.exterior) for p in polygons(mv)]
        row["filledArea"] = unary_union(shells).area if shells else 0.0
    fixed = item.get("fixed")
    if fixed is not None:
        parts = [shape(f) for f in fixed]
        row["fixed"] = [
            {"valid": bool(p.is_valid), "reason": explain_validity(p), "holes": holes(p), "area": p.area}
            for p in parts
        ]
    out.append(row)
json.dump(out, sys.stdout)
