"""Build a table of contents for a Markdown document: numbered headings, unique slugs, links."""
import re
import unicodedata

DOC = """# Project Handbook

Intro text.

## Getting Started
Some words.

### Install on Linux
```bash
# not a heading
apt install thing
```
### Install on macOS

## Configuration & Tuning
### Environment variables
### Environment variables
#### `LOG_LEVEL`

## FAQ — Common Problems
Setext Heading
--------------

## Appendix: Café Résumé
"""


def slugify(title, used):
    text = unicodedata.normalize("NFKD", title)
    text = text.encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    slug = re.sub(r"[\s_]+", "-", text)
    base, n = slug, 1
    while slug in used:
        slug = f"{base}-{n}"
        n += 1
    used.add(slug)
    return slug


def headings(markdown):
    in_fence = False
    lines = markdown.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        m = re.match(r"^(#{1,6})\s+(.+?)\s*#*$", line)
        if m:
            yield len(m.group(1)), m.group(2)
        elif i + 1 < len(lines) and line.strip() and re.fullmatch(r"-{3,}|={3,}", lines[i + 1]):
            yield (1 if lines[i + 1][0] == "=" else 2), line.strip()


def build_toc(markdown, max_level=3):
    used = set()
    counters = [0] * 6
    out = []
    for level, title in headings(markdown):
        counters[level - 1] += 1
        for j in range(level, 6):
            counters[j] = 0
        slug = slugify(title.replace("`", ""), used)
        if level == 1 or level > max_level:
            continue
        number = ".".join(str(c) for c in counters[1:level])
        indent = "  " * (level - 2)
        out.append(f"{indent}- {number} [{title}](#{slug})")
    return out


def main():
    toc = build_toc(DOC)
    print("\n".join(toc))
    print()
    deep = build_toc(DOC, max_level=6)
    print(len(deep), "entries with all levels; deepest:", deep[-3].strip())
    words = re.findall(r"[A-Za-zÀ-ÿ]+", DOC)
    print("word count:", len(words), "longest:", max(words, key=len))
    levels = [lvl for lvl, _ in headings(DOC)]
    print("levels:", levels, "max depth", max(levels))
    print(slugify("Hello, World!", set()), slugify("  Ünïcödé   Tëxt ", set()))
    return len(toc)


if __name__ == "__main__":
    main()
