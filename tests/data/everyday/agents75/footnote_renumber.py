import re

DOC = """# Release notes

The new scheduler[^perf] cuts latency in half.[^bench] It replaces the
old cron bridge[^cron] entirely.

Memory use also drops[^bench] thanks to arena allocation.[^arena]

[^cron]: The bridge shipped in 2019.
[^perf]: Measured on the staging cluster.
[^arena]: See the allocator design doc.
[^bench]: Benchmarks run with 64 workers.
[^unused]: This note is never referenced.
"""

REF = re.compile(r"\[\^(?P<label>[\w-]+)\](?!:)")
DEF = re.compile(r"^\[\^(?P<label>[\w-]+)\]:\s*(?P<text>.+)$", re.MULTILINE)


def renumber(doc: str) -> tuple[str, list[str]]:
    definitions = {m["label"]: m["text"] for m in DEF.finditer(doc)}
    body = DEF.sub("", doc).rstrip() + "\n"
    order: dict[str, int] = {}

    def replace(match: re.Match) -> str:
        label = match.group("label")
        if label not in order:
            order[label] = len(order) + 1
        return f"[{order[label]}]"

    new_body = REF.sub(replace, body)
    notes = [f"[{n}] {definitions[label]}" for label, n in order.items()]
    unused = sorted(set(definitions) - set(order))
    warnings = [f"unused footnote: {label}" for label in unused]
    missing = [label for label in order if label not in definitions]
    warnings += [f"missing definition: {label}" for label in missing]
    return new_body + "\n" + "\n".join(notes), warnings


def main():
    text, warnings = renumber(DOC)
    print(text)
    for w in warnings:
        print("warning:", w)
    counts = {}
    for m in REF.finditer(DOC):
        counts[m["label"]] = counts.get(m["label"], 0) + 1
    print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    print(REF.subn("*", DOC)[1], "references replaced")


if __name__ == "__main__":
    main()
