ROWS = [
    {"name": "widget", "price": 2.5, "stock": 120, "tags": ["tools", "metal"]},
    {"name": "gadget", "price": 10.0, "stock": 3, "tags": ["electronics"]},
    {"name": "gizmo", "price": 1.1, "stock": 0, "tags": []},
]
COLUMNS = [("name", "<", str), ("price", ">", lambda p: f"{p:.2f}"), ("stock", ">", str), ("tags", "<", lambda t: ", ".join(t) or "-")]


def table(rows):
    cells = [[fmt(r[key]) for key, _, fmt in COLUMNS] for r in rows]
    widths = [max(len(key), *(len(row[i]) for row in cells)) for i, (key, _, _) in enumerate(COLUMNS)]
    head = "| " + " | ".join(f"{key:{align}{w}}" for (key, align, _), w in zip(COLUMNS, widths)) + " |"
    rule = "|" + "|".join(("-" * (w + 1) + ":") if align == ">" else (":" + "-" * (w + 1)) for (_, align, _), w in zip(COLUMNS, widths)) + "|"
    body = ["| " + " | ".join(f"{c:{align}{w}}" for c, (_, align, _), w in zip(row, COLUMNS, widths)) + " |" for row in cells]
    return [head, rule] + body


def main():
    lines = table(ROWS)
    print("\n".join(lines))
    low = [r["name"] for r in ROWS if r["stock"] < 5]
    print(f"\n**Low stock:** {', '.join(low)}")
    return len(lines)
