"""Build a table of contents with GitHub-style anchors from a Markdown document."""
import re
import unicodedata
from collections import Counter

DOC = """\
# Project Überblick

Some intro text.

## Installation

```bash
# not a heading
pip install thing
```

## Usage & Examples

### Basic usage
### Advanced: `--flags`

## Installation

#### Café notes!
# FAQ
"""

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*$")


def slugify(title: str) -> str:
    text = unicodedata.normalize("NFKD", title)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.lower().replace("`", "")
    text = re.sub(r"[^\w\s-]", "", text)
    return re.sub(r"\s+", "-", text.strip())


def headings(markdown: str):
    in_fence = False
    for lineno, line in enumerate(markdown.splitlines(), start=1):
        if line.startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        if m := HEADING.match(line):
            yield lineno, len(m.group(1)), m.group(2)


def main():
    seen: Counter[str] = Counter()
    toc = []
    items = list(headings(DOC))
    base = min(level for _, level, _ in items)
    for lineno, level, title in items:
        slug = slugify(title)
        anchor = slug if seen[slug] == 0 else f"{slug}-{seen[slug]}"
        seen[slug] += 1
        indent = "  " * (level - base)
        toc.append(f"{indent}- [{title}](#{anchor})")
        print(f"line {lineno:>2}: h{level} {title!r} -> #{anchor}")
    print()
    print("\n".join(toc))
    dupes = sorted(s for s, n in seen.items() if n > 1)
    print("duplicate titles:", dupes or "none")
    depth = Counter(level for _, level, _ in items)
    print("per level:", dict(sorted(depth.items())))
    return len(toc)


if __name__ == "__main__":
    main()
