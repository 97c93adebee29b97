import textwrap
from string import Template

RELEASES = [
    ("v3.2.0", "2024-05-14", "Adds streaming exports, a new retry policy for webhooks, and a rewritten "
     "query planner that reduces p95 latency on large tenants by roughly forty percent."),
    ("v3.1.4", "2024-04-30", "Security fix for session fixation in the SSO callback."),
    ("v3.1.3", "2024-04-02", "Fixes CSV exports that dropped the final row when the file ended without a "
     "newline; improves error messages for malformed date filters; bumps dependencies."),
]

HEADER = textwrap.dedent("""\
    RELEASE DIGEST
    ==============
      Product: $product
      Audience: ${audience}s
    Cost: $$0 (internal)
""")


def two_columns(left: str, right: str, width: int = 72, gap: int = 3) -> str:
    col = (width - gap) // 2
    lw = textwrap.wrap(left, col)
    rw = textwrap.wrap(right, col)
    rows = []
    for i in range(max(len(lw), len(rw))):
        l = lw[i] if i < len(lw) else ""
        r = rw[i] if i < len(rw) else ""
        rows.append(f"{l:<{col}}{' ' * gap}{r}".rstrip())
    return "\n".join(rows)


def main():
    print(Template(HEADER).substitute(product="Ledgerly", audience="customer"))
    t = Template("Hello $name, you have $count new $what.")
    print(t.safe_substitute(name="Ops", count=3))
    try:
        t.substitute(name="Ops")
    except KeyError as e:
        print("missing placeholder:", e)
    for version, date, notes in RELEASES:
        print(f"{version} ({date})")
        body = textwrap.fill(notes, width=50, break_long_words=False)
        print(textwrap.indent(body, "  | "))
        print("  summary:", textwrap.shorten(notes, width=45, placeholder=" [...]"))
    print()
    print(two_columns(RELEASES[0][2], RELEASES[2][2], width=70))
    print()
    print(textwrap.indent("alpha\n\nbeta\n", "> ", predicate=lambda line: True), end="")
    wrapped = textwrap.TextWrapper(width=30, initial_indent="* ", subsequent_indent="  ", max_lines=3)
    print("\n".join(wrapped.wrap(RELEASES[2][2])))
    print(len(textwrap.wrap("a " * 40, width=9)), repr(textwrap.dedent("   x\n     y\n")))
    return len(RELEASES)


if __name__ == "__main__":
    main()
