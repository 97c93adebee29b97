import re

MARKDOWN = """# Release notes

## Added
- Support for **bulk export** (see [docs](https://example.com/docs/export))
- New `--dry-run` flag

## Fixed
- Crash when config file is empty
- Timezone bug in `schedule` command ([#412](https://example.com/issues/412))

## Removed
- Legacy v1 API
"""


def to_plain(md):
    md = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", md)
    md = re.sub(r"\*\*(.+?)\*\*", lambda m: m.group(1).upper(), md)
    md = re.sub(r"`([^`]+)`", r"'\1'", md)
    return md


def sections(md):
    out, current = {}, None
    for line in md.splitlines():
        if m := re.match(r"^(#{1,6})\s+(.*)", line):
            if len(m.group(1)) == 2:
                current = m.group(2)
                out[current] = []
        elif line.startswith("- ") and current:
            out[current].append(line[2:])
    return out


def main():
    secs = sections(MARKDOWN)
    for name, items in secs.items():
        print(f"{name} ({len(items)})")
        for it in items:
            print("  *", to_plain(it))
    links = re.findall(r"\[([^\]]+)\]\(([^)]+)\)", MARKDOWN)
    print(links)
    issues = sorted(int(n) for n in re.findall(r"#(\d+)", MARKDOWN))
    print("issues:", issues)
    print(re.sub(r"\s+", " ", to_plain(MARKDOWN)).strip()[:80])
