# SPDX-License-Identifier: GPL-3.0-or-later
# massif-diff.py BARE.ms APP.ms [last]: the peak heap of each (valgrind massif), or with `last`
# the last detailed snapshot (after the first frame: under valgrind the peak is GL's set-up),
# by the first named function above the allocators (the library when it has no symbol),
# largest differences first.
import re, sys, collections
ALLOC = re.compile(r'^(malloc|calloc|realloc|g_malloc\w*|g_realloc\w*|g_slice\w*|g_new\w*|operator new|g_try_malloc\w*|g_type_create_instance|g_object_new\w*|g_strdup\w*|g_memdup\w*|g_array\w*|g_ptr_array\w*|g_hash_table\w*|g_string\w*|g_bytes\w*|g_byte_array\w*)$')
def load(path):
    lines = open(path).read().split('\n')
    which = ('heap_tree=detailed', 'heap_tree=peak') if len(sys.argv) > 3 and sys.argv[3] == 'last' else ('heap_tree=peak',)
    idx = [i for i, l in enumerate(lines) if l in which][-1]
    pos = [idx + 1]; out = collections.Counter()
    def walk(key, depth):
        m = re.match(r'\s*n(\d+): (\d+) (.*)', lines[pos[0]]); pos[0] += 1
        k, b, desc = int(m[1]), int(m[2]), m[3]
        if key is None and depth > 0:
            fm = re.match(r'0x[0-9A-F]+: (\S+) ', desc)
            lm = re.search(r'\(in .*/([^/]+?)(\.so[.\d]*)?\)', desc)
            if fm and fm[1] != '???' and not ALLOC.match(fm[1]):
                key = fm[1]
            elif 'below massif' in desc:
                key = '(small, below threshold)'
        if k == 0 and key is None:
            lm = re.search(r'\(in .*/([^/]+?)(\.so[.\d]*)?\)', desc)
            key = '[' + (lm[1] if lm else desc[:40]) + ']'
        if k == 0: out[key] += b
        for _ in range(k): walk(key, depth + 1)
    walk(None, 0)
    return out
b, a = load(sys.argv[1]), load(sys.argv[2])
print(f"{sys.argv[3] if len(sys.argv) > 3 else 'peak'} heap: bare {sum(b.values())/1024:.0f} KiB, app {sum(a.values())/1024:.0f} KiB")
keys = sorted(set(a) | set(b), key=lambda k: -abs(a[k] - b[k]))
for k in keys[:30]:
    print(f"{(a[k]-b[k])/1024:+9.1f} KiB  (bare {b[k]/1024:8.1f}, app {a[k]/1024:8.1f})  {k}")
