# SPDX-License-Identifier: GPL-3.0-or-later
# smaps-table.py BARE_SMAPS APP_SMAPS: resident KiB by mapping, app against bare, largest differences first.
import re, sys
def load(path):
    rows, cur, status = {}, None, {}
    for line in open(path):
        m = re.match(r'^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$', line)
        if m:
            name = m[3] or '[anon]'
            name = re.sub(r'.*/', '', name) if name.startswith('/') else name
            cur = rows.setdefault(name, {'Rss': 0, 'Private': 0})
            continue
        m = re.match(r'^(Rss|Private_Clean|Private_Dirty):\s+(\d+) kB', line)
        if m and cur is not None:
            cur['Rss' if m[1] == 'Rss' else 'Private'] += int(m[2])
            continue
        m = re.match(r'^(VmHWM|VmRSS|RssAnon|RssFile|RssShmem|Threads):\s+(\d+)', line)
        if m and cur is None:
            status[m[1]] = int(m[2])
    return rows, status
(b, bs), (a, as_) = load(sys.argv[1]), load(sys.argv[2])
for k in ('VmHWM', 'VmRSS', 'RssAnon', 'RssFile', 'Threads'):
    print(f"{k:8} bare {bs.get(k,0):7} app {as_.get(k,0):7} diff {as_.get(k,0)-bs.get(k,0):+7}")
names = sorted(set(a) | set(b), key=lambda n: -abs(a.get(n, {}).get('Rss', 0) - b.get(n, {}).get('Rss', 0)))
print(f"{'mapping':48} {'bare KiB':>9} {'app KiB':>9} {'diff':>7}")
for n in names:
    ra, rb = a.get(n, {}).get('Rss', 0), b.get(n, {}).get('Rss', 0)
    if abs(ra - rb) >= 64:
        print(f"{n[:48]:48} {rb:9} {ra:9} {ra-rb:+7}")
print(f"{'total':48} {sum(v['Rss'] for v in b.values()):9} {sum(v['Rss'] for v in a.values()):9}")
