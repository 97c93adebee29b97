"""Generate a table of contents with unique GitHub-style anchors from a Markdown document."""
import re
from collections import defaultdict

DOC = """# User Guide
Intro text.

## Installing
### On Linux
```
# not a heading
```
### On macOS & Windows
## Configuration
### The `config.toml` file
### Environment variables!
## Installing
#### Troubleshooting (FAQ)
# Appendix
"""

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*$")


def slugify(text: str) -> str:
    text = re.sub(r"`([^`]*)`", r"\1", text).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.strip().replace(" ", "-")


def headings(markdown: str):
    in_fence = False
    for lineno, line in enumerate(markdown.splitlines(), 1):
        if line.startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        m = HEADING.match(line)
        if m:
            yield lineno, len(m.group(1)), m.group(2)


def build_toc(markdown: str, max_level: int = 3):
    seen = defaultdict(int)
    lines = []
    for lineno, level, title in headings(markdown):
        base = slugify(title)
        anchor = base if seen[base] == 0 else f"{base}-{seen[base]}"
        seen[base] += 1
        if level > max_level:
            continue
        indent = "  " * (level - 1)
        label = title.replace("`", "")
        lines.append(f"{indent}- [{label}](#{anchor})")
    return lines


def main():
    toc = build_toc(DOC)
    print("\n".join(toc))
    print()
    found = list(headings(DOC))
    print(f"{len(found)} headings, deepest level {max(l for _, l, _ in found)}")
    for lineno, level, title in found:
        if level == 4:
            print(f"skipped line {lineno}: {'#' * level} {title}")
    print(slugify("Hello, World! -- 2024"))


if __name__ == "__main__":
    main()
