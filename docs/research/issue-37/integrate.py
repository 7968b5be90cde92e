import json, subprocess
p='data/resources.json'
raw=open(p).read()
d=json.loads(raw)
res=d['resources']
by={r['id']:r for r in res}
cand={c['id']:c for c in json.load(open('/work/research/legal-aid/candidates.json'))['countyPrograms']}
TAG='legal aid program'
TODAY='2026-12-01'
def tag(r):
    if TAG not in r['tags']:
        i = r['tags'].index('legal aid')+1 if 'legal aid' in r['tags'] else 0
        r['tags'].insert(i, TAG)
def clean(c):
    r={k:v for k,v in c.items() if k not in ('evidence','doubts') and v is not None}
    seen=set(); phones=[]
    for ph in r.get('phones',[]):
        if ph['number'] in seen: continue
        seen.add(ph['number']); phones.append(ph)
    r['phones']=phones
    voice=[ph for ph in phones if ph['kind']=='voice']
    if voice: r['phoneNumber']=voice[0]['number']
    r.setdefault('languages', [])
    r.setdefault('isOpen24Hours', False)
    return r
# 1. merges into existing records
merges={'community-legal-services-az':'az-legal-aid-cls','bay-area-legal-aid':'san-francisco-bay-area-legal-aid','legal-aid-chicago':'chicago-legal-aid-chicago','acadiana-legal-service-corporation':'la-legal-aid-acadiana','philadelphia-legal-assistance':'philadelphia-legal-assistance-family-law'}
for cid, rid in merges.items():
    r=by[rid]; c=cand[cid]
    r['counties']=c['counties']
    if r['serviceArea'] not in ('local',):
        r['serviceArea']='local'
    r['state']=c['state']
    tag(r)
    print('merged', cid, '->', rid, len(c['counties']))
# 2. skips
skip={'justice-north','legal-services-of-greater-miami','nassau-suffolk-law-services'} | set(merges)
survivor={'peace-over-violence-legal-advocacy-project','clasi-domestic-violence-program','dade-legal-aid-domestic-violence','gwinnett-legal-aid-family-violence-project','womens-law-center-poarp','partners-for-women-and-justice','legal-aid-society-nyc-family-domestic-violence','legal-aid-society-of-salt-lake-domestic-violence'}
added=0
for cid,c in cand.items():
    if cid in skip: continue
    assert cid not in by, cid
    r=clean(c)
    if cid=='east-river-legal-services':
        r['phones']=[]; r.pop('phoneNumber',None); r.pop('hours',None)
    if cid not in survivor: tag(r)
    res.append(r); by[cid]=r; added+=1
print('added', added)
# 3. Georgia: GLSP serves every county but the five Atlanta Legal Aid serves (its own page)
atl=set(cand['atlanta-legal-aid-society']['counties'])
ga=json.loads(subprocess.check_output(['node','--import','tsx','-e',"import { knownCounties } from './api/hsds/zip-centres.ts'; console.log(JSON.stringify(knownCounties().filter((c) => c.startsWith('13'))))"]))
glsp=by['ga-legal-aid-glsp']
glsp['serviceArea']='local'; glsp['counties']=[c for c in ga if c not in atl]; tag(glsp)
print('GLSP counties', len(glsp['counties']), 'atlanta', sorted(atl))
# 4. Arkansas: Legal Aid of Arkansas statewide since 2026-01-01
ar=by['ar-legal-aid-helpline']
ar['organization']='Legal Aid of Arkansas'
ar['description']='Free civil legal help for low-income Arkansans in all 75 counties, including orders of protection, domestic abuse, evictions and public benefits. Since January 2026 Legal Aid of Arkansas serves the whole state (the Center for Arkansas Legal Services closed at the end of 2025). Call the HelpLine or apply online.'
ar['sourceUrl']='https://arlegalaid.org/news-events/newsroom.html/article/2025/12/15/center-for-arkansas-legal-services-to-sunset-legal-aid-expands-coverage'
ar['sourceDate']='2025-12-15'
ar['verifiedAt']=TODAY
ar.pop('descriptionEs', None)
open(p,'w').write(json.dumps(d, ensure_ascii=False, indent=2)+('\n' if raw.endswith('\n') else ''))
