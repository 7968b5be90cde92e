"""Round 5: derive county membership of LSC service areas from LSC staff's 2020 map.

Inputs (read with git from local snapshots fetched in round 5; nothing is downloaded):
  laytonj/D3-service-areas-map-reuseable  src/geo_data/service_areas_topojson_2020_01_16.json
      (commit 628dcbea38184b305b242a7c4b565e9f227118da, author laytonj@lsc.gov)
  bdurand/us_geo  data/2020_dist/counties.csv  (Census 2020 county internal points; snapshot HEAD 31592c0909eede782c00e1181011320a2a7ab2e1)
Method: decode the TopoJSON arcs, test each county's internal point against each polygon
(even-odd rule). Counties whose point falls outside every simplified outline (63, all on a
coast or a Great Lake) get the nearest polygon in the same state, and are flagged.
Split counties (AZ, CA, MA) cannot be handled by a single point. Output is derived by us,
not LSC's wording. Pure standard library; runs in a few seconds.
"""
import csv, io, json, math, subprocess, sys

MAP = ('/work/.mirror/laytonj+D3-service-areas-map-reuseable/repo',
       'HEAD:src/geo_data/service_areas_topojson_2020_01_16.json')
CTY = ('/work/.mirror/bdurand+us_geo/repo', 'HEAD:data/2020_dist/counties.csv')

def show(repo, spec):
    return subprocess.check_output(['git', '-C', repo, 'show', spec]).decode()

topo = json.loads(show(*MAP))
(sx, sy), (tx, ty) = topo['transform']['scale'], topo['transform']['translate']
arcs = []
for a in topo['arcs']:
    x = y = 0; pts = []
    for dx, dy in a:
        x += dx; y += dy; pts.append((x * sx + tx, y * sy + ty))
    arcs.append(pts)

def ring(ix):
    pts = []
    for i in ix:
        p = arcs[i] if i >= 0 else arcs[~i][::-1]
        pts.extend(p if not pts else p[1:])
    return pts

areas = []
for g in topo['objects']['service_areas']['geometries']:
    polys = [g['arcs']] if g['type'] == 'Polygon' else g['arcs']
    areas.append((g['properties'], [ring(r) for poly in polys for r in poly]))

def inside(x, y, rings):
    c = False
    for r in rings:
        j = len(r) - 1
        for i in range(len(r)):
            (xi, yi), (xj, yj) = r[i], r[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                c = not c
            j = i
    return c

def segdist(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    if dx == dy == 0: return math.hypot(px - ax, py - ay)
    t = max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))

out = {}
for row in csv.DictReader(io.StringIO(show(*CTY))):
    x, y, st = float(row['Longitude']), float(row['Latitude']), row['State']
    hits = sorted({p['ServArea_1'] for p, r in areas if inside(x, y, r)})
    method = 'internal point inside polygon'
    if not hits:
        best = min(((segdist(x, y, *r[i], *r[i + 1]), p['ServArea_1'])
                    for p, rs in areas if p['StAbbrev'] == st for r in rs for i in range(len(r) - 1)),
                   default=None)
        if best is None: continue
        hits = [best[1]]; method = 'nearest polygon, %.3f deg' % best[0]
    for h in hits:
        out.setdefault(h, []).append({'county': row['Name'], 'geoid': row['GEOID'], 'method': method})

wanted = sys.argv[1:] or sorted(out)
json.dump({k: sorted(out[k], key=lambda c: c['county']) for k in wanted if k in out},
          sys.stdout, indent=1, ensure_ascii=False)
