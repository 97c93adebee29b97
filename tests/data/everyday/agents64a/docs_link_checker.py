"""Check Markdown documentation links: anchors, relative files and external URLs."""
import re
from collections import Counter, defaultdict
from urllib.parse import urlparse
import posixpath

DOCS = {
    "README.md": """# Project\n\nSee [install](docs/install.md) and [usage](docs/usage.md#options).\nBadge: ![ci](https://ci.example.com/badge.svg)\nBroken: [old](docs/old.md) and [mail](mailto:team@example.com).\n""",
    "docs/install.md": """# Install\n\n## Requirements\nBack to [readme](../README.md). See [requirements](#requirements) and [nope](#missing).\n[pypi](https://pypi.org/project/x/) [http](http://insecure.example.com)\n""",
    "docs/usage.md": """# Usage\n\n## Options\n## Exit Codes & Errors\nLink to [codes](#exit-codes--errors) and [install reqs](install.md#requirements).\n[dup](https://pypi.org/project/x/)\n""",
}

LINK = re.compile(r"(?<!!)\[(?P<text>[^\]]+)\]\((?P<target>[^)\s]+)\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+)$", re.M)


def slug(title):
    s = title.strip().lower()
    s = re.sub(r"[^\w\- ]", "", s)
    return s.replace(" ", "-")


def anchors(text):
    return {slug(h) for h in HEADING.findall(text)}


def main():
    all_anchors = {name: anchors(text) for name, text in DOCS.items()}
    problems = defaultdict(list)
    external = Counter()
    for name, text in DOCS.items():
        for m in LINK.finditer(text):
            target = m.group("target")
            url = urlparse(target)
            if url.scheme in ("http", "https"):
                external[url.netloc] += 1
                if url.scheme == "http":
                    problems[name].append(f"insecure link {target}")
                continue
            if url.scheme:
                continue
            path, _, frag = target.partition("#")
            dest = posixpath.normpath(posixpath.join(posixpath.dirname(name), path)) if path else name
            if dest not in DOCS:
                problems[name].append(f"missing file {dest} ({m.group('text')!r})")
            elif frag and frag not in all_anchors[dest]:
                problems[name].append(f"missing anchor #{frag} in {dest}")
        for img in IMAGE.findall(text):
            print(f"{name}: image {img}")
    for name in DOCS:
        print(f"{name}: {len(problems[name])} problem(s)")
        for p in problems[name]:
            print("   -", p)
    print("anchors:", {k: sorted(v) for k, v in all_anchors.items()})
    print("external hosts:", external.most_common())


if __name__ == "__main__":
    main()
