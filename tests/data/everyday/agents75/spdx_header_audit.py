import re
from collections import Counter
from fnmatch import fnmatch

FILES = {
    "src/main.py": "# SPDX-License-Identifier: MIT\n# Copyright (c) 2021-2023 Acme Corp\nimport sys\n",
    "src/util.py": "#!/usr/bin/env python3\n# SPDX-License-Identifier: Apache-2.0\n# Copyright 2022 Acme Corp\n",
    "src/vendor/six.py": "# Copyright (c) 2010-2020 Benjamin Peterson\n# SPDX-License-Identifier: MIT\n",
    "lib/core.c": "/* SPDX-License-Identifier: GPL-2.0-only OR MIT */\n/* Copyright 2019 Acme Corp */\n",
    "lib/fast.c": "/*\n * fast paths\n */\n#include <stdio.h>\n",
    "tools/gen.py": "# spdx-license-identifier: mit\n# Copyright (c) 2024 Acme Corp\n",
    "docs/conf.py": "# SPDX-License-Identifier: CC-BY-4.0\n",
    "README.md": "# Project\n",
}

ALLOWED = {"MIT", "Apache-2.0", "GPL-2.0-only"}
EXEMPT = ["*.md", "src/vendor/*"]
SPDX = re.compile(r"SPDX-License-Identifier:\s*(?P<expr>[^*\n]+?)\s*(?:\*/)?$", re.MULTILINE)
COPYRIGHT = re.compile(r"Copyright\s+(?:\(c\)\s*)?(?P<start>\d{4})(?:-(?P<end>\d{4}))?\s+(?P<holder>.+?)\s*(?:\*/)?$",
                       re.MULTILINE | re.IGNORECASE)


def licenses_in(expr):
    return [tok for tok in re.split(r"\s+(?:OR|AND|WITH)\s+|[()]", expr) if tok.strip()]


def audit(path, text):
    problems = []
    head = "\n".join(text.splitlines()[:5])
    m = SPDX.search(head)
    if not m:
        if re.search(r"spdx-license-identifier", head, re.IGNORECASE):
            problems.append("SPDX tag has wrong case")
        else:
            problems.append("missing SPDX tag")
        ids = []
    else:
        ids = licenses_in(m["expr"])
        problems += [f"license {i} not allowed" for i in ids if i not in ALLOWED]
    c = COPYRIGHT.search(head)
    if not c:
        problems.append("missing copyright")
    elif c["holder"] != "Acme Corp":
        problems.append(f"third-party holder {c['holder']!r}")
    elif int(c["end"] or c["start"]) < 2023:
        problems.append(f"stale year {c['end'] or c['start']}")
    return ids, problems


def main():
    tally = Counter()
    failures = 0
    for path, text in sorted(FILES.items()):
        if any(fnmatch(path, pat) for pat in EXEMPT):
            print(f"SKIP {path}")
            continue
        ids, problems = audit(path, text)
        tally.update(ids)
        status = "ok  " if not problems else "FAIL"
        failures += bool(problems)
        print(f"{status} {path:<16} {'+'.join(ids) or '-':<20} {'; '.join(problems)}")
    print(f"{failures} failing files")
    print("licenses:", dict(tally.most_common()))


if __name__ == "__main__":
    main()
