"""Convert a small markdown document to wrapped plain text."""
import re
import textwrap

DOC = """# Release notes

Version **2.4** brings *faster* sync and a [new CLI](https://example.com/cli).

## Changes

- Sync is now `3x` faster on large repos
- The `--dry-run` flag prints a plan
  without touching files
1. Upgrade the agent
2. Restart the service

> Note: older clients keep working until **June**.

```
$ tool sync --dry-run
```
"""


def inline(text):
    text = re.sub(r"\*\*(.+?)\*\*", lambda m: m.group(1).upper(), text)
    text = re.sub(r"\*(.+?)\*", r"_\1_", text)
    text = re.sub(r"`([^`]+)`", r"'\1'", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"\1 <\2>", text)
    return text


def convert(md, width=48):
    out = []
    in_code = False
    paragraph = []

    def flush():
        if paragraph:
            out.extend(textwrap.wrap(inline(" ".join(paragraph)), width))
            out.append("")
            paragraph.clear()

    for line in md.splitlines():
        if line.startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            out.append("    " + line)
            continue
        if m := re.match(r"^(#+)\s+(.*)", line):
            flush()
            title = m.group(2)
            underline = "=" if len(m.group(1)) == 1 else "-"
            out += [title, underline * len(title), ""]
        elif m := re.match(r"^\s*(?:[-*]|(\d+)\.)\s+(.*)", line):
            flush()
            bullet = f"{m.group(1)})" if m.group(1) else "*"
            out.extend(textwrap.wrap(inline(m.group(2)), width, initial_indent=f"  {bullet} ",
                                     subsequent_indent=" " * (len(bullet) + 3)))
        elif line.startswith(">"):
            flush()
            out.extend(textwrap.wrap(inline(line.lstrip("> ")), width, initial_indent="  | ", subsequent_indent="  | "))
        elif not line.strip():
            flush()
        elif line.startswith("  ") and out and not paragraph:
            out[-1] += " " + inline(line.strip())
        else:
            paragraph.append(line.strip())
    flush()
    return "\n".join(out).rstrip() + "\n"


def main():
    text = convert(DOC)
    print(text, end="")
    print(f"-- {len(text.splitlines())} lines, longest {max(map(len, text.splitlines()))}")


if __name__ == "__main__":
    main()
