def report(title, *sections, width=30, **meta):
    lines = [title.upper()]
    for key in sorted(meta):
        lines.append(f"{key}: {meta[key]}")
    for i, section in enumerate(sections, 1):
        lines.append(f"{i}. {section}")
    lines.append("-" * width)
    return "\n".join(lines)


def main() -> None:
    print(report("weekly", "sales up", "hiring", author="ann", week=12))
    parts = ["only one section"]
    opts = {"width": 10, "status": "draft"}
    print(report("memo", *parts, **opts))
