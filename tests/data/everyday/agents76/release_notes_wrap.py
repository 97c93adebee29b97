"""Render release notes as a fixed-width plain-text report with wrapped bullets."""
import textwrap

RELEASE = {
    "version": "4.2.0",
    "date": "2026-12-08",
    "sections": {
        "Features": [
            "Add streaming export of large reports so that memory use stays flat regardless of the number of rows being written to disk.",
            "Support SSO login through OIDC providers.",
        ],
        "Fixes": [
            "Fix a race where two workers could claim the same job after a restart of the scheduler service, leading to duplicated emails.",
            "Correct the rounding of VAT on invoices with more than 100 lines.",
            "Handle empty CSV uploads gracefully.",
        ],
        "Deprecations": [],
    },
    "contributors": ["zoe", "Amir", "li", "Bea", "carlos"],
}
WIDTH = 60


def banner(text: str, fill: str = "=") -> str:
    return f" {text} ".center(WIDTH, fill)


def render(release: dict) -> str:
    lines = [banner(f"Release {release['version']}"), f"{'Date:':<10}{release['date']:>{WIDTH - 10}}", ""]
    for title, items in release["sections"].items():
        lines.append(f"{title} ({len(items)})")
        lines.append("-" * (len(title) + len(str(len(items))) + 3))
        if not items:
            lines.append(textwrap.indent("(none)", "    "))
        for n, item in enumerate(items, 1):
            lines.append(textwrap.fill(item, width=WIDTH, initial_indent=f"  {n}. ", subsequent_indent="     "))
        lines.append("")
    people = sorted(release["contributors"], key=str.casefold)
    lines.append(textwrap.fill("Thanks to " + ", ".join(people) + ".", width=WIDTH))
    lines.append(banner("end", "-"))
    return "\n".join(lines)


def main():
    text = render(RELEASE)
    print(text)
    summary = textwrap.shorten(" ".join(RELEASE["sections"]["Fixes"]), width=72, placeholder=" [...]")
    print("summary:", summary)
    row = "{name:>12}|{count:^7}|{share:<8.1%}|"
    total = sum(len(v) for v in RELEASE["sections"].values())
    for name, items in RELEASE["sections"].items():
        print(row.format_map({"name": name, "count": len(items), "share": len(items) / total}))
    longest = max(text.splitlines(), key=len)
    print("max line width:", len(longest), "lines:", text.count("\n") + 1)
    print(textwrap.dedent("""\
        Notes:
          * generated automatically
        """).rstrip())
    return total


if __name__ == "__main__":
    main()
